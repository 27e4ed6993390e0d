import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

// The "Testing a screen" article's example, as it is printed there (scripts/check-snippets compares them): a
// screen's test suite that the reader copies, and that runs here as one of ours.

// testing-a-screen:begin
struct FeedScreenTests {
    /// The feed's edges, as the screen configures them.
    static var controller: RefreshController {
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 300), .tap]
        return RefreshController(top: .header, bottom: footer)
    }

    @Test func aFlingToTheEndLoadsTheNextPageOnce() {
        var simulator = ScrollSimulator(
            controller: Self.controller,
            content: ScrollSize(width: 375, height: 1500),
            loader: [.bottom: [LoaderResponse(after: 0.5, appending: 1000)]],
            recordsTrace: true
        )
        simulator.drag(by: -300, duration: 0.2)
        simulator.release(velocity: -3000)
        simulator.wait(2)
        #expect(simulator.trace!.triggers(.bottom) == [.reachingEnd])
        #expect(simulator.contentLength == 2500)
    }
}
// testing-a-screen:end

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// P11: from the loader's answer on, every host call treats the edge as answered, even while the indicator still
/// shows the load for its minimum refreshing duration. Each test runs with no minimum and with a long one, and the two
/// must give the same loads and resting states; only when the result shows may differ.
struct AnsweredEdgeTests {
    /// A footer that loads at the end of a 2000-point list, with `minimum` seconds of minimum refreshing time.
    static func simulator(minimum: Double, loader: [LoaderResponse]) -> ScrollSimulator {
        var footer = EdgeConfiguration.footer
        footer.minimumRefreshingDuration = minimum
        return Fixture.bareSimulator(bottom: footer, loader: [.bottom: loader])
    }

    /// Drags the list to its end and lets go, then waits for the answer to come (not for it to show).
    static func loadAtTheEnd(_ simulator: inout ScrollSimulator) {
        simulator.drag(by: -1400, duration: 0.5)
        simulator.release()
        simulator.step(until: { $0.loadsInFlight == 0 })
    }

    @Test(arguments: [0.0, 1])
    func aResetInsideTheMinimumLoadsAgain(minimum: Double) {
        // Issue 28, example 1: the load answers noMoreData; before the answer shows, the app learns there is more.
        var simulator = Self.simulator(
            minimum: minimum,
            loader: [LoaderResponse(after: 0.1, result: .noMoreData), LoaderResponse(after: 0.1, appending: 600)])
        Self.loadAtTheEnd(&simulator)
        #expect(simulator.triggerCount(.bottom) == 1)
        simulator.send(.resetNoMoreData(.bottom))
        simulator.wait(3)
        #expect(simulator.state(.bottom) == .idle)
        // The next drag towards the end loads the next page (the drag that loaded the first has used its automatic
        // load), and the list goes on.
        simulator.drag(by: -300, duration: 0.3)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 2)
        #expect(simulator.contentLength == 2600)
        #expect(simulator.state(.bottom) == .idle)
    }

    @Test(arguments: [0.0, 1])
    func aMarkAfterASuccessfulLoadEndsTheList(minimum: Double) {
        // Issue 28, example 2 (MJRefresh's pattern): the load ends with success and a last page; the app then sees
        // that was the last page and marks the end of data, inside the minimum refreshing time.
        var simulator = Self.simulator(
            minimum: minimum, loader: [LoaderResponse(after: 0.1, appending: 600), LoaderResponse(after: 0.1)])
        Self.loadAtTheEnd(&simulator)
        simulator.collectsCommands = true
        simulator.send(.markNoMoreData(.bottom))
        // Not "already refreshing": the loader has answered.
        #expect(simulator.takeDiagnostics().isEmpty)
        simulator.wait(3)
        #expect(simulator.state(.bottom) == .noMoreData)
        // The list does not load past its end.
        simulator.drag(by: -900, duration: 0.4)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.state(.bottom) == .noMoreData)
    }

    @Test(arguments: [0.0, 1])
    func aTapWhileTheResultShowsRetries(minimum: Double) {
        // A failure shows "Tap to retry" at once: the tap retries whether or not the minimum time has run out.
        var simulator = Self.simulator(
            minimum: minimum, loader: [LoaderResponse(after: 0.1, result: .failure), LoaderResponse(after: 0.1)])
        Self.loadAtTheEnd(&simulator)
        simulator.tap(.bottom)
        #expect(simulator.triggerCount(.bottom) == 2)
        simulator.wait(3)
        #expect(simulator.state(.bottom) == .idle)
    }

    @Test(arguments: [0.0, 1])
    func aHeaderPullWhileTheFooterShowsItsResultRefreshes(minimum: Double) {
        // Exclusivity keeps the header from refreshing while the footer loads, not while its answer shows.
        var footer = EdgeConfiguration.footer
        footer.minimumRefreshingDuration = minimum
        var simulator = Fixture.bareSimulator(
            top: .header, bottom: footer, content: 1000,
            loader: [.bottom: [LoaderResponse(after: 0.1)], .top: [LoaderResponse(after: 0.2)]])
        Self.loadAtTheEnd(&simulator)
        simulator.scroll(to: 0)
        simulator.drag(by: 300, duration: 0.3)
        simulator.release()
        #expect(simulator.triggerCount(.top) == 1)
        simulator.wait(3)
        #expect(simulator.state(.top) == .idle)
        #expect(simulator.state(.bottom) == .idle)
    }
}

extension ScrollSimulator {
    /// The diagnostics applied since the last call, when ``collectsCommands`` is on; empty otherwise.
    mutating func takeDiagnostics() -> [RefreshDiagnostic] {
        takeCommands().compactMap { if case .diagnostic(let diagnostic) = $0 { diagnostic } else { nil } }
    }
}

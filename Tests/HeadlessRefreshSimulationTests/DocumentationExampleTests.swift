import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// The examples of the DocC catalog, compiled and run, so the documentation cannot drift from the API: the regions
/// between `// NAME:begin` and `// NAME:end` are the articles' snippets (scripts/check-snippets). The "Testing a
/// screen" article's is `FeedScreenTests`.
struct DocumentationExampleTests {
    @Test func theLandingPageExampleRunsAsDocumented() {
        // simulation-landing:begin
        var header = EdgeConfiguration.header
        header.triggerDistance = 70
        header.resultHold = ResultHold(0.5)

        var simulator = ScrollSimulator(
            controller: RefreshController(top: header),
            content: ScrollSize(width: 375, height: 2400),
            inset: ScrollInsets(top: 91, bottom: 34),
            loader: [.top: [LoaderResponse(after: 1.2)]],
            recordsTrace: true
        )
        simulator.drag(by: 300, duration: 0.4)  // about 137 points of pull through the rubber band
        simulator.release()
        simulator.wait(3)

        let trace = simulator.trace!
        assert(trace.triggers(.top) == [.release])
        assert(trace.stateKinds(.top) == [.pulling, .eligible, .refreshing, .finishing, .idle])
        assert(simulator.offset == -91)  // back under the navigation bar
        print(trace.table())
        let timeline = trace.svg(title: "pull to refresh")
        // simulation-landing:end
        // The article's asserts, as expectations (they hold in release builds too).
        #expect(trace.triggers(.top) == [.release])
        #expect(trace.stateKinds(.top) == [.pulling, .eligible, .refreshing, .finishing, .idle])
        #expect(simulator.offset == -91)
        #expect(trace.table().contains("trigger top release"))
        #expect(timeline.hasPrefix("<svg") && timeline.contains("trigger top (release)"))
    }

    @Test func theScrollSimulatorSummaryExampleRunsAsDocumented() {
        var simulator = ScrollSimulator(
            controller: RefreshController(top: .header),
            inset: ScrollInsets(top: 91, bottom: 34),
            loader: [.top: [LoaderResponse(after: 1.2)]]
        )
        simulator.drag(by: 300, duration: 0.4)
        #expect(abs(simulator.geometry.pull(.top) - 137.134) < 0.001)
        simulator.release()
        simulator.wait(3)
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.offset == -91)
    }
}

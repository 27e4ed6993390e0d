import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// The examples of the DocC catalog, compiled and run, so the documentation cannot drift from the API.
struct DocumentationExampleTests {
    @Test func theLandingPageExampleRunsAsDocumented() {
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
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        simulator.wait(3)

        let trace = simulator.trace!
        #expect(trace.triggers(.top) == [.release])
        #expect(trace.stateKinds(.top) == [.pulling, .eligible, .refreshing, .finishing, .idle])
        #expect(simulator.offset == -91)
        #expect(trace.table().contains("trigger top release"))
        let timeline = trace.svg(title: "pull to refresh")
        #expect(timeline.hasPrefix("<svg") && timeline.contains("trigger top (release)"))
    }

    @Test func theTestingArticleExampleRunsAsDocumented() {
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 300), .tap]
        var simulator = ScrollSimulator(
            controller: RefreshController(top: .header, bottom: footer),
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

import HeadlessRefresh
import Testing

/// The examples of the catalog's landing page and of "Getting started", run as written (with the functions they
/// leave to the reader defined here). `scripts/check-snippets` keeps the landing page's copy the same as the marked one.
struct CatalogExampleTests {
    @Test func theLandingPageExampleRefreshesOnAReleaseAndComesBackToRest() {
        var started: [RefreshEdge] = []
        var insets: [(RefreshEdge, Double)] = []
        func startRefresh() { started.append(.top) }
        func animateInset(_ edge: RefreshEdge, _ amount: Double, _ duration: Double) { insets.append((edge, amount)) }

        // landing-page:begin
        var controller = RefreshController(top: .header, bottom: .footer)
        var commands: [RefreshCommand] = []

        // On every scroll frame (the host's own inset, without the library's extra inset): at rest under the bar.
        var geometry = ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: -91),
            contentSize: ScrollSize(width: 375, height: 2400),
            viewportSize: ScrollSize(width: 375, height: 812),
            contentInset: ScrollInsets(top: 91, bottom: 34))
        controller.send(.geometry(geometry), now: 0, into: &commands)

        // The finger pulls the list 80 points down, past the header's 60-point trigger distance.
        controller.send(.dragBegan, now: 0.1, into: &commands)
        geometry.contentOffset.y = -171
        controller.send(.geometry(geometry), now: 0.3, into: &commands)

        // When the finger lifts, the header triggers and asks for 60 points of extra inset.
        controller.send(.dragEnded(velocity: .zero), now: 0.4, into: &commands)
        for command in commands {
            switch command {
            case .trigger(.top, _): startRefresh()  // start the refresh request
            case .setExtraInset(let edge, let amount, let duration): animateInset(edge, amount, duration)
            default: break
            }
        }

        // When the request is done, the header shows "Refreshed", then collapses at the deadlines it gives.
        controller.send(.endRefreshing(.top, .success), now: 1.6, into: &commands)
        while let deadline = controller.nextDeadline {  // your timer (or the next scroll frame) at or after it
            controller.send(.tick, now: deadline, into: &commands)
        }
        // landing-page:end

        #expect(started == [.top])
        #expect(insets.count == 1 && insets.first?.0 == .top && insets.first?.1 == 60)
        #expect(controller.state(.top) == .idle)
        #expect(controller.extraInsets.top == 0)
        #expect(!commands.contains { if case .diagnostic = $0 { true } else { false } })
    }

    @Test func gettingStartedConfiguresFeedsAndDraws() {
        // 1. Configure the edges.
        var header = EdgeConfiguration.header  // release past 60, hold 60, show the result 0.5 s
        header.triggerDistance = 70
        var footer = EdgeConfiguration.footer  // load when the end comes into view, or on a tap
        footer.triggers = [.reachingEnd(prefetch: 300), .tap]
        footer.restingExtent = 44  // a "Load more" row that is always shown
        var controller = RefreshController(top: header, bottom: footer)

        // 2. Feed inputs with your clock.
        var geometry = ScrollViewGeometry(
            contentSize: ScrollSize(width: 375, height: 2400),
            viewportSize: ScrollSize(width: 375, height: 812))
        var commands: [RefreshCommand] = []
        controller.send(.geometry(geometry), now: 9.9, into: &commands)  // laid out, at rest
        controller.send(.dragBegan, now: 10.0, into: &commands)
        geometry.contentOffset.y = -90  // the finger pulls the content down 90 points
        controller.send(.geometry(geometry), now: 10.016, into: &commands)
        controller.send(.dragEnded(velocity: ScrollPoint(x: 0, y: 120)), now: 10.2, into: &commands)
        #expect(commands.contains(.trigger(.top, cause: .release)))
        controller.send(.endRefreshing(.top, .success), now: 11.4, into: &commands)

        // 4. Draw from the snapshot.
        if let top = controller.snapshot(.top) {
            let title = RefreshText(language: .english).title(for: top.state, role: .header)
            let stretch = max(0, top.progress)
            #expect(title == "Refreshed")
            #expect(stretch >= 0)
        }
    }
}

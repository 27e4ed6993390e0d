import HeadlessRefresh
import Testing

/// The examples of "Getting started", run as written (with what they leave to the reader defined here):
/// a session, then the expert path on a bare controller, then drawing from a snapshot.
struct GettingStartedTests {
    /// A host's timer, fired by hand.
    final class Timer {
        var due: Double?
        func schedule(at deadline: Double) { due = deadline }
    }

    @Test func aSessionRefreshesOnAPullAndWakesItsHostToComeBackToRest() {
        var clock = 0.0
        let timer = Timer()
        var started: [RefreshEdge] = []
        var insets: [Double] = []
        func startRefresh() { started.append(.top) }
        func animateContentInset(_ amount: Double, _ duration: Double) { insets.append(amount) }
        var offset = 0.0

        // getting-started-session:begin
        let session = RefreshSession(
            top: .header, bottom: .footer,
            now: { clock },  // your monotonic clock, in seconds
            wake: { deadline in timer.schedule(at: deadline) },  // call session.tick() then
            perform: { command in
                switch command {
                case .trigger(.top, _): startRefresh()  // then session.send(.endRefreshing(.top, .success))
                case .setExtraInset(_, let amount, let duration): animateContentInset(amount, duration)
                default: break  // scrolls, redraws, haptics: see the table below
                }
            }
        )
        // Every scroll frame: the offset, the lengths along the axis, and the scroll view's own insets (none here).
        session.send(.geometry(ScrollViewGeometry(offset: offset, contentLength: 2400, viewportLength: 812)))
        session.send(.dragBegan)  // the finger touches the list
        // getting-started-session:end

        clock = 0.1
        offset = -90
        session.send(.geometry(ScrollViewGeometry(offset: offset, contentLength: 2400, viewportLength: 812)))
        clock = 0.2
        session.send(.dragEnded(velocity: .zero))
        #expect(started == [.top])
        clock = 1.5
        session.send(.endRefreshing(.top, .success))
        while let due = timer.due {
            timer.due = nil
            clock = due
            session.tick()
        }
        #expect(insets == [60, 0])
        #expect(session.state(.top) == .idle)
    }

    @Test func theExpertPathConfiguresFeedsAndDraws() {
        var drawn: (title: String, stretch: Double)?
        func draw(_ title: String, _ stretch: Double) { drawn = (title, stretch) }

        // getting-started-configure:begin
        var header = EdgeConfiguration.header  // release past 60, hold 60, show the result 0.5 s
        header.triggerDistance = 70
        var footer = EdgeConfiguration.footer  // load when the end comes into view, or on a tap
        footer.triggers = [.reachingEnd(prefetch: 300), .tap]
        footer.restingExtent = 44  // a "Load more" row that is always shown
        var controller = RefreshController(top: header, bottom: footer)
        // getting-started-configure:end

        var geometry = ScrollViewGeometry(
            contentSize: ScrollSize(width: 375, height: 2400),
            viewportSize: ScrollSize(width: 375, height: 812))
        // getting-started-expert:begin
        var commands: [RefreshCommand] = []
        controller.send(.geometry(geometry), now: 9.9, into: &commands)  // laid out, at rest
        controller.send(.dragBegan, now: 10.0, into: &commands)
        geometry.contentOffset.y = -90  // the finger pulls the content down 90 points
        controller.send(.geometry(geometry), now: 10.016, into: &commands)
        controller.send(.dragEnded(velocity: ScrollPoint(x: 0, y: 120)), now: 10.2, into: &commands)
        controller.send(.endRefreshing(.top, .success), now: 11.4, into: &commands)
        // getting-started-expert:end
        // The release triggered the header (each `send` replaces the array's contents): it now shows its result.
        #expect(controller.state(.top) == .finishing(.success))

        // getting-started-snapshot:begin
        if let top = controller.snapshot(.top) {
            let title = RefreshText(language: .english).title(for: top.state, role: .header)
            let stretch = max(0, top.progress)  // unclamped: an elastic indicator stretches past 100 %
            draw(title, stretch)
        }
        // getting-started-snapshot:end
        #expect(drawn?.title == "Refreshed")
    }
}

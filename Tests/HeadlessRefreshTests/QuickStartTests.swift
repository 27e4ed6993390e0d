import HeadlessRefresh
import Testing

// The README's quick start, kept here so it compiles and runs with every test run. `scripts/check-readme`
// fails CI when the README's copy drifts from the code between the markers.

// quick-start:begin
/// A host: it owns the scroll view and applies what the controller asks.
final class FeedHost {
    var controller = RefreshController(top: .header, bottom: .footer)
    var extraInsets = ScrollInsets.zero  // shown on top of the scroll view's own inset
    var loading: Set<RefreshEdge> = []
    private var actions: [RefreshAction] = []  // reused: no allocation once warm

    /// Every scroll frame, touch, tap, timer and finished load, with the host's monotonic clock.
    func handle(_ input: RefreshInput, now: Double) {
        controller.send(input, now: now, into: &actions)
        for action in actions {
            switch action {
            case .trigger(let edge, _): loading.insert(edge)  // start the request for this edge
            case .setExtraInset(let edge, let amount, _): extraInsets[edge] = amount  // animate it
            case .stateChanged, .scroll, .feedback, .scheduleTick, .diagnostic: break  // redraw, scroll, …
            }
        }
    }
}
// quick-start:end

struct QuickStartTests {
    @Test func theQuickStartRefreshesOnAPull() {
        let host = FeedHost()
        var geometry = ScrollGeometry(
            contentSize: ScrollSize(width: 375, height: 2000),
            viewportSize: ScrollSize(width: 375, height: 812)
        )
        host.handle(.geometry(geometry), now: 0)
        host.handle(.dragBegan, now: 0.1)
        for step in 1...10 {
            geometry.contentOffset.y = -Double(step) * 9  // the finger pulls the list down 90 points
            host.handle(.geometry(geometry), now: 0.1 + Double(step) / 60)
        }
        #expect(host.controller.state(.top) == .eligible)
        host.handle(.dragEnded(velocity: .zero), now: 0.4)
        #expect(host.loading == [.top])
        #expect(host.extraInsets.top == 60)
        host.loading.remove(.top)
        host.handle(.endRefreshing(.top, .success), now: 1.4)
        host.handle(.geometry(geometry), now: 2.5)
        #expect(host.controller.state(.top) == .idle)
        #expect(host.extraInsets.top == 0)
    }
}

import HeadlessRefresh
import Testing

// The README's quick start, kept here so it compiles and runs with every test run. `scripts/check-readme`
// fails CI when the README's copy drifts from the code between the markers.

// quick-start:begin
/// A host: it owns the scroll view (here, just its numbers) and applies what the controller asks.
final class FeedHost {
    var controller = RefreshController(top: .header, bottom: .footer)
    var extraInsets = ScrollInsets.zero  // added to the scroll view's own contentInset
    var loading: Set<RefreshEdge> = []
    var titles: [RefreshEdge: String] = [:]
    private var actions: [RefreshAction] = []  // reused: no allocation once warm
    private let text = RefreshText(language: .english)

    // Feed every scroll frame, touch and timer, with the host's monotonic clock.
    func scrolled(_ geometry: ScrollGeometry, now: Double) { handle(.geometry(geometry), now: now) }
    func touchBegan(now: Double) { handle(.dragBegan, now: now) }
    func touchEnded(now: Double) { handle(.dragEnded(velocity: .zero), now: now) }
    func loadFinished(_ edge: RefreshEdge, _ result: RefreshResult, now: Double) {
        loading.remove(edge)
        handle(.endRefreshing(edge, result), now: now)
    }

    private func handle(_ input: RefreshInput, now: Double) {
        controller.send(input, now: now, into: &actions)
        for action in actions {
            switch action {
            case .trigger(let edge, _):
                loading.insert(edge)  // start the network request for this edge
            case .setExtraInset(let edge, let amount, _):
                extraInsets[edge] = amount  // animate contentInset = own inset + extra inset
            case .stateChanged(let edge, _, let state):
                titles[edge] = text.title(for: state, role: edge.role)  // redraw the indicator
            case .scroll, .feedback, .scheduleTick, .diagnostic:
                break  // setContentOffset, play a haptic, schedule a timer, log
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
        host.scrolled(geometry, now: 0)
        host.touchBegan(now: 0.1)
        for step in 1...10 {
            geometry.contentOffset.y = -Double(step) * 9  // the finger pulls the list down 90 points
            host.scrolled(geometry, now: 0.1 + Double(step) / 60)
        }
        #expect(host.titles[.top] == "Release to refresh")
        host.touchEnded(now: 0.4)
        #expect(host.loading == [.top])
        #expect(host.extraInsets.top == 60)
        #expect(host.titles[.top] == "Loading…")
        host.loadFinished(.top, .success, now: 1.4)
        host.scrolled(geometry, now: 2.5)
        #expect(host.titles[.top] == "Pull to refresh")
        #expect(host.extraInsets.top == 0)
    }
}

import HeadlessRefresh
import Testing

// The README's quick start, kept here so it compiles and runs with every test run. `scripts/check-snippets`
// fails CI when the README's copy drifts from the code between the markers.

// quick-start:begin
/// A host: it owns the scroll view and applies what the controller asks.
final class FeedHost {
    var controller = RefreshController(top: .header, bottom: .footer)
    var extraInsets = ScrollInsets.zero  // shown on top of the scroll view's own inset
    var loading: Set<RefreshEdge> = []
    private var commands: [RefreshCommand] = []  // reused: no allocation once warm
    /// Your one timer: calls `tick` with the clock's time at `deadline` or later, replacing the one pending.
    private let wake: (_ deadline: Double, _ tick: @escaping (_ now: Double) -> Void) -> Void

    init(wake: @escaping (_ deadline: Double, _ tick: @escaping (_ now: Double) -> Void) -> Void) {
        self.wake = wake
    }

    /// Every scroll frame, touch, tap, timer and finished load, with the host's monotonic clock.
    func handle(_ input: RefreshInput, now: Double) {
        controller.send(input, now: now, into: &commands)
        for command in commands {
            switch command {
            case .trigger(let edge, _): loading.insert(edge)  // start the request for this edge
            case .setExtraInset(let edge, let amount, _): extraInsets[edge] = amount  // animate it
            case .scheduleTick(let deadline):  // a result to hide, an inset to collapse: even with no scroll frame
                wake(deadline) { [weak self] now in self?.handle(.tick, now: now) }
            case .stateChanged, .scroll, .feedback, .announce, .diagnostic: break  // redraw, scroll, speak, …
            }
        }
    }
}
// quick-start:end

/// The host's clock and its one timer, advanced by the test: what a run loop does for the README's host.
final class ManualTimer {
    private(set) var now = 0.0
    private var pending: (deadline: Double, tick: (Double) -> Void)?

    func wake(at deadline: Double, _ tick: @escaping (Double) -> Void) {
        pending = (deadline, tick)
    }

    /// Moves the clock to `time`, firing the pending tick on the way if it falls due (it may schedule the next).
    func advance(to time: Double) {
        while let (deadline, tick) = pending, deadline <= time {
            pending = nil
            now = max(now, deadline)
            tick(now)
        }
        now = max(now, time)
    }
}

struct QuickStartTests {
    @Test func theQuickStartRefreshesOnAPullAndComesBackToRestOnItsOwn() {
        let timer = ManualTimer()
        let host = FeedHost(wake: timer.wake)
        var geometry = ScrollViewGeometry(
            contentSize: ScrollSize(width: 375, height: 2000),
            viewportSize: ScrollSize(width: 375, height: 812)
        )
        host.handle(.geometry(geometry), now: 0)
        timer.advance(to: 0.1)
        host.handle(.dragBegan, now: timer.now)
        for step in 1...10 {
            timer.advance(to: 0.1 + Double(step) / 60)
            geometry.contentOffset.y = -Double(step) * 9  // the finger pulls the list down 90 points
            host.handle(.geometry(geometry), now: timer.now)
        }
        #expect(host.controller.state(.top) == .eligible)
        timer.advance(to: 0.4)
        host.handle(.dragEnded(velocity: .zero), now: timer.now)
        #expect(host.loading == [.top])
        #expect(host.extraInsets.top == 60)

        // The load ends; the scroll view, at rest on its 60-point inset, reports no more frames. Only the host's
        // own timer runs, as it would in an app.
        timer.advance(to: 1.4)
        host.loading.remove(.top)
        host.handle(.endRefreshing(.top, .success), now: timer.now)
        #expect(host.controller.state(.top) == .finishing(.success))
        timer.advance(to: 10)
        #expect(host.controller.state(.top) == .idle)
        #expect(host.extraInsets.top == 0)
    }

    @Test func withoutItsTimerTheHeaderWouldStayFinishing() {
        // What the quick start looked like before it handled `scheduleTick`: a timer that never fires.
        let host = FeedHost(wake: { _, _ in })
        var geometry = ScrollViewGeometry(
            contentSize: ScrollSize(width: 375, height: 2000),
            viewportSize: ScrollSize(width: 375, height: 812)
        )
        host.handle(.geometry(geometry), now: 0)
        host.handle(.dragBegan, now: 0.1)
        geometry.contentOffset.y = -90
        host.handle(.geometry(geometry), now: 0.2)
        host.handle(.dragEnded(velocity: .zero), now: 0.4)
        host.handle(.endRefreshing(.top, .success), now: 1.4)
        #expect(host.controller.state(.top) == .finishing(.success))
        #expect(host.extraInsets.top == 60)
    }
}

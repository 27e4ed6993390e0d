import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// A custom indicator as an app writes one: it records what it was asked to show and runs an "animation" between
/// the moments ``RefreshIndicator/startsLoading(after:)`` and ``RefreshIndicator/stopsLoading(after:)`` name.
@MainActor
final class RecordingDisplay: RefreshIndicatorDisplay {
    private(set) var updates: [RefreshIndicator] = []
    private(set) var firstPrevious: RefreshIndicator??
    private(set) var isAnimating = false
    private(set) var animationsStarted = 0

    func update(_ indicator: RefreshIndicator, previous: RefreshIndicator?) {
        if firstPrevious == nil { firstPrevious = .some(previous) }
        #expect(previous == updates.last || updates.isEmpty)
        updates.append(indicator)
        if indicator.startsLoading(after: previous) {
            isAnimating = true
            animationsStarted += 1
        }
        if indicator.stopsLoading(after: previous) { isAnimating = false }
    }
}

/// Custom indicators through the adapter core, driven by the controller's real output.
@MainActor
struct IndicatorDisplaysTests {
    func makeAdapter(footer: EdgeConfiguration = .footer) -> FakeAdapter {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: .header, bottom: footer))
        return adapter
    }

    @Test func aCustomHeaderFollowsThePullAndAnimatesWhileRefreshing() {
        let adapter = makeAdapter()
        let header = RecordingDisplay()
        adapter.driver.install(header, for: .top)
        adapter.view.isTracking = true
        adapter.driver.pan(.began, velocity: .zero)
        for step in 1...6 {
            // Below the 44-point safe area.
            adapter.view.contentOffset.y = -44 - Double(step) * 15
        }
        // The pull's progress reached the display at every step, unclamped in the snapshot once past the trigger.
        let pulls = header.updates.map(\.pull)
        #expect(pulls.suffix(6) == [15, 30, 45, 60, 75, 90])
        #expect(header.updates.last?.snapshot.progress == 1.5)
        #expect(!header.isAnimating)

        adapter.view.isTracking = false
        adapter.driver.pan(.ended, velocity: .zero)
        #expect(header.isAnimating)
        adapter.bounceToTop()
        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        #expect(!header.isAnimating)
        #expect(header.animationsStarted == 1)
        #expect(header.updates.last?.result == .success)
    }

    @Test func aDisplayInstalledLateShowsTheEdgeAtOnce() {
        let adapter = makeAdapter()
        adapter.pull(by: 90)
        let header = RecordingDisplay()
        adapter.driver.install(header, for: .top)
        #expect(header.updates.count == 1)
        #expect(header.updates.first?.state == .refreshing)
        #expect(header.firstPrevious == .some(nil))
        // It starts its animation though it missed the moment the load began.
        #expect(header.isAnimating)
    }

    @Test func scrollingInTheMiddleUpdatesNoDisplay() {
        let adapter = makeAdapter()
        let header = RecordingDisplay()
        let footer = RecordingDisplay()
        adapter.driver.install(header, for: .top)
        adapter.driver.install(footer, for: .bottom)
        adapter.view.contentOffset.y = 200
        let counts = (header.updates.count, footer.updates.count)
        for offset in stride(from: 210.0, through: 600, by: 10) {
            adapter.view.contentOffset.y = offset
        }
        #expect(header.updates.count == counts.0)
        #expect(footer.updates.count == counts.1)
    }

    @Test func aFooterHiddenAtTheEndOfTheDataSaysSo() {
        var footer = EdgeConfiguration.footer
        footer.hiddenWhen = [.noMoreData]
        let adapter = makeAdapter(footer: footer)
        let display = RecordingDisplay()
        adapter.driver.install(display, for: .bottom)
        #expect(display.updates.last?.isVisible == true)
        adapter.send(.markNoMoreData(.bottom))
        #expect(display.updates.last?.state == .noMoreData)
        #expect(display.updates.last?.isVisible == false)
    }

    @Test func removingADisplayStopsItsUpdates() {
        let adapter = makeAdapter()
        let header = RecordingDisplay()
        adapter.driver.install(header, for: .top)
        #expect(adapter.driver.removeDisplay(at: .top) === header)
        let count = header.updates.count
        adapter.pull(by: 90)
        #expect(header.updates.count == count)
        #expect(adapter.driver.displays.edges.isEmpty)
    }
}

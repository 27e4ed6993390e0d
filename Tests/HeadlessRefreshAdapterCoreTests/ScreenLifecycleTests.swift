import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// The one-liners follow their screen and their arguments (issue 23, item 5): leaving the window suspends and coming
/// back resumes, a rotation lays the indicators out again, and a changed header or footer argument reaches the
/// session.
@MainActor
struct ScreenLifecycleTests {
    func makeAdapter() -> FakeAdapter {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.driver.follow(header: .header, footer: .footer)
        return adapter
    }

    @Test func aScreenPushedAwayMidPullDoesNotRefresh() {
        let adapter = makeAdapter()
        adapter.view.isTracking = true
        adapter.driver.pan(.began, velocity: .zero)
        adapter.view.contentOffset.y -= 90
        // Another screen is pushed while the finger is down: the scroll view leaves its window.
        adapter.view.isInWindow = false
        adapter.view.isTracking = false
        adapter.driver.pan(.ended, velocity: .zero)
        #expect(!adapter.commands.contains { if case .startLoad = $0 { true } else { false } })
        #expect(adapter.session?.state(.top) != .refreshing)
    }

    @Test func aRefreshAskedForWhileAwayShowsOnReturn() {
        let adapter = makeAdapter()
        adapter.view.isInWindow = false
        adapter.send(.beginRefreshing(.top, reveal: true))
        #expect(adapter.view.contentOffset.y == -44)
        adapter.view.isInWindow = true
        #expect(adapter.session?.state(.top) == .refreshing)
        // Revealed on resume: the header's 60 points scrolled into view under the 44 of safe area.
        #expect(adapter.view.contentOffset.y == -104)
    }

    @Test func theFirstAppearanceResumesNothingAndRepeatsAreIgnored() {
        let adapter = makeAdapter()
        adapter.driver.setOnScreen(true)
        adapter.driver.setOnScreen(true)
        adapter.pull(by: 90)
        #expect(adapter.session?.state(.top) == .refreshing)
    }

    @Test func aRotationLaysTheIndicatorsOutForTheNewSize() throws {
        let adapter = makeAdapter()
        let layouts = adapter.layouts.count
        // No scroll, no key-value report: only the anchor hears the new size.
        adapter.view.boundsSize = ScrollSize(width: 844, height: 390)
        #expect(adapter.layouts.count == layouts + 1)
        #expect(adapter.session?.controller.geometry?.viewportSize == ScrollSize(width: 844, height: 390))
        let header = try #require(adapter.driver.indicatorPlacement(for: .top))
        #expect(header.size.width == 844)
    }

    @Test func aLaterNilFooterDisablesItAndANewOneReconfiguresIt() {
        let adapter = makeAdapter()
        #expect(adapter.session?.snapshot(.bottom)?.isEnabled == true)
        adapter.driver.follow(header: .header, footer: nil)
        #expect(adapter.session?.snapshot(.bottom)?.isEnabled == false)
        adapter.send(.tap(.bottom))
        #expect(adapter.session?.state(.bottom) != .refreshing)

        var eager = EdgeConfiguration.footer
        eager.triggers = [.reachingEnd(prefetch: 300), .tap]
        adapter.driver.follow(header: .header, footer: eager)
        #expect(adapter.session?.snapshot(.bottom)?.isEnabled == true)
        #expect(adapter.session?.controller.configuration(.bottom)?.triggers == eager.triggers)
    }

    @Test func aNewHeaderReachesTheSession() {
        let adapter = makeAdapter()
        var header = EdgeConfiguration.header
        header.triggerDistance = 120
        adapter.driver.follow(header: header, footer: .footer)
        #expect(adapter.session?.controller.configuration(.top)?.triggerDistance == 120)
        adapter.pull(by: 90)
        #expect(adapter.session?.state(.top) != .refreshing)
    }

    /// SwiftUI evaluates the body again for reasons of its own: the same arguments do not undo what the app did.
    @Test func theSameArgumentsAgainLeaveAnEdgeTheAppDisabled() {
        let adapter = makeAdapter()
        adapter.send(.setEnabled(.bottom, false))
        adapter.driver.follow(header: .header, footer: .footer)
        #expect(adapter.session?.snapshot(.bottom)?.isEnabled == false)
    }

    @Test func anEdgeAddedLaterIsConfigured() {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.driver.follow(header: .header, footer: nil)
        #expect(adapter.session?.controller.edges == [.top])
        adapter.driver.follow(header: .header, footer: .footer)
        #expect(adapter.session?.controller.edges == [.top, .bottom])
    }
}

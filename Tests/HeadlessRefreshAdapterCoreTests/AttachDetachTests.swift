import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// What attaching and detaching leave on a UIKit-like scroll view (issue 23, items 2 and 3): while an edge is attached
/// short content can be pulled; detaching takes exactly the library's inset, observers and bounce setting off and
/// leaves the app's own, also an inset the app changed meanwhile; attaching again adds nothing twice.
@MainActor
struct AttachDetachTests {
    static let own = ScrollInsets(top: 10, bottom: 20)

    func makeAdapter(
        _ view: FakeScrollView = FakeScrollView(contentInset: Self.own),
        footer: EdgeConfiguration? = .footer
    ) -> FakeAdapter {
        let adapter = FakeAdapter(view: view)
        adapter.drive(RefreshController(top: .header, bottom: footer))
        return adapter
    }

    /// A list of three rows, far shorter than the screen.
    static func shortList() -> FakeScrollView {
        let view = FakeScrollView(contentInset: own)
        view.contentSize = ScrollSize(width: 390, height: 132)
        return view
    }

    @Test func aShortListCanBePulledWhileAnEdgeIsAttached() {
        let view = Self.shortList()
        #expect(!view.alwaysBounceVertical)
        // No footer: on a short list it would load at once, and a loading footer keeps the header from triggering.
        let adapter = makeAdapter(view, footer: nil)
        #expect(view.alwaysBounceVertical)
        adapter.pull(by: 90)
        #expect(adapter.session?.state(.top) == .refreshing)
        #expect(adapter.commands.contains(.startLoad(.top, cause: .release)))
    }

    @Test func anEmptyListCanBePulledToo() {
        let view = Self.shortList()
        view.contentSize = ScrollSize(width: 390, height: 0)
        let adapter = makeAdapter(view, footer: nil)
        adapter.pull(by: 90)
        #expect(adapter.session?.state(.top) == .refreshing)
    }

    @Test(arguments: [false, true])
    func detachingGivesTheAppsBounceSettingBack(appBounces: Bool) {
        let view = Self.shortList()
        view.alwaysBounceVertical = appBounces
        let adapter = makeAdapter(view)
        #expect(view.alwaysBounceVertical)
        adapter.driver.detach()
        #expect(view.alwaysBounceVertical == appBounces)
        #expect(!view.alwaysBounceHorizontal)
    }

    @Test func aSideEdgeBouncesAlongItsOwnAxis() {
        let view = Self.shortList()
        let adapter = FakeAdapter(view: view)
        adapter.drive(RefreshController(left: .side, right: .side))
        #expect(view.alwaysBounceHorizontal)
        #expect(!view.alwaysBounceVertical)
        adapter.drive(RefreshController(top: .header))
        #expect(!view.alwaysBounceHorizontal)
        #expect(view.alwaysBounceVertical)
    }

    @Test func detachingDuringARefreshTakesOffExactlyTheLibrarysInset() {
        let view = FakeScrollView(contentInset: Self.own)
        let adapter = makeAdapter(view)
        adapter.pull(by: 90)
        adapter.bounceToTop()
        #expect(view.contentInset == ScrollInsets(top: 70, bottom: 20))
        adapter.driver.detach()
        #expect(view.contentInset == Self.own)
        #expect(view.registrations == 0)
        #expect(adapter.session == nil)
    }

    @Test func anInsetTheAppChangedMeanwhileStays() {
        let view = FakeScrollView(contentInset: Self.own)
        let adapter = makeAdapter(view)
        adapter.pull(by: 90)
        adapter.bounceToTop()
        // A keyboard shows (one edge, UIKit writes back the top as read) and the app moves its bars (the top).
        view.contentInset.bottom = 300
        view.contentInset.top = 30
        #expect(view.contentInset == ScrollInsets(top: 90, bottom: 300))
        adapter.driver.detach()
        #expect(view.contentInset == ScrollInsets(top: 30, bottom: 300))
    }

    @Test func anEditKeyValueObservingHasNotReportedYetStillCountsAsTheApps() {
        let view = FakeScrollView(contentInset: Self.own)
        let adapter = makeAdapter(view)
        adapter.pull(by: 90)
        adapter.bounceToTop()
        // The app's edit arrives without a report: detach reads the view rather than trusting the last one.
        view.removeAll(of: adapter)
        view.contentInset.bottom = 300
        adapter.driver.detach()
        #expect(view.contentInset == ScrollInsets(top: 10, bottom: 300))
    }

    @Test func attachingTwiceObservesOnce() {
        let view = FakeScrollView(contentInset: Self.own)
        let adapter = makeAdapter(view)
        let once = view.registrations
        #expect(once > 0)
        adapter.driver.attach()
        #expect(view.registrations == once)
        adapter.driver.detach()
        adapter.driver.detach()
        #expect(view.registrations == 0)
    }

    /// `attachRefresh` on a scroll view that has one: the old adapter detaches, and the new one starts from the
    /// app's inset, not from the app's inset plus the header's.
    @Test func attachingAgainDuringARefreshStartsFromTheAppsInset() {
        let view = FakeScrollView(contentInset: Self.own)
        let first = makeAdapter(view)
        first.pull(by: 90)
        first.bounceToTop()
        first.driver.detach()
        let second = makeAdapter(view)
        #expect(second.host.ownInset == Self.own)
        #expect(view.registrations == 4)
        second.pull(by: 90)
        second.bounceToTop()
        #expect(view.contentInset == ScrollInsets(top: 70, bottom: 20))
        second.wait(0.5)
        second.send(.endRefreshing(.top, .success))
        second.wait(0.5)
        second.wait(0.3)
        #expect(view.contentInset == Self.own)
    }

    @Test func drivingANewControllerTakesTheOldOnesInsetOff() {
        let view = FakeScrollView(contentInset: Self.own)
        let adapter = makeAdapter(view)
        adapter.pull(by: 90)
        adapter.bounceToTop()
        #expect(view.contentInset.top == 70)
        adapter.drive(RefreshController(top: .header))
        #expect(view.contentInset == Self.own)
        #expect(adapter.session?.state(.top) == .idle)
    }
}

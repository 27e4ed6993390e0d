import HeadlessRefresh
import HeadlessRefreshAdapterCore
import HeadlessRefreshPaging
import Testing

/// A whole refresh through the adapter core against a UIKit-like view: the insets go out and come back exactly.
@MainActor
struct AdapterRoundTripTests {
    static let own = ScrollInsets(top: 10, bottom: 20)

    func makeAdapter() -> FakeAdapter {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: Self.own))
        adapter.drive(RefreshController(top: .header))
        return adapter
    }

    @Test func aPullRefreshesHoldsTheHeaderAndGivesTheInsetBack() {
        let adapter = makeAdapter()
        adapter.pull(by: 90)
        #expect(adapter.commands.contains(.startLoad(.top, cause: .release)))
        #expect(adapter.view.contentInset == ScrollInsets(top: 70, bottom: 20))
        adapter.bounceToTop()
        // Resting under the held header: the controller measures a pull of exactly the extra inset.
        #expect(adapter.host.geometry?.pull(.top) == 60)
        #expect(adapter.host.geometry?.contentInset.top == 54)
        #expect(adapter.session?.controller.state(.top) == .refreshing)

        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        adapter.wait(0.5)
        adapter.wait(0.3)
        #expect(adapter.session?.controller.state(.top) == .idle)
        #expect(adapter.view.contentInset == Self.own)
        #expect(adapter.view.contentOffset.y == -54)
    }

    @Test func anInsetTheAppSetsDuringARefreshIsKeptAfterIt() {
        let adapter = makeAdapter()
        adapter.pull(by: 90)
        adapter.bounceToTop()
        // The app changes its own inset while the header holds 60.
        adapter.view.contentInset = ScrollInsets(top: 30)
        #expect(adapter.view.contentInset == ScrollInsets(top: 90))
        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        adapter.wait(0.5)
        adapter.wait(0.3)
        #expect(adapter.view.contentInset == ScrollInsets(top: 30))
    }

    @Test func aKeyboardInsetSetDuringARefreshKeepsTheHeadersInsetApart() {
        let adapter = makeAdapter()
        adapter.pull(by: 90)
        adapter.bounceToTop()
        // A keyboard shows: the app edits one edge of the inset UIKit reports, the header's 60 included.
        adapter.view.contentInset.bottom = 300
        #expect(adapter.view.contentInset == ScrollInsets(top: 70, bottom: 300))
        #expect(adapter.host.ownInset == ScrollInsets(top: 10, bottom: 300))
        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        adapter.wait(0.5)
        adapter.wait(0.3)
        #expect(adapter.session?.controller.state(.top) == .idle)
        // The header's inset went away; the keyboard's stayed.
        #expect(adapter.view.contentInset == ScrollInsets(top: 10, bottom: 300))
    }

    @Test func theTickIsScheduledFromTheSessionsWake() throws {
        let adapter = makeAdapter()
        adapter.pull(by: 90)
        adapter.bounceToTop()
        adapter.send(.endRefreshing(.top, .success))
        // The session woke the adapter for the end of the result's hold; its `scheduleTick` commands were dropped.
        let session = try #require(adapter.session)
        let deadline = try #require(session.nextDeadline)
        #expect(adapter.tickDue == deadline)
        #expect(!adapter.commands.contains { if case .scheduleTick = $0 { true } else { false } })
        // Each tick ends a phase and the session wakes the adapter for the next, until the header is back at rest.
        var ticks = 0
        while let due = adapter.tickDue, ticks < 10 {
            adapter.wait(due - adapter.time)
            ticks += 1
        }
        #expect(ticks >= 2)
        #expect(session.state(.top) == .idle)
        #expect(adapter.view.contentInset == Self.own)
    }

    @Test func aSessionMadeAfterTheViewReportedStillGetsItsGeometry() {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: Self.own))
        // The view lays out before the app binds (SwiftUI's geometry arrives before `.task` runs).
        adapter.viewChanged()
        adapter.drive(RefreshController(top: .header))
        #expect(adapter.session?.controller.geometry == adapter.host.geometry)
        #expect(adapter.session?.controller.geometry != nil)
    }

    @Test func aShortPullGivesNothingBack() {
        let adapter = makeAdapter()
        adapter.pull(by: 30)
        #expect(!adapter.commands.contains { if case .startLoad = $0 { true } else { false } })
        #expect(adapter.view.contentInset == Self.own)
    }

    @Test func aStoreRidesOnTheAdaptersSession() async {
        let store = PagingStore<Int, Int>(pageSize: 10, numbering: .pages(from: 0)) { page, size in
            Array(page * size..<(page + 1) * size)
        }
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: Self.own))
        adapter.drive(RefreshController(top: .header, bottom: .footer))
        adapter.attach(store)
        adapter.pull(by: 90)
        #expect(store.status.isRefreshing)
        while store.status.isLoading { await Task.yield() }
        #expect(store.items.count == 10)
        adapter.bounceToTop()
        adapter.wait(0.5)
        adapter.wait(0.5)
        adapter.wait(0.3)
        #expect(adapter.session?.state(.top) == .idle)
        #expect(adapter.view.contentInset == Self.own)
    }
}

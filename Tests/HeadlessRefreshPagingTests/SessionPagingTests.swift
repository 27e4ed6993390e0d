import HeadlessRefresh
import HeadlessRefreshPaging
import Testing

/// A store attached to a session, driven by drags and scroll geometry.
@MainActor
struct SessionPagingTests {
    let loader = ControlledLoader<Row, Int>()
    let store: PagingStore<Row, Int>

    init() {
        store = PagingStore(pageSize: 20, identifiedBy: .id, load: loader.load)
    }

    /// Answers call `index` with `page` and waits until the store has applied it.
    func answer(_ index: Int, _ page: Page<Row, Int>) async {
        _ = await loader.request(index)
        loader.respond(index, with: page)
        await store.settled()
    }

    /// Pulls to refresh, answers with `page`, and waits out the header's minimum duration, hold and collapse.
    func refresh(_ host: ScrollHost, with page: Page<Row, Int>) async {
        let index = loader.calls.count
        host.pullToRefresh()
        await answer(index, page)
        host.wait(0.3)
        host.wait(0.5)
        host.wait(0.3)
        #expect(host.state(.top) == .idle)
    }

    @Test func pullingPastTheHeaderRefreshesAndReachingTheEndLoadsMore() async {
        let host = ScrollHost(store: store)
        host.pullToRefresh()
        #expect(host.actions.contains(.trigger(.top, cause: .release)))
        #expect(host.state(.top) == .refreshing)
        #expect(await loader.request(0) == PageRequest(kind: .refresh, key: nil, pageSize: 20, id: 1))
        loader.respond(0, with: Page(items: rows(0..<20), next: 20))
        await store.settled()
        // The page came within the header's minimum refreshing duration: the end waits for it.
        #expect(host.state(.top) == .refreshing)
        host.wait(0.3)
        #expect(host.state(.top) == .finishing(.success))
        host.wait(0.5)
        host.wait(0.3)
        #expect(host.state(.top) == .idle)
        #expect(host.session.controller.extraInsets.top == 0)
        host.scroll(to: 0)

        host.scrollToTheEnd()
        #expect(host.triggers == [.top, .bottom])
        #expect(host.state(.bottom) == .refreshing)
        #expect(await loader.request(1) == PageRequest(kind: .loadMore, key: 20, pageSize: 20, id: 2))
        await answer(1, Page(items: rows(20..<40), next: 40))
        #expect(host.state(.bottom) == .idle)
        host.release()
        #expect(store.items == rows(0..<40))
        #expect(host.session.controller.snapshot(.bottom)?.lastSuccess == 0.3 + 0.5 + 0.3)
    }

    @Test func theLastPageLeavesTheFooterInNoMoreData() async {
        let host = ScrollHost(store: store)
        await refresh(host, with: Page(items: rows(0..<20), next: 20))
        host.scroll(to: 0)
        host.scrollToTheEnd()
        await answer(1, Page(items: rows(20..<25), next: 25))
        #expect(host.state(.bottom) == .noMoreData)
        host.release()
        // Scrolling to the new end does nothing more.
        host.scrollToTheEnd()
        host.release()
        #expect(host.triggers == [.top, .bottom])
        #expect(loader.calls.count == 2)
    }

    @Test(arguments: [0.0, 1.0])
    func aRefreshThatBringsTheLastPageMarksNoMoreData(answerAfter delay: Double) async {
        let host = ScrollHost(store: store)
        host.pullToRefresh()
        host.wait(delay)
        await answer(0, Page(items: rows(0..<5), next: 5))
        // The header's success resets no-more-data below when it is applied; the mark must come after it.
        host.wait(0.3)
        #expect(host.state(.top) == .finishing(.success))
        #expect(host.state(.bottom) == .noMoreData)
        host.wait(0.5)
        host.wait(0.3)
        #expect(host.state(.bottom) == .noMoreData)
        host.session.send(.tap(.bottom))
        #expect(loader.calls.count == 1)
    }

    @Test func aSuccessfulRefreshResetsNoMoreDataWhenMorePagesExist() async {
        let host = ScrollHost(store: store)
        await refresh(host, with: Page(items: rows(0..<20), next: 20))
        host.scroll(to: 0)
        host.scrollToTheEnd()
        await answer(1, Page(items: rows(20..<25), next: 25))
        host.release()
        #expect(host.state(.bottom) == .noMoreData)
        host.scroll(to: 0)
        await refresh(host, with: Page(items: rows(0..<20, batch: 1), next: 20))
        #expect(host.state(.bottom) == .idle)
        #expect(store.items == rows(0..<20, batch: 1))
        host.scroll(to: 0)
        host.scrollToTheEnd()
        #expect(await loader.request(3) == PageRequest(kind: .loadMore, key: 20, pageSize: 20, id: 4))
        await answer(3, Page(items: [], next: nil))
    }

    @Test func aFailedRefreshLeavesNoMoreDataAndTheItems() async {
        let host = ScrollHost(store: store)
        await refresh(host, with: Page(items: rows(0..<20), next: 20))
        host.scroll(to: 0)
        host.scrollToTheEnd()
        await answer(1, Page(items: rows(20..<25), next: 25))
        host.release()
        host.scroll(to: 0)
        host.pullToRefresh()
        _ = await loader.request(2)
        loader.fail(2, with: LoadError(name: "offline"))
        await store.settled()
        host.wait(0.3)
        #expect(host.state(.top) == .finishing(.failure))
        #expect(host.state(.bottom) == .noMoreData)
        host.wait(1)
        host.wait(0.3)
        #expect(host.state(.top) == .idle)
        #expect(host.state(.bottom) == .noMoreData)
        #expect(store.items == rows(0..<25))
        // The first refresh's answer at 0 stays the last success (not when its picture showed it, P11).
        #expect(host.session.controller.snapshot(.top)?.lastSuccess == 0)
    }

    @Test func aFailedLoadMoreWaitsForATapThatRetriesTheSameKey() async {
        let host = ScrollHost(store: store)
        await refresh(host, with: Page(items: rows(0..<20), next: 20))
        host.scroll(to: 0)
        host.scrollToTheEnd()
        _ = await loader.request(1)
        loader.fail(1, with: LoadError(name: "timeout"))
        await store.settled()
        host.release()
        #expect(host.state(.bottom) == .failed)
        #expect(store.status.summary == "failed(loadMore: timeout)")
        host.session.send(.tap(.bottom))
        #expect(await loader.request(2) == PageRequest(kind: .loadMore, key: 20, pageSize: 20, id: 3))
        await answer(2, Page(items: rows(20..<40), next: 40))
        // A tap is not a drag: the footer held its row, and collapses it now.
        #expect(host.state(.bottom) == .finishing(.success))
        host.wait(0.25)
        #expect(host.state(.bottom) == .idle)
        #expect(store.items == rows(0..<40))
    }

    @Test func withoutExclusivityARefreshSupersedesTheLoadMore() async {
        let host = ScrollHost(
            store: store, controller: RefreshController(top: .header, bottom: .footer, exclusivity: .noEdges))
        await refresh(host, with: Page(items: rows(0..<20), next: 20))
        host.scroll(to: 0)
        host.scrollToTheEnd()
        _ = await loader.request(1)
        host.release()
        #expect(host.state(.bottom) == .refreshing)
        host.scroll(to: 0)
        host.pullToRefresh()
        // The load-more is cancelled and its edge ends at once, as no failure.
        await loader.cancellation(of: 1)
        #expect(host.actions.contains(.stateChanged(.bottom, from: .refreshing, to: .finishing(.success))))
        #expect(host.state(.top) == .refreshing)
        loader.respond(1, with: Page(items: rows(20..<40), next: 40))
        await answer(2, Page(items: rows(0..<20, batch: 1), next: 20))
        #expect(store.items == rows(0..<20, batch: 1))
        host.wait(0.3)
        #expect(host.state(.top) == .finishing(.success))
    }

    @Test func aTriggerTheStoreRefusesEndsItsEdgeAtOnce() async {
        let host = ScrollHost(store: store)
        store.isRefreshEnabled = false
        host.pullToRefresh()
        host.wait(0.3)
        #expect(host.state(.top) == .finishing(.failure))
        host.wait(1)
        host.wait(0.3)
        // Before any page, a tap on the footer has nothing to load.
        host.session.send(.tap(.bottom))
        #expect(host.state(.bottom) == .finishing(.success))
        host.wait(0.25)
        #expect(host.state(.bottom) == .idle)
        #expect(host.triggers == [.top, .bottom])
        #expect(loader.calls.isEmpty)
    }

    @Test func aRefreshTheStoreRefusesEndsAsAFailureThatChangesNothing() async {
        let host = ScrollHost(store: store)
        await refresh(host, with: Page(items: rows(0..<5), next: 5))
        #expect(host.state(.bottom) == .noMoreData)
        let lastUpdated = host.session.controller.snapshot(.top)?.lastSuccess
        #expect(lastUpdated != nil)
        // The app turned refreshing off in the store, not the header: a pull still triggers the header.
        store.isRefreshEnabled = false
        host.scroll(to: 0)
        host.pullToRefresh()
        #expect(host.triggers == [.top, .top])
        host.wait(0.3)
        // Nothing was refreshed: a success would say "last updated now" and reopen the footer's end (rule 7),
        // which the store still knows.
        #expect(host.state(.top) == .finishing(.failure))
        #expect(host.session.controller.snapshot(.top)?.lastSuccess == lastUpdated)
        host.wait(1)
        host.wait(0.3)
        #expect(host.state(.top) == .idle)
        #expect(host.state(.bottom) == .noMoreData)
        #expect(loader.calls.count == 1)
    }

    @Test func aPullWhileTheStoreAlreadyRefreshesJoinsThatRefresh() async {
        let host = ScrollHost(store: store)
        store.refresh()  // the app's own first load
        _ = await loader.request(0)
        host.pullToRefresh()
        #expect(host.triggers.first == .top)
        #expect(host.state(.top) == .refreshing)
        // The store conflates the pull into the refresh that runs: no second request, no early end.
        #expect(loader.calls.count == 1)
        await answer(0, Page(items: rows(0..<20), next: 20))
        host.wait(0.3)
        #expect(host.state(.top) == .finishing(.success))
        #expect(host.session.controller.snapshot(.top)?.lastSuccess != nil)
        #expect(loader.calls.count == 1)
    }

    @Test func aPageSizeBelowOneAsksForOneItemAndSaysSo() async {
        let diagnostics = Recorder<PagingDiagnostic>()
        let store = PagingStore(pageSize: 0, identifiedBy: .id, load: loader.load)
        store.onDiagnostic = diagnostics.record
        // A header only: a footer would load the short list by itself.
        let host = ScrollHost(store: store, controller: RefreshController(top: .header))
        host.pullToRefresh()
        #expect(await loader.request(0) == PageRequest(kind: .refresh, key: nil, pageSize: 1, id: 1))
        #expect(diagnostics.values.filter(\.isInvalidSetting) == [.invalidSetting("pageSize 0 is below 1; using 1")])
        loader.respond(0, with: Page(items: rows(0..<1), next: 1))
        await store.settled()
        host.wait(0.3)
        host.wait(0.5)
        host.wait(0.3)
        // The list keeps its page size of 1: a load-more asks for one item too.
        store.loadMore()
        #expect(await loader.request(1) == PageRequest(kind: .loadMore, key: 1, pageSize: 1, id: 2))
        // A negative size set later is reported at the next refresh.
        store.pageSize = -5
        host.scroll(to: 0)
        host.pullToRefresh()
        #expect(await loader.request(2) == PageRequest(kind: .refresh, key: nil, pageSize: 1, id: 3))
        let reported = diagnostics.values.filter(\.isInvalidSetting)
        #expect(reported.last == .invalidSetting("pageSize -5 is below 1; using 1"))
        #expect(store.pageSize == -5)
        // Every load answered, so no task is left waiting when the tests end (LeakSanitizer counts those).
        loader.respond(1, with: Page(items: rows(1..<2), next: 2))
        loader.respond(2, with: Page(items: rows(0..<1), next: 1))
        await store.settled()
    }

    @Test func aHostThatCallsBackFromPerformIsServedInOrder() async {
        // UIKit reports a scroll synchronously when an inset or offset is set: that input must queue, not
        // re-enter the controller.
        let host = ScrollHost(store: store)
        var reentered = 0
        host.onAction = { [unowned host] action in
            if case .setExtraInset = action {
                reentered += 1
                host.session.send(.geometry(host.geometry))
            }
        }
        host.pullToRefresh()
        await answer(0, Page(items: rows(0..<20), next: 20))
        host.wait(0.3)
        host.wait(0.5)
        host.wait(0.3)
        #expect(reentered >= 2)
        #expect(host.state(.top) == .idle)
        #expect(host.session.controller.extraInsets.top == 0)
    }

    @Test func aStoreAlreadyAtTheEndIsShownAtOnce() async {
        store.refresh()
        await answer(0, Page(items: rows(0..<3), next: nil))
        let host = ScrollHost(store: store)
        #expect(host.state(.bottom) == .noMoreData)
    }

    @Test func aProgrammaticRefreshShowsTheHeader() async {
        let host = ScrollHost(store: store)
        host.scroll(to: 0)
        host.session.send(.beginRefreshing(.top, reveal: true))
        #expect(host.actions.contains(.trigger(.top, cause: .programmatic)))
        #expect(host.actions.contains(.scroll(toOffset: ScrollPoint(x: 0, y: -60), duration: 0.25)))
        await answer(0, Page(items: rows(0..<20), next: 20))
        #expect(store.items.count == 20)
    }

    @Test func attachingAgainReplacesTheStoreAndDetachingStopsIt() async {
        let host = ScrollHost(store: store)
        let other = PagingStore<Row, Int>(pageSize: 20, identifiedBy: .id, load: loader.load)
        host.session.attach(other)
        host.pullToRefresh()
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<20), next: 20))
        await other.settled()
        // The refresh went to the store attached last; the first one heard nothing.
        #expect(other.items.count == 20)
        #expect(store.items.isEmpty && !store.isLoaded)
        host.wait(0.3)
        host.wait(0.5)
        host.wait(0.3)
        #expect(host.state(.top) == .idle)

        // Detached, a trigger starts no load: the edge refreshes until the host ends it.
        host.session.detachStore()
        host.scroll(to: 0)
        host.pullToRefresh()
        #expect(host.state(.top) == .refreshing)
        await other.settled()
        #expect(loader.calls.count == 1)
        // A page the store applies now ends nothing either.
        other.loadMore()
        _ = await loader.request(1)
        loader.respond(1, with: Page(items: rows(20..<40), next: 40))
        await other.settled()
        #expect(host.state(.top) == .refreshing && host.state(.bottom) == .idle)
        host.session.send(.endRefreshing(.top, .success))
        host.wait(0.3)
        host.wait(0.5)
        host.wait(0.3)
        #expect(host.state(.top) == .idle)
    }

    @Test func theSessionWakesTheHostOnceForEachDeadlineOfAPagedList() async {
        // One timer: the session's wake closure hears every deadline the controller announces, with a store
        // attached as without one.
        var deadlines: [Double] = []
        var now = 0.0
        let session = RefreshSession(
            controller: RefreshController(top: .header, bottom: .footer), now: { now }, wake: { deadlines.append($0) },
            perform: { _ in })
        session.attach(store)
        session.send(.beginRefreshing(.top, reveal: true))
        await answer(0, Page(items: rows(0..<20), next: 20))
        #expect(deadlines.last == 0.3)
        now = 0.3
        session.tick()
        #expect(session.state(.top) == .finishing(.success))
        #expect(deadlines.last == 0.8)
    }
}

extension PagingDiagnostic {
    /// Whether the diagnostic reports a setting that made no sense.
    fileprivate var isInvalidSetting: Bool {
        if case .invalidSetting = self { true } else { false }
    }
}

import HeadlessRefreshPaging
import Testing

/// Races between a refresh, a load-more, errors and cancellation, with answers released in every order.
@MainActor
struct PagingInterleavingTests {
    let loader = ControlledLoader<Row, Int>()
    let diagnostics = Recorder<PagingDiagnostic>()
    let store: PagingStore<Row, Int>

    init() {
        store = PagingStore(pageSize: 10, identifiedBy: .id, load: loader.load)
        store.onDiagnostic = diagnostics.record
    }

    /// Loads rows 0..<10, then starts a load-more (call 1) and a refresh (call 2) that supersedes it.
    func raceRefreshAgainstLoadMore() async {
        store.refresh()
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        await store.settled()
        store.loadMore()
        _ = await loader.request(1)
        store.refresh()
        _ = await loader.request(2)
        #expect(store.status.isRefreshing)
    }

    @Test func aRefreshOvertakingALoadMoreWinsAndTheLatePageIsDropped() async {
        await raceRefreshAgainstLoadMore()
        loader.respond(2, with: Page(items: rows(0..<10, batch: 1), next: 10))
        await store.settled()
        loader.respond(1, with: Page(items: rows(10..<20), next: 20))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.items == rows(0..<10, batch: 1))
        store.loadMore()
        #expect(await loader.request(3) == PageRequest(kind: .loadMore, key: 10, pageSize: 10, id: 4))
        loader.respond(3, with: Page(items: rows(10..<20, batch: 1), next: 20))
        await store.settled()
        #expect(store.items == rows(0..<20, batch: 1))
    }

    @Test func aLoadMoreAnsweringBeforeTheRefreshLandsIsDropped() async {
        await raceRefreshAgainstLoadMore()
        loader.respond(1, with: Page(items: rows(10..<20), next: 20))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.items == rows(0..<10))
        #expect(store.status.isRefreshing)
        loader.respond(2, with: Page(items: rows(0..<10, batch: 1), next: 10))
        await store.settled()
        #expect(store.items == rows(0..<10, batch: 1))
    }

    @Test func aRefreshFailingAfterSupersedingALoadMoreKeepsTheOldList() async {
        await raceRefreshAgainstLoadMore()
        loader.fail(2, with: LoadError(name: "offline"))
        await store.settled()
        loader.respond(1, with: Page(items: rows(10..<20), next: 20))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.status.summary == "failed(refresh: offline)")
        #expect(store.items == rows(0..<10) && store.hasMore)
        store.retry()
        #expect(await loader.request(3) == PageRequest(kind: .refresh, key: nil, pageSize: 10, id: 4))
        loader.respond(3, with: Page(items: rows(0..<10, batch: 2), next: 10))
        await store.settled()
        #expect(store.items == rows(0..<10, batch: 2))
    }

    @Test func aStaleErrorDoesNotFailTheRefresh() async {
        await raceRefreshAgainstLoadMore()
        loader.fail(1, with: LoadError(name: "late"))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.status.isRefreshing)
        loader.respond(2, with: Page(items: rows(0..<10, batch: 1), next: 10))
        await store.settled()
        #expect(store.status.summary == "idle")
    }

    @Test func aRetriedLoadMoreSupersededByARefreshNeverLands() async {
        store.refresh()
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        await store.settled()
        store.loadMore()
        _ = await loader.request(1)
        loader.fail(1, with: LoadError(name: "timeout"))
        await store.settled()
        store.retry()
        #expect(await loader.request(2) == PageRequest(kind: .loadMore, key: 10, pageSize: 10, id: 3))
        store.refresh()
        _ = await loader.request(3)
        loader.respond(3, with: Page(items: rows(0..<10, batch: 1), next: 10))
        await store.settled()
        loader.respond(2, with: Page(items: rows(10..<20), next: 20))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.items == rows(0..<10, batch: 1))
        #expect(store.status.summary == "idle")
    }

    @Test func aCancelledLoadMoreAnsweringAfterItsReplacementIsAppliedOnce() async {
        store.refresh()
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        await store.settled()
        store.loadMore()
        _ = await loader.request(1)
        store.cancel()
        store.loadMore()
        #expect(await loader.request(2) == PageRequest(kind: .loadMore, key: 10, pageSize: 10, id: 3))
        loader.respond(2, with: Page(items: rows(10..<20), next: 20))
        await store.settled()
        loader.respond(1, with: Page(items: rows(10..<20), next: 20))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.items == rows(0..<20))
        #expect(store.droppedDuplicates == 0)
    }

    @Test func aCancelledRefreshLeavesTheListAsItWas() async {
        loader.throwsOnCancel = true
        store.refresh()
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        await store.settled()
        store.refresh()
        _ = await loader.request(1)
        store.cancel()
        await loader.cancellation(of: 1)
        await diagnostics.wait(for: .staleResponse(.refresh))
        #expect(store.items == rows(0..<10))
        #expect(store.status.summary == "idle")
        store.loadMore()
        #expect(await loader.request(2) == PageRequest(kind: .loadMore, key: 10, pageSize: 10, id: 3))
        loader.respond(2, with: Page(items: [], next: nil))
        await store.settled()
    }
}

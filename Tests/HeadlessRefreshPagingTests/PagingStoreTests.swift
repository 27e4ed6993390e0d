import HeadlessRefreshPaging
import Observation
import Testing

/// The store: tasks, cancellation, observation three ways, observers, conveniences.
@MainActor
struct PagingStoreTests {
    let loader = ControlledLoader<Row, Int>()
    let diagnostics = Recorder<PagingDiagnostic>()

    func makeStore(pageSize: Int = 10) -> PagingStore<Row, Int> {
        let store = PagingStore(pageSize: pageSize, identifiedBy: .id, load: loader.load)
        store.onDiagnostic = diagnostics.record
        return store
    }

    /// Refreshes and answers with rows 0..<10 (next key 10).
    func loadFirstPage(_ store: PagingStore<Row, Int>) async {
        store.refresh()
        let index = loader.calls.count
        _ = await loader.request(index)
        loader.respond(index, with: Page(items: rows(0..<10), next: 10))
        await store.settled()
    }

    @Test func theLoaderGetsTheRequestAndThePageLands() async {
        let store = makeStore()
        store.refresh()
        #expect(store.status.isRefreshing)
        #expect(await loader.request(0) == PageRequest(kind: .refresh, key: nil, pageSize: 10, id: 1))
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        await store.settled()
        #expect(store.items == rows(0..<10))
        #expect(store.hasMore && store.isLoaded && store.end == nil)
        store.loadMore()
        #expect(await loader.request(1) == PageRequest(kind: .loadMore, key: 10, pageSize: 10, id: 2))
        loader.respond(1, with: Page(items: rows(10..<14), next: 14))
        await store.settled()
        #expect(store.items == rows(0..<14))
        #expect(!store.hasMore && store.end == .shortPage)
    }

    // MARK: Cancellation

    @Test func cancellationReachesTheLoaderAndItsLateAnswerIsIgnored() async {
        let store = makeStore()
        await loadFirstPage(store)
        store.loadMore()
        _ = await loader.request(1)
        store.cancel()
        #expect(store.status.summary == "idle")
        await loader.cancellation(of: 1)
        // This loader ignores cancellation and answers anyway: the answer must not be appended.
        loader.respond(1, with: Page(items: rows(10..<20), next: 20))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.items == rows(0..<10))
        #expect(store.status.summary == "idle" && store.hasMore)
    }

    @Test func aLoaderThrowingOnCancellationLeavesNoFailure() async {
        loader.throwsOnCancel = true
        let store = makeStore()
        await loadFirstPage(store)
        store.loadMore()
        _ = await loader.request(1)
        store.cancel()
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.status.summary == "idle")
        store.loadMore()
        #expect(await loader.request(2) == PageRequest(kind: .loadMore, key: 10, pageSize: 10, id: 3))
        loader.respond(2, with: Page(items: rows(10..<20), next: 20))
        await store.settled()
        #expect(store.items == rows(0..<20))
    }

    @Test func aRefreshCancelsTheLoadMoreTask() async {
        let store = makeStore()
        await loadFirstPage(store)
        store.loadMore()
        _ = await loader.request(1)
        store.refresh()
        await loader.cancellation(of: 1)
        _ = await loader.request(2)
        #expect(!loader.isCancelled(2))
        loader.respond(1, with: Page(items: rows(10..<20), next: 20))
        loader.respond(2, with: Page(items: rows(0..<10, batch: 1), next: 10))
        await store.until { $0.items.first?.batch == 1 }
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.items == rows(0..<10, batch: 1))
    }

    @Test func disablingLoadMoreCancelsItsTask() async {
        let store = makeStore()
        await loadFirstPage(store)
        store.loadMore()
        _ = await loader.request(1)
        store.isLoadMoreEnabled = false
        await loader.cancellation(of: 1)
        #expect(store.status.summary == "idle")
        store.loadMore()
        await diagnostics.wait(for: .ignored(.loadMore, because: .disabled))
        loader.respond(1, with: Page(items: [], next: nil))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.items == rows(0..<10) && store.hasMore)
    }

    @Test func releasingTheStoreCancelsItsLoad() async {
        var store: PagingStore<Row, Int>? = makeStore()
        store?.refresh()
        _ = await loader.request(0)
        store = nil
        await loader.cancellation(of: 0)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
    }

    // MARK: Failure and retry

    @Test func aFailedRefreshKeepsTheListAndRetrySendsItAgain() async {
        let store = makeStore()
        await loadFirstPage(store)
        store.refresh()
        _ = await loader.request(1)
        loader.fail(1, with: LoadError(name: "offline"))
        await store.settled()
        #expect(store.status.summary == "failed(refresh: offline)")
        #expect(store.status.error as? LoadError == LoadError(name: "offline"))
        #expect(store.items == rows(0..<10) && store.hasMore)
        store.loadMore()
        await diagnostics.wait(for: .ignored(.loadMore, because: .failed))
        store.retry()
        #expect(await loader.request(2) == PageRequest(kind: .refresh, key: nil, pageSize: 10, id: 3))
        loader.respond(2, with: Page(items: rows(0..<10, batch: 1), next: 10))
        await store.settled()
        #expect(store.items == rows(0..<10, batch: 1))
    }

    // MARK: Observers

    @Test func pageObserversHearEachPageOnceInRegistrationOrder() async {
        let store = makeStore()
        let log = Recorder<String>()
        for name in ["b", "a", "c"] {
            store.addPageObserver(id: name) { log.record("\(name):\($0.kind.name)") }
        }
        await loadFirstPage(store)
        store.loadMore()
        _ = await loader.request(1)
        loader.fail(1, with: LoadError(name: "offline"))
        await store.settled()
        #expect(log.values == ["b:refresh", "a:refresh", "c:refresh"])
        store.removePageObserver(id: "a")
        store.addPageObserver(id: "b") { log.record("B:\($0.inserted)") }
        store.retry()
        _ = await loader.request(2)
        loader.respond(2, with: Page(items: rows(10..<20), next: 20))
        await store.settled()
        #expect(log.values.dropFirst(3) == ["B:10..<20", "c:loadMore"])
    }

    @Test func statusObserversHearEveryChange() async {
        let store = makeStore()
        let log = Recorder<String>()
        store.addStatusObserver(id: 1) { log.record($0.summary) }
        await loadFirstPage(store)
        store.loadMore()
        _ = await loader.request(1)
        loader.fail(1, with: LoadError(name: "timeout"))
        await store.settled()
        store.retry()
        _ = await loader.request(2)
        store.removeStatusObserver(id: 1)
        loader.respond(2, with: Page(items: rows(10..<20), next: 20))
        await store.settled()
        #expect(log.values == ["refreshing", "idle", "loadingMore", "failed(loadMore: timeout)", "loadingMore"])
    }

    @Test func anObserverThatCallsTheStoreBackSeesEventsInOrder() async {
        let store = makeStore()
        let log = Recorder<String>()
        // The store keeps its observers until they are removed: one that uses the store holds it weakly.
        store.addPageObserver(id: "chain") { [weak store] _ in store?.loadMore() }
        store.addStatusObserver(id: "log") { log.record($0.summary) }
        store.refresh()
        _ = await loader.request(0)
        // The chained load-more starts while the page is delivered: waiting for the store to settle would hang.
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        #expect(await loader.request(1) == PageRequest(kind: .loadMore, key: 10, pageSize: 10, id: 2))
        #expect(log.values == ["refreshing", "idle", "loadingMore"])
        loader.respond(1, with: Page(items: [], next: nil))
        await store.settled()
    }

    // MARK: Observation and snapshots

    @Test func observationTracksEachPropertyOnItsOwn() async {
        let store = makeStore()
        let itemsChanged = Recorder<Bool>()
        let statusChanged = Recorder<Bool>()
        withObservationTracking {
            _ = store.items
        } onChange: {
            MainActor.assumeIsolated { itemsChanged.record(true) }
        }
        withObservationTracking {
            _ = store.status
        } onChange: {
            MainActor.assumeIsolated { statusChanged.record(true) }
        }
        store.refresh()
        #expect(statusChanged.values == [true])
        #expect(itemsChanged.values.isEmpty)
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        await itemsChanged.wait(for: true)
        #expect(store.items.count == 10)
    }

    @Test func snapshotsStartWithTheCurrentStateAndFollowEachChange() async {
        let store = makeStore()
        var snapshots = store.snapshots(bufferingPolicy: .unbounded).makeAsyncIterator()
        let first = await snapshots.next()
        #expect(first?.status.summary == "idle" && first?.items == [])
        store.refresh()
        let refreshing = await snapshots.next()
        #expect(refreshing?.status.summary == "refreshing" && refreshing?.update == nil)
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        let landed = await snapshots.next()
        #expect(landed?.items == rows(0..<10))
        #expect(landed?.nextKey == 10 && landed?.hasMore == true)
        #expect(landed?.update?.inserted == 0..<10)
        #expect(landed?.status.summary == "idle")
    }

    @Test func diagnosticsExplainIgnoredCommands() async {
        let store = makeStore()
        store.loadMore()
        store.retry()
        #expect(
            diagnostics.values == [
                .ignored(.loadMore, because: .notLoaded), .ignored(.retry, because: .nothingToRetry),
            ])
        #expect(
            diagnostics.values.map(\.message) == [
                "loadMore ignored: no page loaded yet; refresh first", "retry ignored: nothing failed",
            ])
    }

    @Test func pageSizeAndShortPagePolicyAreSettable() async {
        let store = makeStore()
        store.pageSize = 3
        store.endsOnShortPage = false
        store.refresh()
        #expect(await loader.request(0) == PageRequest(kind: .refresh, key: nil, pageSize: 3, id: 1))
        loader.respond(0, with: Page(items: rows(0..<2), next: 2))
        await store.settled()
        #expect(store.hasMore && store.pageSize == 3 && !store.endsOnShortPage)
    }
}

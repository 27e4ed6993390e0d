import HeadlessRefreshPaging
import Testing

/// `refreshAndWait()`: what SwiftUI's `.refreshable` awaits.
extension PagingStoreTests {
    @Test func refreshAndWaitReturnsWhenThePageLands() async {
        let store = makeStore()
        let finished = Recorder<String>()
        let waiting = Task { @MainActor in
            await store.refreshAndWait()
            finished.record("items \(store.items.count)")
        }
        _ = await loader.request(0)
        await Task.yield()
        #expect(finished.values.isEmpty)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        await waiting.value
        #expect(finished.values == ["items 10"])
    }

    @Test func refreshAndWaitJoinsARunningRefreshAndEndsOnFailure() async {
        let store = makeStore()
        store.refresh()
        _ = await loader.request(0)
        let waiting = Task { @MainActor in await store.refreshAndWait() }
        await Task.yield()
        // Joining sends no second request.
        #expect(loader.calls.count == 1)
        loader.fail(0, with: LoadError(name: "offline"))
        await waiting.value
        #expect(store.status.failedKind == .refresh)
    }

    @Test func cancellingTheWaitLeavesTheRefreshRunning() async {
        let store = makeStore()
        let waiting = Task { @MainActor in await store.refreshAndWait() }
        _ = await loader.request(0)
        waiting.cancel()
        await waiting.value
        #expect(store.status.isRefreshing)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        await store.settled()
        #expect(store.items == rows(0..<10))
    }

    @Test func refreshAndWaitReturnsAtOnceWhenRefreshIsOff() async {
        let store = makeStore()
        store.isRefreshEnabled = false
        await store.refreshAndWait()
        #expect(loader.calls.isEmpty)
    }
}

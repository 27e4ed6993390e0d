import HeadlessRefresh
import HeadlessRefreshPaging
import Testing

/// The phase of a store attached to a session, driven by pulls: pull to refresh works on the empty view and on the
/// failed first load, and the phase moves to the rows.
extension SessionPagingTests {
    /// Waits out the header's minimum duration, hold and collapse, and lets the list rest at its top.
    func settle(_ host: ScrollHost) {
        host.wait(0.3)
        host.wait(1)
        host.wait(0.3)
        host.scroll(to: 0)
    }

    var ends: PagingLoadStates {
        PagingLoadStates(refresh: .idle, leading: .reachedEnd(.lastPage), trailing: .reachedEnd(.lastPage))
    }

    @Test func pullToRefreshOnTheEmptyViewBringsTheRows() async {
        let host = ScrollHost(store: store)
        #expect(store.phase == .notLoaded)
        host.session.send(.beginRefreshing(.top, reveal: true))
        #expect(store.phase == .firstLoad)
        await answer(0, Page(items: [], next: nil))
        #expect(store.phase == .empty(ends))
        settle(host)
        #expect(host.state(.top) == .idle)

        // The empty view is shorter than the viewport: the pull still refreshes it, and it stays empty until the page.
        host.pullToRefresh()
        #expect(host.triggers == [.top, .top])
        var refreshing = ends
        refreshing.refresh = .loading
        #expect(store.phase == .empty(refreshing))
        await answer(1, Page(items: rows(0..<3), next: nil))
        #expect(store.phase == .content(ends))
        #expect(store.snapshot.phase == store.phase)
        settle(host)

        // Three rows are shorter than the viewport too: pulling them refreshes, keeping them until the page lands.
        host.pullToRefresh()
        #expect(store.phase == .content(refreshing))
        await answer(2, Page(items: rows(0..<4), next: nil))
        #expect(store.phase == .content(ends))
        #expect(store.items == rows(0..<4))
    }

    @Test func pullToRefreshOnTheFailedFirstLoadBringsTheRows() async {
        let host = ScrollHost(store: store)
        host.pullToRefresh()
        _ = await loader.request(0)
        loader.fail(0, with: LoadError(name: "offline"))
        await store.settled()
        #expect(store.phase == .firstLoadFailed(LoadError(name: "offline")))
        settle(host)
        #expect(host.state(.top) == .idle)

        host.pullToRefresh()
        #expect(host.triggers == [.top, .top])
        #expect(store.phase == .firstLoad)
        await answer(1, Page(items: rows(0..<20), next: 20))
        #expect(
            store.phase == .content(PagingLoadStates(refresh: .idle, leading: .reachedEnd(.lastPage), trailing: .idle)))
    }

    @Test func theSnapshotStreamCarriesEveryPhase() async {
        let phases = Recorder<ListPhase>()
        let task = Task { @MainActor [store] in
            for await snapshot in store.snapshots(bufferingPolicy: .unbounded) { phases.record(snapshot.phase) }
        }
        await phases.wait(for: .notLoaded)
        store.refresh()
        await answer(0, Page(items: rows(0..<20), next: nil))
        await phases.wait { $0.hasContent }
        task.cancel()
        #expect(phases.values.first == .notLoaded)
        #expect(phases.values.contains(.firstLoad))
        #expect(phases.values.last == .content(ends))
    }
}

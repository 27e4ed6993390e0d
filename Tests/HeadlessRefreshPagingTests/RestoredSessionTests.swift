import Foundation
import HeadlessRefresh
import HeadlessRefreshPaging
import Testing

/// A store restored from JSON, then attached to a session driven by scroll events: no empty first frame, no load the
/// user did not cause, the next page asked for with the saved key when the user reaches the end, and "No more data"
/// kept.
@MainActor
struct RestoredSessionTests {
    let loader = ControlledLoader<Row, Int>()

    func makeStore() -> PagingStore<Row, Int> {
        PagingStore(pageSize: 20, identifiedBy: .id, load: loader.load)
    }

    /// The JSON a screen saved with 40 rows, the reader at row 10 scrolled 20 points past its top.
    func saved(nextKey: Int?, end: PagingEnd? = nil) throws -> Data {
        let restoration = PagingRestoration<Row, Int>(
            items: rows(0..<40), nextKey: nextKey, end: end, pageSize: 20, anchor: .init(index: 10, offset: -20))
        return try JSONEncoder().encode(restoration)
    }

    /// Restores `data` into a new store, lays the host out at the saved anchor and attaches nothing more.
    func restore(_ data: Data) throws -> (PagingStore<Row, Int>, ScrollHost, PagingRestoration<Row, Int>) {
        // restoring-a-list-session:begin
        let restoration = try JSONDecoder().decode(PagingRestoration<Row, Int>.self, from: data)
        let store = PagingStore(pageSize: 20, identifiedBy: .id, load: loader.load)
        store.restore(restoration)
        #expect(store.phase.hasContent)  // the first frame shows the rows: no spinner, no empty list
        let host = ScrollHost(store: store)  // its session attaches the store: no first page is asked for
        let anchor = try #require(restoration.anchor)
        host.scroll(to: Double(anchor.index) * ScrollHost.rowHeight - anchor.offset)
        // restoring-a-list-session:end
        #expect(store.isLoaded)
        return (store, host, restoration)
    }

    @Test func aRestoredListLoadsNothingUntilTheUserReachesItsEnd() async throws {
        let (store, host, _) = try restore(try saved(nextKey: 40))
        #expect(host.offset == 520)
        // Reading, scrolling around the middle: nothing loads.
        host.session.send(.dragBegan)
        host.scroll(to: 300)
        host.scroll(to: 900)
        host.release()
        host.wait(1)
        #expect(loader.calls.isEmpty)
        #expect(host.triggers.isEmpty)

        host.scrollToTheEnd()
        #expect(host.triggers == [.bottom])
        #expect(await loader.request(0) == PageRequest(kind: .loadMore, key: 40, pageSize: 20, id: 1))
        loader.respond(0, with: Page(items: rows(38..<60), next: 60))
        await store.settled()
        host.release()
        // Nothing lost or repeated: the two rows the server repeated are dropped.
        #expect(store.items == rows(0..<60))
        #expect(loader.calls.count == 1)
    }

    @Test func theFooterStillSaysNoMoreData() async throws {
        let (_, host, _) = try restore(try saved(nextKey: nil, end: .shortPage))
        #expect(host.state(.bottom) == .noMoreData)
        host.scrollToTheEnd()
        host.release()
        host.session.send(.tap(.bottom))
        #expect(loader.calls.isEmpty)
        #expect(host.state(.bottom) == .noMoreData)
    }

    @Test func aPullRefreshesTheRestoredList() async throws {
        let (store, host, _) = try restore(try saved(nextKey: 40))
        host.scroll(to: 0)
        host.pullToRefresh()
        #expect(
            store.phase
                == .content(PagingLoadStates(refresh: .loading, leading: .reachedEnd(.lastPage), trailing: .idle)))
        #expect(await loader.request(0) == PageRequest(kind: .refresh, key: nil, pageSize: 20, id: 1))
        loader.respond(0, with: Page(items: rows(0..<20, batch: 1), next: 20))
        await store.settled()
        #expect(store.items == rows(0..<20, batch: 1))
    }

    @Test func restoringAnAttachedStoreShowsItsEnds() async throws {
        let store = makeStore()
        let host = ScrollHost(store: store)
        #expect(host.state(.bottom) == .idle)
        let restoration = try JSONDecoder().decode(
            PagingRestoration<Row, Int>.self, from: try saved(nextKey: nil, end: .lastPage))
        store.restore(restoration)
        #expect(host.state(.bottom) == .noMoreData)
        #expect(store.items == rows(0..<40))
        #expect(loader.calls.isEmpty)
    }

    /// A list restored with the reader at its very end shows the end in the viewport: as any layout that brings an end
    /// into view (P9), the first one loads the next page — once.
    @Test func aListRestoredAtItsEndLoadsTheNextPageOnce() async throws {
        let (store, host, _) = try restore(try saved(nextKey: 40))
        host.scroll(to: 1400)
        host.scroll(to: 1400)
        #expect(host.triggers == [.bottom])
        #expect(await loader.request(0) == PageRequest(kind: .loadMore, key: 40, pageSize: 20, id: 1))
        loader.respond(0, with: Page(items: rows(40..<45), next: nil))
        await store.settled()
        #expect(store.items == rows(0..<45))
        #expect(loader.calls.count == 1)
    }
}

import HeadlessRefresh
import HeadlessRefreshAdapterCore
import HeadlessRefreshPaging
import Testing

/// A restored store attached to an adapter: its rows are its first page, so the adapter asks for none, and the footer
/// says "No more data" at once when the list was saved at its end.
@MainActor
struct RestoredStoreTests {
    @Test func aRestoredStoreLoadsNoFirstPageAndKeepsItsEnd() async {
        var loads = 0
        let store = FirstPageTests.makeStore { loads += 1 }
        store.restore(PagingRestoration(items: Array(0..<25), nextKey: nil, end: .shortPage, pageSize: 10))
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: .header, bottom: .footer))
        adapter.attach(store)
        #expect(adapter.session?.state(.top) == .idle)
        #expect(adapter.session?.state(.bottom) == .noMoreData)
        #expect(!store.status.isLoading)
        await Task.yield()
        #expect(loads == 0)
        #expect(store.items == Array(0..<25))
    }
}

import HeadlessRefresh
import HeadlessRefreshAdapterCore
import HeadlessRefreshPaging
import Testing

/// A store attached to an adapter loads its first page by itself: a list is never left empty because the app did not
/// know it had to ask (the IQPullToRefresh migration's trial: a store kept with no first load shows nothing).
@MainActor
struct FirstPageTests {
    static func makeStore(loads: @escaping @MainActor () -> Void = {}) -> PagingStore<Int, Int> {
        PagingStore<Int, Int>(pageSize: 10, numbering: .pages(from: 0)) { page, size in
            await loads()
            return Array(page * size..<(page + 1) * size)
        }
    }

    @Test func anEmptyStoreLoadsItsFirstPageThroughTheHeader() async {
        var loads = 0
        let store = Self.makeStore { loads += 1 }
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: .header, bottom: .footer))
        adapter.attach(store)
        // The header shows the load, revealed as a programmatic refresh is: the empty list says "Loading…".
        #expect(adapter.session?.state(.top) == .refreshing)
        #expect(adapter.commands.contains { if case .scroll(_, _, revealing: .top) = $0 { true } else { false } })
        #expect(store.status.isRefreshing)
        while store.status.isLoading { await Task.yield() }
        #expect(store.items == Array(0..<10))
        #expect(loads == 1)
        #expect(adapter.session?.isRefreshing(.top) == false)
    }

    @Test func aStoreWithPagesOrALoadRunningIsLeftAlone() async {
        var loads = 0
        let store = Self.makeStore { loads += 1 }
        store.refresh()
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: .header, bottom: .footer))
        adapter.attach(store)
        while store.status.isLoading { await Task.yield() }
        #expect(loads == 1)
        // Shown on another screen: its pages are there already.
        let other = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        other.drive(RefreshController(top: .header, bottom: .footer))
        other.attach(store)
        #expect(other.session?.state(.top) == .idle)
        #expect(!store.status.isLoading)
        #expect(loads == 1)
    }

    @Test func withoutARefreshEdgeTheStoreLoadsItself() async {
        let store = Self.makeStore()
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(bottom: .footer))
        adapter.attach(store)
        #expect(store.status.isRefreshing)
        while store.status.isLoading { await Task.yield() }
        #expect(store.items.count == 10)
    }
}

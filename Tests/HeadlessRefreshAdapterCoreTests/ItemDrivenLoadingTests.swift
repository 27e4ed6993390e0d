import HeadlessRefresh
import HeadlessRefreshAdapterCore
import HeadlessRefreshPaging
import Testing

/// A store attached to an adapter whose footer loads by the items in view: what `adapter.itemBecameVisible(at:of:)`
/// from `willDisplay`, and `model.itemBecameVisible(at:of:)` from a row's `onAppear`, do.
@MainActor
struct ItemDrivenLoadingTests {
    @Test func rowsAppearingLoadTheNextPageOnceAndTheEndOfDataStops() async {
        let log = RequestLog()
        let store = PagingStore<Int, Int>(pageSize: 10, numbering: .pages(from: 0)) { page, size in
            await log.note(page)
            return page < 2 ? Array(page * size..<(page + 1) * size) : []
        }
        var footer = EdgeConfiguration.footer
        footer.triggers = [.itemsInView(prefetch: 2), .tap]
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: .header, bottom: footer))
        adapter.attach(store)
        while store.status.isLoading { await Task.yield() }
        #expect(store.items.count == 10)
        // The rows appear as the user scrolls; SwiftUI makes the last ones appear twice.
        for index in [0, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9, 9, 8, 9] {
            adapter.driver.itemsBecameVisible(VisibleItems(item: index, of: store.items.count))
        }
        while store.status.isLoading { await Task.yield() }
        #expect(log.pages == [0, 1])
        #expect(store.items.count == 20)
        for index in 8...19 { adapter.driver.itemsBecameVisible(VisibleItems(item: index, of: store.items.count)) }
        while store.status.isLoading { await Task.yield() }
        #expect(log.pages == [0, 1, 2])
        adapter.wait(1)
        #expect(adapter.session?.state(.bottom) == .noMoreData)
        adapter.driver.itemsBecameVisible(VisibleItems(item: 19, of: 20))
        #expect(log.pages == [0, 1, 2])
    }

    /// A row of `ForEach(items)` knows its item: the driver finds its index, and an item no longer in the list (a row
    /// of a list just replaced) reports nothing.
    @Test func aRowThatKnowsItsItemReportsItsIndex() {
        struct Row: Identifiable { let id: String }
        var footer = EdgeConfiguration.footer
        footer.triggers = [.itemsInView(prefetch: 1), .tap]
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(bottom: footer))
        var loads: [TriggerCause] = []
        adapter.onStartLoad = { _, cause in loads.append(cause) }
        let rows = (0..<10).map { Row(id: "row \($0)") }
        adapter.driver.itemBecameVisible(Row(id: "row 7"), in: rows)
        adapter.driver.itemBecameVisible(Row(id: "gone"), in: rows)
        #expect(loads.isEmpty)
        adapter.driver.itemBecameVisible(rows[8], in: rows[...])
        #expect(loads == [.itemsInView])
    }
}

/// The pages a loader was asked for, in order.
@MainActor
private final class RequestLog {
    private(set) var pages: [Int] = []
    func note(_ page: Int) { pages.append(page) }
}

import HeadlessRefresh
import HeadlessRefreshPaging
import Testing

/// A refresh that keeps the reader's place through a session with the store attached: 50-point rows in a 600-point
/// viewport, a host that applies the session's scrolls and reports the rows in view after every layout.
@MainActor
struct KeepingPlaceSessionTests {
    let loader = ControlledLoader<Row, Int>()
    let store: PagingStore<Row, Int>
    let host: ScrollHost

    init() {
        store = PagingStore(pageSize: 20, identifiedBy: .id, load: loader.load)
        store.keepsPlaceOnRefresh = true
        host = ScrollHost(store: store)
        // Weakly: the host keeps this closure, and a strong capture would keep the host, its session and the store
        // alive after the test (LeakSanitizer in CI counts them).
        host.onAction = { [weak host] action in
            if case .scroll(let target, _) = action { host?.offset = target.y }
        }
    }

    func answer(_ index: Int, _ page: Page<Row, Int>) async {
        _ = await loader.request(index)
        loader.respond(index, with: page)
        await store.settled()
    }

    /// Scrolls to `y` and reports the rows in view, as a table view's layout does.
    func scroll(to y: Double) {
        host.scroll(to: y)
        layout()
    }

    /// Reports the content size (the session keeps the offset) and then the rows in view.
    func layout() {
        host.scroll(to: host.offset)
        let first = max(0, Int(host.offset / ScrollHost.rowHeight))
        store.setVisibleRange(first..<min(store.items.count, first + 12))
    }

    /// The id of the row at the top of the viewport.
    var rowAtTop: Int { store.items[Int(host.offset / ScrollHost.rowHeight)].id }

    /// A pull loads the first page; scrolling to the end loads the second.
    func loadTwoPages() async {
        host.pullToRefresh()
        await answer(0, Page(items: rows(0..<20), next: 20))
        host.wait(0.3)
        host.wait(0.5)
        host.wait(0.3)
        scroll(to: 0)
        host.scrollToTheEnd()
        await answer(1, Page(items: rows(20..<40), next: 40))
        host.release()
    }

    @Test func aPollDeepInTheFeedKeepsTheRowInViewAndCountsTheNewOnes() async {
        await loadTwoPages()
        scroll(to: 1000)
        #expect(rowAtTop == 20)
        // keeping-place-session:begin
        // A poll (a timer, a push) refreshes; the page lands while the reader reads row 20.
        store.refresh()
        await answer(2, Page(items: rows(100..<103) + rows(0..<17), next: 17))
        layout()  // the host reports the new content size
        // The session moved the offset by the three rows that came above.
        #expect(host.offset == 1150)
        #expect(host.actions.last == .scroll(toOffset: ScrollPoint(x: 0, y: 1150), duration: 0))
        #expect(rowAtTop == 20)
        // keeping-place-session:end
        #expect(store.newItemCount == 3)
        // The pill: the host scrolls to the row it is given, and the count clears.
        let row = store.showNewItems()
        #expect(row == 0 && store.newItemCount == 0)
        scroll(to: Double(row ?? 0) * ScrollHost.rowHeight)
        #expect(rowAtTop == 100)
    }

    @Test func aPullAtTheTopIsAPlainRefresh() async {
        await loadTwoPages()
        scroll(to: 0)
        host.pullToRefresh()
        await answer(2, Page(items: rows(100..<103) + rows(0..<17), next: 17))
        #expect(store.items.map(\.id) == Array(100..<103) + Array(0..<17))
        #expect(store.newItemCount == 0)
        host.wait(0.3)
        #expect(host.state(.top) == .finishing(.success))
    }
}

import HeadlessRefreshPaging
import Testing

/// A whole session against a fake server: pull to refresh, scroll to the end, refresh again.
@MainActor
struct PagingEndToEndTests {
    enum Style: String, CaseIterable {
        case pagesFrom0, pagesFrom1, offsets, cursors, nextKeyOnly
    }

    /// Numbered stores over `backend`: the key translates back to an offset, as a real API would.
    static func numbered(_ numbering: PageNumbering, _ backend: Backend) -> PagingStore<Row, Int> {
        PagingStore(pageSize: 10, numbering: numbering, identifiedBy: .id) { key, size in
            switch numbering {
            case .pages(let first): await backend.slice(offset: (key - first) * size, limit: size)
            case .offsets(let first): await backend.slice(offset: key - first, limit: size)
            }
        }
    }

    /// A cursor store over `backend`.
    static func cursors(_ backend: Backend) -> PagingStore<Row, String> {
        PagingStore(pageSize: 10, identifiedBy: .id) { cursor, limit in
            await backend.page(cursor: cursor, limit: limit)
        }
    }

    /// Loads more until the store says there is no more; fails after `limit` rounds instead of looping.
    static func scrollToTheEnd<Key>(_ store: PagingStore<Row, Key>, limit: Int = 30) async {
        for _ in 0..<limit where store.hasMore {
            store.loadMore()
            await store.settled()
        }
        #expect(!store.hasMore)
    }

    /// Pull to refresh, scroll to the end, try to load past it, refresh again, scroll to the end again.
    static func session<Key>(_ store: PagingStore<Row, Key>, _ backend: Backend) async {
        store.refresh()
        await store.settled()
        #expect(store.items == rows(0..<10))
        await scrollToTheEnd(store)
        #expect(store.items == backend.rows)
        #expect(Set(store.items.map(\.id)).count == 95)
        // Ten pages, the last one short: no request after it.
        #expect(backend.requests.count == 10)
        for _ in 0..<3 { store.loadMore() }
        await store.settled()
        #expect(backend.requests.count == 10)

        store.refresh()
        await store.settled()
        #expect(store.items == rows(0..<10))
        #expect(store.hasMore)
        await scrollToTheEnd(store)
        #expect(store.items == backend.rows)
        #expect(backend.requests.count == 20)
        #expect(store.droppedDuplicates == 0)
    }

    @Test(arguments: Style.allCases)
    func ninetyFiveItemsInPagesOfTen(style: Style) async {
        let backend = Backend(count: 95)
        switch style {
        case .pagesFrom0: await Self.session(Self.numbered(.pages(from: 0), backend), backend)
        case .pagesFrom1: await Self.session(Self.numbered(.pages(from: 1), backend), backend)
        case .offsets: await Self.session(Self.numbered(.offsets(from: 0), backend), backend)
        case .cursors: await Self.session(Self.cursors(backend), backend)
        case .nextKeyOnly:
            // Only a nil key ends paging here: the short last page alone would not.
            let store = Self.cursors(backend)
            store.endsOnShortPage = false
            await Self.session(store, backend)
            #expect(store.end == .lastPage)
        }
    }

    @Test(arguments: [(true, 10), (false, 11)])
    func aFullLastPageCostsAtMostOneMoreRequest(sendsTotal: Bool, requests: Int) async {
        let backend = Backend(count: 100)
        let store = PagingStore<Row, Int>(pageSize: 10, identifiedBy: .id) { request in
            let offset = request.key ?? 0
            let items = await backend.slice(offset: offset, limit: request.pageSize)
            return Page(items: items, next: offset + items.count, totalCount: sendsTotal ? 100 : nil)
        }
        store.refresh()
        await store.settled()
        for _ in 0..<20 where store.hasMore {
            store.loadMore()
            await store.settled()
        }
        #expect(store.items == rows(0..<100))
        #expect(backend.requests.count == requests)
        #expect(store.end == (sendsTotal ? .totalCount : .shortPage))
    }

    @Test func postsInsertedWhileScrollingAreNotShownTwice() async {
        let backend = Backend(count: 50)
        let store = Self.numbered(.offsets(from: 0), backend)
        store.refresh()
        await store.settled()
        store.loadMore()
        await store.settled()
        // Three new posts arrive at the top: every offset shifts by three.
        backend.insertAtTop(3)
        await Self.scrollToTheEnd(store)
        #expect(store.items == rows(0..<50))
        #expect(store.droppedDuplicates == 3)
        store.refresh()
        await store.settled()
        #expect(store.items.map(\.id) == [50, 51, 52] + Array(0..<7))
        #expect(store.droppedDuplicates == 0)
    }
}

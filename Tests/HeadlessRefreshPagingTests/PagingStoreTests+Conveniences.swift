import HeadlessRefreshPaging
import Testing

/// The numbered and cursor conveniences.
extension PagingStoreTests {
    // MARK: Loader styles

    @Test(arguments: [
        (PageNumbering.pages(from: 0), ["0+10", "10+10", "20+10"]),
        (.pages(from: 1), ["0+10", "10+10", "20+10"]),
        (.offsets(from: 0), ["0+10", "10+10", "20+10"]),
        (.offsets(from: 1), ["0+10", "10+10", "20+10"]),
    ])
    func numberedPagesAskForTheRightKeys(numbering: PageNumbering, served: [String]) async {
        let backend = Backend(count: 25)
        let keys = Recorder<Int>()
        let store = PagingStore<Row, Int>(pageSize: 10, numbering: numbering) { key, size in
            await keys.record(key)
            // Translate the key back to an offset, as a real API would.
            switch numbering {
            case .pages(let first): return await backend.slice(offset: (key - first) * size, limit: size)
            case .offsets(let first): return await backend.slice(offset: key - first, limit: size)
            }
        }
        store.refresh()
        await store.settled()
        while store.hasMore {
            store.loadMore()
            await store.settled()
        }
        let first = numbering.first
        switch numbering {
        case .pages: #expect(keys.values == [first, first + 1, first + 2])
        case .offsets: #expect(keys.values == [first, first + 10, first + 20])
        }
        #expect(backend.requests == served)
        #expect(store.items == rows(0..<25))
        #expect(store.end == .shortPage)
    }

    @Test func anEmptyNumberedPageEndsPagingEvenWhenShortPagesDoNot() async {
        let backend = Backend(count: 20)
        let store = PagingStore<Row, Int>(pageSize: 10, numbering: .offsets(from: 0)) { key, size in
            await backend.slice(offset: key, limit: size)
        }
        store.endsOnShortPage = false
        store.refresh()
        await store.settled()
        while store.hasMore {
            store.loadMore()
            await store.settled()
        }
        #expect(backend.requests == ["0+10", "10+10", "20+10"])
        #expect(store.end == .lastPage)
    }

    @Test func cursorsAreHandedBackAsTheyCame() async {
        let backend = Backend(count: 25)
        let store = PagingStore<Row, String>(pageSize: 10, identifiedBy: .keyPath(\.id)) { cursor, limit in
            await backend.page(cursor: cursor, limit: limit)
        }
        store.refresh()
        await store.settled()
        while store.hasMore {
            store.loadMore()
            await store.settled()
        }
        #expect(backend.requests == ["0+10", "10+10", "20+10"])
        #expect(store.items == rows(0..<25))
    }
}

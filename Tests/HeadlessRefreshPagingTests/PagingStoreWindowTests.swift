import HeadlessRefreshPaging
import Testing

/// A bounded window with edits and a server that changes, through the store as a host drives it: the rows the user
/// scrolls through afterwards, both ways, are the server's rows, each once.
@MainActor
struct PagingStoreWindowTests {
    nonisolated static let numberings: [PageNumbering] = [
        .offsets(from: 0), .offsets(from: 1), .pages(from: 0), .pages(from: 1),
    ]

    /// A store over `backend` with pages of 10 and a window of 30 rows.
    func makeStore(_ backend: Backend, numbering: PageNumbering) -> PagingStore<Row, Int> {
        let store = PagingStore<Row, Int>(pageSize: 10, numbering: numbering, identifiedBy: .id) { key, size in
            switch numbering {
            case .pages(let first): await backend.slice(offset: (key - first) * size, limit: size)
            case .offsets(let first): await backend.slice(offset: key - first, limit: size)
            }
        }
        store.maxSize = 30
        return store
    }

    /// The key of the page or offset at row `offset` of the backend.
    func key(at offset: Int, _ numbering: PageNumbering) -> Int {
        switch numbering {
        case .pages(let first): first + offset / 10
        case .offsets(let first): first + offset
        }
    }

    @Test(arguments: numberings)
    func aRemovalThenADropAtTheEndLoadsTheRowAfterTheRemovalAgain(numbering: PageNumbering) async {
        let backend = Backend(count: 100)
        let store = makeStore(backend, numbering: numbering)
        await open(store, at: key(at: 40, numbering))
        await store.loadMore(times: 2)
        #expect(store.items.map(\.id) == Array(40..<70))
        backend.rows.removeAll { $0.id == 45 }
        #expect(store.remove(id: 45))
        // Down one page (the window drops the first), then up one (it drops the last): the next key must be the one
        // of the page now last, moved back over the removal.
        await store.loadMore(times: 1)
        await store.loadPrevious(times: 1)
        await store.loadMore(times: 1)
        let expected = backend.rows.map(\.id).filter { $0 >= store.items[0].id && $0 <= store.items.last!.id }
        #expect(store.items.map(\.id) == expected)
        #expect(await scrollThrough(store) == backend.rows.map(\.id))
    }

    @Test(arguments: numberings)
    func aRemovalAboveTheWholeListThenScrollingBothWaysLoadsEveryRow(numbering: PageNumbering) async {
        // Pages of 5, a window of 15: the list opens at the fifth page (rows 20 to 24) and loads two pages before it.
        let backend = Backend(count: 26)
        let store = makeStore(backend, numbering: numbering)
        store.pageSize = 5
        store.maxSize = 15
        let row20 =
            switch numbering {
            case .pages(let first): first + 4
            case .offsets(let first): first + 20
            }
        await open(store, at: row20)
        await store.loadPrevious(times: 2)
        #expect(store.items.map(\.id) == Array(10..<25))
        backend.rows.removeAll { $0.id == 10 }
        #expect(store.remove(id: 10))
        // Down to the end (the window drops pages at the start), then up and down again: each drop at the end must
        // ask from the key of the page now last, moved back over the removal made after it landed.
        while store.hasMore {
            store.setVisibleRange((store.items.count - 1)..<store.items.count)
            await store.loadMore(times: 1)
        }
        #expect(await scrollThrough(store) == backend.rows.map(\.id))
    }

    @Test(arguments: numberings)
    func rowsRepeatedAfterInsertsAtTheTopComeBackWhenTheWindowDropsThePageBeforeThem(numbering: PageNumbering) async {
        let backend = Backend(count: 100)
        let store = makeStore(backend, numbering: numbering)
        await open(store, at: key(at: 50, numbering))
        backend.insertAtTop(2)
        // The next page starts two rows early: 58 and 59 come again and are dropped as duplicates.
        await store.loadMore(times: 1)
        #expect(store.droppedDuplicates == 2)
        // Two pages further the window drops the first page, 58 and 59 with it; scrolling back must load them.
        await store.loadMore(times: 2)
        #expect(store.items.first?.id == 58)
        await store.loadPrevious(times: 1)
        #expect(store.items.map(\.id) == Array(48..<78))
        #expect(await scrollThrough(store) == backend.rows.map(\.id))
    }

    @Test(arguments: numberings)
    func rowsRepeatedByAPageAskedAgainAfterARemovalComeBackWhenTheWindowDropsThePageBeforeThem(
        numbering: PageNumbering
    ) async {
        let backend = Backend(count: 100)
        let store = makeStore(backend, numbering: numbering)
        await open(store, at: key(at: 40, numbering))
        await store.loadMore(times: 2)
        backend.rows.removeAll { $0.id == 55 }
        #expect(store.remove(id: 55))
        // With page numbers the next load asks page 6 again: 61 to 69 come again and are dropped as duplicates.
        await store.loadMore(times: 3)
        await store.loadPrevious(times: 1)
        let ids = store.items.map(\.id)
        #expect(ids == backend.rows.map(\.id).filter { $0 >= ids[0] && $0 <= ids.last! })
        #expect(await scrollThrough(store) == backend.rows.map(\.id))
    }

    @Test(arguments: numberings)
    func aJumpPastTheEndOfTheListStillScrollsBackToItsRows(numbering: PageNumbering) async {
        // The host opens the list at row 40, counted before the server shrank to 25 rows.
        let backend = Backend(count: 25)
        let store = makeStore(backend, numbering: numbering)
        await open(store, at: key(at: 40, numbering))
        #expect(store.items.isEmpty && !store.hasMore && store.hasPrevious)
        // The pages before it are empty too, down to the last rows: an empty page does not end the leading end.
        #expect(await scrollThrough(store) == backend.rows.map(\.id))
    }

    @Test(arguments: [PageNumbering.pages(from: 0), .pages(from: 1)])
    func aDropAfterAPageThatRepeatedRowsAsksFromBeforeThem(numbering: PageNumbering) async {
        // Pages of 5, a window of 15: the list opens at page 3 (rows 15 to 19).
        let backend = Backend(count: 29)
        let store = makeStore(backend, numbering: numbering)
        store.pageSize = 5
        store.maxSize = 15
        await open(store, at: numbering.first + 3)
        store.loadPrevious()
        backend.rows.removeAll { $0.id == 16 }
        #expect(store.remove(id: 16))
        await store.settled()
        // Page 3 asked again: 15, 17, 18 and 19 come again, with 20.
        await store.loadMore(times: 1)
        #expect(store.items.map(\.id) == [10, 11, 12, 13, 14, 15, 17, 18, 19, 20])
        backend.rows.removeAll { $0.id == 11 }
        #expect(store.remove(id: 11))
        // Up to the top: the window drops the last page, 15 to 20 with it; the next key must load 15 again, though
        // the page it came from first now ends before 20 on the server.
        #expect(await scrollThrough(store) == backend.rows.map(\.id))
    }

    @Test func removingTheOnlyRowInViewLeavesNothingInView() async throws {
        let backend = Backend(count: 100)
        let store = makeStore(backend, numbering: .offsets(from: 0))
        await open(store, at: 0)
        await store.loadMore(times: 2)
        store.setVisibleRange(3..<4)
        backend.rows.removeAll { $0.id == 3 }
        #expect(store.remove(id: 3))
        // Not an empty range at 3, which keeps nothing in view but would move below 0 with the next drop.
        try #require(store.visibleRange == nil)
        await store.loadMore(times: 1)
        #expect(store.items.map(\.id) == Array(10..<40) && store.visibleRange == nil)
    }

    @Test func rowsAPageRepeatsAfterTheRowsItBringsComeBackWhenTheWindowDropsThem() async {
        // Page numbers, pages of 5, a window of 15: the list opens at page 1 (rows 5 to 9).
        let backend = Backend(count: 23)
        let store = makeStore(backend, numbering: .pages(from: 0))
        store.pageSize = 5
        store.maxSize = 15
        await open(store, at: 1)
        backend.rows.removeAll { $0.id == 5 }
        #expect(store.remove(id: 5))
        // Another client inserts row 23 above row 4, unknown to the store: page 1, asked again after the removal, is
        // 4, 6, 7, 8, 9 — row 4 new, out of place, and the rows the list ends with after it.
        backend.rows.insert(Row(id: 23), at: 4)
        while store.hasMore {
            store.setVisibleRange((store.items.count - 1)..<store.items.count)
            await store.loadMore(times: 1)
        }
        // Scrolling back up, the window reloads the pages it dropped: 6 to 9 with page 1, though the page that first
        // held them is gone. Row 4 stays where it came, the one row the insert may cost.
        let seen = await scrollThrough(store)
        #expect(Set(seen) == Set(backend.rows.map(\.id)) && seen.count == backend.rows.count)
    }

    @Test(arguments: [PageNumbering.offsets(from: 0), .offsets(from: 1)])
    func rowsHiddenOnThisDeviceOnlyDoNotCostTheRowsAfterThemWhenTheWindowDrops(numbering: PageNumbering) async {
        // Pages of 10 after a first load of 30, in one page: rows 0 to 29.
        let backend = Backend(count: 60)
        let store = makeStore(backend, numbering: numbering)
        store.initialLoadSize = 30
        await open(store, at: numbering.first)
        // The host hides twelve rows here and leaves them on the server: the next key moves back over them anyway,
        // so the next page, 18 to 27, repeats rows further in than the list's last one. Every row from 18 on counts
        // in that page, so that dropping the first page leaves none of them behind that page's previous key.
        for id in 0..<12 { #expect(store.remove(id: id)) }
        for _ in 0..<3 {
            store.setVisibleRange((store.items.count - 1)..<store.items.count)
            await store.loadMore(times: 1)
        }
        #expect(store.items.map(\.id) == Array(18..<48))
        // One page up: 12 to 17 come back, and 18 is next to them.
        store.setVisibleRange(0..<1)
        await store.loadPrevious(times: 1)
        #expect(store.items.map(\.id) == Array(12..<38))
        #expect(await scrollThrough(store) == Array(12..<60))
    }

    /// Scrolls to the top (the window keeps the first rows in view), then to the bottom (it keeps the last), and
    /// returns the ids seen on the way down, in order: the list at the top and then every row that arrived.
    func scrollThrough(_ store: PagingStore<Row, Int>) async -> [Int] {
        while store.hasPrevious {
            store.setVisibleRange(0..<1)
            await store.loadPrevious(times: 1)
        }
        var seen = store.items.map(\.id)
        while store.hasMore {
            store.setVisibleRange((store.items.count - 1)..<store.items.count)
            let before = Set(store.items.map(\.id))
            await store.loadMore(times: 1)
            seen += store.items.map(\.id).filter { !before.contains($0) }
        }
        return seen
    }

    func open(_ store: PagingStore<Row, Int>, at key: Int) async {
        store.refresh(at: key)
        await store.settled()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore {
    /// Loads `times` pages at the trailing end, one after the other.
    func loadMore(times: Int) async {
        for _ in 0..<times {
            loadMore()
            await settled()
        }
    }

    /// Loads `times` pages at the leading end, one after the other.
    func loadPrevious(times: Int) async {
        for _ in 0..<times {
            loadPrevious()
            await settled()
        }
    }
}

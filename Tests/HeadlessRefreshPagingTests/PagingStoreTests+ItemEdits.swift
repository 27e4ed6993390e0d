import HeadlessRefreshPaging
import Observation
import Testing

/// A like or a delete without a refresh: `update(id:_:)`, `replace(_:)`, `remove(id:)`, and the pages in flight.
extension PagingStoreTests {
    /// A store over offsets whose loader the test answers; the requests carry the offsets as keys.
    func makeOffsetStore() -> PagingStore<Row, Int> {
        let load = loader.load
        let store = PagingStore<Row, Int>(pageSize: 10, numbering: .offsets(from: 0), identifiedBy: .id) { key, size in
            try await load(PageRequest(kind: .loadMore, key: key, pageSize: size, id: 0)).items
        }
        store.onDiagnostic = diagnostics.record
        return store
    }

    // MARK: One notification per change

    @Test func eachEditChangesOneItemAndNotifiesOnce() async {
        let store = makeStore()
        await loadFirstPage(store)
        let changes = Recorder<ItemChange>()
        let pages = Recorder<PageUpdate>()
        store.addItemObserver(id: "rows") { changes.record($0) }
        store.addPageObserver(id: "rows") { pages.record($0) }
        var snapshots = store.snapshots(bufferingPolicy: .unbounded).makeAsyncIterator()
        _ = await snapshots.next()

        #expect(store.update(id: 3) { $0.batch = 7 })
        #expect(store.replace(Row(id: 5, batch: 8)))
        #expect(store.remove(id: 1))
        #expect(store.items.map(\.description) == ["0", "2", "3@7", "4", "5@8", "6", "7", "8", "9"])
        #expect(changes.values == [.updated(at: 3), .updated(at: 5), .removed(at: 1)])
        #expect(pages.values.isEmpty)
        // One snapshot per change, then the next change of status: nothing in between.
        store.refresh()
        var seen: [String] = []
        for _ in 0..<4 {
            let snapshot = await snapshots.next()
            seen.append(
                "\(snapshot?.change.map { "\($0)" } ?? "-") \(snapshot?.items.count ?? -1) \(snapshot?.status.summary ?? "")"
            )
        }
        #expect(
            seen == ["updated(at: 3) 10 idle", "updated(at: 5) 10 idle", "removed(at: 1) 9 idle", "- 9 refreshing"])
        #expect(store.hasMore && store.droppedDuplicates == 0)
        // Answer the refresh, so no load is left suspended when the test ends (LeakSanitizer).
        let index = loader.calls.count - 1
        _ = await loader.request(index)
        loader.respond(index, with: Page(items: rows(0..<10), next: 10))
        await store.settled()
    }

    @Test func anEditTellsItemReadersOnce() async {
        let store = makeStore()
        await loadFirstPage(store)
        for edit in [{ store.update(id: 2) { $0.batch = 1 } }, { store.remove(id: 2) }] {
            let told = Recorder<Bool>()
            _ = withObservationTracking {
                store.items
            } onChange: {
                MainActor.assumeIsolated { told.record(true) }
            }
            let statusTold = Recorder<Bool>()
            _ = withObservationTracking {
                store.status
            } onChange: {
                MainActor.assumeIsolated { statusTold.record(true) }
            }
            #expect(edit())
            #expect(told.values == [true])
            #expect(statusTold.values.isEmpty)
        }
    }

    // MARK: Ignored edits

    @Test func editsThatCannotApplyAreIgnoredWithADiagnostic() async {
        let store = makeStore()
        await loadFirstPage(store)
        #expect(!store.update(id: 99) { $0.batch = 1 })
        #expect(!store.remove(id: "3"))  // Not the identity's id type.
        #expect(!store.replace(Row(id: 42)))
        #expect(!store.update(id: 4) { $0.id = 40 })
        #expect(store.items == rows(0..<10))
        #expect(
            diagnostics.values.suffix(4) == [
                .ignored(.update, because: .notFound), .ignored(.remove, because: .notFound),
                .ignored(.update, because: .notFound), .ignored(.update, because: .idChanged),
            ])

        let anonymous = PagingStore<Row, Int>(pageSize: 10, load: loader.load)
        anonymous.onDiagnostic = diagnostics.record
        #expect(!anonymous.remove(id: 0))
        #expect(diagnostics.values.last == .ignored(.remove, because: .noIdentity))
        #expect(diagnostics.values.last?.message == "remove ignored: the store has no item identity")
    }

    // MARK: Pages in flight

    @Test func aRefreshInFlightWinsOverAnUpdate() async {
        let store = makeStore()
        await loadFirstPage(store)
        store.refresh()
        _ = await loader.request(1)
        #expect(store.update(id: 3) { $0.batch = 7 })
        #expect(store.items[3].batch == 7)
        loader.respond(1, with: Page(items: rows(0..<10, batch: 1), next: 10))
        await store.settled()
        #expect(store.items == rows(0..<10, batch: 1))
    }

    @Test func anUpdateSurvivesALoadMorePageThatRepeatsTheItem() async {
        let store = makeStore()
        await loadFirstPage(store)
        store.loadMore()
        _ = await loader.request(1)
        #expect(store.update(id: 9) { $0.batch = 7 })
        // An insert on the server shifted the offsets: the page repeats row 9, in its old version.
        loader.respond(1, with: Page(items: rows(9..<19, batch: 1), next: 19))
        await store.settled()
        #expect(store.items[9] == Row(id: 9, batch: 7))
        #expect(store.items.count == 19 && store.droppedDuplicates == 1)
    }

    @Test func aRemovedItemStaysOutOfPagesAnsweredBeforeTheRemovalButNotOfLaterRefreshes() async {
        let store = makeStore()
        await loadFirstPage(store)
        store.refresh()
        _ = await loader.request(1)
        #expect(store.remove(id: 3))
        // The refresh was answered before the server saw the delete: row 3 is still in its page.
        loader.respond(1, with: Page(items: rows(0..<10, batch: 1), next: 10))
        await store.settled()
        #expect(!store.items.contains { $0.id == 3 })
        store.loadMore()
        _ = await loader.request(2)
        loader.respond(2, with: Page(items: rows(3..<4) + rows(10..<19), next: 19))
        await store.settled()
        #expect(!store.items.contains { $0.id == 3 })
        // A refresh sent after the removal is the server's word: an item it still lists is shown.
        store.refresh()
        _ = await loader.request(3)
        loader.respond(3, with: Page(items: rows(0..<10, batch: 2), next: 10))
        await store.settled()
        #expect(store.items == rows(0..<10, batch: 2))
    }

    @Test func aRemovalWhileAnOffsetLoadMoreRunsSendsItAgainFromTheNewOffset() async {
        let store = makeOffsetStore()
        let statuses = Recorder<String>()
        store.refresh()
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<10), next: nil))
        await store.settled()
        store.addStatusObserver(id: "log") { statuses.record($0.summary) }
        store.loadMore()
        #expect(await loader.request(1).key == 10)
        #expect(store.remove(id: 4))
        await loader.cancellation(of: 1)
        #expect(await loader.request(2).key == 9)
        #expect(store.status.isLoadingMore && statuses.values == ["loadingMore"])
        loader.respond(1, with: Page(items: rows(10..<20), next: nil))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        loader.respond(2, with: Page(items: rows(10..<20), next: nil))
        await store.settled()
        #expect(store.items == rows(0..<4) + rows(5..<20))
        #expect(statuses.values == ["loadingMore", "idle"])
    }

    @Test func aRemovalWhileAnOffsetRefreshRunsSendsItAgain() async {
        let store = makeOffsetStore()
        store.refresh()
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<10), next: nil))
        await store.settled()
        store.refresh()
        #expect(await loader.request(1).key == 0)
        // The server handled the refresh before the host's delete of row 4 reached it: its page holds row 4 and
        // counts its next offset from before the delete. That answer is dropped; the refresh is asked again.
        #expect(store.remove(id: 4))
        await loader.cancellation(of: 1)
        #expect(await loader.request(2).key == 0 && store.status.isRefreshing)
        loader.respond(1, with: Page(items: rows(0..<10), next: nil))
        await diagnostics.wait(for: .staleResponse(.refresh))
        loader.respond(2, with: Page(items: rows(0..<4) + rows(5..<11), next: nil))
        await store.settled()
        store.loadMore()
        // The next offset counts the rows after the delete: row 11 is not skipped.
        #expect(await loader.request(3).key == 10)
        loader.respond(3, with: Page(items: rows(11..<15), next: nil))
        await store.settled()
        #expect(store.items == rows(0..<4) + rows(5..<15))
    }

    /// Offsets and page numbers after a removal: whether the server deleted the row too (a delete) or not (a row
    /// hidden on this device), every other row appears once, in order.
    @Test(
        arguments: [PageNumbering.offsets(from: 0), .offsets(from: 1), .pages(from: 0), .pages(from: 1)], [true, false])
    func aRemovalNeitherSkipsNorRepeatsRows(numbering: PageNumbering, serverDeletes: Bool) async {
        let backend = Backend(count: 45)
        let store = PagingStore<Row, Int>(pageSize: 10, numbering: numbering, identifiedBy: .id) { key, size in
            switch numbering {
            case .pages(let first): await backend.slice(offset: (key - first) * size, limit: size)
            case .offsets(let first): await backend.slice(offset: key - first, limit: size)
            }
        }
        store.refresh()
        await store.settled()
        store.loadMore()
        await store.settled()
        for id in [4, 17, 18] {
            if serverDeletes { backend.rows.removeAll { $0.id == id } }
            #expect(store.remove(id: id))
        }
        while store.hasMore {
            store.loadMore()
            await store.settled()
        }
        let expected = rows(0..<45).filter { ![4, 17, 18].contains($0.id) }
        #expect(store.items == expected)
    }
}

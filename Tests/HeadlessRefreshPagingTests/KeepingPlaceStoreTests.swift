import HeadlessRefresh
import HeadlessRefreshPaging
import Observation
import Testing

/// A refresh that keeps the reader's place, driven through the store with a loader the test answers.
@MainActor
struct KeepingPlaceStoreTests {
    let loader = ControlledLoader<Row, Int>()
    let store: PagingStore<Row, Int>

    init() {
        // keeping-place-setup:begin
        store = PagingStore(pageSize: 5, identifiedBy: .id, load: loader.load)
        store.keepsPlaceOnRefresh = true  // or `store.refresh(keepingPlace: true)` for one refresh
        // keeping-place-setup:end
    }

    func answer(_ index: Int, _ page: Page<Row, Int>) async {
        _ = await loader.request(index)
        loader.respond(index, with: page)
        await store.settled()
    }

    /// Two pages loaded, the reader looking at rows 6 to 8.
    func readDeep() async {
        store.refresh()
        await answer(0, Page(items: rows(0..<5), next: 5))
        store.loadMore()
        await answer(1, Page(items: rows(5..<10), next: 10))
        store.setVisibleRange(6..<9)
    }

    @Test func newItemsLandAboveTheRowsInViewAndAreCounted() async {
        await readDeep()
        let told = Recorder<String>()
        withObservationTracking {
            _ = store.newItemCount
        } onChange: {
            MainActor.assumeIsolated { told.record("newItemCount") }
        }
        // keeping-place-merge:begin
        store.setVisibleRange(6..<9)  // rows 0..<10 loaded; the reader reads rows 6 to 8
        store.refresh()
        #expect(await loader.request(2) == PageRequest(kind: .refresh, key: nil, pageSize: 5, id: 3))
        // Three new posts on the server: the first page reaches row 1 of the list.
        await answer(2, Page(items: rows(100..<103) + rows(0..<2), next: 2))
        #expect(store.items.map(\.id) == Array(100..<103) + Array(0..<10))
        #expect(store.visibleRange == 9..<12)  // still rows 6 to 8
        #expect(store.newItemCount == 3 && store.snapshot.newItemCount == 3 && !store.newItemsExceedCount)
        // keeping-place-merge:end
        #expect(told.values == ["newItemCount"])
        // Scrolling tells its readers too.
        withObservationTracking {
            _ = store.newItemCount
        } onChange: {
            MainActor.assumeIsolated { told.record("scrolled") }
        }  // The trailing end goes on from where it was; nothing above is left to load.
        #expect(store.snapshot.nextKey == 10 && !store.hasPrevious)
        // Scrolling up to the new items counts them seen; the top clears the pill.
        // keeping-place-seen:begin
        store.setVisibleRange(2..<5)  // the reader scrolls up to the new posts
        #expect(store.newItemCount == 2 && told.values.last == "scrolled")
        store.setVisibleRange(0..<3)  // and reaches the top
        #expect(store.newItemCount == 0)
        // keeping-place-seen:end
    }

    @Test func theNewestCopyReplacesTheOldAndRemovalsApply() async {
        await readDeep()
        store.refresh()
        // Row 1 was deleted on the server and row 3 edited.
        await answer(2, Page(items: [Row(id: 100), Row(id: 0), Row(id: 2), Row(id: 3, batch: 7), Row(id: 4)], next: 5))
        #expect(store.items.map(\.description) == ["100", "0", "2", "3@7", "4"] + (5..<10).map(String.init))
        #expect(store.visibleRange == 6..<9)
        #expect(store.items[6].id == 6)
        #expect(store.newItemCount == 1)
    }

    @Test func showingTheNewItemsTellsWhereToScrollAndClearsTheCount() async {
        await readDeep()
        store.refresh()
        await answer(2, Page(items: rows(100..<102) + rows(0..<3), next: 3))
        #expect(store.newItemCount == 2)
        #expect(store.showNewItems() == 0)
        #expect(store.newItemCount == 0 && store.snapshot.newItemCount == 0)
        #expect(store.items.count == 12)
    }

    @Test func aGapKeepsTheListAndHoldsTheNewestPageUntilTheReaderAsks() async {
        await readDeep()
        // keeping-place-gap:begin
        store.refresh()
        // More new posts than a page: the first page reaches no row of the list.
        await answer(2, Page(items: rows(200..<205), next: 205))
        #expect(store.items == rows(0..<10))
        #expect(store.visibleRange == 6..<9)
        #expect(store.newItemCount == 5 && store.newItemsExceedCount && store.snapshot.newItemsExceedCount)
        // keeping-place-gap:end
        // The reader scrolling to the top of the old list has not seen them.
        store.setVisibleRange(0..<3)
        #expect(store.newItemCount == 5)
        // Loading on below still works meanwhile.
        store.loadMore()
        await answer(3, Page(items: rows(10..<15), next: 15))
        #expect(store.items == rows(0..<15))
        // keeping-place-gap-shown:begin
        #expect(store.showNewItems() == 0)  // the pill: scroll to row 0
        #expect(store.items == rows(200..<205))
        #expect(store.newItemCount == 0 && !store.newItemsExceedCount)
        // keeping-place-gap-shown:end
        #expect(store.snapshot.nextKey == 205 && store.visibleRange == nil)
        #expect(loader.calls.count == 4)
    }

    @Test func withoutAnIdentityItRefreshesFromTheTopAndSaysWhy() async {
        let plain = PagingStore<Row, Int>(pageSize: 5, load: loader.load)
        var diagnostics: [PagingDiagnostic] = []
        plain.onDiagnostic = { diagnostics.append($0) }
        plain.refresh()
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<5), next: 5))
        await plain.settled()
        plain.setVisibleRange(3..<5)
        plain.refresh(keepingPlace: true)
        #expect(
            diagnostics == [
                .invalidSetting("refresh keeping the place needs an item identity; refreshing from the top")
            ])
        _ = await loader.request(1)
        loader.respond(1, with: Page(items: rows(100..<101) + rows(0..<4), next: 4))
        await plain.settled()
        #expect(plain.items.map(\.id) == [100, 0, 1, 2, 3])
        #expect(plain.visibleRange == nil && plain.newItemCount == 0)
    }

    @Test func aFailedRefreshKeepsTheListAndThePlaceAndTheRetryKeepsItToo() async {
        await readDeep()
        store.refresh()
        _ = await loader.request(2)
        loader.fail(2, with: LoadError(name: "offline"))
        await store.settled()
        #expect(store.status.summary == "failed(refresh: offline)")
        #expect(store.items == rows(0..<10) && store.visibleRange == 6..<9)
        store.retry()
        #expect(await loader.request(3) == PageRequest(kind: .refresh, key: nil, pageSize: 5, id: 4))
        await answer(3, Page(items: rows(100..<101) + rows(0..<4), next: 4))
        #expect(store.items.map(\.id) == [100] + Array(0..<10))
        #expect(store.visibleRange == 7..<10 && store.newItemCount == 1)
    }

    @Test func aRefreshRacingALoadMoreDropsItsPageAndTheEndGoesOnFromItsKey() async {
        await readDeep()
        store.loadMore()
        #expect(await loader.request(2) == PageRequest(kind: .loadMore, key: 10, pageSize: 5, id: 3))
        store.refresh()
        await loader.cancellation(of: 2)
        // The load-more's page comes late: dropped, never appended.
        loader.respond(2, with: Page(items: rows(10..<15), next: 15))
        await answer(3, Page(items: rows(100..<102) + rows(0..<3), next: 3))
        #expect(store.items.map(\.id) == [100, 101] + Array(0..<10))
        store.loadMore()
        #expect(await loader.request(4) == PageRequest(kind: .loadMore, key: 10, pageSize: 5, id: 5))
        await answer(4, Page(items: rows(10..<15), next: 15))
        #expect(store.items.map(\.id) == [100, 101] + Array(0..<15))
    }

    @Test func whereTheReaderIsWhenThePageLandsIsWhatCounts() async {
        await readDeep()
        store.refresh()
        _ = await loader.request(2)
        // The reader scrolls back to the top while the refresh runs: it lands as a plain refresh.
        store.setVisibleRange(0..<3)
        loader.respond(2, with: Page(items: rows(100..<102) + rows(0..<3), next: 3))
        await store.settled()
        #expect(store.items.map(\.id) == [100, 101, 0, 1, 2])
        #expect(store.visibleRange == nil && store.newItemCount == 0)
    }

    /// Each property of the feature tells a `withObservationTracking` reader when it changes, as SwiftUI needs.
    @Test func everyPropertyOfTheFeatureTellsItsReader() async {
        let properties: [(name: String, read: @MainActor (PagingStore<Row, Int>) -> String)] = [
            ("keepsPlaceOnRefresh", { "\($0.keepsPlaceOnRefresh)" }),
            ("newItemCount", { "\($0.newItemCount)" }),
            ("newItemsExceedCount", { "\($0.newItemsExceedCount)" }),
            ("snapshot.newItemCount", { "\($0.snapshot.newItemCount)" }),
            ("snapshot.newItemsExceedCount", { "\($0.snapshot.newItemsExceedCount)" }),
        ]
        var changed: Set<String> = []
        func untold(_ step: () async -> Void) async -> [String] {
            let told = Recorder<String>()
            let before = properties.map { property in
                withObservationTracking {
                    property.read(store)
                } onChange: {
                    MainActor.assumeIsolated { told.record(property.name) }
                }
            }
            await step()
            var untold: [String] = []
            for (property, old) in zip(properties, before) where property.read(store) != old {
                changed.insert(property.name)
                if !told.values.contains(property.name) { untold.append(property.name) }
            }
            return untold
        }
        #expect(await untold { store.keepsPlaceOnRefresh = false } == [])
        #expect(await untold { store.keepsPlaceOnRefresh = true } == [])
        await readDeep()
        #expect(await untold { store.refresh() } == [])
        #expect(await untold { await answer(2, Page(items: rows(200..<205), next: 205)) } == [])
        #expect(await untold { store.showNewItems() } == [])
        store.setVisibleRange(2..<4)
        #expect(await untold { store.refresh() } == [])
        #expect(await untold { await answer(3, Page(items: rows(100..<101) + rows(200..<204), next: 204)) } == [])
        #expect(store.newItemCount == 1)
        #expect(await untold { store.setVisibleRange(0..<3) } == [])
        #expect(changed == Set(properties.map(\.name)))
    }

    @Test func atTheTopARefreshReplacesTheList() async {
        await readDeep()
        store.setVisibleRange(0..<3)
        store.refresh()
        await answer(2, Page(items: rows(100..<102) + rows(0..<3), next: 3))
        #expect(store.items.map(\.id) == [100, 101, 0, 1, 2])
        #expect(store.newItemCount == 0)
    }
}

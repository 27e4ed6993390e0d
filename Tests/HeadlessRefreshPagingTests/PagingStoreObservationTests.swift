import HeadlessRefreshPaging
import Observation
import Testing

/// Every public property of the `@Observable` store tells a `withObservationTracking` reader when it changes, as
/// SwiftUI needs: a story changes each of them, and before each step every property is read under tracking.
@MainActor
struct PagingStoreObservationTests {
    let loader = ControlledLoader<Row, Int>()

    /// Each public property of `PagingStore`, read as text so values of any type compare. The snapshot is read whole
    /// and field by field, since a view may read only `snapshot.nextKey`. Its `update` and `change` are not listed: they
    /// name what produced a streamed snapshot, and are always `nil` on ``PagingStore/snapshot``, so they never change.
    static let properties: [(name: String, read: @MainActor (PagingStore<Row, Int>) -> String)] = [
        ("items", { "\($0.items)" }),
        ("status", { $0.status.summary }),
        ("status(of: .refresh)", { $0.status(of: .refresh).summary }),
        ("status(of: .loadMore)", { $0.status(of: .loadMore).summary }),
        ("status(of: .loadPrevious)", { $0.status(of: .loadPrevious).summary }),
        ("hasMore", { "\($0.hasMore)" }),
        ("end", { "\(String(describing: $0.end))" }),
        ("hasPrevious", { "\($0.hasPrevious)" }),
        ("previousEnd", { "\(String(describing: $0.previousEnd))" }),
        ("droppedDuplicates", { "\($0.droppedDuplicates)" }),
        ("isLoaded", { "\($0.isLoaded)" }),
        ("visibleRange", { "\(String(describing: $0.visibleRange))" }),
        ("pageSize", { "\($0.pageSize)" }),
        ("initialLoadSize", { "\(String(describing: $0.initialLoadSize))" }),
        ("maxSize", { "\(String(describing: $0.maxSize))" }),
        ("endsOnShortPage", { "\($0.endsOnShortPage)" }),
        ("trailingEndStaysOpen", { "\($0.trailingEndStaysOpen)" }),
        ("isRefreshEnabled", { "\($0.isRefreshEnabled)" }),
        ("isLoadMoreEnabled", { "\($0.isLoadMoreEnabled)" }),
        ("isLoadPreviousEnabled", { "\($0.isLoadPreviousEnabled)" }),
        ("snapshot.items", { "\($0.snapshot.items)" }),
        ("snapshot.status", { $0.snapshot.status.summary }),
        ("snapshot.hasMore", { "\($0.snapshot.hasMore)" }),
        ("snapshot.end", { "\(String(describing: $0.snapshot.end))" }),
        ("snapshot.nextKey", { "\(String(describing: $0.snapshot.nextKey))" }),
        ("snapshot.hasPrevious", { "\($0.snapshot.hasPrevious)" }),
        ("snapshot.previousEnd", { "\(String(describing: $0.snapshot.previousEnd))" }),
        ("snapshot.previousKey", { "\(String(describing: $0.snapshot.previousKey))" }),
        ("snapshot.droppedDuplicates", { "\($0.snapshot.droppedDuplicates)" }),
        ("phase", { "\($0.phase)" }),
        ("snapshot.isLoaded", { "\($0.snapshot.isLoaded)" }),
        ("snapshot.phase", { "\($0.snapshot.phase)" }),
    ]

    /// Reads every property under tracking, runs `step`, and returns the properties whose value changed without
    /// their reader being told. Also records which properties changed at all.
    func untoldChanges(
        _ store: PagingStore<Row, Int>,
        changed: inout Set<String>,
        _ step: () async -> Void
    ) async -> [String] {
        let told = Recorder<String>()
        var before: [String] = []
        for property in Self.properties {
            before.append(
                withObservationTracking {
                    property.read(store)
                } onChange: {
                    MainActor.assumeIsolated { told.record(property.name) }
                }
            )
        }
        await step()
        var untold: [String] = []
        for (property, old) in zip(Self.properties, before) where property.read(store) != old {
            changed.insert(property.name)
            if !told.values.contains(property.name) { untold.append(property.name) }
        }
        return untold
    }

    @Test func everyPublicPropertyTellsItsReaderWhenItChanges() async {
        let store = PagingStore(pageSize: 10, identifiedBy: .id, load: loader.load)
        var changed: Set<String> = []
        /// Answers call `index` with `page` and waits until the store has applied it.
        func answer(_ index: Int, _ page: Page<Row, Int>) async {
            _ = await loader.request(index)
            loader.respond(index, with: page)
            await store.settled()
        }
        #expect(await untoldChanges(store, changed: &changed) { store.pageSize = 5 } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.initialLoadSize = 10 } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.maxSize = 15 } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.endsOnShortPage = false } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.trailingEndStaysOpen = true } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.refresh(at: 10) } == [])
        #expect(
            await untoldChanges(store, changed: &changed) {
                await answer(0, Page(items: rows(10..<20), previous: 10, next: 20))
            } == []
        )
        #expect(await untoldChanges(store, changed: &changed) { store.setVisibleRange(0..<3) } == [])
        #expect(
            await untoldChanges(store, changed: &changed) {
                store.loadMore()
                // Rows 18 and 19 are already in the list: two duplicates dropped.
                await answer(1, Page(items: rows(18..<23), previous: 18, next: 23))
            } == []
        )
        #expect(await untoldChanges(store, changed: &changed) { store.loadPrevious() } == [])
        #expect(
            await untoldChanges(store, changed: &changed) {
                // The top of the list: the leading end ends, the rows in view move down by five, and the window
                // drops the last page.
                await answer(2, Page(items: rows(5..<10), previous: nil, next: 10))
            } == []
        )
        #expect(await untoldChanges(store, changed: &changed) { store.update(id: 6) { $0.batch = 2 } } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.remove(id: 5) } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.loadMore() } == [])
        #expect(
            await untoldChanges(store, changed: &changed) {
                await answer(3, Page(items: rows(18..<21), previous: 18, next: nil))
            } == []
        )
        #expect(await untoldChanges(store, changed: &changed) { store.isLoadMoreEnabled = false } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.isLoadPreviousEnabled = false } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.isRefreshEnabled = false } == [])
        // The story changed every property, so none passed by never changing.
        #expect(changed == Set(Self.properties.map(\.name)))
    }

    @Test func aReaderOfTheVisibleRangeIsToldWhenAPrependOrADropMovesIt() async {
        let store = PagingStore(pageSize: 10, identifiedBy: .id, load: loader.load)
        store.maxSize = 30
        store.refresh(at: 40)
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(40..<50), previous: 40, next: 50))
        await store.settled()
        store.setVisibleRange(2..<4)
        for (index, older) in [(1, 30), (2, 20)] {
            let told = Recorder<Bool>()
            let range = withObservationTracking {
                store.visibleRange
            } onChange: {
                MainActor.assumeIsolated { told.record(true) }
            }
            store.loadPrevious()
            _ = await loader.request(index)
            loader.respond(index, with: Page(items: rows(older..<older + 10), previous: older, next: older + 10))
            await store.settled()
            #expect(told.values == [true])
            #expect(store.visibleRange == range.map { ($0.lowerBound + 10)..<($0.upperBound + 10) })
        }
        // The rows in view stayed the same rows.
        #expect(store.visibleRange.map { store.items[$0].map(\.id) } == [42, 43])
        // A drop at the start after a load-more moves it back up.
        store.setVisibleRange(25..<27)
        let told = Recorder<Bool>()
        _ = withObservationTracking {
            store.visibleRange
        } onChange: {
            MainActor.assumeIsolated { told.record(true) }
        }
        store.loadMore()
        _ = await loader.request(3)
        loader.respond(3, with: Page(items: rows(50..<60), previous: 50, next: 60))
        await store.settled()
        #expect(told.values == [true])
        #expect(store.visibleRange == 15..<17)
    }

    @Test func aReaderOfTheSnapshotsNextKeyIsToldWhenAPageLands() async {
        let store = PagingStore(pageSize: 10, identifiedBy: .id, load: loader.load)
        let told = Recorder<Bool>()
        store.refresh()
        _ = await loader.request(0)
        let key = withObservationTracking {
            store.snapshot.nextKey
        } onChange: {
            MainActor.assumeIsolated { told.record(true) }
        }
        #expect(key == nil)
        loader.respond(0, with: Page(items: rows(0..<10), next: 10))
        await store.settled()
        #expect(told.values == [true])
        #expect(store.snapshot.nextKey == 10)
    }
}

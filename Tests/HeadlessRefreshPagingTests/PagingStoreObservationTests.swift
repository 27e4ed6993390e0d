import HeadlessRefreshPaging
import Observation
import Testing

/// Every public property of the `@Observable` store tells a `withObservationTracking` reader when it changes, as
/// SwiftUI needs: a story changes each of them, and before each step every property is read under tracking.
@MainActor
@Suite(.hangGuard)
struct PagingStoreObservationTests {
    let loader = ControlledLoader<Row, Int>()

    /// Each public property of `PagingStore`, read as text so values of any type compare. The snapshot is read whole
    /// and field by field, since a view may read only `snapshot.nextKey`.
    static let properties: [(name: String, read: @MainActor (PagingStore<Row, Int>) -> String)] = [
        ("items", { "\($0.items)" }),
        ("status", { $0.status.summary }),
        ("hasMore", { "\($0.hasMore)" }),
        ("end", { "\(String(describing: $0.end))" }),
        ("droppedDuplicates", { "\($0.droppedDuplicates)" }),
        ("isLoaded", { "\($0.isLoaded)" }),
        ("pageSize", { "\($0.pageSize)" }),
        ("endsOnShortPage", { "\($0.endsOnShortPage)" }),
        ("isRefreshEnabled", { "\($0.isRefreshEnabled)" }),
        ("isLoadMoreEnabled", { "\($0.isLoadMoreEnabled)" }),
        ("snapshot.items", { "\($0.snapshot.items)" }),
        ("snapshot.status", { $0.snapshot.status.summary }),
        ("snapshot.hasMore", { "\($0.snapshot.hasMore)" }),
        ("snapshot.end", { "\(String(describing: $0.snapshot.end))" }),
        ("snapshot.nextKey", { "\(String(describing: $0.snapshot.nextKey))" }),
        ("snapshot.droppedDuplicates", { "\($0.snapshot.droppedDuplicates)" }),
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
        #expect(await untoldChanges(store, changed: &changed) { store.pageSize = 5 } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.endsOnShortPage = false } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.refresh() } == [])
        #expect(
            await untoldChanges(store, changed: &changed) {
                _ = await loader.request(0)
                loader.respond(0, with: Page(items: rows(0..<5), next: 5))
                await store.settled()
            } == []
        )
        #expect(
            await untoldChanges(store, changed: &changed) {
                store.loadMore()
                _ = await loader.request(1)
                // Rows 3 and 4 are already in the list: two duplicates dropped, and no next key ends paging.
                loader.respond(1, with: Page(items: rows(3..<8), next: nil))
                await store.settled()
            } == []
        )
        #expect(await untoldChanges(store, changed: &changed) { store.update(id: 1) { $0.batch = 2 } } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.remove(id: 0) } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.isLoadMoreEnabled = false } == [])
        #expect(await untoldChanges(store, changed: &changed) { store.isRefreshEnabled = false } == [])
        // The story changed every property, so none passed by never changing.
        #expect(changed == Set(Self.properties.map(\.name)))
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

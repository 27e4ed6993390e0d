import HeadlessRefreshPaging
import Testing

/// Races at both ends of a store, with answers released in every order through the controllable loader.
@MainActor
struct PagingBothDirectionsInterleavingTests {
    let loader = ControlledLoader<Row, Int>()
    let diagnostics = Recorder<PagingDiagnostic>()
    let store: PagingStore<Row, Int>
    let server = TwoWayServer(count: 100)

    init() {
        store = PagingStore(pageSize: 10, identifiedBy: .id, load: loader.load)
        store.onDiagnostic = diagnostics.record
    }

    /// Opens the store at offset 40 (call 0), then starts a load-previous (call 1) and a load-more (call 2).
    func loadBothEnds() async {
        store.refresh(at: 40)
        loader.respond(0, with: server.page(for: await loader.request(0)))
        await store.settled()
        #expect(store.items.map(\.id) == Array(40..<50) && store.hasPrevious && store.hasMore)
        store.loadPrevious()
        store.loadMore()
        #expect(await loader.request(1).kind == .loadPrevious)
        #expect(await loader.request(2).kind == .loadMore)
        #expect(store.status(of: .loadPrevious).isLoadingPrevious && store.status(of: .loadMore).isLoadingMore)
    }

    @Test(arguments: [[1, 2], [2, 1]])
    func bothEndsLoadAtOnceAndLandInAnyOrder(order: [Int]) async {
        await loadBothEnds()
        for call in order { loader.respond(call, with: server.page(for: loader.requests[call])) }
        await store.settled()
        #expect(store.items.map(\.id) == Array(30..<60))
        #expect(store.status == .idle)
    }

    @Test func aRefreshSupersedesBothEndsAndCancelsTheirTasks() async {
        await loadBothEnds()
        store.refresh()
        let refresh = await loader.request(3)
        await loader.cancellation(of: 1)
        await loader.cancellation(of: 2)
        loader.respond(2, with: server.page(for: loader.requests[2]))
        loader.respond(1, with: server.page(for: loader.requests[1]))
        await diagnostics.wait(for: .staleResponse(.loadPrevious))
        await diagnostics.wait(for: .staleResponse(.loadMore))
        #expect(store.items.map(\.id) == Array(40..<50) && store.status.isRefreshing)
        loader.respond(3, with: server.page(for: refresh))
        await store.settled()
        #expect(store.items.map(\.id) == Array(0..<10) && !store.hasPrevious)
    }

    @Test func aFailureAtOneEndLeavesTheOtherLoading() async {
        await loadBothEnds()
        loader.fail(1, with: LoadError(name: "offline"))
        await store.until { $0.status(of: .loadPrevious).failedKind == .loadPrevious }
        #expect(store.status(of: .loadMore).isLoadingMore && store.status.isLoadingMore)
        loader.respond(2, with: server.page(for: loader.requests[2]))
        await store.until { !$0.status(of: .loadMore).isLoading }
        #expect(store.status.summary == "failed(loadPrevious: offline)")
        store.loadPrevious()
        await diagnostics.wait(for: .ignored(.loadPrevious, because: .failed))
        store.retry(.loadPrevious)
        let retried = await loader.request(3)
        #expect(retried.kind == .loadPrevious && retried.key == 40)
        loader.respond(3, with: server.page(for: retried))
        await store.settled()
        #expect(store.items.map(\.id) == Array(30..<60))
    }

    @Test func aWindowDropCancelsTheLoadAtTheEndItMoves() async {
        store.maxSize = 30
        store.refresh(at: 40)
        loader.respond(0, with: server.page(for: await loader.request(0)))
        for call in 1...2 {
            await store.settled()
            store.loadMore()
            loader.respond(call, with: server.page(for: await loader.request(call)))
        }
        await store.settled()
        store.loadPrevious()
        let previous = await loader.request(3)
        store.loadMore()
        loader.respond(4, with: server.page(for: await loader.request(4)))
        await loader.cancellation(of: 3)
        await store.settled()
        loader.respond(3, with: server.page(for: previous))
        await diagnostics.wait(for: .staleResponse(.loadPrevious))
        #expect(store.items.map(\.id) == Array(50..<80) && store.hasPrevious)
    }

    @Test func theOffsetConvenienceOpensInTheMiddleAndLoadsTheItemsBefore() async {
        let calls = Recorder<[Int]>()
        let store = PagingStore<Row, Int>(pageSize: 10, numbering: .offsets(from: 0), identifiedBy: .id) {
            offset, size in
            await calls.record([offset, size])
            return rows(offset..<min(offset + size, 100))
        }
        store.refresh(at: 15)
        await store.settled()
        #expect(store.items.map(\.id) == Array(15..<25) && store.hasPrevious)
        store.loadPrevious()
        await store.settled()
        store.loadPrevious()
        await store.settled()
        // The second page before is the five items left at the top.
        #expect(calls.values == [[15, 10], [5, 10], [0, 5]])
        #expect(store.items.map(\.id) == Array(0..<25) && !store.hasPrevious && store.previousEnd == .lastPage)
    }
}

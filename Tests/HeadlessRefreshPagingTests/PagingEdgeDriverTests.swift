import HeadlessRefresh
import HeadlessRefreshPaging
import Testing

/// The driver over a controller the host owns: the host applies the actions, hands them to the driver, and queues
/// the driver's inputs that arrive while it is busy.
@MainActor
struct PagingEdgeDriverTests {
    /// A host that owns its controller, as a scroll simulator or an adapter does.
    @MainActor
    final class Host {
        var controller = RefreshController(top: .header, bottom: .footer)
        var driver: PagingEdgeDriver<Row, Int>!
        var now = 0.0
        var actions: [RefreshCommand] = []
        private var queue: [RefreshInput] = []
        private var isSending = false

        init(store: PagingStore<Row, Int>) {
            driver = PagingEdgeDriver(
                store: store,
                state: { [unowned self] edge in controller.state(edge) },
                send: { [unowned self] input in send(input) }
            )
        }

        /// Sends an input; one that arrives while an earlier one is applied waits its turn.
        func send(_ input: RefreshInput) {
            queue.append(input)
            guard !isSending else { return }
            isSending = true
            defer { isSending = false }
            while !queue.isEmpty {
                var batch: [RefreshCommand] = []
                controller.send(queue.removeFirst(), now: now, into: &batch)
                actions += batch
                for action in batch { driver.handle(action) }
                driver.settle()
            }
        }

        func geometry(offset: Double, content: Double) -> RefreshInput {
            .geometry(
                ScrollViewGeometry(
                    contentOffset: ScrollPoint(x: 0, y: offset),
                    contentSize: ScrollSize(width: 320, height: content),
                    viewportSize: ScrollSize(width: 320, height: 600)))
        }
    }

    let loader = ControlledLoader<Row, Int>()
    let store: PagingStore<Row, Int>

    init() {
        store = PagingStore(pageSize: 20, identifiedBy: .id, load: loader.load)
    }

    @Test func aRefreshTriggerLoadsAndItsPageEndsTheEdge() async {
        let host = Host(store: store)
        host.send(.beginRefreshing(.top, reveal: false))
        #expect(await loader.request(0) == PageRequest(kind: .refresh, key: nil, pageSize: 20, id: 1))
        host.now = 1
        loader.respond(0, with: Page(items: rows(0..<20), next: 20))
        await store.settled()
        #expect(host.controller.state(.top) == .finishing(.success))
        #expect(store.items == rows(0..<20))
    }

    @Test func theLastPageMarksTheFooterOnceTheHeaderIsDone() async {
        let host = Host(store: store)
        host.send(.beginRefreshing(.top, reveal: false))
        _ = await loader.request(0)
        loader.respond(0, with: Page(items: rows(0..<5), next: nil))
        await store.settled()
        // The page came before the header's minimum refreshing time: the mark waits for the header's end.
        #expect(host.controller.state(.bottom) == .idle)
        host.now = 2
        host.send(.tick)
        #expect(host.controller.state(.bottom) == .noMoreData)
    }

    @Test func reachingTheEndLoadsMoreAndARefusedTriggerEndsAtOnce() async {
        let host = Host(store: store)
        host.send(.beginRefreshing(.top, reveal: false))
        _ = await loader.request(0)
        host.now = 1
        loader.respond(0, with: Page(items: rows(0..<20), next: 20))
        await store.settled()
        host.now = 3
        host.send(.tick)
        host.send(.dragBegan)
        host.send(host.geometry(offset: 300, content: 1000))
        host.send(host.geometry(offset: 400, content: 1000))
        #expect(host.actions.contains(.trigger(.bottom, cause: .reachingEnd)))
        #expect(await loader.request(1) == PageRequest(kind: .loadMore, key: 20, pageSize: 20, id: 2))
        loader.respond(1, with: Page(items: rows(20..<40), next: 40))
        await store.settled()
        #expect(host.controller.state(.bottom) != .refreshing)
        #expect(store.items.count == 40)
        // Refresh turned off in the store: a header trigger ends at once, as a failure, without a request (shown
        // after the header's minimum refreshing time, like any early end).
        store.isRefreshEnabled = false
        host.now = 4
        host.send(.dragEnded(velocity: .zero))
        host.send(.beginRefreshing(.top, reveal: false))
        #expect(host.controller.state(.top) == .refreshing)
        host.now = 4.3
        host.send(.tick)
        #expect(host.controller.state(.top) == .finishing(.failure))
        #expect(loader.calls.count == 2)
    }
}

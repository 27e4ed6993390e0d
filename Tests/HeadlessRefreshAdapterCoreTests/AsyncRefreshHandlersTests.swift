import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// The one-liners' async handlers, driven with real inputs through a session and a UIKit-like view: a pull runs the
/// header's handler, its outcome ends the edge, and a handler that no longer matters is cancelled.
@MainActor
struct AsyncRefreshHandlersTests {
    struct Offline: Error {}

    func makeAdapter() -> FakeAdapter {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: .header, bottom: .footer))
        return adapter
    }

    /// Waits until the load has ended or been cancelled, and lets the result's hold and collapse play out.
    func finish(_ adapter: FakeAdapter, _ edge: RefreshEdge) async {
        await settle { !adapter.handlers.isRunning(edge) }
    }

    @Test func returningFromOnRefreshEndsThePullWithSuccess() async {
        let adapter = makeAdapter()
        let gate = Gate()
        adapter.handlers.onRefresh = { await gate.pass() }
        adapter.pull(by: 90)
        await settle { gate.isHolding }
        #expect(gate.arrivals == 1)
        #expect(adapter.session?.controller.state(.top) == .refreshing)
        // Past the header's minimum refreshing time, so the end is not deferred.
        adapter.bounceToTop()
        adapter.wait(0.5)

        gate.open()
        await finish(adapter, .top)
        #expect(adapter.session?.controller.state(.top) == .finishing(.success))
        adapter.wait(1)
        adapter.wait(1)
        #expect(adapter.session?.controller.state(.top) == .idle)
        #expect(adapter.view.contentInset == .zero)
    }

    @Test func throwingFromOnRefreshEndsThePullWithFailure() async {
        let adapter = makeAdapter()
        let gate = Gate()
        adapter.handlers.onRefresh = {
            await gate.pass()
            throw Offline()
        }
        adapter.pull(by: 90)
        await settle { gate.isHolding }
        adapter.bounceToTop()
        adapter.wait(0.5)
        gate.open()
        await finish(adapter, .top)
        #expect(adapter.session?.controller.state(.top) == .finishing(.failure))
    }

    /// A load-more handler returns success or the end of the data, and fails only by throwing.
    @Test(arguments: [RefreshResult.success, .noMoreData, .failure])
    func onLoadMoreReturnsTheFootersResult(_ result: RefreshResult) async {
        let adapter = makeAdapter()
        let gate = Gate()
        adapter.handlers.onLoadMore = {
            await gate.pass()
            switch result {
            case .success: return .success
            case .noMoreData: return .noMoreData
            case .failure: throw Offline()
            }
        }
        adapter.send(.tap(.bottom))
        await settle { gate.isHolding }
        #expect(adapter.session?.controller.state(.bottom) == .refreshing)
        gate.open()
        await finish(adapter, .bottom)
        adapter.wait(1)
        let expected: RefreshState =
            switch result {
            case .success: .idle
            case .noMoreData: .noMoreData
            case .failure: .failed
            }
        #expect(adapter.session?.controller.state(.bottom) == expected)
    }

    @Test func aSecondPullWhileTheHandlerRunsDoesNotRunItAgain() async {
        let adapter = makeAdapter()
        let gate = Gate()
        adapter.handlers.onRefresh = { await gate.pass() }
        adapter.pull(by: 90)
        await settle { gate.isHolding }
        adapter.bounceToTop()
        adapter.pull(by: 120)
        adapter.bounceToTop()
        await settle(limit: 50) { gate.arrivals > 1 }
        #expect(gate.arrivals == 1)
        adapter.wait(0.5)
        gate.open()
        await finish(adapter, .top)
        #expect(adapter.session?.controller.state(.top) == .finishing(.success))
    }

    @Test func disablingTheEdgeCancelsItsHandlerAndDropsTheEnd() async {
        let adapter = makeAdapter()
        let gate = Gate()
        var sawCancellation = false
        adapter.handlers.onRefresh = {
            await gate.pass()
            sawCancellation = Task.isCancelled
        }
        adapter.pull(by: 90)
        await settle { gate.isHolding }
        adapter.send(.setEnabled(.top, false))
        #expect(!adapter.handlers.isRunning(.top))
        let commandsBefore = adapter.commands.count
        gate.open()
        await settle(limit: 50) { sawCancellation }
        #expect(sawCancellation)
        // No late `endRefreshing` reached the controller: it would have reported an end of a disabled edge.
        #expect(!adapter.commands.dropFirst(commandsBefore).contains { if case .report = $0 { true } else { false } })
    }

    @Test func cancelAllDropsEveryEnd() async {
        let adapter = makeAdapter()
        let gate = Gate()
        adapter.handlers.onRefresh = { await gate.pass() }
        adapter.handlers.onLoadMore = {
            await gate.pass()
            return .success
        }
        adapter.send(.tap(.bottom))
        await settle { gate.isHolding }
        adapter.handlers.cancelAll()
        gate.open()
        await settle(limit: 50) { adapter.session?.controller.state(.bottom) != .refreshing }
        // Detached: the load's end never came, so the edge is still refreshing.
        #expect(adapter.session?.controller.state(.bottom) == .refreshing)
        #expect(!adapter.handlers.isRunning(.bottom))
    }

    @Test func aRefreshFromCodeRunsTheSameHandler() async {
        let adapter = makeAdapter()
        let gate = Gate()
        adapter.handlers.onRefresh = { await gate.pass() }
        adapter.send(.beginRefreshing(.top, reveal: true))
        await settle { gate.isHolding }
        #expect(gate.arrivals == 1)
        adapter.wait(0.5)
        gate.open()
        await finish(adapter, .top)
        #expect(adapter.session?.controller.state(.top) == .finishing(.success))
    }

    @Test func aSuccessfulRefreshAfterTheEndOfTheDataLetsTheFooterLoadAgain() async {
        let adapter = makeAdapter()
        var pages = 0
        adapter.handlers.onLoadMore = {
            pages += 1
            return .noMoreData
        }
        adapter.handlers.onRefresh = {}
        adapter.send(.tap(.bottom))
        await finish(adapter, .bottom)
        adapter.wait(1)
        #expect(adapter.session?.controller.state(.bottom) == .noMoreData)
        // The footer stays at the end of the data: a tap loads nothing.
        adapter.send(.tap(.bottom))
        #expect(!adapter.handlers.isRunning(.bottom))

        adapter.pull(by: 90)
        adapter.bounceToTop()
        adapter.wait(0.5)
        await finish(adapter, .top)
        adapter.wait(1)
        adapter.wait(1)
        #expect(adapter.session?.controller.state(.bottom) == .idle)
        adapter.send(.tap(.bottom))
        await finish(adapter, .bottom)
        #expect(pages == 2)
    }

    @Test func releasingTheHandlersCancelsTheirLoads() async {
        let gate = Gate()
        var sawCancellation = false
        var ends: [RefreshResult] = []
        var handlers: AsyncRefreshHandlers? = AsyncRefreshHandlers { _, result in ends.append(result) }
        handlers?.onRefresh = {
            await gate.pass()
            sawCancellation = Task.isCancelled
        }
        var controller = RefreshController(top: .header)
        var commands: [RefreshCommand] = []
        controller.send(.beginRefreshing(.top, reveal: false), now: 0, into: &commands)
        for command in commands { handlers?.perform(command, controller: controller) }
        await settle { gate.isHolding }
        #expect(handlers?.isRunning(.top) == true)
        // The view or adapter that owned them goes away.
        handlers = nil
        gate.open()
        await settle(limit: 50) { sawCancellation }
        #expect(sawCancellation)
        #expect(ends.isEmpty)
    }

    @Test func anEdgeWithoutAHandlerIsLeftToTheApp() async {
        let adapter = makeAdapter()
        adapter.pull(by: 90)
        #expect(adapter.session?.controller.state(.top) == .refreshing)
        #expect(!adapter.handlers.isRunning(.top))
        #expect(adapter.commands.contains(.startLoad(.top, cause: .release)))
    }

    @Test func anActionEdgeRunsNoHandler() async {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: .side))
        var runs = 0
        adapter.handlers.onRefresh = { runs += 1 }
        adapter.pull(by: 90)
        #expect(adapter.commands.contains(.startLoad(.top, cause: .release)))
        #expect(!adapter.handlers.isRunning(.top))
        await settle(limit: 50) { runs > 0 }
        #expect(runs == 0)
    }
}

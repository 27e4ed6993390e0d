import Testing

@testable import HeadlessRefreshPaging

/// The bounded window: whole pages dropped at the far end, never the visible ones, keys kept to load them again.
struct PagingWindowTests {
    typealias Machine = PagingStateMachine<Row, Int>
    let server = TwoWayServer(count: 100)

    /// A machine with a window of 30 items and pages of 10, refreshed from the top.
    func windowed() -> Machine {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.maxSize = 30
        machine.answer(machine.refresh(), from: server)
        return machine
    }

    @Test func anAppendPastTheWindowDropsWholePagesAtTheStartAndKeepsTheirKey() {
        var machine = windowed()
        machine.answer(machine.loadMore(), from: server)
        machine.answer(machine.loadMore(), from: server)
        #expect(machine.ids == Array(0..<30) && !machine.hasPrevious)
        let update = machine.answer(machine.loadMore(), from: server).update
        #expect(update?.removedFromStart == 10 && update?.inserted == 20..<30 && update?.removedFromEnd == 0)
        #expect(machine.ids == Array(10..<40))
        #expect(machine.hasPrevious && machine.previousKey == 10)
        // Scrolling back loads the dropped page again: its ids were forgotten, so it is no duplicate.
        let back = machine.answer(machine.loadPrevious(), from: server).update
        #expect(back?.inserted == 0..<10 && back?.removedFromEnd == 10 && back?.droppedDuplicates == 0)
        #expect(machine.ids == Array(0..<30) && machine.nextKey == 30 && machine.hasMore)
    }

    @Test func aMillionItemsScrollInABoundedWindow() {
        var machine = Machine(pageSize: 50, identifiedBy: .id)
        machine.maxSize = 500
        let server = TwoWayServer(count: 20_000)
        machine.answer(machine.refresh(), from: server)
        var peak = 0
        while machine.hasMore {
            machine.answer(machine.loadMore(), from: server)
            peak = max(peak, machine.items.count)
        }
        #expect(peak <= 500 + 50 && machine.ids == Array(19_500..<20_000))
        #expect(machine.filter?.count == 500)
    }

    @Test func theVisibleItemsAreNeverDropped() {
        var machine = windowed()
        #expect(machine.setVisibleRange(5..<12) == [])
        for _ in 0..<3 { machine.answer(machine.loadMore(), from: server) }
        // The first two pages are in view: nothing can go, so the window holds more than its bound for now.
        #expect(machine.ids == Array(0..<40))
        _ = machine.setVisibleRange(25..<32)
        let update = machine.answer(machine.loadMore(), from: server).update
        #expect(update?.removedFromStart == 20 && machine.ids == Array(20..<50))
        // The range moved with the drop.
        #expect(machine.visibleRange == 5..<12)
    }

    @Test func aPrependMovesTheVisibleRange() {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.answer(machine.refresh(at: 40), from: server)
        _ = machine.setVisibleRange(2..<8)
        machine.answer(machine.loadPrevious(), from: server)
        #expect(machine.visibleRange == 12..<18)
    }

    @Test func aDropCancelsTheLoadAtTheEndItMoves() {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.maxSize = 30
        machine.answer(machine.refresh(at: 40), from: server)
        machine.answer(machine.loadMore(), from: server)
        machine.answer(machine.loadMore(), from: server)
        let previous = machine.loadPrevious().loadRequest!
        let actions = machine.answer(machine.loadMore(), from: server)
        #expect(actions.contains(.cancel(previous)) && machine.status(of: .loadPrevious) == .idle)
        #expect(
            machine.pageLoaded(server.page(for: previous), for: previous) == [
                .diagnostic(.staleResponse(.loadPrevious))
            ])
        #expect(machine.ids == Array(50..<80) && machine.previousKey == 50)
    }

    @Test func aDropReopensAnEndThatWasReached() {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.maxSize = 30
        machine.answer(machine.refresh(at: 70), from: server)
        machine.answer(machine.loadMore(), from: server)
        machine.answer(machine.loadMore(), from: server)
        #expect(!machine.hasMore && machine.end == .lastPage)
        machine.answer(machine.loadPrevious(), from: server)
        #expect(machine.ids == Array(60..<90) && machine.hasMore && machine.nextKey == 90)
    }

    @Test func withoutKeysToReloadThemPagesAreKept() {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.maxSize = 30
        // A one-way loader: no previous keys, so a dropped page could never come back.
        var next = 0
        func page() -> Page<Row, Int> {
            defer { next += 10 }
            return Page(items: rows(next..<next + 10), next: next + 10)
        }
        _ = machine.pageLoaded(page(), for: machine.refresh().loadRequest!)
        for _ in 0..<2 { _ = machine.pageLoaded(page(), for: machine.loadMore().loadRequest!) }
        let actions = machine.pageLoaded(page(), for: machine.loadMore().loadRequest!)
        #expect(
            actions.contains(.diagnostic(.invalidSetting("maxSize: no previous key to reload the first page; kept"))))
        #expect(machine.ids == Array(0..<40))
    }

    @Test func aRemovalKeepsThePagesInStep() {
        var machine = windowed()
        machine.answer(machine.loadMore(), from: server)
        _ = machine.remove(id: 3)
        machine._checkInvariants()
        machine.answer(machine.loadMore(), from: server)
        machine.answer(machine.loadMore(), from: server)
        // The first page, one item short, went as a whole.
        #expect(machine.ids.first == 10 && machine.pages.reduce(0) { $0 + $1.count } == machine.items.count)
    }
}

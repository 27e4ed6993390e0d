import HeadlessRefreshPaging
import Testing

/// The list's phase through every path a refresh takes: the old rows stay (the phase stays `content`) until the new
/// page lands, after a failure, at a key, with a window, cancelled; only a page that lands empty shows the empty view.
struct ListPhaseTests {
    typealias Machine = PagingStateMachine<Row, Int>

    let offline = LoadError(name: "offline")
    let oneWay = PagingLoadStates(refresh: .idle, leading: .reachedEnd(.lastPage), trailing: .idle)

    /// A machine showing 20 rows with more after them.
    func loaded() -> Machine {
        var machine = Machine(pageSize: 20, identifiedBy: .id)
        let request = machine.refresh().loadRequest!
        _ = machine.pageLoaded(Page(items: rows(0..<20), next: 20), for: request)
        return machine
    }

    func states(refresh: PagingLoadState = .idle, trailing: PagingLoadState = .idle) -> PagingLoadStates {
        PagingLoadStates(refresh: refresh, leading: .reachedEnd(.lastPage), trailing: trailing)
    }

    @Test func theFirstLoadGoesFromNothingToRowsThroughItsFailure() {
        var machine = Machine(pageSize: 20, identifiedBy: .id)
        #expect(machine.phase == .notLoaded)
        let first = machine.refresh().loadRequest!
        #expect(machine.phase == .firstLoad)
        _ = machine.loadFailed(offline, for: first)
        #expect(machine.phase == .firstLoadFailed(offline))
        #expect(machine.phase != .firstLoadFailed(LoadError(name: "timeout")))
        let retry = machine.retry().loadRequest!
        #expect(machine.phase == .firstLoad)
        _ = machine.pageLoaded(Page(items: rows(0..<20), next: 20), for: retry)
        #expect(machine.phase == .content(oneWay))
        #expect(machine.phase.hasContent)
    }

    @Test func aCancelledFirstLoadIsNotLoaded() {
        var machine = Machine(pageSize: 20)
        _ = machine.refresh()
        _ = machine.cancel()
        #expect(machine.phase == .notLoaded)
        #expect(machine.phase.loadStates == nil)
    }

    @Test func aRefreshKeepsTheRowsUntilItsPageLands() {
        var machine = loaded()
        let refresh = machine.refresh().loadRequest!
        // list-phase-refreshing:begin
        #expect(
            machine.phase
                == .content(PagingLoadStates(refresh: .loading, leading: .reachedEnd(.lastPage), trailing: .idle))
        )
        // list-phase-refreshing:end
        _ = machine.pageLoaded(Page(items: rows(0..<20, batch: 1), next: 20), for: refresh)
        #expect(machine.phase == .content(states()))
        #expect(machine.items == rows(0..<20, batch: 1))
    }

    @Test func aFailedRefreshKeepsTheRowsAndARefreshAfterItToo() {
        var machine = loaded()
        _ = machine.loadFailed(offline, for: machine.refresh().loadRequest!)
        #expect(machine.phase == .content(states(refresh: .failed(offline))))
        _ = machine.refresh()
        #expect(machine.phase == .content(states(refresh: .loading)))
        _ = machine.cancel()
        #expect(machine.phase == .content(states()))
    }

    @Test func aRefreshAtAKeyKeepsTheRowsUntilItsPageLands() {
        var machine = loaded()
        _ = machine.refresh(at: 40)
        let jump = machine.refresh(at: 60).loadRequest!
        #expect(machine.phase == .content(states(refresh: .loading)))
        _ = machine.pageLoaded(Page(items: rows(60..<80), previous: 60, next: 80), for: jump)
        #expect(machine.phase == .content(PagingLoadStates(refresh: .idle, leading: .idle, trailing: .idle)))
    }

    @Test func aRefreshWhoseAnswerIsEmptyShowsTheEmptyViewOnlyWhenItLands() {
        var machine = loaded()
        let refresh = machine.refresh().loadRequest!
        #expect(machine.phase.hasContent)
        _ = machine.pageLoaded(Page(items: [], next: nil), for: refresh)
        #expect(machine.phase == .empty(states(trailing: .reachedEnd(.lastPage))))
        // A pull on the empty view refreshes it, and its rows replace it.
        let again = machine.refresh().loadRequest!
        #expect(machine.phase == .empty(states(refresh: .loading, trailing: .reachedEnd(.lastPage))))
        _ = machine.pageLoaded(Page(items: rows(0..<3), next: nil), for: again)
        #expect(machine.phase == .content(states(trailing: .reachedEnd(.lastPage))))
    }

    @Test func eachEndShowsItsLoadItsFailureAndItsEnd() {
        var machine = loaded()
        let more = machine.loadMore().loadRequest!
        #expect(machine.phase == .content(states(trailing: .loading)))
        _ = machine.loadFailed(offline, for: more)
        #expect(machine.phase == .content(states(trailing: .failed(offline))))
        #expect(machine.phase.loadStates?.trailing.error as? LoadError == offline)
        _ = machine.pageLoaded(Page(items: rows(20..<25), next: 25), for: machine.retry().loadRequest!)
        #expect(machine.phase == .content(states(trailing: .reachedEnd(.shortPage))))
    }

    @Test func removingTheLastRowShowsTheEmptyView() {
        var machine = Machine(pageSize: 20, identifiedBy: .id)
        _ = machine.pageLoaded(Page(items: rows(0..<1), next: nil), for: machine.refresh().loadRequest!)
        _ = machine.remove(id: 0)
        #expect(machine.phase == .empty(states(trailing: .reachedEnd(.lastPage))))
    }

    /// Found by `ListPhasePropertyTests` (server truth): a first load larger than the window, then a load-more whose
    /// page is empty (the server shrank); the window dropped the only page with rows, and the list showed the empty
    /// view while the server had rows before it.
    @Test func aWindowNeverDropsTheLastRowsForAnEmptyPage() {
        var machine = Machine(pageSize: 3, numbering: .offsets(from: 1), identifiedBy: .id)
        machine.initialLoadSize = 10
        machine.maxSize = 1
        let jump = machine.refresh(at: 11).loadRequest!
        _ = machine.pageLoaded(Page(items: rows(11..<21), previous: 11, next: 21), for: jump)
        let more = machine.loadMore().loadRequest!
        _ = machine.pageLoaded(Page(items: [], previous: 21, next: nil), for: more)
        #expect(machine.phase.hasContent, "\(machine.phase)")
        #expect(machine.items == rows(11..<21))
        machine._checkInvariants()
    }
}

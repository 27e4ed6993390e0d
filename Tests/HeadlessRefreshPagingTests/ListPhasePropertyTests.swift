import HeadlessRefreshPaging
import HeadlessRefreshTestSupport
import Testing

/// The list's phase over the random schedules of the three paging checkers — one way with stale, repeated and forged
/// answers; both ways with jumps and a window; a server that changes under the host's removals — checked after every
/// step by ``ListPhaseChecker``: the phase agrees with the rows and statuses, and a list with rows never shows the
/// empty view or a first load while a refresh replaces it.
///
/// `HEADLESS_REFRESH_SEED` reproduces a run; `HEADLESS_REFRESH_PHASE_SCHEDULES` sets how many schedules of each kind
/// to check (2,000 by default).
struct ListPhasePropertyTests {
    static let length = 30

    /// Runs `count` schedules of each kind; returns the first failure as text, or `nil`.
    static func firstFailure(seed: UInt64, count: Int, fault: ListPhaseChecker.Fault? = nil) async -> String? {
        var source = SplitMix64(seed: seed)
        var generator = PagingScheduleGenerator(source: SplitMix64(seed: seed))
        for index in 0..<count {
            if index % 50 == 0 { await Task.yield() }
            let oneWay = generator.schedule(length: length)
            if let failure = run(oneWay, fault: fault) { return "one way, schedule \(index), \(failure)\n\(oneWay)" }
            let twoWay = TwoWayPagingSchedule.random(length: length, using: &source)
            if let failure = run(twoWay, fault: fault) { return "two ways, schedule \(index), \(failure)\n\(twoWay)" }
            let kind = ServerTruthSchedule.kinds[index % ServerTruthSchedule.kinds.count]
            let truth = ServerTruthSchedule.random(
                keys: kind.keys, changesAnywhere: kind.changesAnywhere, length: length, using: &source)
            if let failure = run(truth, fault: fault) { return "server truth, schedule \(index), \(failure)\n\(truth)" }
        }
        return nil
    }

    /// Checks the phase after each of `steps`; `perform` runs a step and returns the machine after it.
    static func run<Step>(
        _ steps: [Step],
        fault: ListPhaseChecker.Fault?,
        removes: (Step) -> Bool = { _ in false },
        perform: (Step) -> PagingStateMachine<PagingServer.Row, Int>
    ) -> String? {
        var phases = ListPhaseChecker(fault: fault)
        for (index, step) in steps.enumerated() {
            let machine = perform(step)
            if let violation = phases.check(machine, removed: removes(step)) { return "step \(index): \(violation)" }
        }
        return nil
    }

    static func run(_ schedule: PagingSchedule, fault: ListPhaseChecker.Fault?) -> String? {
        var checker = PagingScheduleChecker(schedule)
        return run(schedule.steps, fault: fault) { step in
            _ = checker.perform(step)
            return checker.machine
        }
    }

    static func run(_ schedule: TwoWayPagingSchedule, fault: ListPhaseChecker.Fault?) -> String? {
        var checker = TwoWayPagingChecker(schedule)
        return run(schedule.steps, fault: fault) { step in
            _ = checker.perform(step)
            return checker.machine
        }
    }

    static func run(_ schedule: ServerTruthSchedule, fault: ListPhaseChecker.Fault?) -> String? {
        var checker = ServerTruthChecker(schedule)
        let removes: (ServerTruthSchedule.Step) -> Bool = { step in
            switch step {
            case .remove, .hide: true
            default: false
            }
        }
        return run(schedule.steps, fault: fault, removes: removes) { step in
            _ = checker.perform(step)
            return checker.machine
        }
    }

    @Test func theListIsNeverShownEmptyWhileARefreshReplacesIt() async {
        let seed = ProcessEnvironment.seed
        let count = ProcessEnvironment.count("HEADLESS_REFRESH_PHASE_SCHEDULES", default: 2000)
        print("ListPhasePropertyTests: seed \(seed) (HEADLESS_REFRESH_SEED=\(seed) reproduces), \(count) schedules")
        if let failure = await Self.firstFailure(seed: seed, count: count) {
            Issue.record("seed \(seed): \(failure)")
        }
    }

    @Test(arguments: ListPhaseChecker.Fault.allCases)
    func theCheckerCatchesAListThatFlashes(_ fault: ListPhaseChecker.Fault) async {
        let failure = await Self.firstFailure(seed: 3, count: 200, fault: fault)
        #expect(failure != nil, "a list that \(fault) was never caught")
    }

    /// A known-bad trace: a store that clears its rows when the refresh starts, with facts that agree with its phase.
    @Test func aTraceThatEmptiesTheListBeforeThePageLandsIsFlagged() {
        var checker = ListPhaseChecker()
        let shown = PagingLoadStates(refresh: .idle, leading: .reachedEnd(.lastPage), trailing: .idle)
        #expect(
            checker.check(
                .content(shown), facts: ListPhaseChecker.Facts(isLoaded: true, rowCount: 20, previousEnd: .lastPage)
            ) == nil)
        var refreshing = shown
        refreshing.refresh = .loading
        let violation = checker.check(
            .empty(refreshing),
            facts: ListPhaseChecker.Facts(isLoaded: true, rowCount: 0, refresh: .refreshing, previousEnd: .lastPage))
        #expect(violation?.contains("went from content") == true, "\(violation ?? "nothing")")
    }

    /// A refresh whose page lands empty shows the empty view; a load at an end that empties the list is flagged.
    @Test func onlyARefreshThatLandsEmptyShowsTheEmptyView() {
        var checker = ListPhaseChecker()
        var states = PagingLoadStates(refresh: .idle, leading: .reachedEnd(.lastPage), trailing: .idle)
        var facts = ListPhaseChecker.Facts(isLoaded: true, rowCount: 3, previousEnd: .lastPage)
        #expect(checker.check(.content(states), facts: facts) == nil)
        states.refresh = .loading
        facts.refresh = .refreshing
        #expect(checker.check(.content(states), facts: facts) == nil)
        states.refresh = .idle
        states.trailing = .reachedEnd(.lastPage)
        facts = ListPhaseChecker.Facts(isLoaded: true, rowCount: 0, end: .lastPage, previousEnd: .lastPage)
        #expect(checker.check(.empty(states), facts: facts) == nil)
        // A phase that contradicts its facts is flagged.
        #expect(checker.check(.content(states), facts: facts) != nil)

        var other = ListPhaseChecker()
        states.trailing = .loading
        facts = ListPhaseChecker.Facts(isLoaded: true, rowCount: 3, loadMore: .loadingMore, previousEnd: .lastPage)
        #expect(other.check(.content(states), facts: facts) == nil)
        states.trailing = .idle
        facts.rowCount = 0
        facts.loadMore = .idle
        #expect(other.check(.empty(states), facts: facts) != nil)
    }
}

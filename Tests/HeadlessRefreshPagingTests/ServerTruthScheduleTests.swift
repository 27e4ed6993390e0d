import HeadlessRefreshPaging
import HeadlessRefreshTestSupport
import Testing

/// P10, nothing lost in the list: random schedules over every store operation — refreshes and jumps, both ends, retries,
/// cancels, visible ranges and window drops, answers and failures in any order, the host's edits and deletes by id,
/// and other clients' inserts, deletes and edits between requests — for cursors, offsets and page numbers. Once every
/// load has landed and the user has scrolled through both ends, what they saw is the server's list (see
/// ``ServerTruthChecker`` and the PagingGuarantees article). A failure is shrunk and printed with its seed.
///
/// `HEADLESS_REFRESH_SEED` reproduces a run; `HEADLESS_REFRESH_SERVER_TRUTH_SCHEDULES` sets how many schedules to
/// check (10,000 by default), spread evenly over the key kinds.
struct ServerTruthScheduleTests {
    static let length = 24

    @Test func whatTheUserScrollsThroughIsTheServersList() async {
        let seed = ProcessEnvironment.seed
        let count = ProcessEnvironment.count("HEADLESS_REFRESH_SERVER_TRUTH_SCHEDULES", default: 10_000)
        print("ServerTruthScheduleTests: seed \(seed) (HEADLESS_REFRESH_SEED=\(seed) reproduces), \(count) schedules")
        var source = SplitMix64(seed: seed)
        var checked = 0
        for index in 0..<count {
            // Seconds of work on a 2-core machine: give the cooperative pool back now and then, or the async suites
            // running beside it starve and overrun their time limits.
            if index % 50 == 0 { await Task.yield() }
            let kind = ServerTruthSchedule.kinds[index % ServerTruthSchedule.kinds.count]
            let schedule = ServerTruthSchedule.random(
                keys: kind.keys, changesAnywhere: kind.changesAnywhere, length: Self.length, using: &source)
            if let failure = ServerTruthChecker.run(schedule) {
                let shrunk = ServerTruthChecker.shrink(schedule) ?? schedule
                Issue.record(
                    """
                    seed \(seed), schedule \(index), step \(failure.step): \(failure.violation)
                    shrunk to \(shrunk.steps.count) steps: \(ServerTruthChecker.run(shrunk)?.violation ?? "")
                    \(shrunk)
                    """
                )
                return
            }
            checked += 1
        }
        #expect(checked == count)
    }

    @Test(arguments: ServerTruthChecker.Fault.allCases)
    func theCheckerCatchesAWrongStore(_ fault: ServerTruthChecker.Fault) throws {
        var source = SplitMix64(seed: 5)
        for index in 0..<3000 {
            // Offsets, where removals move keys; exact, so that every lost row counts.
            let keys: PagingServer.Keys = index % 2 == 0 ? .offsets(from: 0) : .pages(from: 1)
            let schedule = ServerTruthSchedule.random(
                keys: keys, changesAnywhere: false, length: Self.length, using: &source)
            guard ServerTruthChecker.run(schedule, fault: fault) != nil else { continue }
            let shrunk = try #require(ServerTruthChecker.shrink(schedule, fault: fault))
            #expect(shrunk.steps.count <= 8, "\(shrunk)")
            #expect(ServerTruthChecker.run(shrunk, fault: fault) != nil)
            // The same steps pass with the right store: the schedule is not at fault.
            #expect(ServerTruthChecker.run(shrunk) == nil)
            return
        }
        Issue.record("a store with \(fault) was never caught")
    }
}

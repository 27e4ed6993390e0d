import HeadlessRefreshPaging
import HeadlessRefreshTestSupport
import Testing

/// Random schedules at both ends with jumps and a window — loads, refreshes at keys, retries, cancels, visible
/// ranges, answers and failures in any order — checked step by step against the two-way reference model, with a
/// failure shrunk and printed with its seed.
///
/// `HEADLESS_REFRESH_SEED` reproduces a run; `HEADLESS_REFRESH_TWO_WAY_SCHEDULES` sets how many schedules to check
/// (10,000 by default).
struct TwoWayPagingScheduleTests {
    static let length = 30

    @Test func everyRandomScheduleMatchesTheTwoWayModel() async {
        let seed = ProcessEnvironment.seed
        let count = ProcessEnvironment.count("HEADLESS_REFRESH_TWO_WAY_SCHEDULES", default: 10_000)
        print("TwoWayPagingScheduleTests: seed \(seed) (HEADLESS_REFRESH_SEED=\(seed) reproduces), \(count) schedules")
        var source = SplitMix64(seed: seed)
        var steps = 0
        for index in 0..<count {
            // Seconds of work on a 2-core machine: give the cooperative pool back now and then, or the async suites
            // running beside it starve and overrun their time limits.
            if index % 50 == 0 { await Task.yield() }
            let schedule = TwoWayPagingSchedule.random(length: Self.length, using: &source)
            if let failure = TwoWayPagingChecker.run(schedule) {
                let shrunk = TwoWayPagingChecker.shrink(schedule) ?? schedule
                Issue.record(
                    "seed \(seed), schedule \(index), step \(failure.step): \(failure.violation)\nshrunk to:\n\(shrunk)"
                )
                return
            }
            steps += schedule.steps.count
        }
        #expect(steps == count * Self.length)
    }

    @Test(arguments: TwoWayPagingChecker.Fault.allCases)
    func theCheckerCatchesAWrongModel(believing fault: TwoWayPagingChecker.Fault) throws {
        var source = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let schedule = TwoWayPagingSchedule.random(length: Self.length, using: &source)
            guard TwoWayPagingChecker.run(schedule, fault: fault) != nil else { continue }
            let shrunk = try #require(TwoWayPagingChecker.shrink(schedule, fault: fault))
            #expect(shrunk.steps.count <= 12, "\(shrunk)")
            #expect(TwoWayPagingChecker.run(shrunk, fault: fault) != nil)
            // The same steps pass against the right model: the machine is not at fault.
            #expect(TwoWayPagingChecker.run(shrunk) == nil)
            return
        }
        Issue.record("a model believing \(fault) was never caught")
    }
}

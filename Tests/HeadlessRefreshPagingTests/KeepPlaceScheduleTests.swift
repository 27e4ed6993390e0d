import HeadlessRefreshPaging
import HeadlessRefreshTestSupport
import Testing

/// A refresh that keeps the reader's place, over random schedules: new rows arrive at the server's head, rows near it
/// are edited and deleted, the reader scrolls, refreshes fail, race a load-more or fall into a gap. Each refresh keeps
/// P10 over what the list covers, the reader's row first in view, the position correction equal to the rows that came
/// above it, and the "N new items" count (see ``KeepPlaceChecker``). A failure is shrunk and printed with its seed.
///
/// `HEADLESS_REFRESH_SEED` reproduces a run; `HEADLESS_REFRESH_KEEP_PLACE_SCHEDULES` sets how many schedules to check
/// (4,000 by default), spread over cursors and offsets.
struct KeepPlaceScheduleTests {
    static let length = 30

    @Test func aRefreshKeepsTheReadersPlaceAndLosesNothing() async {
        let seed = ProcessEnvironment.seed
        let count = ProcessEnvironment.count("HEADLESS_REFRESH_KEEP_PLACE_SCHEDULES", default: 4_000)
        print("KeepPlaceScheduleTests: seed \(seed) (HEADLESS_REFRESH_SEED=\(seed) reproduces), \(count) schedules")
        var source = SplitMix64(seed: seed)
        var merges = 0
        var gaps = 0
        var corrections = 0
        for index in 0..<count {
            if index % 50 == 0 { await Task.yield() }
            let keys = KeepPlaceSchedule.kinds[index % KeepPlaceSchedule.kinds.count]
            let schedule = KeepPlaceSchedule.random(keys: keys, length: Self.length, using: &source)
            var checker = KeepPlaceChecker(schedule)
            if let failure = checker.run() {
                let shrunk = KeepPlaceChecker.shrink(schedule) ?? schedule
                Issue.record(
                    """
                    seed \(seed), schedule \(index), step \(failure.step): \(failure.violation)
                    shrunk: \(KeepPlaceChecker.run(shrunk)?.violation ?? "")
                    \(shrunk)
                    """
                )
                return
            }
            merges += checker.tally.merges
            gaps += checker.tally.gaps
            corrections += checker.tally.corrections
        }
        print("KeepPlaceScheduleTests: \(merges) merges, \(gaps) gaps, \(corrections) corrections checked")
        // The property is not vacuous: about half the schedules merge (2,000 of 4,000 in a typical run, so the bound
        // leaves room for the seed), and gaps and exact corrections happen.
        #expect(merges > count / 3 && gaps > count / 10 && corrections > count / 5)
    }

    /// The checker notices a store whose refreshes throw the reader back to the top.
    @Test func aPlainRefreshIsCaught() {
        let schedule = KeepPlaceSchedule(
            keys: .cursors, rows: 30, pageSize: 5,
            steps: [
                .loadMore, .loadMore, .show(start: 12, length: 4), .post(count: 2),
                .refresh(racing: false, fails: false),
            ]
        )
        #expect(KeepPlaceChecker.run(schedule) == nil)
        let failure = KeepPlaceChecker.run(schedule, fault: .plainRefresh)
        #expect(failure?.step == 4)
        #expect(
            failure?.violation == "a gap moved the list or the place" || failure?.violation.contains("merge") == true)
    }

    /// Found by the random schedules: a page that ends inside a page of the list cut that page, whose key for the
    /// rows before it then skipped the rows the merge had replaced, once the window dropped the merged page.
    @Test func aMergeEndingInsideAPageKeepsTheKeysTheWindowReloadsWith() {
        let schedule = KeepPlaceSchedule(
            keys: .cursors, rows: 20, pageSize: 6, maxSize: 2,
            steps: [.loadMore, .show(start: 4, length: 4), .delete(at: 40), .refresh(racing: false, fails: false)]
        )
        var checker = KeepPlaceChecker(schedule)
        #expect(checker.run() == nil)
        #expect(checker.tally.merges == 1)
    }

    /// Random schedules catch it too, and shrink it to a few steps.
    @Test func randomSchedulesCatchAPlainRefresh() {
        var source = SplitMix64(seed: 7)
        var caught: KeepPlaceSchedule?
        for _ in 0..<200 {
            let schedule = KeepPlaceSchedule.random(keys: .cursors, length: Self.length, using: &source)
            if KeepPlaceChecker.run(schedule, fault: .plainRefresh) != nil {
                caught = schedule
                break
            }
        }
        let shrunk = caught.flatMap { KeepPlaceChecker.shrink($0, fault: .plainRefresh) }
        #expect(shrunk != nil)
        #expect((shrunk?.steps.count ?? 99) <= 6)
    }
}

import HeadlessRefreshPaging
import HeadlessRefreshTestSupport
import Testing

/// Random paging schedules — refreshes, load-mores, retries, cancels, enables and disables, with pages, failures
/// and cancellations answered in any order — checked step by step against the reference model, with a failure
/// shrunk to a short schedule and printed with its seed.
///
/// `HEADLESS_REFRESH_SEED` reproduces a run; `HEADLESS_REFRESH_SCHEDULES` sets how many schedules to check
/// (10,000 by default).
struct PagingScheduleTests {
    /// Steps per schedule.
    static let length = 60

    @Test func everyRandomScheduleMatchesTheReferenceModel() async {
        let seed = ProcessEnvironment.seed
        let count = ProcessEnvironment.count("HEADLESS_REFRESH_SCHEDULES", default: 10_000)
        print("PagingScheduleTests: seed \(seed) (HEADLESS_REFRESH_SEED=\(seed) reproduces), \(count) schedules")
        var generator = PagingScheduleGenerator(source: SplitMix64(seed: seed))
        var situations: Set<PagingSituation> = []
        var steps = 0
        for index in 0..<count {
            // Seconds of work on a 2-core machine: give the cooperative pool back now and then, or the async suites
            // running beside it starve and overrun their time limits.
            if index % 50 == 0 { await Task.yield() }
            let schedule = generator.schedule(length: Self.length)
            var checker = PagingScheduleChecker(schedule)
            for step in schedule.steps {
                if let violation = checker.perform(step) {
                    Issue.record(Comment(rawValue: Self.report(schedule, violation, seed: seed, index: index)))
                    return
                }
            }
            steps += schedule.steps.count
            situations.formUnion(checker.situations)
        }
        #expect(steps == count * Self.length)
        // The schedules must have reached every guarantee, or passing would mean little. (The rarest situation
        // comes up in about one schedule in 25, so a thousand schedules reach them all.)
        let missing = PagingSituation.allCases.filter { !situations.contains($0) }
        #expect(count < 1_000 || missing.isEmpty, "situations never reached: \(missing)")
    }

    /// A failing schedule, shrunk, with what each of its steps did.
    static func report(
        _ schedule: PagingSchedule,
        _ violation: String,
        seed: UInt64,
        index: Int,
        fault: PagingReferenceModel.Fault? = nil
    ) -> String {
        let shrunk = PagingScheduleShrinker.shrink(schedule, fault: fault)
        return """
            seed \(seed), schedule \(index): \(violation)
            shrunk to \(shrunk?.schedule.steps.count ?? -1) steps, failing at step \(shrunk?.step ?? -1): \
            \(shrunk?.violation ?? "")
            \(shrunk.map { String(describing: $0.schedule) } ?? "")
            what each step did:
            \(shrunk.map { PagingScheduleChecker.transcript(of: $0.schedule, fault: fault) }?.joined(separator: "\n") ?? "")
            """
    }

    // MARK: The checker can fail

    @Test(arguments: PagingReferenceModel.Fault.allCases)
    func theCheckerCatchesAWrongModel(believing fault: PagingReferenceModel.Fault) throws {
        var generator = PagingScheduleGenerator(source: SplitMix64(seed: 1))
        for _ in 0..<2000 {
            let schedule = generator.schedule(length: Self.length)
            guard PagingScheduleChecker.run(schedule, fault: fault) != nil else { continue }
            let shrunk = try #require(PagingScheduleShrinker.shrink(schedule, fault: fault))
            #expect(shrunk.schedule.steps.count <= 8, "\(shrunk.schedule)")
            #expect(PagingScheduleChecker.run(shrunk.schedule, fault: fault) != nil)
            // The same steps pass against the right model: the machine is not at fault.
            #expect(PagingScheduleChecker.run(shrunk.schedule) == nil)
            #expect(!PagingScheduleChecker.transcript(of: shrunk.schedule, fault: fault).isEmpty)
            return
        }
        Issue.record("a model believing \(fault) was never caught")
    }

    @Test func theCheckerRejectsActionsTheGuaranteesForbid() {
        let more = PageRequest(kind: .loadMore, key: 20, pageSize: 10, id: 3)
        let refresh = PageRequest<Int>(kind: .refresh, key: nil, pageSize: 10, id: 4)
        // A load-more at the end of data.
        #expect(
            PagingScheduleChecker.mismatch([.load(more), .statusChanged], [.ignored(.loadMore, anyOf: [.endOfData])])
                != nil
        )
        // A refresh that does not cancel the load-more it supersedes: two requests in flight.
        let supersede: [PagingReferenceModel.Expected] = [
            .cancel(more), .load(.refresh, key: nil, pageSize: 10), .statusChanged,
        ]
        #expect(PagingScheduleChecker.mismatch([.load(refresh), .statusChanged], supersede) != nil)
        // The cancel after the new load.
        #expect(PagingScheduleChecker.mismatch([.load(refresh), .cancel(more), .statusChanged], supersede) != nil)
        #expect(PagingScheduleChecker.mismatch([.cancel(more), .load(refresh), .statusChanged], supersede) == nil)
        // A retry with another key.
        let retried = PageRequest(kind: .loadMore, key: 30, pageSize: 10, id: 5)
        #expect(
            PagingScheduleChecker.mismatch(
                [.load(retried), .statusChanged],
                [.load(.loadMore, key: 20, pageSize: 10), .statusChanged]
            ) != nil
        )
        // A stale page applied.
        let update = PageUpdate(
            kind: .loadMore, inserted: 20..<30, received: 10, droppedDuplicates: 0, hasMore: true, end: nil
        )
        #expect(
            PagingScheduleChecker.mismatch(
                [.pageApplied(update), .statusChanged],
                [.diagnostic(.staleResponse(.loadMore))]
            ) != nil
        )
        // Any applicable reason will do for an ignored command, but not another one.
        let ignored: [PagingReferenceModel.Expected] = [.ignored(.loadMore, anyOf: [.failed, .notLoaded])]
        #expect(PagingScheduleChecker.mismatch([.diagnostic(.ignored(.loadMore, because: .notLoaded))], ignored) == nil)
        #expect(PagingScheduleChecker.mismatch([.diagnostic(.ignored(.loadMore, because: .endOfData))], ignored) != nil)
    }

    // MARK: Stories

    @Test func aLoadMoreSupersededByARefreshIsDroppedWheneverItsPageArrives() {
        var server = PagingServer.Configuration()
        server.rows = 12
        let schedule = PagingSchedule(
            server: server,
            pageSize: 5,
            steps: [
                .refresh, .answer(0, .page), .loadMore, .insert(2), .refresh, .answer(0, .page), .answer(0, .page),
                .loadMore, .answerAgain(1), .answer(0, .page), .loadMore, .answer(0, .page),
            ]
        )
        var checker = PagingScheduleChecker(schedule)
        for step in schedule.steps { #expect(checker.perform(step) == nil) }
        // The list is the server's list after the inserts, from the top: 14 rows, all of them.
        #expect(checker.machine.items.map(\.id) == [12, 13] + Array(0..<12))
        #expect(!checker.machine.hasMore && checker.machine.end == .lastPage)
        #expect(checker.situations.isSuperset(of: [.refreshSupersededLoadMore, .supersededPageDropped]))
        #expect(checker.situations.contains(.secondAnswerDropped))
    }
}

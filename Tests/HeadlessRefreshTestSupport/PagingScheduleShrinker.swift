import HeadlessRefreshPaging

/// Shrinks a failing paging schedule to a short one that still fails, by delta debugging over its steps, then by
/// turning the server's misbehaviours off one at a time.
public enum PagingScheduleShrinker {
    /// The shortest schedule found, within `budget` runs, that still fails; and its violation.
    public static func shrink(
        _ schedule: PagingSchedule,
        fault: PagingReferenceModel.Fault? = nil,
        budget: Int = 4000
    ) -> (schedule: PagingSchedule, step: Int, violation: String)? {
        guard var failure = PagingScheduleChecker.run(schedule, fault: fault) else { return nil }
        var current = schedule
        var runs = 0
        /// Keeps `candidate` if it still fails.
        func attempt(_ candidate: PagingSchedule) -> Bool {
            runs += 1
            guard let result = PagingScheduleChecker.run(candidate, fault: fault) else { return false }
            current = candidate
            // Steps after the failing one cannot matter.
            current.steps = Array(candidate.steps.prefix(result.step + 1))
            failure = result
            return true
        }
        current.steps = DeltaDebugging.shrink(schedule.steps, failingAt: failure.step, budget: budget, runs: &runs) {
            var candidate = schedule
            candidate.steps = $0
            return PagingScheduleChecker.run(candidate, fault: fault)?.step
        }
        if let result = PagingScheduleChecker.run(current, fault: fault) { failure = result }
        // A plainer server or machine that still fails makes the failure easier to read.
        let simplifications: [(inout PagingSchedule) -> Void] = [
            { $0.server.totalCount = .none },
            { $0.server.maximumPageSize = nil },
            { $0.server.repeatsKeyFrom = nil },
            { $0.server.repeatsRowInPage = false },
            { $0.server.endsWithNilKey = true },
            { $0.server.keys = .offsets(from: 0) },
            { $0.identified = true },
            { $0.endsOnShortPage = true },
            { $0.pageSize = max(1, $0.pageSize) },
        ]
        for simplify in simplifications where runs < budget {
            var candidate = current
            simplify(&candidate)
            if candidate != current { _ = attempt(candidate) }
        }
        return (current, failure.step, failure.violation)
    }
}

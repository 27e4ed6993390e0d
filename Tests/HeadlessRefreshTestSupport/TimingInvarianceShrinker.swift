import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// Shrinks a scenario that breaks P11 to a short one that breaks it the same way (the same kind of violation, see
/// ``BoundedExplorer/kind(_:)``, for the same variant): steps by delta debugging, then the edges, the loader's
/// answers and their content the failure does not need.
package enum TimingInvarianceShrinker {
    /// The shortest scenario found within `budget` plays of both, and its violation; `nil` when `scenario` does not
    /// break P11 for `variant` to begin with.
    package static func shrink(
        _ scenario: Scenario,
        variant: TimingVariant,
        defect: TimingDefect? = nil,
        budget: Int = 1500
    ) -> (scenario: Scenario, violation: String)? {
        guard let first = TimingInvarianceChecker.check(scenario, variants: [variant], defect: defect) else {
            return nil
        }
        let kind = BoundedExplorer.kind(first)
        func fails(_ candidate: Scenario) -> Bool {
            guard let violation = TimingInvarianceChecker.check(candidate, variants: [variant], defect: defect) else {
                return false
            }
            return BoundedExplorer.kind(violation) == kind
        }
        var runs = 0
        var current = scenario
        let steps = DeltaDebugging.shrink(
            scenario.steps, failingAt: scenario.steps.count - 1, budget: budget, runs: &runs
        ) { steps in
            fails(with(scenario, steps: steps)) ? steps.count - 1 : nil
        }
        current = with(scenario, steps: steps)
        for edge in RefreshEdge.allCases where current.edges[edge] != nil && runs < budget {
            var candidate = current
            candidate.edges[edge] = nil
            candidate.loader[edge] = nil
            runs += 1
            if fails(candidate) { current = candidate }
        }
        for edge in RefreshEdge.allCases {
            while let responses = current.loader[edge], !responses.isEmpty, runs < budget {
                var candidate = current
                candidate.loader[edge] = Array(responses.dropLast())
                if candidate.loader[edge]!.isEmpty { candidate.loader[edge] = nil }
                runs += 1
                guard fails(candidate) else { break }
                current = candidate
            }
            for index in current.loader[edge]?.indices ?? (0..<0) where runs < budget {
                var candidate = current
                candidate.loader[edge]![index].appendedLength = 0
                candidate.loader[edge]![index].prependedLength = 0
                runs += 1
                if candidate != current && fails(candidate) { current = candidate }
            }
        }
        guard let violation = TimingInvarianceChecker.check(current, variants: [variant], defect: defect) else {
            return nil
        }
        return (current, violation)
    }

    /// `scenario` with other steps.
    private static func with(_ scenario: Scenario, steps: [Scenario.Step]) -> Scenario {
        var changed = scenario
        changed.steps = steps
        return changed
    }
}

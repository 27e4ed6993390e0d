import HeadlessRefresh

/// Shrinks a failing script to a short one that still fails, by delta debugging over its steps.
public enum ScriptShrinker {
    /// The shortest script found, within `budget` runs, that still fails; and its violation.
    public static func shrink(
        _ script: ControllerScript,
        budget: Int = 4000
    ) -> (script: ControllerScript, violation: String, actions: [RefreshCommand])? {
        guard let first = ControllerChecker.run(script) else { return nil }
        var current = script
        var runs = 0
        current.steps = DeltaDebugging.shrink(script.steps, failingAt: first.step, budget: budget, runs: &runs) {
            var candidate = script
            candidate.steps = $0
            return ControllerChecker.run(candidate)?.step
        }
        // Unconfigured edges that the failure does not need are dropped too.
        for index in current.edges.indices where current.edges[index] != nil {
            var candidate = current
            candidate.edges[index] = nil
            if ControllerChecker.run(candidate) != nil { current = candidate }
        }
        guard let failure = ControllerChecker.run(current) else { return nil }
        return (current, failure.violation, failure.actions)
    }
}

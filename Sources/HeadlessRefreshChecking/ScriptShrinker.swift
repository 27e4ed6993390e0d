import HeadlessRefresh

/// Shrinks a failing script to a short one that still fails, by delta debugging over its steps.
public enum ScriptShrinker {
    /// The shortest script found, within `budget` runs, that still fails; and its violation.
    public static func shrink(
        _ script: ControllerScript,
        budget: Int = 4000
    ) -> (script: ControllerScript, violation: String, actions: [RefreshAction])? {
        guard var failure = ControllerChecker.run(script) else { return nil }
        var current = script
        // Steps after the failing one cannot matter.
        current.steps = Array(current.steps.prefix(failure.step + 1))
        var runs = 0
        var chunk = max(1, current.steps.count / 2)
        while chunk >= 1 && runs < budget {
            var removedAny = false
            var start = 0
            while start < current.steps.count && runs < budget {
                var candidate = current
                candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
                runs += 1
                if let result = ControllerChecker.run(candidate) {
                    candidate.steps = Array(candidate.steps.prefix(result.step + 1))
                    current = candidate
                    failure = result
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        // Unconfigured edges that the failure does not need are dropped too.
        for index in current.edges.indices where current.edges[index] != nil {
            var candidate = current
            candidate.edges[index] = nil
            if let result = ControllerChecker.run(candidate) {
                current = candidate
                failure = result
            }
        }
        return (current, failure.violation, failure.actions)
    }
}

import HeadlessRefresh

/// The step-removal half of the shrinkers: delta debugging over a list of steps.
enum DeltaDebugging {
    /// Removes chunks of `steps` (halves, then quarters, down to single steps) while `fails` still reports a
    /// failure, and returns the shortest list found within `budget` calls.
    ///
    /// `fails` returns the index of the failing step, or `nil` when the steps pass; the steps after a failing one
    /// cannot matter and are dropped too. `runs` counts the calls, shared with the caller's own simplifications.
    static func shrink<Step>(
        _ steps: [Step],
        failingAt step: Int,
        budget: Int,
        runs: inout Int,
        fails: ([Step]) -> Int?
    ) -> [Step] {
        var current = Array(steps.prefix(step + 1))
        var chunk = max(1, current.count / 2)
        while chunk >= 1 && runs < budget {
            var removedAny = false
            var start = 0
            while start < current.count && runs < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                runs += 1
                if let failing = fails(candidate) {
                    current = Array(candidate.prefix(failing + 1))
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }

    /// Shrinks a failing script: its steps by delta debugging, then the edges the failure does not need. Returns
    /// `nil` when `failingStep` finds no failure to begin with.
    static func shrink<Script, Step>(
        _ script: Script,
        steps: WritableKeyPath<Script, [Step]>,
        edges: WritableKeyPath<Script, [EdgeConfiguration?]>,
        budget: Int,
        failingStep: (Script) -> Int?
    ) -> Script? {
        guard let first = failingStep(script) else { return nil }
        var current = script
        var runs = 0
        current[keyPath: steps] = shrink(script[keyPath: steps], failingAt: first, budget: budget, runs: &runs) {
            var candidate = script
            candidate[keyPath: steps] = $0
            return failingStep(candidate)
        }
        for index in current[keyPath: edges].indices where current[keyPath: edges][index] != nil {
            var candidate = current
            candidate[keyPath: edges][index] = nil
            if failingStep(candidate) != nil { current = candidate }
        }
        return current
    }
}

import HeadlessRefresh

/// Shrinks a failing script to a short one that still fails: its steps by delta debugging, then the edges it does not
/// need, then configurations with values that cannot work replaced as the controller replaces them (which also lets
/// a NaN go, which a refresh-lab file cannot hold).
public enum ScriptShrinker {
    /// The shortest script found, within `budget` runs, that still fails; and its violation.
    public static func shrink(
        _ script: ControllerScript,
        budget: Int = 4000
    ) -> (script: ControllerScript, violation: String, actions: [RefreshCommand])? {
        shrink(script, defect: nil, budget: budget)
    }

    /// The same, with a defect put back.
    package static func shrink(
        _ script: ControllerScript,
        defect: PutBackDefect?,
        budget: Int = 4000
    ) -> (script: ControllerScript, violation: String, actions: [RefreshCommand])? {
        let shrunk = DeltaDebugging.shrink(script, steps: \.steps, edges: \.edges, budget: budget) {
            ControllerChecker.run($0, defect: defect)?.step
        }
        guard var current = shrunk else { return nil }
        for index in current.edges.indices {
            guard let configuration = current.edges[index], configuration.sanitized().configuration != configuration
            else { continue }
            var candidate = current
            candidate.edges[index] = configuration.sanitized().configuration
            if ControllerChecker.run(candidate, defect: defect) != nil { current = candidate }
        }
        for index in current.steps.indices {
            guard case .input(.configure(let edge, let configuration), let time) = current.steps[index],
                configuration.sanitized().configuration != configuration
            else { continue }
            var candidate = current
            candidate.steps[index] = .input(.configure(edge, configuration.sanitized().configuration), now: time)
            if ControllerChecker.run(candidate, defect: defect) != nil { current = candidate }
        }
        guard let failure = ControllerChecker.run(current, defect: defect) else { return nil }
        return (current, failure.violation, failure.actions)
    }
}

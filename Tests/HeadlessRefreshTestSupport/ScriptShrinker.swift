import HeadlessRefresh

/// Shrinks a failing script to a short one that still fails, by delta debugging over its steps.
public enum ScriptShrinker {
    /// The shortest script found, within `budget` runs, that still fails; and its violation.
    public static func shrink(
        _ script: ControllerScript,
        budget: Int = 4000
    ) -> (script: ControllerScript, violation: String, actions: [RefreshCommand])? {
        let shrunk = DeltaDebugging.shrink(script, steps: \.steps, edges: \.edges, budget: budget) {
            ControllerChecker.run($0)?.step
        }
        guard let shrunk, let failure = ControllerChecker.run(shrunk) else { return nil }
        return (shrunk, failure.violation, failure.actions)
    }
}

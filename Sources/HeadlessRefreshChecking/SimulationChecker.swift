import HeadlessRefresh
import HeadlessRefreshSimulation

/// Plays a ``SimulationScenario`` through a `ScrollSimulator` and checks, after every input the simulator sends,
/// what the user meant (P1–P4, see ``IntentChecker``, with the simulator telling finger, momentum and springs
/// apart), that the finger pins the content (P5: while the finger is down and still, the offset does not move,
/// whatever happens to the content or the insets), that the offset stays finite, and the controller's invariants.
public struct SimulationChecker {
    /// The simulator under test.
    public private(set) var simulator: ScrollSimulator
    private var intent: IntentChecker
    /// The trigger causes seen: how much the scenario explored.
    public private(set) var causes: Set<TriggerCause> = []
    private var pin = FingerPin()

    /// Creates a checker for a scenario's simulator.
    public init(_ scenario: SimulationScenario) {
        simulator = scenario.makeSimulator()
        simulator.keepsJournal = true
        // The layout at time 0 went to the controller before the journal was kept: the checker starts from it.
        intent = IntentChecker(simulator.controller)
    }

    /// Plays every step; returns the first violation and the index of the step that caused it, or `nil`.
    public static func run(_ scenario: SimulationScenario) -> (step: Int, violation: String)? {
        var checker = SimulationChecker(scenario)
        for (index, step) in scenario.steps.enumerated() {
            if let violation = checker.perform(step) { return (index, violation) }
        }
        return nil
    }

    /// Plays one step and checks every input it sent; returns the first violation, or `nil`.
    public mutating func perform(_ step: SimulationScenario.Step) -> String? {
        simulator.play(step)
        let journal = simulator.takeJournal()
        var index = 0
        while index < journal.count {
            guard
                case .input(let input, let time, let geometry, let fingerDown, let travel, let movers) = journal[index]
            else {
                index += 1
                continue
            }
            var actions: [RefreshCommand] = []
            index += 1
            while index < journal.count, case .action(let action) = journal[index] {
                actions.append(action)
                if case .trigger(_, let cause) = action { causes.insert(cause) }
                index += 1
            }
            let offset = geometry.axis == .vertical ? geometry.contentOffset.y : geometry.contentOffset.x
            if !offset.isFinite { return "the offset is \(offset) at \(time)" }
            if let violation = pin.check(offset: offset, fingerDown: fingerDown, travel: travel, movers: movers) {
                return "\(violation) at \(time), on \(input)"
            }
            if let violation = intent.check(input, movers: movers, actions: actions) {
                return "\(violation) at \(time)"
            }
        }
        if let violation = simulator.controller.invariantViolations().first { return violation }
        return nil
    }
}

/// Shrinks a failing scenario to a short one that still fails, by delta debugging over its steps.
public enum SimulationShrinker {
    /// The shortest scenario found, within `budget` runs, that still fails, and its violation.
    public static func shrink(
        _ scenario: SimulationScenario,
        budget: Int = 2000
    ) -> (scenario: SimulationScenario, violation: String)? {
        let shrunk = DeltaDebugging.shrink(scenario, steps: \.steps, edges: \.edges, budget: budget) {
            SimulationChecker.run($0)?.step
        }
        guard let shrunk, let failure = SimulationChecker.run(shrunk) else { return nil }
        return (shrunk, failure.violation)
    }
}

/// P5, the finger pins the content: between two inputs with the finger down and the content following no more of
/// its travel, the offset does not change, unless the host scrolled.
package struct FingerPin {
    /// The offset and the finger's travel at the last input with the finger down; `nil` with the finger up.
    private var pinned: (offset: Double, travel: Double)?

    package init() {}

    /// Takes the next input's offset and finger; returns a violation, or `nil`.
    package mutating func check(offset: Double, fingerDown: Bool, travel: Double, movers: ContentMovers) -> String? {
        defer { pinned = fingerDown ? (offset, travel) : nil }
        guard fingerDown, let pinned, pinned.travel == travel, !movers.contains(.hostScroll) else { return nil }
        if offset != pinned.offset {
            return "P5: the content moved from \(pinned.offset) to \(offset) under a still finger (moved by \(movers))"
        }
        return nil
    }
}

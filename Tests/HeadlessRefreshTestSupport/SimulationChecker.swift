import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// Plays a refresh-lab scenario through a `ScrollSimulator` and checks, after every input the simulator sends,
/// what the user meant (P1–P9, see ``IntentChecker``, with the simulator telling finger, momentum and springs
/// apart), that the finger pins the content (P5: while the finger is down and still, the offset does not move,
/// whatever happens to the content or the insets), that no extra inset changes under a finger the host knows of
/// (rule 2, also for a touch the controller learns of late), that the offset stays finite, and the controller's
/// own rules (see ``ControllerChecker``: its invariants, the chain of reported states, one load at a time).
public struct SimulationChecker {
    /// The simulator under test.
    public private(set) var simulator: ScrollSimulator
    var intent: IntentChecker
    /// The controller's own rules, checked on a copy of the controller fed the same inputs at the same times.
    var rules: ControllerChecker
    /// The trigger causes seen: how much the scenario explored.
    public private(set) var causes: Set<TriggerCause> = []
    /// The triggers of the last step played, in order: what the P11 check compares (``TimingInvarianceChecker``).
    package private(set) var lastTriggers: [TimingInvarianceChecker.Trigger] = []
    /// When the scroll the library last asked for ends, while it runs; minus infinity otherwise. A touch before then
    /// catches the content moving (``TimingInvarianceChecker/catchesLibraryMotion(_:in:scrollEnd:)``).
    package private(set) var libraryScrollEnd = -Double.infinity
    var pin = FingerPin()
    /// The extra inset last asked for at each edge, to tell a change under the finger.
    var insets: [Double]
    /// A defect put back for a test: the checkers of what the user meant see the answers it rewrites.
    package var defect: PutBackDefect?

    /// Creates a checker for a scenario's simulator, which records no trace.
    package init(_ scenario: Scenario) {
        self.init(simulator: scenario.makeSimulator(keeping: nil))
    }

    /// Creates a checker for a simulator as it stands (laid out at time 0 or later).
    package init(simulator: ScrollSimulator) {
        self.simulator = simulator
        self.simulator.keepsJournal = true
        // The layout at time 0 went to the controller before the journal was kept: the checker starts from it.
        intent = IntentChecker(simulator.controller)
        rules = ControllerChecker(controller: simulator.controller, checksIntent: false)
        insets = RefreshEdge.allCases.map { simulator.controller.extraInsets[$0] }
    }

    /// Plays every step, with `defect` put back if one is given; returns the first violation and the index of the
    /// step that caused it, or `nil`.
    package static func run(_ scenario: Scenario, defect: PutBackDefect? = nil) -> (step: Int, violation: String)? {
        var checker = SimulationChecker(scenario)
        checker.defect = defect
        for (index, step) in scenario.steps.enumerated() {
            if let violation = checker.perform(step) { return (index, violation) }
        }
        return nil
    }

    /// Plays one step and checks every input it sent; returns the first violation, or `nil`.
    package mutating func perform(_ step: Scenario.Step) -> String? {
        perform { $0.perform(step) }
    }

    /// Lets `play` drive the simulator, then checks every input it sent; returns the first violation, or `nil`.
    package mutating func perform(_ play: (inout ScrollSimulator) -> Void) -> String? {
        play(&simulator)
        let journal = simulator.takeJournal()
        // Emptied only when it holds something: an empty literal allocates nothing, and the explorer copies checkers.
        if !lastTriggers.isEmpty { lastTriggers = [] }
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
            while index < journal.count, case .command(let action) = journal[index] {
                actions.append(action)
                switch action {
                case .trigger(let edge, let cause):
                    causes.insert(cause)
                    lastTriggers.append(TimingInvarianceChecker.Trigger(edge, cause))
                case .scroll(_, let duration) where duration > 0:
                    libraryScrollEnd = max(libraryScrollEnd, time + duration)
                default:
                    break
                }
                index += 1
            }
            if let defect { actions = defect.rewrite(input, actions, rules.controller) }
            let offset = geometry.axis == .vertical ? geometry.contentOffset.y : geometry.contentOffset.x
            if !offset.isFinite { return "the offset is \(offset) at \(time)" }
            if let violation = pin.check(offset: offset, fingerDown: fingerDown, travel: travel, movers: movers) {
                return "\(violation) at \(time), on \(input)"
            }
            // A suspension cancels the touch it finds: what it applies comes with the cancel. While the screen is
            // hidden, a touch is known only from the resume on (issue 20, item 8).
            let hidden = input == .suspend || (rules.controller.isSuspended && input != .resume)
            if let violation = rules.send(input, now: time) { return "\(violation) at \(time), on \(input)" }
            if let violation = checkInsets(actions, fingerDown: fingerDown && !hidden) {
                return "\(violation) at \(time), on \(input)"
            }
            if let violation = intent.check(input, movers: movers, actions: actions) {
                return "\(violation) at \(time)"
            }
        }
        // A scroll that is over is no scroll: states after it compare equal whenever it ended.
        if libraryScrollEnd <= simulator.now { libraryScrollEnd = -.infinity }
        if let violation = simulator.controller.invariantViolations().first { return violation }
        return nil
    }
}

extension SimulationChecker {
    /// Liveness: whether, from here, ending every load, lifting the finger, closing second levels and letting every
    /// phase run out leaves each edge at rest (see ``ControllerChecker/settle()``); the first violation, or `nil`.
    /// Played on a copy of the controller: this checker is left as it is.
    package func settles() -> String? {
        var copy = rules
        return copy.settle()
    }

    /// Rule 2 as the host sees it: while its finger is down, no extra inset changes and the library asks for no
    /// scroll, even when the controller did not know of the finger (it touched while the controller was suspended).
    private mutating func checkInsets(_ actions: [RefreshCommand], fingerDown: Bool) -> String? {
        for action in actions {
            switch action {
            case .setExtraInset(let edge, let amount, _):
                defer { insets[edge.index] = amount }
                if fingerDown && amount != insets[edge.index] {
                    return "rule 2 \(edge.name): the extra inset changed from \(insets[edge.index]) to \(amount) "
                        + "under the finger"
                }
            case .scroll(let target, _) where fingerDown:
                return "rule 2: the library scrolled to \(target) under the finger"
            default:
                break
            }
        }
        return nil
    }
}

/// Shrinks a failing scenario to a short one that still fails, by delta debugging over its steps, then the edges it
/// does not need (with their loaders).
package enum SimulationShrinker {
    /// The shortest scenario found, within `budget` runs, that still fails (with `defect` put back, if one is given),
    /// and its violation.
    package static func shrink(
        _ scenario: Scenario,
        defect: PutBackDefect? = nil,
        budget: Int = 2000
    ) -> (scenario: Scenario, violation: String)? {
        let shrunk = DeltaDebugging.shrink(scenario, steps: \.steps, edges: \.edgeList, budget: budget) {
            SimulationChecker.run($0, defect: defect)?.step
        }
        guard let shrunk, let failure = SimulationChecker.run(shrunk, defect: defect) else { return nil }
        return (shrunk, failure.violation)
    }
}

/// P5, the finger pins the content: between two inputs with the finger down and the content following no more of
/// its travel, the offset does not change, unless the host scrolled.
package struct FingerPin: Hashable {
    /// Where the content and the finger were at one input.
    struct Place: Hashable {
        /// The content offset along the axis.
        var offset: Double
        /// How far the content has followed the finger in this drag.
        var travel: Double
    }

    /// The offset and the finger's travel at the last input with the finger down; `nil` with the finger up.
    var pinned: Place?

    /// A pin with the finger up.
    package init() {}

    /// Takes the next input's offset and finger; returns a violation, or `nil`.
    package mutating func check(offset: Double, fingerDown: Bool, travel: Double, movers: ContentMovers) -> String? {
        defer { pinned = fingerDown ? Place(offset: offset, travel: travel) : nil }
        guard fingerDown, let pinned, pinned.travel == travel, !movers.contains(.hostScroll) else { return nil }
        if offset != pinned.offset {
            return "P5: the content moved from \(pinned.offset) to \(offset) under a still finger (moved by \(movers))"
        }
        return nil
    }
}

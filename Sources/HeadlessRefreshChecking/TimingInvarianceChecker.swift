import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// P11, durations and frame rates change only the picture: a metamorphic check. A refresh-lab scenario is played as
/// given and as variants that change only time (every duration at zero, reduced motion from the start, another frame
/// rate); after the steps, each play settles the same way (``settle(_:)``), and the plays must agree on
///
/// - the triggers, as (edge, cause), in order, from the first step to the end of the settling;
/// - the state each edge rests in (idle, failed, noMoreData, refreshing for a load the scenario never ends, a second
///   level open);
/// - the offset the content rests at, within ``offsetTolerance``, unless a touch stopped the content while it moved
///   in either play (``stopsMotion(_:in:)``): where an animation or a fling is caught depends on when it is caught.
///
/// *When* things show may change, so times are never compared. The steps carry their own times (waits, drag
/// durations), and so do the answers: an explicit `end` step lands at the same time in every play, and a scripted
/// loader's answer comes its delay after the trigger, which is the same time when the triggers agree.
///
/// ```swift
/// let scenario = try Scenario(json: text)
/// if let violation = TimingInvarianceChecker.check(scenario, variants: [.durationsAtZero]) {
///     print(violation)  // "P11 bottom: rests idle as given, noMoreData with durations at zero"
/// }
/// ```
package enum TimingInvarianceChecker {
    /// How far apart two resting offsets may be: half a point. The coast stops below 1 point per second, which
    /// leaves up to `1 / 1000 × 0.998 / (1 − 0.998)` ≈ 0.499 point uncoasted, a different share at each frame rate
    /// (the docs' "Fidelity"); everything else at rest is exact (a spring snaps to its edge). A real difference (a
    /// load that did not happen, a collapse that did not run) moves the content by an extent or a page, far more.
    package static let offsetTolerance = 0.5

    /// The longest a play may take to settle after its steps, in simulated seconds: a minute, far past every
    /// duration of the scenarios and setups (a few seconds) and a chain of scripted loads.
    package static let settleLimit = 60.0

    /// One trigger: the edge and the cause.
    package struct Trigger: Hashable, Sendable, CustomStringConvertible {
        /// The edge that triggered.
        package var edge: RefreshEdge
        /// Why.
        package var cause: TriggerCause

        /// Creates a trigger.
        package init(_ edge: RefreshEdge, _ cause: TriggerCause) {
            self.edge = edge
            self.cause = cause
        }

        /// `bottom reachingEnd`.
        package var description: String { "\(edge.name) \(cause.name)" }
    }

    /// What P11 compares of one play.
    package struct Outcome: Equatable, Sendable {
        /// Every trigger, in order.
        package var triggers: [Trigger]
        /// The state kind each configured edge rests in, by edge (`nil` for an edge not configured).
        package var rests: [RefreshStateKind?]
        /// The resting offset along the axis.
        package var offset: Double
        /// Whether the play came to rest within ``settleLimit``.
        package var settled: Bool
        /// Whether a touch stopped the content while it moved (see ``stopsMotion(_:in:)``): then its resting offset
        /// says when the touch came, and is not compared.
        package var caughtMoving: Bool

        /// The outcome of a simulator that has settled, with the triggers it made.
        package init(_ simulator: ScrollSimulator, triggers: [Trigger], caughtMoving: Bool) {
            self.triggers = triggers
            rests = RefreshEdge.allCases.map { simulator.state($0)?.kind }
            offset = simulator.offset
            settled = TimingInvarianceChecker.isQuiet(simulator)
            self.caughtMoving = caughtMoving
        }
    }

    /// Plays `scenario` as given and as each of `variants`, and returns the first difference P11 forbids, or `nil`.
    package static func check(_ scenario: Scenario, variants: [TimingVariant]) -> String? {
        check(scenario, variants: variants, defect: nil)
    }

    /// The same, with a defect put back in the host's calls (``TimingDefect``).
    package static func check(_ scenario: Scenario, variants: [TimingVariant], defect: TimingDefect?) -> String? {
        firstViolation(scenario, variants: variants, defect: defect)?.violation
    }

    /// The first variant whose play differs from the play as given, and how; `nil` when none does. The play as given
    /// is played once.
    package static func firstViolation(
        _ scenario: Scenario,
        variants: [TimingVariant],
        defect: TimingDefect? = nil
    ) -> (variant: TimingVariant, violation: String)? {
        let given = outcome(of: scenario, defect: defect)
        for variant in variants {
            let other = outcome(of: variant.apply(to: scenario), defect: defect)
            if let violation = compare(given, other, variant: variant) { return (variant, violation) }
        }
        return nil
    }

    /// Plays the scenario's steps, settles, and returns what P11 compares.
    package static func outcome(of scenario: Scenario, defect: TimingDefect? = nil) -> Outcome {
        var simulator = scenario.makeSimulator(keeping: nil)
        simulator.collectsActions = true
        var triggers = layoutTriggers(simulator)
        var caughtMoving = false
        for step in scenario.steps {
            for played in defect?.rewrite(step, simulator) ?? [step] {
                if stopsMotion(played, in: simulator) { caughtMoving = true }
                simulator.perform(played)
            }
            collect(&simulator, into: &triggers)
        }
        settle(&simulator)
        collect(&simulator, into: &triggers)
        return Outcome(simulator, triggers: triggers, caughtMoving: caughtMoving)
    }

    /// Whether `step` touches down on content that moves: a library scroll or a fling, a spring, or content that follows
    /// an inset as it animates. The touch stops it where it is at that moment, which depends on durations and frame
    /// rates by nature.
    package static func stopsMotion(_ step: Scenario.Step, in simulator: ScrollSimulator) -> Bool {
        switch step {
        case .drag where !simulator.isDragging, .samples: break
        default: return false
        }
        return simulator.isMoving
            || RefreshEdge.allCases.contains { simulator.extraInsets[$0] != simulator.controller.extraInsets[$0] }
    }

    /// Lets a play come to rest the same way whatever its durations: the finger lifts without a fling if it is down,
    /// then time runs, frame by frame, until nothing moves, no inset animates and no load or tick is pending (or
    /// ``settleLimit`` has passed). Loads the scenario does not end stay unended: a scripted loader still answers, an
    /// explicit `end` that was not played is not made up.
    package static func settle(_ simulator: inout ScrollSimulator) {
        let start = simulator.now
        repeat {
            if simulator.isDragging { simulator.release(velocity: 0) }
            // One frame first: content left beyond an edge by a step starts its bounce on the next frame.
            simulator.step()
            simulator.waitUntilSettled(limit: settleLimit - (simulator.now - start))
        } while !isQuiet(simulator) && simulator.now - start < settleLimit
    }

    /// Whether nothing will happen without a new input: the finger up, the content still, every inset shown as asked,
    /// no deadline and no load in flight.
    package static func isQuiet(_ simulator: ScrollSimulator) -> Bool {
        let controller = simulator.controller
        return !simulator.isDragging && !simulator.isMoving && controller.nextDeadline == nil
            && simulator.loadsInFlight == 0
            && RefreshEdge.allCases.allSatisfy { simulator.extraInsets[$0] == controller.extraInsets[$0] }
    }

    /// The triggers of the layout at time 0, which a simulator makes as it is created, before it can be asked to
    /// collect actions: only an end that the layout puts in its prefetch zone triggers then (`reachingEnd`), at most
    /// once per edge, in the edges' order.
    package static func layoutTriggers(_ simulator: ScrollSimulator) -> [Trigger] {
        RefreshEdge.allCases.filter { simulator.triggerCount($0) > 0 }.map { Trigger($0, .reachingEnd) }
    }

    /// Takes the triggers among the actions the simulator applied since the last call.
    private static func collect(_ simulator: inout ScrollSimulator, into triggers: inout [Trigger]) {
        for action in simulator.takeActions() {
            if case .trigger(let edge, let cause) = action { triggers.append(Trigger(edge, cause)) }
        }
    }
}

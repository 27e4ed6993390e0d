import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// The explorer's P11 check (``TimingInvarianceChecker``): beside the play as given, a twin plays the same steps with
/// every duration at zero.
///
/// Replaying each explored sequence from the start would cost a play per sequence; instead the twin steps along with
/// the play as given, one input at a time, and a state of the exploration is the pair of them, with the triggers one
/// has made and the other not yet (``TriggerLag``). Equal pairs have equal futures, so each is explored once, as
/// single states are without the check. At each new pair the two are compared as
/// ``TimingInvarianceChecker/check(_:variants:)`` would compare the sequence that reached it: as they stand when both
/// are at rest, after letting both settle otherwise. Triggers that differ in order are a violation at once. Letting a pair settle costs frames, so a pair
/// that is not at rest, with at least two inputs left and the inputs that let it rest in the setup (lift and a
/// settle of two seconds), is left to its children: the sequence's verdict is the one of the sequence with those
/// inputs added, which the search reaches within its depth. Once a touch catches the library moving the content in
/// either play, the pair is no longer compared: the checker compares such a scenario up to that touch, which the
/// states before it were. Every violation is confirmed by playing the failure's scenario through the checker, whose
/// words it reports.
///
/// What it costs (measured on the standard setups to depth 8, release build): a third more distinct states (the twin
/// parts from the play as given while a result shows), half as much again per input, about 1.75 times the exploration
/// without it.
struct TimingTwin {
    /// The same steps with every duration at zero.
    var simulator: ScrollSimulator
    /// The triggers one play has made and the other not yet.
    var lag = TriggerLag()
    /// Whether a touch caught the library moving the content in either play
    /// (``TimingInvarianceChecker/catchesLibraryMotion(_:in:scrollEnd:)``): from there on the plays are not compared,
    /// as the checker compares such a scenario up to that touch, which the states before it were; or a touch or the
    /// host's own change came while the two plays' content stood apart
    /// (``TimingInvarianceChecker/firstApart(_:_:)``).
    var caught = false
    /// Whether a touch landed on content a picture held in the play as given: where it comes to rest is not compared.
    var touchedAPicture = false
}

/// The triggers of two plays of the same steps that one has made and the other not yet, their common start removed.
struct TriggerLag: Hashable {
    /// Triggers of the play as given not yet matched.
    var given: [TimingInvarianceChecker.Trigger] = []
    /// Triggers of the twin not yet matched.
    var twin: [TimingInvarianceChecker.Trigger] = []

    /// Whether the two disagree for good: each has a trigger the other has not made at the same place.
    var diverged: Bool { !given.isEmpty && !twin.isEmpty }
    /// Whether every trigger is matched.
    var isEmpty: Bool { given.isEmpty && twin.isEmpty }

    /// Adds the triggers of one more step of each play.
    mutating func add(given new: [TimingInvarianceChecker.Trigger], twin newTwin: [TimingInvarianceChecker.Trigger]) {
        guard !new.isEmpty || !newTwin.isEmpty else { return }
        given += new
        twin += newTwin
        var common = 0
        while common < min(given.count, twin.count) && given[common] == twin[common] { common += 1 }
        if common > 0 {
            given.removeFirst(common)
            twin.removeFirst(common)
        }
    }
}

/// A state of the exploration: the checker of the play as given and, when P11 is checked, the twin.
struct ExplorerNode {
    /// The play as given, checked after every input.
    var checker: SimulationChecker
    /// The same steps with every duration at zero, when P11 is checked.
    var twin: TimingTwin?

    /// Plays `steps` in both, as `defect` (if any) rewrites them from each one's state; the first violation of the
    /// play as given, or `nil`.
    mutating func perform(_ steps: [Scenario.Step], defect: TimingDefect?) -> String? {
        var caught = false
        var touchedAPicture = false
        var standings: [TimingInvarianceChecker.Outcome.Standing?] = []
        var landings: [TimingInvarianceChecker.Outcome.Standing?] = []
        let scrollEnd = checker.libraryScrollEnd
        let violation = checker.perform { simulator in
            for step in steps {
                if case .drag = step, !simulator.isDragging, TimingInvarianceChecker.showsAPicture(simulator) {
                    touchedAPicture = true
                }
                let starts = TimingInvarianceChecker.startsAGesture(step, simulator)
                standings.append(starts ? TimingInvarianceChecker.standing(simulator) : nil)
                for played in defect?.rewrite(step, simulator) ?? [step] {
                    // The scroll a step asks for ends later than it began: the end known before the step is the one.
                    if TimingInvarianceChecker.catchesLibraryMotion(played, in: simulator, scrollEnd: scrollEnd) {
                        caught = true
                    }
                    simulator.perform(played)
                }
                landings.append(
                    TimingInvarianceChecker.isHostScroll(step) ? TimingInvarianceChecker.standing(simulator) : nil)
                if simulator.isMoving && TimingInvarianceChecker.showsAPicture(simulator) { caught = true }
            }
        }
        guard twin != nil else { return violation }
        if caught { twin!.caught = true }
        if touchedAPicture { twin!.touchedAPicture = true }
        // With every duration at zero, the twin's scrolls and insets take no time: only an inset could still move.
        for (index, step) in steps.map(TimingVariant.durationsAtZero.apply(to:)).enumerated() {
            let starts = TimingInvarianceChecker.startsAGesture(step, twin!.simulator)
            let standing = starts ? TimingInvarianceChecker.standing(twin!.simulator) : nil
            if TimingInvarianceChecker.firstApart([standings[index]], [standing]) != nil { twin!.caught = true }
            for played in defect?.rewrite(step, twin!.simulator) ?? [step] {
                if TimingInvarianceChecker.catchesLibraryMotion(played, in: twin!.simulator, scrollEnd: -.infinity) {
                    twin!.caught = true
                }
                twin!.simulator.perform(played)
            }
            if TimingInvarianceChecker.isHostScroll(step),
                TimingInvarianceChecker.firstApart(
                    [landings[index]], [TimingInvarianceChecker.standing(twin!.simulator)])
                    != nil
            {
                twin!.caught = true
            }
            if twin!.simulator.isMoving && TimingInvarianceChecker.showsAPicture(twin!.simulator) {
                twin!.caught = true
            }
        }
        twin!.lag.add(given: checker.lastTriggers, twin: Self.triggers(&twin!.simulator))
        return violation
    }

    /// Whether the two plays differ as P11 forbids for the sequence that reached this state; `nil` when it is left
    /// to the children (`defers`: not at rest, and they can let it rest).
    func timingDiffers(defers: Bool) -> Bool? {
        guard let twin, !twin.caught else { return false }
        if twin.lag.diverged { return true }
        let quiet =
            TimingInvarianceChecker.isQuiet(checker.simulator) && TimingInvarianceChecker.isQuiet(twin.simulator)
        if !quiet && defers { return nil }
        var given = checker.simulator
        given.keepsJournal = false
        given.collectsCommands = true
        var other = twin.simulator
        var lag = twin.lag
        // Settled even when both look at rest: content a step left beyond an edge starts its bounce on the next frame.
        TimingInvarianceChecker.settle(&given)
        TimingInvarianceChecker.settle(&other)
        lag.add(given: Self.triggers(&given), twin: Self.triggers(&other))
        guard lag.isEmpty else { return true }
        var outcomes = (
            TimingInvarianceChecker.Outcome(given, triggers: []), TimingInvarianceChecker.Outcome(other, triggers: [])
        )
        outcomes.0.touchedAPicture = twin.touchedAPicture
        return TimingInvarianceChecker.compare(outcomes.0, outcomes.1, variant: .durationsAtZero) != nil
    }

    /// The triggers among the actions `simulator` applied since the last call.
    static func triggers(_ simulator: inout ScrollSimulator) -> [TimingInvarianceChecker.Trigger] {
        var triggers: [TimingInvarianceChecker.Trigger] = []
        for action in simulator.takeCommands() {
            if case .trigger(let edge, let cause) = action {
                triggers.append(TimingInvarianceChecker.Trigger(edge, cause))
            }
        }
        return triggers
    }
}

/// What the explorer visits once: the identity of a node, a field for each of ``ExplorerNode``'s (see
/// `ExplorerKeyTests`): the play as given with the checkers' memory (``SimulationChecker/Identity``) and, when P11 is
/// checked, the twin.
struct ExplorerKey: Hashable {
    /// The play as given, with the checkers' memory.
    var checker: SimulationChecker.Identity
    /// The twin, when P11 is checked.
    var twin: TimingTwin.Identity?
}

extension ExplorerNode {
    /// What the explorer visits once; see ``ExplorerKey``.
    var identity: ExplorerKey { ExplorerKey(checker: checker.identity, twin: twin?.identity) }
}

extension TimingTwin {
    /// What decides the twin's future and its comparison with the play as given: a field for each of the twin's.
    struct Identity: Hashable {
        /// The simulator with every duration at zero.
        var simulator: ScrollSimulator.Identity
        /// The triggers one play has made and the other not yet.
        var lag: TriggerLag
        /// Whether a touch caught the library moving the content in either play.
        var caught: Bool
        /// Whether a touch landed on content a picture held in the play as given.
        var touchedAPicture: Bool
    }

    /// What decides the twin's future; see ``Identity``.
    var identity: Identity {
        Identity(simulator: simulator.identity, lag: lag, caught: caught, touchedAPicture: touchedAPicture)
    }
}

extension ExplorationSetup {
    /// The explorer's first state: the setup's steps played as given and, when `checksTiming`, with every duration at
    /// zero; and a violation when those steps already break a property.
    func makeNode(checksTiming: Bool) -> (node: ExplorerNode, violation: String?) {
        let (checker, violation) = makeChecker()
        guard checksTiming, violation == nil else { return (ExplorerNode(checker: checker), violation) }
        // The setup's steps once more in each play, for their triggers: the checker kept only the last step's.
        func play(_ scenario: Scenario) -> (ScrollSimulator, [TimingInvarianceChecker.Trigger], caught: Bool) {
            var simulator = scenario.makeSimulator(keeping: nil)
            simulator.collectsCommands = true
            var caught = false
            var triggers = TimingInvarianceChecker.layoutTriggers(simulator)
            var scrollEnd = -Double.infinity
            for step in scenario.steps {
                for played in timingDefect?.rewrite(step, simulator) ?? [step] {
                    if TimingInvarianceChecker.catchesLibraryMotion(played, in: simulator, scrollEnd: scrollEnd) {
                        caught = true
                    }
                    simulator.perform(played)
                }
                TimingInvarianceChecker.collect(&simulator, into: &triggers, scrollEnd: &scrollEnd)
            }
            return (simulator, triggers, caught)
        }
        let given = play(scenario)
        let zero = play(TimingVariant.durationsAtZero.apply(to: scenario))
        var twin = TimingTwin(simulator: zero.0, caught: given.caught || zero.caught)
        twin.lag.add(given: given.1, twin: zero.1)
        return (ExplorerNode(checker: checker, twin: twin), nil)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation

extension SimulationChecker {
    /// What decides everything a simulation checker does next, as a value: the bounded explorer visits each once.
    ///
    /// Its fields are the checker's stored fields, each as its own type's identity has it: the simulator's
    /// (``ScrollSimulator/Identity``), what the user meant (``IntentChecker/identity``), the controller's rules
    /// (``ControllerChecker/Identity``, without their copy of the controller: it is the simulator's, fed the same
    /// inputs at the same times), the finger's pin counted from where the content and the finger are, and the end of
    /// the library's scroll counted from the simulator's clock. What only records (``recordFields``) and what is the
    /// same for a whole exploration (``constantFields``) is left out. `SimulationCheckerIdentityTests` lists the
    /// stored fields with `Mirror`, so a new one must be sorted into the identity or those.
    package struct Identity: Hashable {
        /// The simulator.
        var simulator: ScrollSimulator.Identity
        /// What the user meant, as far as the inputs went.
        var intent: IntentChecker
        /// The controller's rules, without their controller.
        var rules: ControllerChecker.Identity
        /// When the library's scroll ends, counted from the simulator's clock; minus infinity with none running.
        var libraryScrollEnd: Double
        /// The finger's pin, counted from where the content and the finger are.
        var pin: FingerPin
        /// The extra inset last asked for at each edge: from actions, compared exactly.
        var insets: [Double]
    }

    /// The stored fields that only record what happened: the trigger causes seen, and the last step's triggers, which
    /// the explorer's P11 twin takes right after the step.
    package static let recordFields: Set<String> = ["causes", "lastTriggers"]
    /// The stored fields that are the same for a whole exploration: the defect a test puts back.
    package static let constantFields: Set<String> = ["defect"]

    /// What decides everything the checker does next; see ``Identity``.
    package var identity: Identity {
        let now = simulator.now
        return Identity(
            simulator: simulator.identity, intent: intent.identity, rules: rules.identity,
            libraryScrollEnd: relativeTime(libraryScrollEnd, from: now),
            pin: pin.identity(offset: simulator.offset, travel: simulator.followedTravel), insets: insets)
    }
}

extension FingerPin {
    /// The pin counted from where the content and the finger are now, exactly: P5 compares the next input's offset
    /// and travel with the pin's exactly, so a pin a rounding away from the content is a violation waiting to happen
    /// and stays apart from one right on it.
    func identity(offset: Double, travel: Double) -> FingerPin {
        var copy = self
        if let pinned {
            copy.pinned = Place(offset: pinned.offset - offset, travel: pinned.travel - travel)
        }
        return copy
    }
}

import HeadlessRefresh

extension ControllerChecker {
    /// What the checker remembers that decides its next verdicts, besides its controller: the states last reported,
    /// the loads outstanding, the announcements, what the user meant (when this checker judges it) and whether it
    /// checks at all. Its controller is left out: whoever holds the checker compares it (a ``SimulationChecker``'s is
    /// the simulator's, fed the same inputs at the same times). `ControllerCheckerIdentityTests` lists the stored
    /// fields with `Mirror`, so a new one must be sorted into this value, the records, the caches or the constants.
    package struct Identity: Hashable {
        /// The state each edge was last reported in.
        var reported: [RefreshState]
        /// Whether each holding edge has a load that has not ended.
        var outstanding: [Bool]
        /// The last announcement at each edge since its last load or reset.
        var announced: [RefreshAnnouncement?]
        /// What the user meant, when this checker judges it (``IntentChecker/identity``).
        var intent: IntentChecker?
        /// Whether inputs are checked.
        var checksRules: Bool
    }

    /// The stored fields that only record what happened: the last input's actions, the inputs counted and sent, the
    /// transitions and causes seen.
    package static let recordFields: Set<String> = ["actions", "inputs", "sent", "transitions", "causes"]
    /// The stored fields that are the same for a whole run: the defect a test puts back.
    package static let constantFields: Set<String> = ["defect"]
    /// The stored fields compared elsewhere or overwritten before they are read: the controller (see ``Identity``),
    /// and the time of the last input (each input moves it to its own time first; the liveness check that counts on
    /// from it waits past every deadline).
    package static let cacheFields: Set<String> = ["controller", "now"]

    /// What the checker remembers that decides its next verdicts; see ``Identity``.
    package var identity: Identity {
        Identity(
            reported: reported, outstanding: outstanding, announced: announced, intent: intent?.identity,
            checksRules: checksRules)
    }
}

import HeadlessRefresh

extension SimulatedHost {
    /// What decides everything the host does next, for the bounded explorer: its stored fields but the clock and the
    /// records, with times counted from the clock and positions rounded (see ``ScrollSimulator/Identity``).
    struct Identity: Hashable, Sendable {
        /// The scroll view, as ``SimulatedScrollView/identity(at:)`` has it.
        var view: SimulatedScrollView
        /// The scripted loader, as ``ScriptedLoader/identity(at:)`` has it.
        var loader: ScriptedLoader
        /// The tick the controller asked for, counted from the clock.
        var tickAt: Double
        /// Which edges hold while refreshing.
        var holds: [Bool]
    }

    /// The host's stored fields that only record what happened and decide nothing: the trace, the journal (taken by
    /// the checker after every step), the outbox of collected actions and whether it collects, the trigger counts.
    static let recordFields: Set<String> = ["trace", "journal", "outbox", "collectsCommands", "triggerCounts"]
    /// The clock, left out of the identity: every time in it counts from the clock.
    static let clockFields: Set<String> = ["now"]

    /// What decides everything the host does next; see ``Identity``.
    var identity: Identity {
        Identity(
            view: view.identity(at: now), loader: loader.identity(at: now), tickAt: relativeTime(tickAt, from: now),
            holds: holds)
    }
}

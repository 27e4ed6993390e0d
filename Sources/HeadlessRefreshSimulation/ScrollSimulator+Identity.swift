import HeadlessRefresh

extension ScrollSimulator {
    /// What decides everything a simulator does next, as a value: the bounded explorer visits each once.
    ///
    /// Its fields are the simulator's stored fields, each as its own type's identity has it: the controller's
    /// (`RefreshController.identity(at:)`), the host's (`SimulatedHost.Identity`: the scroll view and the scripted
    /// loader, compared with their synthesized `Hashable`, so every field they store counts). Times count from the
    /// simulator's clock (``now``), so a state reached later is the same state: the controller's too (its own clock
    /// stops at its last input, while the simulator's runs on through a wait without one), the tick, the loads' due
    /// times, the finger's path, the inset animations' and scrolls' starts, and the frame count as when the next frame
    /// falls. Positions count to 40 bits of mantissa, so two paths that round differently reach the same place. Left
    /// out: what only records (the trace, the journal, the outbox, the trigger counts), what only chooses how to compute
    /// the same motion (``cacheFields``), and the edges' last success, which only `refreshIfStale` and the snapshot's
    /// "last updated" read: no input a simulator sends. `ScrollSimulatorIdentityTests` lists the stored fields of the
    /// simulator and its host with `Mirror`, so a new one must be sorted into the identity, the records or the caches.
    package struct Identity: Hashable, Sendable {
        /// The controller, caught up with a geometry it only stored.
        var controller: ControllerIdentity
        /// The scroll view, the loader and the tick.
        var host: SimulatedHost.Identity
        /// Frames per second.
        var frameRate: Double
        /// When the next frame falls, counted from the clock: the frame count is absolute, the frame rate fixed.
        var frameCount: Double
        /// Whether an edge has a maximum pull.
        var clampsPull: Bool
    }

    /// The stored fields that only choose how to compute what another field says: whether the content was last moved
    /// at a frame, so the next frame moves it with the precomputed one-frame factors rather than the closed forms over
    /// the interval, which give the same motion to a rounding (and the interval is in ``Identity/frameCount``).
    package static let cacheFields: Set<String> = ["atFrame"]

    /// What decides everything the simulator does next; see ``Identity``.
    package var identity: Identity {
        var controller = controller
        // Counted from the clock, it would tell every state after a success from the same one a moment later.
        for edge in RefreshEdge.allCases { controller.restoreLastSuccess(nil, for: edge) }
        return Identity(
            controller: controller.identity(at: host.now), host: host.identity, frameRate: frameRate,
            frameCount: relativeTime(Double(frameCount + 1) / frameRate, from: host.now), clampsPull: clampsPull)
    }
}

extension ScrollSimulator {
    /// How far the content has followed the finger in this drag, as the journal notes it with each input: 0 with the
    /// finger up.
    package var followedTravel: Double { host.view.isDragging ? host.view.appliedTravel : 0 }
}

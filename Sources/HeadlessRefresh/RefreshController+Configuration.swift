/// Changing the configuration while the controller runs.
extension RefreshController {
    /// Configures `edge` anew, or adds it if it was not configured. The edge keeps its state: a load in progress
    /// goes on with the new holds and extents, and its inset follows the new configuration when the finger is up.
    ///
    /// An ``EdgeConfiguration/isEnabled`` that differs from the edge's acts as ``setEnabled(_:_:now:_:)``. Values
    /// that cannot work are replaced and reported, as at creation.
    public mutating func configure(
        _ edge: RefreshEdge,
        _ configuration: EdgeConfiguration,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) {
        guard let now = open(now: now, emit) else { return }
        let (fixed, problems) = configuration.sanitized()
        for problem in problems { emit(.diagnostic(.invalidConfiguration(edge, problem))) }
        if !isConfigured(edge) {
            configuredEdges |= 1 << edge.index
            var machine = EdgeStateMachine(edge: edge, configuration: fixed)
            if let geometry { machine.measure = Self.measure(geometry, edge) }
            replace(edge, with: machine)
        } else {
            update(edge) { machine in
                let enabled = fixed.isEnabled
                var kept = fixed
                kept.isEnabled = machine.configuration.isEnabled
                machine.configuration = kept
                machine.setEnabled(enabled, emit)
            }
            if !fixed.isEnabled { pendingBegins[edge] = nil }
        }
        close(now: now, reevaluate: true, emit)
    }

    /// Changes which edges may refresh at the same time. Loads in progress go on; the rule applies to the next
    /// triggers.
    public mutating func setExclusivity(_ exclusivity: Exclusivity, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        self.exclusivity = exclusivity
        close(now: now, reevaluate: true, emit)
    }

    private mutating func replace(_ edge: RefreshEdge, with machine: EdgeStateMachine) {
        switch edge {
        case .top: top = machine
        case .bottom: bottom = machine
        case .left: left = machine
        case .right: right = machine
        }
    }
}

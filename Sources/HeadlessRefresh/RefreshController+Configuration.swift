/// Changing the configuration while the controller runs.
extension RefreshController {
    /// Configures `edge` anew, or adds it if it was not configured. The edge keeps its state: a load in progress
    /// goes on with the new holds and extents, and its inset follows the new configuration when the finger is up.
    /// A busy edge keeps its ``EdgeConfiguration/style`` (a load cannot turn into an action half way), reported as
    /// ``IgnoredInput/styleChange``.
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
        settleBeforeSettingsChange(now: now, emit)
        let (fixed, problems) = configuration.sanitized()
        for problem in problems { emit(.diagnostic(.invalidConfiguration(edge, problem))) }
        if !isConfigured(edge) {
            configuredEdges |= 1 << edge.index
            var machine = EdgeStateMachine(edge: edge, configuration: fixed)
            if let geometry {
                // Measured as a geometry input would, so its first approach is judged like any other edge's.
                machine.measure = Self.measure(geometry, edge)
                machine.end.previousRemaining = machine.measure.remaining
            }
            replace(edge, with: machine)
        } else {
            update(edge) { machine in
                let enabled = fixed.isEnabled
                var kept = fixed
                kept.isEnabled = machine.configuration.isEnabled
                if machine.isBusy && kept.style != machine.configuration.style {
                    kept.style = machine.configuration.style
                    machine.ignore(.styleChange, .alreadyRefreshing, emit)
                }
                // A distance moved below a pull that was short of it is no crossing (P1, P8).
                let wasBelow = machine.effectivePull < machine.configuration.triggerDistance
                machine.configuration = kept
                if wasBelow && machine.effectivePull >= kept.triggerDistance && machine.pullArming == .armed {
                    machine.pullArming = .unarmed
                }
                machine.fitStateToConfiguration(emit)
                machine.setEnabled(enabled, emit)
            }
            // New holds and minimum durations move the deadlines of the phases running: end those now due.
            let context = context(for: edge)
            update(edge) { $0.advance(context: context, now: now, emit) }
            if !fixed.isEnabled { pendingBegins[edge] = nil }
        }
        holdEndsAfterSettingsChange()
        close(now: now, reevaluate: true, emit)
    }

    /// Changes which edges may refresh at the same time. Loads in progress go on: a stricter rule that edges busy
    /// together would break takes effect once they no longer are (``exclusivity`` tells the rule in force).
    public mutating func setExclusivity(_ exclusivity: Exclusivity, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        settleBeforeSettingsChange(now: now, emit)
        pendingExclusivity = exclusivity
        applyPendingExclusivity()
        holdEndsAfterSettingsChange()
        close(now: now, reevaluate: true, emit)
    }

    /// Puts a waiting exclusivity rule in force once no busy edges conflict under it.
    mutating func applyPendingExclusivity() {
        guard let rule = pendingExclusivity else { return }
        for edge in RefreshEdge.allCases where isBusy(edge) {
            for other in RefreshEdge.allCases where other != edge && isBusy(other) {
                if rule == .allEdges || (rule == .oppositeEdges && other == edge.opposite) { return }
            }
        }
        exclusivity = rule
        pendingExclusivity = nil
    }

    /// Before a change of settings: lets every edge act on what is due by now, as a tick would, so that what the
    /// change itself would set off can be told apart (the state at a time does not depend on how late the host
    /// ticks).
    mutating func settleBeforeSettingsChange(now: Double, _ emit: (RefreshCommand) -> Void) {
        for edge in RefreshEdge.allCases where isConfigured(edge) {
            let context = context(for: edge)
            update(edge) { $0.evaluate(context: context, now: now, emit) }
        }
    }

    /// After a change of settings (a configuration, enabling, exclusivity, a resume): an end the change lets load
    /// waits for an approach the user can see (P8).
    mutating func holdEndsAfterSettingsChange() {
        for edge in RefreshEdge.allCases where isConfigured(edge) {
            let context = context(for: edge)
            update(edge) { $0.holdEndAfterSettingsChange(context) }
        }
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

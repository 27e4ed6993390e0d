/// `reachingEnd`: when an edge that loads more fires as its end comes into view.
extension EdgeStateMachine {
    /// Triggers `reachingEnd` if the end is in the prefetch zone for a reason that may load; says whether it did.
    /// A pull the finger makes past the end is let go first, as a release would.
    mutating func evaluateReachingEnd(
        context: EdgeContext,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) -> Bool {
        guard mayReachEnd(context) else { return false }
        autoTriggerCount += 1
        settleIdle(emit)
        trigger(.reachingEnd, now: now, emit)
        return true
    }

    /// Whether the end is in the prefetch zone for a reason that may load now.
    private func mayReachEnd(_ context: EdgeContext) -> Bool {
        guard let prefetch = configuration.triggers.reachingEndPrefetch, configuration.isEnabled,
            context.block == nil, !context.oppositeOverPulled, endArmed, measure.contentLength > 0,
            measure.remaining <= prefetch + tolerance
        else { return false }
        if let limit = configuration.autoTriggerLimit, autoTriggerCount >= limit { return false }
        if measure.contentIsShort && !configuration.triggersWhenContentIsShort { return false }
        // Only a touch makes a failed end wait for an approach: then a drag towards it retries (P7).
        if isFailed && !endWaitsForApproach { return false }
        // Waiting for an approach: fire on a move towards the end, not on a touch that merely stops a scroll. A spring
        // back from the opposite edge or a collapsing inset left `previousRemaining` at minus infinity.
        if endWaitsForApproach && !(measure.remaining < previousRemaining - tolerance) { return false }
        return true
    }

    /// From here the end fires only when the visible end moves towards it (the finger, momentum, a host's scroll) or
    /// a change of content, viewport or host inset judges it afresh, not because it is in the prefetch zone.
    mutating func waitForApproach() {
        endArmed = true
        endWaitsForApproach = true
    }

    /// A change of settings is no reason to load (P8): an end judged afresh that the change lets load now (it freed
    /// the edge, or moved the prefetch zone onto the end) waits for an approach instead.
    mutating func holdEndAfterSettingsChange(_ context: EdgeContext) {
        switch state {
        case .idle, .pulling, .eligible: break
        default: return
        }
        guard !endWaitsForApproach, mayReachEnd(context) else { return }
        waitForApproach()
    }
}

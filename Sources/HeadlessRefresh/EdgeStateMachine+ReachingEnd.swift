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
        end.autoTriggers += 1
        settlePull(emit)
        trigger(.reachingEnd, now: now, emit)
        return true
    }

    /// Whether the end is in the prefetch zone for a reason that may load now.
    private func mayReachEnd(_ context: EdgeContext) -> Bool {
        guard let prefetch = configuration.triggers.reachingEndPrefetch, context.block == nil,
            !context.oppositeOverPulled, end.arming != .off, measure.contentLength > 0,
            measure.remaining <= prefetch + tolerance, pullOrigin != nil
        else { return false }
        if let limit = configuration.autoTriggerLimit, end.autoTriggers >= limit { return false }
        if spentBudget { return false }
        if measure.contentIsShort && !configuration.triggersWhenContentIsShort { return false }
        switch end.arming {
        case .off:
            return false
        case .afresh:
            // Only a touch makes a failed end wait for an approach: then a drag towards it retries (P7).
            return !isFailed
        case .onApproach:
            // Fire on a move towards the end, not on a touch that merely stops a scroll. What moved the content for no
            // approach (a spring back, a collapsing inset) left `previousRemaining` at minus infinity.
            return measure.remaining < end.previousRemaining - tolerance
        }
    }

    /// From here the end fires only when the visible end moves towards it (the finger, momentum, a host's scroll) or
    /// a change of content, viewport or host inset judges it afresh, not because it is in the prefetch zone.
    mutating func waitForApproach() {
        end.arming = .onApproach
    }

    /// A change of settings is no reason to load (P8): an end judged afresh that the change lets load now (it freed
    /// the edge, or moved the prefetch zone onto the end) waits for an approach instead.
    mutating func holdEndAfterSettingsChange(_ context: EdgeContext) {
        switch state {
        case .idle, .pulling, .eligible:
            guard end.arming != .onApproach, mayReachEnd(context) else { return }
            waitForApproach()
        case .failed, .noMoreData, .secondLevelEligible, .refreshing, .secondLevelOpen, .off:
            return
        }
    }

    /// Whether the automatic loads spent ``EdgeConfiguration/automaticLoadBudget``: the end waits for a tap.
    var spentBudget: Bool {
        guard let budget = configuration.automaticLoadBudget else { return false }
        return end.automaticLoads >= budget
    }

    /// Whether the edge rests idle with its budget spent: its indicator asks for a tap (``EdgeSnapshot/waitsForTap``).
    var waitsForTap: Bool {
        guard spentBudget, configuration.triggers.loadsMore, case .idle = state else { return false }
        return true
    }
}

/// `reachingEnd`: when an edge that loads more fires as its end comes into view.
extension EdgeStateMachine {
    /// Triggers `reachingEnd` if the end is in the prefetch zone for a reason that may load; says whether it did.
    /// A pull the finger makes past the end is let go first, as a release would.
    mutating func evaluateReachingEnd(
        context: EdgeContext,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) -> Bool {
        guard let prefetch = configuration.triggers.reachingEndPrefetch, configuration.isEnabled,
            context.block == nil, !context.oppositeOverPulled, endArmed, measure.contentLength > 0,
            measure.remaining <= prefetch + tolerance
        else { return false }
        if let limit = configuration.autoTriggerLimit, autoTriggerCount >= limit { return false }
        if measure.contentIsShort && !configuration.triggersWhenContentIsShort { return false }
        if isFailed && !endArmedByDrag { return false }
        // Re-armed by a touch only: fire on a move towards the end, not on a touch that merely stops a scroll.
        // A spring back from the opposite edge or a collapsing inset left `previousRemaining` at minus infinity.
        if endArmedByDrag && !(measure.remaining < previousRemaining - tolerance) { return false }
        autoTriggerCount += 1
        settleIdle(emit)
        trigger(.reachingEnd, now: now, emit)
        return true
    }
}

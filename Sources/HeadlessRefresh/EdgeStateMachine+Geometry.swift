/// Geometry: taking a new measure, and deriving pulls and triggers from it.
extension EdgeStateMachine {
    /// Takes a new measure when it cannot change anything, and says whether it did: the edge is idle, not
    /// pulled past its inset, its end is outside the prefetch zone, and the content, viewport and host inset are
    /// unchanged. This is the per-frame fast path of a scroll in the middle of a list; ``update(_:context:now:_:)``
    /// decides the rest.
    @inline(__always)
    mutating func absorbQuietly(_ newMeasure: EdgeMeasure, isDragging: Bool, oppositeOverPulled: Bool) -> Bool {
        // A finger down on an edge not yet armed needs the full evaluation, which arms it if it can trigger.
        guard case .idle = state, newMeasure.contentLength == measure.contentLength,
            newMeasure.contentIsShort == measure.contentIsShort, newMeasure.viewportLength == measure.viewportLength,
            newMeasure.hostInset == measure.hostInset,
            newMeasure.pull <= shownInset + tolerance, pullArming == .armed || !isDragging
        else { return false }
        if let prefetch = configuration.triggers.reachingEndPrefetch {
            guard newMeasure.remaining > prefetch + tolerance else { return false }
            if newMeasure.remaining > prefetch + newMeasure.leftZoneMargin { end.autoTriggers = 0 }
        }
        // What update would do for such a measure: the pull is at rest, a host's scroll towards the end re-arms it,
        // remember where the end is.
        if pullArming == .spent { pullArming = .unarmed }
        if newMeasure.motion == .host && newMeasure.remaining < end.previousRemaining - tolerance { hostApproached() }
        measure = newMeasure
        rememberRemaining(isDragging: isDragging, oppositeOverPulled: oppositeOverPulled)
        return true
    }

    /// Takes a new measure of the content and updates the state from it.
    mutating func update(_ newMeasure: EdgeMeasure, context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void)
    {
        let sameLayout =
            newMeasure.contentLength == measure.contentLength && newMeasure.viewportLength == measure.viewportLength
            && newMeasure.hostInset == measure.hostInset
        // With the offset moved by the library or a spring (not the host keeping the reader's place), only the layout's
        // own move of this end counts.
        if !sameLayout, !(abs(newMeasure.remaining - measure.remaining) <= tolerance),
            newMeasure.motion != .springBack || !(abs(layoutShift(to: newMeasure)) <= tolerance)
        {
            // New content, a taller viewport (a rotation, split view) or a host inset that changed (the keyboard) moved
            // the end: it is judged afresh, without an approach (P9). Content added at the other end with the offset
            // kept (older messages above the reader) leaves this end where it was, and judges nothing anew.
            end.arming = .afresh
        }
        if newMeasure.viewportLength != measure.viewportLength || newMeasure.contentIsShort != measure.contentIsShort
            || newMeasure.contentLength != measure.contentLength
        {
            // An open second level's extent follows the viewport, and hiding follows the content: the inset needs
            // settling.
            generation &+= 1
        }
        if let prefetch = configuration.triggers.reachingEndPrefetch,
            newMeasure.remaining > prefetch + newMeasure.leftZoneMargin
        {
            // The end left the prefetch zone, well clear of its boundary: the next approach may load again.
            end.autoTriggers = 0
        }
        switch newMeasure.motion {
        case .springBack:
            // A spring back or an animation never approaches an end, however it overshoots its rest (P2).
            end.previousRemaining = -.infinity
        case .unknown where end.carried:
            // A host that cannot tell: the library takes a move after a spring back or its own inset change for one.
            end.previousRemaining = -.infinity
        case .host where sameLayout && newMeasure.remaining < end.previousRemaining - tolerance:
            // Only the scroll: a change of content, viewport or host inset is judged as such.
            hostApproached()
        case .host, .finger, .momentum, .unknown:
            break
        }
        measure = newMeasure
        evaluate(context: context, now: now, emit)
        rememberRemaining(isDragging: context.isDragging, oppositeOverPulled: context.oppositeOverPulled)
    }

    /// How far a new layout moves this end relative to the visible end at the same offset: the content's length, the
    /// viewport and the host's inset place a trailing end, the host's inset alone a leading one (content added at the
    /// far end, with the offset kept, leaves it where it was). Infinite before the first measure.
    @inline(__always)
    func layoutShift(to newMeasure: EdgeMeasure) -> Double {
        guard measure.contentLength >= 0 else { return .infinity }
        let inset = newMeasure.hostInset - measure.hostInset
        guard !edge.isLeading else { return inset }
        return (newMeasure.contentLength - measure.contentLength) - (newMeasure.viewportLength - measure.viewportLength)
            + inset
    }

    /// The host's scroll towards the end (a wheel, keys, an assistive technology) is a gesture of its own, as a touch
    /// is: the end loads on this approach, with its automatic loads counted anew, and a failed end retries. A wheel
    /// user reads page after page of short pages as a dragging user does.
    @inline(__always)
    mutating func hostApproached() {
        end.arming = .onApproach
        end.autoTriggers = 0
    }

    /// Keeps `remaining` for the next measure to compare with. A host that cannot tell what moves the content leaves
    /// the library to judge: with the finger up, content pulled past the opposite edge is springing back (or carried
    /// by a collapse), and the next measure must not take that for an approach. Under the finger every move is the
    /// finger's.
    @inline(__always)
    mutating func rememberRemaining(isDragging: Bool, oppositeOverPulled: Bool) {
        end.previousRemaining = measure.remaining
        end.carried = oppositeOverPulled && !isDragging
    }

    /// Derives pulling, eligible and the triggers from the current measure. Idempotent for an unchanged measure.
    mutating func evaluate(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        let pull = effectivePull
        if pull <= 0 && pullArming == .spent { pullArming = .unarmed }
        if !pullCanTrigger(context) {
            if pullArming == .armed { pullArming = .unarmed }
        } else if pullArming == .unarmed && pull < configuration.triggerDistance {
            pullArming = .armed
        }
        switch state {
        case .idle, .pulling, .eligible, .failed:
            if isFailed {
                evaluateFailed(context: context, now: now, emit)
            } else if !evaluateReachingEnd(context: context, now: now, emit) {
                // Reaching the end first: a footer that also accepts a pull loads when the finger brings its end
                // into view, even a point past it, rather than waiting for the pull's distance.
                evaluatePull(context: context, now: now, emit)
            }
        case .secondLevelEligible:
            evaluatePull(context: context, now: now, emit)
        case .secondLevelOpen:
            evaluateOpenSecondLevel(context: context)
        case .refreshing, .noMoreData, .off:
            break
        }
    }

    /// Whether a pull could trigger the edge now, armed or not: a finger is down, nothing blocks the edge, and
    /// it is in a state a pull leaves.
    private func pullCanTrigger(_ context: EdgeContext) -> Bool {
        // Before the first geometry the pull is unknown, not zero: nothing is below the distance yet.
        guard configuration.triggers.acceptsPull, context.isDragging, context.block == nil, measure.contentLength >= 0
        else { return false }
        switch state {
        case .idle, .failed, .pulling, .eligible, .secondLevelEligible: return true
        case .noMoreData, .refreshing, .secondLevelOpen, .off: return false
        }
    }
}

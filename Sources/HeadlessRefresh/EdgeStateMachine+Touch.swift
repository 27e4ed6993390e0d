/// Touches and triggering: what a new touch re-arms, what a release does, and how an edge triggers.
extension EdgeStateMachine {
    // MARK: Touch

    /// A new touch: re-arms the end and resets the auto-trigger count; the pull arms at the next evaluation if
    /// the edge can trigger and the pull is below the trigger distance. After a touch the end fires only on an
    /// approach, even if new content had armed it: a touch-down on a short list is the start of a gesture (often
    /// a pull to refresh), not a request for the next page.
    mutating func dragBegan() {
        pullArming = .unarmed
        // From here on the finger moves the content: an approach counts from where it touched down, and a pull back
        // that closes a second level from where it caught the content.
        // The items last in view and the automatic loads the budget counts are facts of the list, not of the touch.
        end.arming = .onApproach
        end.autoTriggers = 0
        end.previousRemaining = measure.remaining
        end.carried = false
        if case .secondLevelOpen(let opensUntil, _, _) = state {
            state = .secondLevelOpen(opensUntil: opensUntil, closeFrom: measure.pull, closeArmed: false)
        }
    }

    /// The finger lifted (or the touch was cancelled, with `allowTrigger` false), moving at `velocity` points per
    /// second towards revealing this edge.
    mutating func dragEnded(
        context: EdgeContext,
        allowTrigger: Bool,
        velocity: Double,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) {
        pullArming = .unarmed
        // Content let go past the opposite edge springs back: that is no approach to this end.
        if context.oppositeOverPulled { end.carried = true }
        let allowed = allowTrigger && context.block == nil
        switch state {
        case .eligible:
            if allowed, let threshold = configuration.secondLevel?.velocityThreshold, velocity >= threshold {
                // A fling past the refresh distance opens the second level (easy_refresh's secondary velocity).
                openSecondLevel(context: context, now: now, emit)
            } else if allowed {
                trigger(.release, now: now, emit)
            } else {
                settlePull(emit)
            }
        case .secondLevelEligible:
            if allowed { openSecondLevel(context: context, now: now, emit) } else { settlePull(emit) }
        case .secondLevelOpen(let opensUntil, let closeFrom, let closeArmed):
            if closeArmed && allowTrigger {
                closeSecondLevel(context: context, now: now, emit)
            } else {
                state = .secondLevelOpen(opensUntil: opensUntil, closeFrom: closeFrom, closeArmed: false)
            }
        case .pulling:
            settlePull(emit)
        case .idle, .failed, .noMoreData, .refreshing, .off:
            break
        }
    }

    // MARK: Triggering

    /// Starts a load (or performs an action edge's action). Whatever the picture still showed of the last one gives
    /// way to it.
    mutating func trigger(_ cause: TriggerCause, now: Double, _ emit: (RefreshCommand) -> Void) {
        pullArming = .spent
        end.arming = .off
        switch cause {
        case .reachingEnd, .itemsInView: end.automaticLoads += 1
        // A load the user or the host asked for starts a new count of the automatic ones.
        case .release, .threshold, .tap, .programmatic, .accessibleAction: end.automaticLoads = 0
        }
        // Every trigger is reported as a change to refreshing just before it, so hosts and checkers see one
        // shape; an action edge passes through refreshing and is back to idle within the same input. An answer that
        // still shows as loading is shown over first: the new load is another one.
        if publicState == .refreshing, let origin = pullOrigin { transition(to: origin.state, emit) }
        transition(to: .refreshing(since: now), emit)
        emit(.trigger(edge, cause: cause))
        if cause == .release || cause == .threshold { emit(.feedback(edge, event: .triggered)) }
        // An action edge performs at once: nothing loads, so there is nothing to announce.
        if configuration.style == .action {
            transition(to: .idle(.none), emit)
        } else {
            emit(.announce(edge, announcement: .loading))
        }
    }
}

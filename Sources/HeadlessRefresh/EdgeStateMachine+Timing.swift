/// Timed phases (minimum duration, result hold, collapse) and the extra inset the edge asks the host for.
extension EdgeStateMachine {
    /// When the current timed phase ends, or `nil` when none runs.
    var deadline: Double? {
        switch state {
        case .refreshing(let since, .some): since + configuration.minimumRefreshingDuration
        case .finishing(_, .holding(let until), _): until
        case .finishing(_, .collapsing(let until), _): until
        case .secondLevelOpening(let until), .secondLevelClosing(let until): until
        default: nil
        }
    }

    /// Ends every timed phase due by `now`. Each phase starts at the previous one's deadline, not at `now`, so
    /// the states at a given time do not depend on how late the host ticks.
    mutating func advance(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        while let due = deadline, due <= now {
            switch state {
            case .refreshing(_, .some(let result)):
                beginFinishing(result, context: context, now: due, emit)
            case .finishing(_, .holding, _):
                startCollapse(context: context, now: due, emit)
            case .finishing(_, .collapsing, let rest):
                complete(rest, context: context, now: due, emit)
            case .secondLevelOpening:
                transition(to: .secondLevelOpen(closeArmed: false), emit)
            case .secondLevelClosing:
                complete(.idle, context: context, now: due, emit)
            default:
                return
            }
        }
    }

    /// The loader is done: show the result for its hold time.
    mutating func beginFinishing(
        _ result: RefreshResult,
        context: EdgeContext,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) {
        let rest = accept(result, now: now)
        // A reveal still waiting for the finger's release would scroll to a load that is over.
        pendingScroll = nil
        transition(
            to: .finishing(result, phase: .holding(until: now + configuration.resultHold[result]), then: rest), emit)
        switch result {
        case .success: emit(.announce(edge, .succeeded))
        case .failure: emit(.announce(edge, .failed))
        case .noMoreData: emit(.announce(edge, .noMoreData))
        }
        advance(context: context, now: now, emit)
    }

    /// Takes a result the loader delivered as a fact of this end, shown or not: a success is the last update and,
    /// on a refresh edge, may reset the opposite end (rule 7). Returns the state the edge rests in after it.
    mutating func accept(_ result: RefreshResult, now: Double) -> Rest {
        switch result {
        case .success:
            lastSuccess = now
            // Rule 7 is about a refresh: a chat's top that loaded older messages says nothing of the newest end.
            pendingOppositeReset = configuration.resetsOppositeNoMoreData && configuration.refreshesList(at: edge)
            return .idle
        case .failure:
            return configuration.triggers.loadsMore ? .failed : .idle
        case .noMoreData:
            return .noMoreData
        }
    }

    /// The hold is over: collapse, and rest. With the finger down the edge rests at once and the inset waits for
    /// the release (rule 2), so a footer under a moving finger can load the next page.
    mutating func startCollapse(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard case .finishing(let result, _, let rest) = state else { return }
        if !context.isDragging && collapseDuration > 0 && appliedInset != restingInset {
            state = .finishing(result, phase: .collapsing(until: now + collapseDuration), then: rest)
        } else {
            complete(rest, context: context, now: now, emit)
        }
    }

    private mutating func complete(_ rest: Rest, context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        switch rest {
        case .idle:
            transition(to: .idle, emit)
        case .failed:
            // Content that arrived with the failure must not re-arm an automatic retry.
            endArmed = false
            endWaitsForApproach = false
            transition(to: .failed, emit)
        case .noMoreData:
            transition(to: .noMoreData, emit)
        }
        evaluate(context: context, now: now, emit)
    }

    /// The end fires if it is in the prefetch zone, without an approach: new content, viewport or host inset moved it,
    /// the edge was enabled, or the host reset its end of data.
    mutating func judgeEndAfresh() {
        endArmed = true
        endWaitsForApproach = false
    }

    // MARK: Motion

    // The durations the edge hands out for inset changes, scrolls, collapses and second-level moves. Under reduced
    // motion they are zero: things move at once. Holds and the minimum refreshing duration are reading time, not
    // motion, and stay.

    /// How long an inset grows to reveal the edge.
    var revealDuration: Double { reducesMotion ? 0 : configuration.revealDuration }
    /// How long the inset shrinks after a result.
    var collapseDuration: Double { reducesMotion ? 0 : configuration.collapseDuration }
    /// How long the second level takes to open.
    var openDuration: Double { reducesMotion ? 0 : configuration.secondLevel?.openDuration ?? 0 }
    /// How long the second level takes to close.
    var closeDuration: Double { reducesMotion ? 0 : configuration.secondLevel?.closeDuration ?? 0 }

    /// The extra inset outside a load: the resting extent, or nothing when disabled or hidden.
    var restingInset: Double { configuration.isEnabled && !isHidden ? configuration.restingExtent : 0 }

    /// Whether one of the configuration's hiding conditions holds. A load and its result always show.
    var isHidden: Bool {
        let conditions = configuration.hiddenWhen
        guard !conditions.isEmpty else { return false }
        switch state {
        case .refreshing, .finishing: return false
        case .noMoreData where conditions.noMoreData: return true
        default: break
        }
        if conditions.contentIsEmpty && measure.contentLength == 0 { return true }
        return conditions.contentIsShort && measure.contentIsShort
    }

    /// The extra inset the current state asks for.
    var targetInset: Double {
        guard configuration.isEnabled else { return 0 }
        switch state {
        case .refreshing:
            return configuration.style == .holding ? configuration.heldExtent : restingInset
        case .finishing(_, .holding, _):
            return configuration.heldExtent
        case .secondLevelOpening, .secondLevelOpen:
            return openExtent
        default:
            return restingInset
        }
    }

    /// Tells the host the extra inset the state asks for, unless the finger is down (rule 2: never move content
    /// under the finger; the change is applied at the release).
    mutating func applyInset(isDragging: Bool, _ emit: (RefreshCommand) -> Void) {
        guard !isDragging else { return }
        let target = targetInset
        guard target != appliedInset else { return }
        let duration: Double
        if !hasAppliedInset && target == restingInset {
            // The first resting extent (a footer's row) is part of the layout, not an animation.
            duration = 0
        } else if case .secondLevelOpening = state {
            duration = openDuration
        } else if case .secondLevelClosing = state {
            duration = closeDuration
        } else {
            duration = target > appliedInset ? revealDuration : collapseDuration
        }
        hasAppliedInset = true
        appliedInset = target
        emit(.setExtraInset(edge, amount: target, duration: duration))
    }
}

/// The host's commands to one edge: tap, begin, end, no-more-data and enable.
extension EdgeStateMachine {
    /// The host's "load more" / "retry" button.
    mutating func tap(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard configuration.isEnabled else { return ignore(.tap, .disabled, emit) }
        guard configuration.triggers.tap else { return ignore(.tap, .triggerNotAccepted, emit) }
        switch state {
        case .noMoreData:
            ignore(.tap, .noMoreData, emit)
        case .refreshing, .finishing:
            ignore(.tap, .alreadyRefreshing, emit)
        case .secondLevelOpening, .secondLevelOpen, .secondLevelClosing:
            ignore(.tap, .secondLevelOpen, emit)
        case .idle, .pulling, .eligible, .secondLevelEligible, .failed:
            if let block = context.block { return ignore(.tap, block, emit) }
            trigger(.tap, now: now, emit)
        }
    }

    /// A programmatic begin. Returns whether the edge triggered.
    mutating func begin(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) -> Bool {
        guard configuration.isEnabled else {
            ignore(.begin, .disabled, emit)
            return false
        }
        switch state {
        case .refreshing:
            ignore(.begin, .alreadyRefreshing, emit)
            return false
        case .noMoreData, .finishing(_, _, .noMoreData):
            ignore(.begin, .noMoreData, emit)
            return false
        case .secondLevelOpening, .secondLevelOpen, .secondLevelClosing:
            ignore(.begin, .secondLevelOpen, emit)
            return false
        case .idle, .pulling, .eligible, .secondLevelEligible, .failed, .finishing:
            // A begin during the result display starts over at once rather than being lost (MJRefresh #765).
            if let block = context.block {
                ignore(.begin, block, emit)
                return false
            }
            trigger(.programmatic, now: now, emit)
            return true
        }
    }

    /// The host's loader finished.
    mutating func end(_ result: RefreshResult, context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard configuration.isEnabled else { return ignore(.end, .disabled, emit) }
        switch state {
        case .refreshing(let since, let pending):
            if pending != nil { return ignore(.end, .endAlreadyPending, emit) }
            var result = result
            if result == .noMoreData && configuration.refreshesList(at: edge) {
                // A user can always pull to refresh (P7).
                emit(.diagnostic(.noMoreDataAtRefreshEdge(edge)))
                result = .success
            }
            if now < since + configuration.minimumRefreshingDuration {
                // Too early: show the indicator for the minimum duration, then finish (rule 3).
                state = .refreshing(since: since, pendingEnd: result)
            } else {
                beginFinishing(result, context: context, now: now, emit)
            }
        default:
            ignore(.end, .notRefreshing, emit)
        }
    }

    /// Puts the edge in noMoreData without a load, for example when a refresh brought the last page.
    mutating func markNoMoreData(_ emit: (RefreshCommand) -> Void) {
        guard configuration.isEnabled else { return ignore(.markNoMoreData, .disabled, emit) }
        guard !configuration.refreshesList(at: edge) else { return ignore(.markNoMoreData, .refreshEdge, emit) }
        switch state {
        case .idle, .pulling, .eligible, .secondLevelEligible, .failed:
            settleIdle(emit)
            transition(to: .noMoreData, emit)
            emit(.announce(edge, .noMoreData))
        case .secondLevelOpening, .secondLevelOpen, .secondLevelClosing:
            ignore(.markNoMoreData, .secondLevelOpen, emit)
        case .finishing(let result, let phase, let rest):
            state = .finishing(result, phase: phase, then: .noMoreData)
            // Said once: a load that ended with noMoreData has announced it already.
            if rest != .noMoreData { emit(.announce(edge, .noMoreData)) }
        case .refreshing:
            ignore(.markNoMoreData, .alreadyRefreshing, emit)
        case .noMoreData:
            break
        }
    }

    /// Leaves noMoreData. Idempotent: resetting an edge that has more data does nothing. A disabled edge forgets
    /// the end of data it would have come back to.
    ///
    /// The host's reset judges the end afresh (it knows there is more to load); rule 7's, by a refresh at the other
    /// end, leaves the end to wait for an approach like any other (P9): the refresh of a short list does not load
    /// its footer at once.
    mutating func resetNoMoreData(byRefresh: Bool = false, _ emit: (RefreshCommand) -> Void) {
        if disabledRest == .noMoreData { disabledRest = .idle }
        switch state {
        case .noMoreData:
            if byRefresh {
                waitForApproach()
            } else {
                judgeEndAfresh()
            }
            transition(to: .idle, emit)
        case .finishing(let result, let phase, .noMoreData):
            state = .finishing(result, phase: phase, then: .idle)
        default:
            break
        }
    }

    /// Enables or disables the edge. Disabling drops any load in progress: its late end is ignored (rule 6).
    ///
    /// The end of data and a failed load-more are facts about the data, not about the edge: a disabled edge is
    /// idle, and enabling it again brings it back to `noMoreData` or `failed` (P3). A result the loader delivered
    /// early, still waiting for the minimum refreshing time, is such a fact too (P7).
    mutating func setEnabled(_ enabled: Bool, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard enabled != configuration.isEnabled else { return }
        configuration.isEnabled = enabled
        if enabled {
            let rest = disabledRest
            disabledRest = .idle
            switch rest {
            case .idle:
                judgeEndAfresh()
            case .noMoreData:
                transition(to: .noMoreData, emit)
            case .failed:
                // As after the failure itself: a tap, a pull or a new drag towards the end retries.
                endArmed = false
                endWaitsForApproach = false
                transition(to: .failed, emit)
            }
        } else {
            switch state {
            case .noMoreData: disabledRest = .noMoreData
            case .failed, .pulling, .eligible, .secondLevelEligible: disabledRest = isFailed ? .failed : .idle
            case .finishing(_, _, let rest): disabledRest = rest
            case .refreshing(_, .some(let result)):
                disabledRest = accept(result, now: now)
                // Rule 7 comes with the success shown; a refresh disabled before it showed resets nothing.
                pendingOppositeReset = false
            default: disabledRest = .idle
            }
            switch state {
            case .secondLevelOpening, .secondLevelOpen, .secondLevelClosing:
                // The content sits a whole second level away: bring it back with the collapse.
                pendingScroll = (0, collapseDuration)
            default:
                // A reveal waiting for the finger's release has nothing to show now.
                pendingScroll = nil
            }
            settleIdle(emit)
            transition(to: .idle, emit)
        }
    }

    /// After a new configuration, leaves the states it no longer allows: `failed` without load-more, the end of data
    /// on an edge that now refreshes the list, `eligible` without a release trigger, a second level that is gone
    /// (the content comes back with the collapse).
    mutating func fitStateToConfiguration(_ emit: (RefreshCommand) -> Void) {
        if configuration.refreshesList(at: edge) { leaveEndOfData(emit) }
        if !configuration.triggers.loadsMore {
            if disabledRest == .failed { disabledRest = .idle }
            pullRest = .idle
            switch state {
            case .failed: transition(to: .idle, emit)
            case .finishing(let result, let phase, .failed): state = .finishing(result, phase: phase, then: .idle)
            default: break
            }
        }
        switch state {
        case .eligible, .secondLevelEligible:
            if configuration.triggers.threshold {
                // A threshold switched on past the distance is no crossing: back below it first (P1).
                settleIdle(emit)
                pullArmed = false
                pullSpent = true
            } else if state == .eligible ? !configuration.triggers.release : configuration.secondLevel == nil {
                settleIdle(emit)
            }
        case .secondLevelOpening, .secondLevelOpen, .secondLevelClosing:
            guard configuration.secondLevel == nil else { break }
            pendingScroll = (restingInset, collapseDuration)
            transition(to: .idle, emit)
        default:
            break
        }
    }

    /// Forgets the end of data, as a refresh edge has none: the state, the rest after a result or a disable, and an
    /// early answer that said so.
    private mutating func leaveEndOfData(_ emit: (RefreshCommand) -> Void) {
        if case .refreshing(let since, .noMoreData) = state { state = .refreshing(since: since, pendingEnd: .success) }
        resetNoMoreData(emit)
    }

    func ignore(_ input: IgnoredInput, _ reason: IgnoreReason, _ emit: (RefreshCommand) -> Void) {
        emit(.diagnostic(.ignored(edge, input, because: reason)))
    }
}

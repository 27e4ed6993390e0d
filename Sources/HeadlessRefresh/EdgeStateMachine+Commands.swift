/// The host's commands to one edge: tap, begin, end, no-more-data and enable. From the loader's answer on, each
/// treats the edge as answered, whatever the picture still shows (P11).
extension EdgeStateMachine {
    /// The host's "load more" / "retry" button.
    mutating func tap(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard configuration.triggers.tap else {
            return ignore(.tap, isEnabled ? .triggerNotAccepted : .disabled, emit)
        }
        switch state {
        case .off:
            ignore(.tap, .disabled, emit)
        case .noMoreData:
            ignore(.tap, .noMoreData, emit)
        case .refreshing:
            ignore(.tap, .alreadyRefreshing, emit)
        case .secondLevelOpen:
            ignore(.tap, .secondLevelOpen, emit)
        case .idle, .failed, .pulling, .eligible, .secondLevelEligible:
            if let block = context.block { return ignore(.tap, block, emit) }
            trigger(.tap, now: now, emit)
        }
    }

    /// A programmatic begin. Returns whether the edge triggered. A begin while the last result still shows starts
    /// over at once rather than being lost (MJRefresh #765).
    mutating func begin(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) -> Bool {
        switch state {
        case .off:
            ignore(.begin, .disabled, emit)
        case .refreshing:
            ignore(.begin, .alreadyRefreshing, emit)
        case .noMoreData:
            ignore(.begin, .noMoreData, emit)
        case .secondLevelOpen:
            ignore(.begin, .secondLevelOpen, emit)
        case .idle, .failed, .pulling, .eligible, .secondLevelEligible:
            if let block = context.block {
                ignore(.begin, block, emit)
                return false
            }
            trigger(.programmatic, now: now, emit)
            return true
        }
        return false
    }

    /// The host's loader finished. The edge rests at once where the result puts it; the picture shows the load until
    /// the minimum refreshing duration (rule 3), then the result. Returns whether the success resets the opposite
    /// edge's end of data (rule 7).
    mutating func end(
        _ result: RefreshResult,
        context: EdgeContext,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) -> Bool {
        switch state {
        case .refreshing(let since):
            var result = result
            if result == .noMoreData && configuration.refreshesList(at: edge) {
                // A user can always pull to refresh (P7).
                emit(.diagnostic(.noMoreDataAtRefreshEdge(edge)))
                result = .success
            }
            let rest = accept(result, now: now)
            let showsAt = since + configuration.minimumRefreshingDuration
            // A reveal still waiting for the finger's release would scroll to a load that is over.
            deferredScroll = nil
            if now < showsAt {
                transition(to: rest.state(.answer(result, showsAt: showsAt)), emit)
            } else {
                transition(to: rest.state(.result(result, until: now + configuration.resultHold[result])), emit)
                advance(context: context, now: now, emit)
            }
            emit(.announce(edge, announcement: result.announcement))
            return result == .success && configuration.resetsOppositeNoMoreData && configuration.refreshesList(at: edge)
        case .off:
            ignore(.end, .disabled, emit)
        case .idle(.answer), .failed(.answer), .noMoreData(.answer):
            ignore(.end, .endAlreadyPending, emit)
        case .idle, .failed, .noMoreData, .pulling, .eligible, .secondLevelEligible, .secondLevelOpen:
            ignore(.end, .notRefreshing, emit)
        }
        return false
    }

    /// Takes a result the loader delivered as a fact of this end: a success is the last update. Returns the state the
    /// edge rests in after it.
    private mutating func accept(_ result: RefreshResult, now: Double) -> Rest {
        switch result {
        case .success:
            lastSuccess = now
            end.pageLanded = true
            return .idle
        case .failure:
            guard configuration.triggers.loadsMore else { return .idle }
            // Content that arrived with the failure must not re-arm an automatic retry.
            end.arming = .off
            return .failed
        case .noMoreData:
            return .noMoreData
        }
    }

    /// Puts the edge in noMoreData without a load, for example when a refresh brought the last page, or when the app
    /// learns after a successful load-more that it was the last page (MJRefresh's pattern).
    mutating func markNoMoreData(_ emit: (RefreshCommand) -> Void) {
        guard !configuration.refreshesList(at: edge) else {
            return ignore(.markNoMoreData, isEnabled ? .refreshEdge : .disabled, emit)
        }
        switch state {
        case .off:
            ignore(.markNoMoreData, .disabled, emit)
        case .idle(let picture), .failed(let picture):
            transition(to: .noMoreData(picture), emit)
            emit(.announce(edge, announcement: .noMoreData))
        case .pulling, .eligible, .secondLevelEligible:
            settlePull(emit)
            transition(to: .noMoreData(.none), emit)
            emit(.announce(edge, announcement: .noMoreData))
        case .secondLevelOpen:
            ignore(.markNoMoreData, .secondLevelOpen, emit)
        case .refreshing:
            ignore(.markNoMoreData, .alreadyRefreshing, emit)
        case .noMoreData:
            // Said once: an edge at its end has announced it already.
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
        switch state {
        case .noMoreData(let picture):
            end.arming = byRefresh ? .onApproach : .afresh
            transition(to: .idle(picture), emit)
        case .off(.noMoreData):
            state = .off(rest: .idle)
        case .idle, .failed, .pulling, .eligible, .secondLevelEligible, .refreshing, .secondLevelOpen, .off:
            break
        }
    }

    /// Enables or disables the edge. Disabling drops any load in progress: its late end is ignored (rule 6).
    ///
    /// The end of data and a failed load-more are facts about the data, not about the edge: a disabled edge is
    /// idle, and enabling it again brings it back to `noMoreData` or `failed` (P3), also when the loader said so
    /// before the picture showed it (P7).
    mutating func setEnabled(_ enabled: Bool, _ emit: (RefreshCommand) -> Void) {
        switch (state, enabled) {
        case (.off(let rest), true):
            configuration.isEnabled = true
            switch rest {
            case .idle: end.arming = .afresh
            case .noMoreData: break
            // As after the failure itself: a tap, a pull or a new drag towards the end retries.
            case .failed: end.arming = .off
            }
            transition(to: rest.state(.none), emit)
        case (.off, false):
            break
        case (_, true):
            break
        case (let old, false):
            let rest: Rest
            switch old {
            case .idle: rest = .idle
            case .failed: rest = .failed
            case .noMoreData: rest = .noMoreData
            case .pulling(_, let origin), .eligible(let origin), .secondLevelEligible(let origin): rest = origin.rest
            // The load is dropped: its late end is ignored (rule 6).
            case .refreshing, .secondLevelOpen: rest = .idle
            case .off(let kept): rest = kept
            }
            switch old {
            case .secondLevelOpen, .idle(.closing):
                // The content sits (or still slides) a second level away: bring it back with the collapse.
                deferredScroll = DeferredScroll(extent: 0, duration: configuration.collapseDuration)
            case .idle, .failed, .noMoreData, .pulling, .eligible, .secondLevelEligible, .refreshing, .off:
                // A reveal waiting for the finger's release has nothing to show now.
                deferredScroll = nil
            }
            settlePull(emit)
            configuration.isEnabled = false
            transition(to: .off(rest: rest), emit)
        }
    }

    /// After a new configuration, leaves the states it no longer allows: `failed` without load-more, the end of data
    /// on an edge that now refreshes the list, `eligible` without a release trigger, a second level that is gone
    /// (the content comes back with the collapse), a result still showing on an edge that now performs actions.
    mutating func fitStateToConfiguration(_ emit: (RefreshCommand) -> Void) {
        if configuration.style == .action {
            switch state {
            case .idle(.answer), .idle(.result), .idle(.collapse): transition(to: .idle(.none), emit)
            case .failed(.answer), .failed(.result), .failed(.collapse): transition(to: .failed(.none), emit)
            case .noMoreData(.answer), .noMoreData(.result), .noMoreData(.collapse):
                transition(to: .noMoreData(.none), emit)
            case .idle, .failed, .noMoreData, .pulling, .eligible, .secondLevelEligible, .refreshing, .secondLevelOpen,
                .off:
                break
            }
        }
        if configuration.refreshesList(at: edge) { resetNoMoreData(emit) }
        if !configuration.triggers.loadsMore {
            switch state {
            case .off(.failed): state = .off(rest: .idle)
            case .failed(let picture): transition(to: .idle(picture), emit)
            case .pulling(let progress, .failed): state = .pulling(progress: progress, from: .idle)
            case .eligible(.failed): state = .eligible(from: .idle)
            case .secondLevelEligible(.failed): state = .secondLevelEligible(from: .idle)
            case .idle, .noMoreData, .pulling, .eligible, .secondLevelEligible, .refreshing, .secondLevelOpen,
                .off:
                break
            }
        }
        switch state {
        case .eligible, .secondLevelEligible:
            let isEligible = if case .eligible = state { true } else { false }
            if configuration.triggers.threshold {
                // A threshold switched on past the distance is no crossing: back below it first (P1).
                settlePull(emit)
                pullArming = .spent
            } else if isEligible ? !configuration.triggers.release : configuration.secondLevel == nil {
                settlePull(emit)
            }
        case .secondLevelOpen:
            guard configuration.secondLevel == nil else { break }
            deferredScroll = DeferredScroll(extent: restingInset, duration: configuration.collapseDuration)
            transition(to: .idle(.none), emit)
        case .idle(.closing):
            // The scroll back was asked for already; with no second level there is nothing to show closing.
            if configuration.secondLevel == nil { transition(to: .idle(.none), emit) }
        case .idle, .failed, .noMoreData, .pulling, .refreshing, .off:
            break
        }
    }

    func ignore(_ input: IgnoredInput, _ reason: IgnoreReason, _ emit: (RefreshCommand) -> Void) {
        emit(.diagnostic(.ignored(edge, input, because: reason)))
    }
}

extension RefreshResult {
    /// What a screen reader hears when the loader answers this.
    var announcement: RefreshAnnouncement {
        switch self {
        case .success: .succeeded
        case .failure: .failed
        case .noMoreData: .noMoreData
        }
    }
}

/// The picture: what still shows of an answered load or a second level, its deadlines, and the extra inset the edge
/// asks the host for. Nothing here decides a trigger or a rest (P11).
extension EdgeStateMachine {
    /// When the picture moves on next, or `nil` when nothing is timed.
    var deadline: Double? {
        switch state {
        case .idle(let picture), .failed(let picture), .noMoreData(let picture): picture.deadline
        case .secondLevelOpen(let opensUntil, _, _): opensUntil
        case .pulling, .eligible, .secondLevelEligible, .refreshing, .off: nil
        }
    }

    /// Moves the picture on through every deadline due by `now`. Each phase starts at the previous one's deadline,
    /// not at `now`, so what shows at a given time does not depend on how late the host ticks.
    mutating func advance(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        while let due = deadline, due <= now {
            switch state {
            case .idle(let picture):
                transition(to: .idle(next(after: picture, rest: .idle, at: due, context)), emit)
            case .failed(let picture):
                transition(to: .failed(next(after: picture, rest: .failed, at: due, context)), emit)
            case .noMoreData(let picture):
                transition(to: .noMoreData(next(after: picture, rest: .noMoreData, at: due, context)), emit)
            case .secondLevelOpen(_, let closeFrom, let closeArmed):
                transition(to: .secondLevelOpen(opensUntil: nil, closeFrom: closeFrom, closeArmed: closeArmed), emit)
            case .pulling, .eligible, .secondLevelEligible, .refreshing, .off:
                preconditionFailure("\(edge.name): a deadline in \(state), which has none")
            }
        }
    }

    /// The picture after `picture`'s deadline `due`: the answer shows as a result for its hold, the hold collapses
    /// the extent (at once under the finger, whose release applies it, rule 2), and the rest shows nothing more.
    private func next(after picture: Picture, rest: Rest, at due: Double, _ context: EdgeContext) -> Picture {
        switch picture {
        case .answer(let result, _):
            return .result(result, until: due + configuration.resultHold[result])
        case .result(let result, _):
            let collapse = context.reducesMotion ? 0 : configuration.collapseDuration
            guard !context.isDragging, collapse > 0, shownInset != restingInset(in: rest.state(.none)) else {
                return .none
            }
            return .collapse(result, until: due + collapse)
        case .collapse, .closing, .none:
            return .none
        }
    }

    // MARK: Motion

    /// The extra inset outside a load and its result: the resting extent, or nothing when disabled or hidden.
    var restingInset: Double { restingInset(in: state) }

    private func restingInset(in state: State) -> Double {
        isEnabled && !isHidden(in: state) ? configuration.restingExtent : 0
    }

    /// Whether one of the configuration's hiding conditions holds. A load and its result always show.
    var isHidden: Bool { isHidden(in: state) }

    private func isHidden(in state: State) -> Bool {
        let conditions = configuration.hiddenWhen
        guard !conditions.isEmpty else { return false }
        switch state {
        case .refreshing:
            return false
        case .idle(let picture), .failed(let picture), .noMoreData(let picture):
            switch picture {
            case .answer, .result, .collapse: return false
            case .none, .closing: break
            }
            if case .noMoreData = state, conditions.noMoreData { return true }
        case .pulling, .eligible, .secondLevelEligible, .secondLevelOpen, .off:
            break
        }
        if conditions.contentIsEmpty && measure.contentLength == 0 { return true }
        return conditions.contentIsShort && measure.contentIsShort
    }

    /// The extra inset the state and its picture ask for.
    var targetInset: Double {
        switch state {
        case .off:
            return 0
        case .refreshing:
            return configuration.style == .holding ? configuration.heldExtent : restingInset
        case .idle(let picture), .failed(let picture), .noMoreData(let picture):
            return picture.holdsExtent ? configuration.heldExtent : restingInset
        case .secondLevelOpen:
            return openExtent
        case .pulling, .eligible, .secondLevelEligible:
            return restingInset
        }
    }

    /// Tells the host the extra inset the state asks for, unless the finger is down (rule 2: never move content
    /// under the finger; the change is applied at the release).
    mutating func applyInset(_ context: EdgeContext, _ emit: (RefreshCommand) -> Void) {
        guard !context.isDragging else { return }
        let target = targetInset
        guard target != shownInset else { return }
        let duration: Double
        if context.reducesMotion {
            duration = 0
        } else if appliedInset == nil && target == restingInset {
            // The first resting extent (a footer's row) is part of the layout, not an animation.
            duration = 0
        } else if case .secondLevelOpen(.some, _, _) = state {
            duration = configuration.secondLevel?.openDuration ?? 0
        } else if case .idle(.closing) = state {
            duration = configuration.secondLevel?.closeDuration ?? 0
        } else {
            duration = target > shownInset ? configuration.revealDuration : configuration.collapseDuration
        }
        appliedInset = target
        emit(.setExtraInset(edge, amount: target, duration: duration))
    }
}

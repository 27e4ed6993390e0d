/// The second level of a header: open, stay open, close.
extension EdgeStateMachine {
    /// The extra inset held while the second level is open: the configured extent, or the viewport's length.
    var openExtent: Double {
        if let extent = configuration.secondLevel?.openExtent { return extent }
        return measure.viewportLength > 0 ? measure.viewportLength : configuration.heldExtent
    }

    /// Opens the second level: the content slides away over the open duration; the level is open from here on.
    mutating func openSecondLevel(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let level = configuration.secondLevel else { return }
        pullArming = .spent
        let duration = context.reducesMotion ? 0 : level.openDuration
        deferredScroll = DeferredScroll(extent: openExtent, duration: level.openDuration)
        let opensUntil: Double? = duration > 0 ? now + duration : nil
        transition(to: .secondLevelOpen(opensUntil: opensUntil, closeFrom: measure.pull, closeArmed: false), emit)
        emit(.feedback(edge, event: .secondLevelOpened))
    }

    /// Closes the second level: the edge is idle from here on, while the content comes back over the close duration.
    mutating func closeSecondLevel(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        let nominal = configuration.secondLevel?.closeDuration ?? 0
        let duration = context.reducesMotion ? 0 : nominal
        deferredScroll = DeferredScroll(extent: restingInset, duration: nominal)
        transition(to: .idle(duration > 0 ? .closing(until: now + duration) : .none), emit)
    }

    /// The host's close command. Closing while the finger is down moves the state at once; the inset follows at
    /// the release (rule 2).
    mutating func closeSecondLevelCommand(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        switch state {
        case .off:
            ignore(.closeSecondLevel, .disabled, emit)
        case .secondLevelOpen:
            closeSecondLevel(context: context, now: now, emit)
        case .idle, .failed, .noMoreData, .pulling, .eligible, .secondLevelEligible, .refreshing:
            ignore(.closeSecondLevel, .secondLevelNotOpen, emit)
        }
    }

    /// While open, a finger that pulls the content back by the close distance arms a close at the release. The
    /// distance counts back from the furthest the finger held the content in this touch, at most the open position:
    /// a touch that catches the content part way through its opening slide and holds it still has pulled nothing
    /// back.
    mutating func evaluateOpenSecondLevel(context: EdgeContext) {
        guard case .secondLevelOpen(let opensUntil, let heldFrom, let armed) = state,
            let level = configuration.secondLevel
        else { return }
        let closeFrom = context.isDragging ? max(heldFrom, measure.pull) : heldFrom
        let closeArmed = context.isDragging && min(closeFrom, shownInset) - measure.pull >= level.closeDistance
        if closeArmed != armed || closeFrom != heldFrom {
            state = .secondLevelOpen(opensUntil: opensUntil, closeFrom: closeFrom, closeArmed: closeArmed)
        }
    }
}

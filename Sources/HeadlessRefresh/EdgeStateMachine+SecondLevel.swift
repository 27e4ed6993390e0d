/// The second level of a header: open, stay open, close.
extension EdgeStateMachine {
    /// The extra inset held while the second level is open: the configured extent, or the viewport's length.
    var openExtent: Double {
        if let extent = configuration.secondLevel?.openExtent { return extent }
        return measure.viewportLength > 0 ? measure.viewportLength : configuration.heldExtent
    }

    /// Opens the second level: the content slides away over the open duration.
    mutating func openSecondLevel(now: Double, _ emit: (RefreshCommand) -> Void) {
        guard configuration.secondLevel != nil else { return }
        pullArmed = false
        pullSpent = true
        let duration = openDuration
        pendingScroll = (openExtent, duration)
        if duration > 0 {
            transition(to: .secondLevelOpening(until: now + duration), emit)
        } else {
            transition(to: .secondLevelOpen(closeArmed: false), emit)
        }
        emit(.feedback(edge, .secondLevelOpened))
    }

    /// Closes the second level: the content comes back over the close duration.
    mutating func closeSecondLevel(now: Double, _ emit: (RefreshCommand) -> Void) {
        let duration = closeDuration
        pendingScroll = (restingInset, duration)
        if duration > 0 {
            transition(to: .secondLevelClosing(until: now + duration), emit)
        } else {
            transition(to: .idle, emit)
        }
    }

    /// The host's close command. Closing while the finger is down moves the state at once; the inset follows at
    /// the release (rule 2).
    mutating func closeSecondLevelCommand(now: Double, _ emit: (RefreshCommand) -> Void) {
        guard configuration.isEnabled else { return ignore(.closeSecondLevel, .disabled, emit) }
        switch state {
        case .secondLevelOpening, .secondLevelOpen:
            closeSecondLevel(now: now, emit)
        default:
            ignore(.closeSecondLevel, .secondLevelNotOpen, emit)
        }
    }

    /// While open, a finger that pulls the content back by the close distance arms a close at the release. The
    /// distance counts back from the furthest the finger held the content in this touch, at most the open position:
    /// a touch that catches the content part way through its opening slide and holds it still has pulled nothing
    /// back.
    mutating func evaluateOpenSecondLevel(context: EdgeContext) {
        if context.isDragging { closeFrom = max(closeFrom, measure.pull) }
        guard case .secondLevelOpen(let armed) = state, let level = configuration.secondLevel else { return }
        let closeArmed = context.isDragging && min(closeFrom, appliedInset) - measure.pull >= level.closeDistance
        if closeArmed != armed { state = .secondLevelOpen(closeArmed: closeArmed) }
    }
}

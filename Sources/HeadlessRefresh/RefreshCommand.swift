/// Something the host does in answer to an input: a command.
///
/// A ``RefreshSession`` hands each command to your `perform` closure once the controller is done with the input,
/// so `perform` may read the session and send it more inputs:
///
/// ```swift
/// let session = RefreshSession(controller: controller, now: clock, wake: scheduleTick) { command in
///     switch command {
///     case .trigger(.top, _): startRefresh()
///     case .setExtraInset(let edge, let amount, let duration): animateInset(edge, amount, duration)
///     default: break
///     }
/// }
/// ```
///
/// The expert path hands commands to a closure while the controller handles the input, allocating nothing; that
/// closure must not touch the controller (Swift's exclusivity rules stop the program if it does). Collect the
/// commands with ``RefreshController/send(_:now:into:)`` instead when you need to read the controller.
public enum RefreshCommand: Sendable, Hashable {
    /// An edge changed state (or, while pulling, its progress). Redraw its indicator.
    case stateChanged(RefreshEdge, from: RefreshState, to: RefreshState)
    /// An edge triggered: start the load now (or, for an action edge, perform the action).
    case trigger(RefreshEdge, cause: TriggerCause)
    /// Animate the library's extra inset at `edge` to `amount` over `duration` seconds. The host shows its own
    /// inset plus this one.
    case setExtraInset(RefreshEdge, amount: Double, duration: Double)
    /// Scroll so that `toOffset` is the content offset, animated over `duration` seconds.
    case scroll(toOffset: ScrollPoint, duration: Double)
    /// Tell screen-reader users what happened at an edge: post ``RefreshText/announcement(_:role:newItems:)`` as
    /// an accessibility announcement. One per load start, result and end of data; never per frame.
    case announce(RefreshEdge, announcement: RefreshAnnouncement)
    /// Play haptic or sound feedback for an edge.
    case feedback(RefreshEdge, event: FeedbackEvent)
    /// Call ``RefreshController/tick(now:_:)`` at `at` (or send any input at or after it): a timed phase ends then.
    case scheduleTick(at: Double)
    /// The input was wrong or misused the API; it was ignored as described.
    case diagnostic(RefreshDiagnostic)
}

/// A moment worth a haptic.
public enum FeedbackEvent: Sendable, Hashable, CaseIterable {
    /// The pull crossed the trigger distance: releasing now will trigger.
    case armed
    /// The pull went back below the trigger distance, or the finger lifted, without triggering.
    case disarmed
    /// A pull triggered the edge.
    case triggered
    /// The pull crossed the second level's distance: releasing now opens it.
    case secondLevelArmed
    /// The second level opens.
    case secondLevelOpened
}

/// Suspension while the screen is hidden, and the touch that outlives it.
extension RefreshController {
    /// The screen was hidden: a touch in progress is cancelled without triggering, and nothing triggers until
    /// ``resume(now:_:)``. Loads in progress go on and may end.
    ///
    /// The finger itself is remembered until its ``dragEnded(velocity:now:_:)``, as is one that touches while
    /// suspended, without being acted on: if it is still down at the resume, the touch is known from there, so the
    /// insets and scrolls of the resume wait for its release (rule 2) and a pull trigger needs a crossing from the
    /// pull at the resume (P1).
    public mutating func suspend(now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        if isDragging { suspendedTouch = true }
        endDrag(allowTrigger: false, velocity: .zero, now: now, emit)
        isSuspended = true
        close(now: now, reevaluate: true, emit)
    }

    /// The screen is shown again: a finger still down is a touch from now on, and begins received while suspended
    /// happen now (under that finger, their inset and reveal wait for its release).
    public mutating func resume(now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        settleBeforeSettingsChange(now: now, emit)
        isSuspended = false
        if suspendedTouch {
            suspendedTouch = false
            beginDrag()
        }
        for edge in RefreshEdge.allCases {
            if let reveal = pendingBegins[edge] {
                pendingBegins[edge] = nil
                begin(edge, reveal: reveal, now: now, emit)
            }
        }
        holdEndsAfterSettingsChange()
        close(now: now, reevaluate: true, emit)
    }
}

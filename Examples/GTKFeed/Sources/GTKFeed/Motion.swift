import HeadlessRefresh

/// An extra inset the library asked for, as the host shows it: eased from where it was to where it goes over the
/// duration, with UIKit's default curve (the one `ScrollSimulator` draws with).
struct InsetAnimation {
    private(set) var from = 0.0
    /// Where the library asked it to go.
    private(set) var target = 0.0
    private var start = 0.0
    private var duration = 0.0

    /// Starts moving from what is shown at `now` to `amount` over `duration` seconds.
    mutating func animate(to amount: Double, duration: Double, now: Double) {
        from = shown(at: now)
        target = amount
        start = now
        self.duration = max(duration, 0)
    }

    /// Shows `amount` at once.
    mutating func jump(to amount: Double) {
        from = amount
        target = amount
        duration = 0
    }

    /// What is shown at `time`.
    func shown(at time: Double) -> Double {
        guard duration > 0, time < start + duration else { return target }
        let progress = max(0, (time - start) / duration)
        return from + (target - from) * progress * progress * (3 - 2 * progress)
    }

    /// Whether it still moves at `time`.
    func isRunning(at time: Double) -> Bool { duration > 0 && time < start + duration }
}

/// A pull past an end after the finger let go: it springs back onto the end with the library's critically damped
/// spring, as UIScrollView's bounce does.
struct PullSpring {
    /// How far past the end the list is, in pixels; positive away from the content.
    private(set) var pull = 0.0
    private var velocity = 0.0
    private(set) var isSpringing = false
    private let spring = CriticallyDampedSpring(response: 0.4)

    /// The finger holds the pull at `pull`.
    mutating func hold(_ pull: Double) {
        self.pull = pull
        velocity = 0
        isSpringing = false
    }

    /// The finger let go: spring back from where the pull is.
    mutating func release() {
        isSpringing = pull != 0
    }

    /// Moves the pull by `distance` without changing its motion: the rest it springs towards moved (an extra inset
    /// the library asked for while the list was past its end).
    mutating func shift(by distance: Double) {
        pull += distance
        isSpringing = isSpringing || pull != 0
    }

    /// Advances the spring by `interval` seconds.
    mutating func advance(by interval: Double) {
        guard isSpringing, interval > 0 else { return }
        let state = spring.state(after: interval, position: pull, velocity: velocity)
        if abs(state.position) < 0.25 && abs(state.velocity) < 20 {
            pull = 0
            velocity = 0
            isSpringing = false
        } else {
            pull = state.position
            velocity = state.velocity
        }
    }
}

/// A scroll the library asked for (`RefreshCommand.scroll`), as the host plays it on the adjustment: eased from the
/// value it starts at to the value it ends at.
struct ValueAnimation {
    let from: Double
    let to: Double
    let start: Double
    let duration: Double

    /// The adjustment's value at `time`.
    func value(at time: Double) -> Double {
        guard duration > 0, time < start + duration else { return to }
        let progress = max(0, (time - start) / duration)
        return from + (to - from) * progress * progress * (3 - 2 * progress)
    }

    func isRunning(at time: Double) -> Bool { duration > 0 && time < start + duration }
}

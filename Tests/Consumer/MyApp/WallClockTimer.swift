import HeadlessRefresh

/// A host's one timer on the real monotonic clock, as the Quick start's `wake` asks: a newer deadline replaces the
/// pending one. `runUntilIdle()` is the run loop: it sleeps until each deadline and fires.
@MainActor
final class WallClockTimer {
    private let origin = ContinuousClock.now
    private var pending: (deadline: Double, tick: (Double) -> Void)?

    /// Seconds since the timer was made.
    var now: Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Runs `tick` with the clock's time at `deadline` or later.
    func wake(at deadline: Double, _ tick: @escaping (Double) -> Void) {
        pending = (deadline, tick)
    }

    /// Fires the pending ticks, each at its deadline, until none is left (or `limit` seconds have passed).
    func runUntilIdle(limit: Double = 10) async throws {
        while let (deadline, tick) = pending, now < limit {
            let wait = deadline - now
            if wait > 0 { try await Task.sleep(for: .seconds(wait)) }
            pending = nil
            tick(now)
        }
    }
}

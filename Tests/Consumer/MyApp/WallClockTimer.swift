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

    /// Fires the pending ticks, each at its deadline, until none is left (or `limit` ticks have fired: a host that
    /// keeps asking for ticks stops there). Bounded by ticks, not seconds, so a loaded machine that runs late still
    /// fires every one.
    func runUntilIdle(limit: Int = 100) async throws {
        var fired = 0
        while let (deadline, tick) = pending, fired < limit {
            let wait = deadline - now
            if wait > 0 { try await Task.sleep(for: .seconds(wait)) }
            pending = nil
            tick(now)
            fired += 1
        }
    }
}

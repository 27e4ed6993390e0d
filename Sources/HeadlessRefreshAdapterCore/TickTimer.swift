/// The one timer an adapter needs: a `RefreshSession` wakes the host for a deadline, and a newer request replaces
/// the older one (any input ends the phases due, so
/// only the latest deadline matters).
///
/// ```swift
/// // The session's wake closure:
/// wake: { [weak self] deadline in
///     self?.ticks.schedule(at: deadline, after: deadline - now()) { self?.session?.tick() }
/// }
/// ```
@MainActor
package final class TickTimer {
    /// Waits `seconds`; `Task.sleep` by default, a test's own clock in tests.
    package typealias Sleep = @Sendable (_ seconds: Double) async throws -> Void

    private let sleep: Sleep
    private var task: Task<Void, Never>?
    /// When the pending tick is due, on the host's clock, or `nil` when none is pending.
    package private(set) var deadline: Double?

    /// The longest single wait, in seconds: a day. A longer delay is waited in steps of at most this, so `sleep`
    /// never gets a value whose nanoseconds overflow `UInt64` (`Task.sleep` traps on those), and a deadline
    /// nobody can reach simply never fires.
    package static let longestSleep: Double = 86_400

    /// Creates a timer that waits with `sleep`, which is never given more than ``longestSleep`` seconds.
    package init(sleep: @escaping Sleep = { seconds in try await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }) {
        self.sleep = sleep
    }

    /// Runs `fire` after `delay` seconds, at `deadline` on the host's clock, unless
    /// ``schedule(at:after:_:)`` or ``cancel()`` is called first.
    package func schedule(at deadline: Double? = nil, after delay: Double, _ fire: @escaping @MainActor () -> Void) {
        task?.cancel()
        self.deadline = deadline
        let sleep = self.sleep
        let seconds = delay.isFinite ? max(delay, 0) : 0
        task = Task { @MainActor [weak self] in
            var remaining = seconds
            repeat {
                let step = min(remaining, Self.longestSleep)
                do { try await sleep(step) } catch { return }
                guard !Task.isCancelled else { return }
                remaining -= step
            } while remaining > 0
            self?.deadline = nil
            fire()
        }
    }

    /// Drops the pending tick, for example when the adapter detaches.
    package func cancel() {
        task?.cancel()
        task = nil
        deadline = nil
    }
}

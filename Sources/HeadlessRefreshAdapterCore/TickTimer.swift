/// The one timer an adapter needs: a `RefreshSession` wakes the host for a deadline, and a newer request replaces
/// the older one (any input ends the phases due, so
/// only the latest deadline matters).
///
/// ```swift
/// // The session's wake closure:
/// wake: { [weak self] deadline in
///     self?.ticks.schedule(after: deadline - now()) { self?.session?.tick() }
/// }
/// ```
@MainActor
public final class TickTimer {
    /// Waits `seconds`; `Task.sleep` by default, a test's own clock in tests.
    public typealias Sleep = @Sendable (_ seconds: Double) async throws -> Void

    private let sleep: Sleep
    private var task: Task<Void, Never>?

    /// Creates a timer that waits with `sleep`.
    public init(sleep: @escaping Sleep = { seconds in try await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }) {
        self.sleep = sleep
    }

    /// Runs `fire` after `delay` seconds, unless ``schedule(after:_:)`` or ``cancel()`` is called first.
    public func schedule(after delay: Double, _ fire: @escaping @MainActor () -> Void) {
        task?.cancel()
        let sleep = self.sleep
        let seconds = delay.isFinite ? max(delay, 0) : 0
        task = Task { @MainActor in
            do { try await sleep(seconds) } catch { return }
            guard !Task.isCancelled else { return }
            fire()
        }
    }

    /// Drops the pending tick, for example when the adapter detaches.
    public func cancel() {
        task?.cancel()
        task = nil
    }
}

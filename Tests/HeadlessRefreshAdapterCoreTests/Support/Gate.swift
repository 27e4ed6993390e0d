/// Holds an async handler until the test opens it, so a test decides when a load ends without waiting for time.
@MainActor
final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// How many times a handler reached the gate.
    private(set) var arrivals = 0

    /// Whether a handler waits at the gate.
    var isHolding: Bool { !waiting.isEmpty }

    /// Waits until ``open()``.
    func pass() async {
        arrivals += 1
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets every waiting handler go on.
    func open() {
        let released = waiting
        waiting.removeAll()
        for continuation in released { continuation.resume() }
    }
}

/// Lets the main actor run other tasks until `condition` holds, at most `limit` turns; no clock involved.
@MainActor
func settle(limit: Int = 1000, until condition: () -> Bool) async {
    for _ in 0..<limit where !condition() {
        await Task.yield()
    }
}

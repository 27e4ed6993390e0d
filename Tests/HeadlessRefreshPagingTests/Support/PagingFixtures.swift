import HeadlessRefreshPaging
import Testing

/// An item with an id, so that pages can be checked for order and duplicates.
struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    /// Which answer of the backend produced it, to tell a stale page from a fresh one.
    var batch = 0

    var description: String { batch == 0 ? "\(id)" : "\(id)@\(batch)" }
}

struct LoadError: Error, Hashable {
    var name: String
}

/// Rows with ids in `range`.
func rows(_ range: Range<Int>, batch: Int = 0) -> [Row] {
    range.map { Row(id: $0, batch: batch) }
}

extension PagingStatus {
    /// The status as text, short to read in expectations and logs.
    var summary: String {
        switch self {
        case .idle: "idle"
        case .refreshing: "refreshing"
        case .loadingMore: "loadingMore"
        case .loadingPrevious: "loadingPrevious"
        case .failed(let error, let kind): "failed(\(kind.name): \((error as? LoadError)?.name ?? "\(error)"))"
        }
    }
}

/// Records values as they happen and lets a test wait for one, without polling.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var waiters: [(matches: (Value) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    func record(_ value: Value) {
        values.append(value)
        let ready = waiters.filter { $0.matches(value) }
        waiters.removeAll { $0.matches(value) }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Waits until a value matching `matches` has been recorded (returns at once if one already was).
    func wait(for matches: @escaping (Value) -> Bool) async {
        if values.contains(where: matches) { return }
        await withCheckedContinuation { waiters.append((matches, $0)) }
    }
}

extension Recorder where Value: Equatable {
    func wait(for value: Value) async {
        await wait { $0 == value }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore {
    /// Waits, through the snapshot stream, until `condition` holds. Returns at once if it already does.
    func until(_ condition: (PagingStore) -> Bool) async {
        for await _ in snapshots() where condition(self) { return }
    }

    /// Waits until no request runs.
    func settled() async {
        await until { !$0.status.isLoading }
    }
}

import HeadlessRefreshPaging

/// One load a ``ListTester``'s store started: what it asked for, and when on the tester's clock.
public struct ListLoad<Key: Hashable & Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// A refresh, a load-more or a load-previous.
    public var kind: PageLoadKind
    /// The key asked for: `nil` for the first page of a refresh.
    public var key: Key?
    /// The simulated time the load started, in seconds.
    public var time: Double

    /// Creates a record of a load.
    public init(kind: PageLoadKind, key: Key?, time: Double) {
        self.kind = kind
        self.key = key
        self.time = time
    }

    /// The kind and the key, as `loadMore(2)` or `refresh`: what a test compares a list of loads with.
    public var description: String {
        let name =
            switch kind {
            case .refresh: "refresh"
            case .loadMore: "loadMore"
            case .loadPrevious: "loadPrevious"
            }
        return key.map { "\(name)(\($0))" } ?? name
    }
}

/// A way an edge can be triggered.
public enum RefreshTrigger: Sendable, Hashable {
    /// Pull past the trigger distance, then release (MJRefresh, SwiftUI's `refreshable`).
    case release
    /// Fire as soon as the pull reaches the trigger distance while the finger is still down (UIRefreshControl).
    case threshold
    /// Fire when the visible end comes within `prefetch` points of the content's end (infinite scroll).
    case reachingEnd(prefetch: Double)
    /// The host's "load more" or "retry" button.
    case tap
    /// Fire when the items in view come within `prefetch` items of the list's end at this edge, as the host reports
    /// them (``VisibleItems``: a row's `onAppear`, a collection view's `willDisplay`, a focus). `prefetch` 0 loads
    /// when the last item shows.
    case itemsInView(prefetch: Int)
}

/// The set of triggers an edge accepts.
///
/// Written as an array literal: `[.reachingEnd(prefetch: 150), .tap]`. Stored as flags, so checking it on every
/// scroll frame costs nothing.
public struct RefreshTriggers: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Whether a release past the trigger distance triggers.
    public var release: Bool
    /// Whether reaching the trigger distance while dragging triggers.
    public var threshold: Bool
    /// Whether the host's tap triggers.
    public var tap: Bool
    /// The prefetch distance of ``RefreshTrigger/reachingEnd(prefetch:)``, or `nil` when it is not accepted.
    public var reachingEndPrefetch: Double?
    /// The item prefetch of ``RefreshTrigger/itemsInView(prefetch:)``, or `nil` when it is not accepted.
    public var itemPrefetch: Int?

    /// Creates a set from triggers. A later `reachingEnd` replaces the prefetch of an earlier one.
    public init(_ triggers: [RefreshTrigger]) {
        release = false
        threshold = false
        tap = false
        reachingEndPrefetch = nil
        itemPrefetch = nil
        for trigger in triggers { insert(trigger) }
    }

    /// Creates a set from an array literal.
    public init(arrayLiteral elements: RefreshTrigger...) {
        self.init(elements)
    }

    /// Adds a trigger to the set.
    public mutating func insert(_ trigger: RefreshTrigger) {
        switch trigger {
        case .release: release = true
        case .threshold: threshold = true
        case .tap: tap = true
        case .reachingEnd(let prefetch): reachingEndPrefetch = prefetch
        case .itemsInView(let prefetch): itemPrefetch = prefetch
        }
    }

    /// Whether the set accepts a pull trigger (release or threshold).
    @inlinable public var acceptsPull: Bool { release || threshold }

    /// Whether the set accepts reaching the end, by geometry or by items: such an edge loads more, and a failure
    /// leaves it in `failed`.
    @inlinable public var loadsMore: Bool { reachingEndPrefetch != nil || itemPrefetch != nil }

    /// The triggers in the set, in a fixed order.
    public var elements: [RefreshTrigger] {
        var result: [RefreshTrigger] = []
        if release { result.append(.release) }
        if threshold { result.append(.threshold) }
        if let reachingEndPrefetch { result.append(.reachingEnd(prefetch: reachingEndPrefetch)) }
        if let itemPrefetch { result.append(.itemsInView(prefetch: itemPrefetch)) }
        if tap { result.append(.tap) }
        return result
    }
}

/// What made an edge trigger, as reported by ``RefreshCommand/trigger(_:cause:)``.
public enum TriggerCause: Sendable, Hashable, CaseIterable {
    /// The finger was released past the trigger distance.
    case release
    /// The pull reached the trigger distance while dragging.
    case threshold
    /// The visible end came within the prefetch distance.
    case reachingEnd
    /// The host reported a tap.
    case tap
    /// The host called ``RefreshController/beginRefreshing(_:reveal:now:_:)``.
    case programmatic
    /// A user who cannot pull chose the edge's accessible action
    /// (``RefreshController/performAccessibleAction(_:now:_:)``): a VoiceOver custom action, a key, a button.
    case accessibleAction
    /// The items in view came within the item prefetch (``RefreshTrigger/itemsInView(prefetch:)``).
    case itemsInView

    /// The cause's name as printed by `refresh-lab`.
    public var name: String {
        switch self {
        case .release: "release"
        case .threshold: "threshold"
        case .reachingEnd: "reachingEnd"
        case .tap: "tap"
        case .programmatic: "programmatic"
        case .accessibleAction: "accessibleAction"
        case .itemsInView: "itemsInView"
        }
    }
}

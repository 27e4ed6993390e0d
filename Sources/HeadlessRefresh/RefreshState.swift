/// How a load ended, as the host reports it with ``RefreshController/endRefreshing(_:result:now:_:)``.
public enum RefreshResult: Sendable, Hashable, CaseIterable {
    /// The load succeeded.
    case success
    /// The load failed. A load-more edge then waits in ``RefreshState/failed`` for a tap, a pull or a new drag.
    case failure
    /// The load succeeded and there is nothing more to load; the edge stays in ``RefreshState/noMoreData``.
    case noMoreData

    /// The result's name as used in scenario files: `"success"`, `"failure"`, `"noMoreData"`.
    public var name: String {
        switch self {
        case .success: "success"
        case .failure: "failure"
        case .noMoreData: "noMoreData"
        }
    }
}

/// The state of one edge.
///
/// ```
/// idle ─▶ pulling(p) ─▶ eligible ─release─▶ refreshing ─end─▶ finishing(result) ─▶ idle
///                           │        tap, reachingEnd ─┘                     ├──▶ failed      (load-more edges)
///                           │                                                └──▶ noMoreData
///                           └─▶ secondLevelEligible ─release─▶ secondLevelOpening ─▶ secondLevelOpen
///                                                         idle ◀── secondLevelClosing ◀─ close ─┘
/// ```
public enum RefreshState: Sendable, Hashable {
    /// Nothing is shown.
    case idle
    /// The finger pulls the indicator partly into view; `progress` is the pull over the trigger distance, in
    /// [0.001, 1): a pull shorter than a thousandth of the distance is rest.
    case pulling(progress: Double)
    /// The finger has pulled past the trigger distance: releasing now triggers ("armed").
    case eligible
    /// The host's loader runs; a holding edge keeps its refreshing extent as extra inset.
    case refreshing
    /// The loader is done; the result is shown for its hold time, then the extent collapses.
    case finishing(RefreshResult)
    /// There is no more data; the edge does not trigger until it is reset.
    case noMoreData
    /// A load-more failed; the edge waits for a tap, a pull, or a new drag towards it before it triggers again.
    case failed
    /// The finger has pulled past the second level's distance: releasing now opens it.
    case secondLevelEligible
    /// The content slides away to reveal the second level.
    case secondLevelOpening
    /// The second level is open; the edge holds the open extent.
    case secondLevelOpen
    /// The content comes back over the second level.
    case secondLevelClosing

    /// The state without its associated value.
    @inlinable public var kind: RefreshStateKind {
        switch self {
        case .idle: .idle
        case .pulling: .pulling
        case .eligible: .eligible
        case .refreshing: .refreshing
        case .finishing: .finishing
        case .noMoreData: .noMoreData
        case .failed: .failed
        case .secondLevelEligible: .secondLevelEligible
        case .secondLevelOpening: .secondLevelOpening
        case .secondLevelOpen: .secondLevelOpen
        case .secondLevelClosing: .secondLevelClosing
        }
    }

    /// Whether the state shows the edge busy: refreshing, showing the result of a load, or with its second level
    /// open or moving. It describes the picture: what blocks the opposite edge under exclusivity is a loader that has
    /// not answered or an open second level (P11), which ``RefreshController/isRefreshing(_:)`` and the state tell
    /// apart from a result still showing.
    @inlinable public var isBusy: Bool {
        switch self {
        case .refreshing, .finishing, .secondLevelOpening, .secondLevelOpen, .secondLevelClosing: true
        default: false
        }
    }
}

/// The kind of a ``RefreshState``, without its associated value.
public enum RefreshStateKind: Sendable, Hashable, CaseIterable {
    /// See ``RefreshState/idle``.
    case idle
    /// See ``RefreshState/pulling(progress:)``.
    case pulling
    /// See ``RefreshState/eligible``.
    case eligible
    /// See ``RefreshState/refreshing``.
    case refreshing
    /// See ``RefreshState/finishing(_:)``.
    case finishing
    /// See ``RefreshState/noMoreData``.
    case noMoreData
    /// See ``RefreshState/failed``.
    case failed
    /// See ``RefreshState/secondLevelEligible``.
    case secondLevelEligible
    /// See ``RefreshState/secondLevelOpening``.
    case secondLevelOpening
    /// See ``RefreshState/secondLevelOpen``.
    case secondLevelOpen
    /// See ``RefreshState/secondLevelClosing``.
    case secondLevelClosing

    /// The kind's name as printed by `refresh-lab`: `"idle"`, `"pulling"`, `"eligible"`, and so on.
    public var name: String {
        switch self {
        case .idle: "idle"
        case .pulling: "pulling"
        case .eligible: "eligible"
        case .refreshing: "refreshing"
        case .finishing: "finishing"
        case .noMoreData: "noMoreData"
        case .failed: "failed"
        case .secondLevelEligible: "secondLevelEligible"
        case .secondLevelOpening: "secondLevelOpening"
        case .secondLevelOpen: "secondLevelOpen"
        case .secondLevelClosing: "secondLevelClosing"
        }
    }
}

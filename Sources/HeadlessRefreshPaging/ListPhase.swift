/// What a paged list shows, as one value: its first load, its failure, the empty view, or the rows with the state of
/// the refresh and of each end (Paging 3's `CombinedLoadStates`, easy_refresh's `EasyPaging`).
///
/// Derived from the store's facts (``PagingStore/phase``, ``PagingSnapshot/phase``, ``PagingStateMachine/phase``),
/// never stored beside them. A list that had rows keeps them while a refresh replaces them: the phase stays
/// ``content(_:)`` with ``PagingLoadStates/refresh`` loading, and becomes ``empty(_:)`` only when a page lands with
/// no rows (or the last row is removed).
///
/// ```swift
/// switch store.phase {
/// case .notLoaded, .firstLoad: ProgressView()
/// case .firstLoadFailed(let error): ErrorView(error) { store.retry() }
/// case .empty: EmptyFeedView()  // pull to refresh works here too
/// case .content(let loads): FeedList(store.items, footer: loads.trailing)
/// }
/// ```
public enum ListPhase: Sendable, Equatable {
    /// No page yet and none loading: before the first refresh, or after the first load was cancelled.
    case notLoaded
    /// No page yet; the first one loads.
    case firstLoad
    /// No page yet; the first load failed with this error. ``PagingStore/retry()`` or a refresh loads it again.
    case firstLoadFailed(any Error)
    /// A page landed and the list holds no rows: show the empty view. A refresh or an end may be loading or
    /// failed (a pull on the empty view).
    case empty(PagingLoadStates)
    /// The list holds rows, with the state of the refresh (the header) and of each end (the footers).
    case content(PagingLoadStates)

    /// The state of the refresh and of each end once a page landed; `nil` before.
    public var loadStates: PagingLoadStates? {
        switch self {
        case .notLoaded, .firstLoad, .firstLoadFailed: nil
        case .empty(let states), .content(let states): states
        }
    }

    /// Whether the phase is ``content(_:)``: the list has rows to show.
    public var hasContent: Bool {
        if case .content = self { true } else { false }
    }

    /// Whether two phases are the same; errors compare as ``PagingStatus``'s do.
    public static func == (lhs: ListPhase, rhs: ListPhase) -> Bool {
        switch (lhs, rhs) {
        case (.notLoaded, .notLoaded), (.firstLoad, .firstLoad): true
        case (.firstLoadFailed(let left), .firstLoadFailed(let right)):
            PagingStatus.failed(left, .refresh) == .failed(right, .refresh)
        case (.empty(let left), .empty(let right)), (.content(let left), .content(let right)): left == right
        case (.notLoaded, _), (.firstLoad, _), (.firstLoadFailed, _), (.empty, _), (.content, _): false
        }
    }
}

/// The state of a loaded list's refresh and of its two ends, for its header and footers.
public struct PagingLoadStates: Sendable, Equatable {
    /// The refresh: ``PagingLoadState/idle``, ``PagingLoadState/loading`` (the old rows stay until its page lands)
    /// or ``PagingLoadState/failed(_:)`` (the old rows stay).
    public var refresh: PagingLoadState
    /// The leading end (``PagingStore/loadPrevious()``, older messages of a chat).
    public var leading: PagingLoadState
    /// The trailing end (``PagingStore/loadMore()``, the feed's footer).
    public var trailing: PagingLoadState

    /// Creates load states.
    public init(refresh: PagingLoadState, leading: PagingLoadState, trailing: PagingLoadState) {
        self.refresh = refresh
        self.leading = leading
        self.trailing = trailing
    }
}

/// What one of a list's loads is doing, as its indicator shows it.
public enum PagingLoadState: Sendable, Equatable {
    /// Nothing runs; an end has more to load.
    case idle
    /// A request runs.
    case loading
    /// The last request failed with this error; the end waits for a retry.
    case failed(any Error)
    /// The end was reached for this reason ("No more data"); never for the refresh.
    case reachedEnd(PagingEnd)

    /// Whether a request runs.
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }

    /// The error of a failed request, or `nil`.
    public var error: (any Error)? {
        if case .failed(let error) = self { error } else { nil }
    }

    /// Whether two states are the same; errors compare as ``PagingStatus``'s do.
    public static func == (lhs: PagingLoadState, rhs: PagingLoadState) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.loading, .loading): true
        case (.failed(let left), .failed(let right)): PagingStatus.failed(left, .refresh) == .failed(right, .refresh)
        case (.reachedEnd(let left), .reachedEnd(let right)): left == right
        case (.idle, _), (.loading, _), (.failed, _), (.reachedEnd, _): false
        }
    }

    /// The state of one slot: its status first (a load or a failure), else the end reached, else idle.
    init(_ status: PagingStatus, end: PagingEnd?) {
        switch status {
        case .refreshing, .loadingMore, .loadingPrevious: self = .loading
        case .failed(let error, _): self = .failed(error)
        case .idle: self = end.map { .reachedEnd($0) } ?? .idle
        }
    }
}

extension ListPhase {
    /// The phase of a list from its facts: whether a first page landed, whether it holds rows, what each slot does,
    /// and where each end stands. The one rule every ``phase`` property applies.
    init(
        isLoaded: Bool,
        isEmpty: Bool,
        status: (PageLoadKind) -> PagingStatus,
        end: PagingEnd?,
        previousEnd: PagingEnd?
    ) {
        guard isLoaded else {
            switch status(.refresh) {
            case .failed(let error, _): self = .firstLoadFailed(error)
            case .refreshing: self = .firstLoad
            case .idle, .loadingMore, .loadingPrevious: self = .notLoaded
            }
            return
        }
        let states = PagingLoadStates(
            refresh: PagingLoadState(status(.refresh), end: nil),
            leading: PagingLoadState(status(.loadPrevious), end: previousEnd),
            trailing: PagingLoadState(status(.loadMore), end: end)
        )
        self = isEmpty ? .empty(states) : .content(states)
    }
}

extension PagingStateMachine {
    /// What the list shows: see ``ListPhase``. A pure function of the machine, testable without tasks.
    public var phase: ListPhase {
        ListPhase(
            isLoaded: isLoaded, isEmpty: items.isEmpty, status: status(of:), end: end, previousEnd: previousEnd)
    }
}

/// Decides everything about a paged list: what to request, whether a response is stale, when paging ends, and
/// which items to keep. It runs nothing: each command or response is a `mutating func` that returns the
/// ``PagingAction``s for a driver (``PagingStore``, a test, a model checker) to perform.
///
/// ```swift
/// var machine = PagingStateMachine<Post, String>(pageSize: 20, identifiedBy: .id)
/// for action in machine.refresh() {
///     if case .load(let request) = action { startLoading(request) }  // later: machine.pageLoaded(page, for: request)
/// }
/// ```
///
/// At most one request runs at a time: a refresh supersedes a load-more (which is cancelled, and whose page is
/// dropped when it arrives), and a load-more waits while anything else happens. See <doc:PagingGuarantees>.
public struct PagingStateMachine<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    enum State: Sendable {
        /// No request runs.
        case idle
        /// `request` runs; a response to any other request is stale.
        case loading(PageRequest<Key>)
        /// `request` failed; ``retry()`` sends it again and ``loadMore()`` waits until then or a refresh.
        case failed(PageRequest<Key>, any Error)
    }

    /// Where the list stands between pages. Kept apart from ``State`` because a failure or a running refresh must
    /// not lose it: the old list and its next key stay until a new first page lands.
    enum Position: Sendable, Hashable {
        /// No page has landed since the machine was created.
        case unloaded
        /// The next load-more asks for this key.
        case more(Key)
        /// Paging ended for this reason, until the next refresh.
        case ended(PagingEnd)
    }

    var state = State.idle
    var position = Position.unloaded
    /// The page size of the list on screen: load-mores keep it even if ``pageSize`` changed since its refresh.
    var listPageSize: Int
    var lastRequestID = 0
    var filter: DuplicateFilter<Item>?
    /// Items removed since the list's next key was set: the server may have shifted its offsets by as many.
    var removedSinceKey = 0
    /// Duplicates of pages asked from earlier after a removal; they are not server positions for the total count.
    var uncountedDrops = 0
    /// Moves a next key back over `removed` items (offsets and page numbers); `nil` for keys a removal does not
    /// shift, such as cursors.
    var keyShift: (@Sendable (_ key: Key, _ removed: Int, _ pageSize: Int) -> Key)?

    /// The list: the first page of the last successful refresh and every page appended since.
    public internal(set) var items: [Item] = []
    /// How many items were dropped as duplicates since the last refresh (including duplicates within one page).
    public internal(set) var droppedDuplicates = 0
    /// How many items to ask for per page. A change applies from the next refresh, so that page numbers and
    /// offsets of the list on screen stay consistent. Values below 1 are treated as 1.
    public var pageSize: Int
    /// Whether a page with fewer than ``pageSize`` items ends paging (the default). Turn it off for APIs that may
    /// return short pages before the end; then only a `nil` next key or the total count ends paging.
    public var endsOnShortPage = true
    /// Whether ``refresh()`` may start a request.
    public internal(set) var isRefreshEnabled = true
    /// Whether ``loadMore()`` may start a request.
    public internal(set) var isLoadMoreEnabled = true

    /// Creates a machine with no items. With an identity, items already in the list are dropped from later pages.
    public init(pageSize: Int, identifiedBy identity: ItemIdentity<Item>? = nil) {
        self.pageSize = pageSize
        self.listPageSize = max(1, pageSize)
        self.filter = identity?.makeFilter()
    }

    /// What the list is doing.
    public var status: PagingStatus {
        switch state {
        case .idle: .idle
        case .loading(let request): request.kind == .refresh ? .refreshing : .loadingMore
        case .failed(let request, let error): .failed(error, request.kind)
        }
    }

    /// Whether a load-more could bring more items: `false` once paging ended. A failed refresh keeps the value it had.
    public var hasMore: Bool {
        if case .ended = position { false } else { true }
    }

    /// Why paging ended, or `nil` while there are more pages.
    public var end: PagingEnd? {
        if case .ended(let end) = position { end } else { nil }
    }

    /// The key the next load-more asks for, or `nil` before the first page and after the end. After removals with
    /// offset or page-number keys it is moved back over them (see <doc:PagingGuarantees>).
    public var nextKey: Key? {
        guard case .more(let key) = position else { return nil }
        guard removedSinceKey > 0, let keyShift else { return key }
        return keyShift(key, removedSinceKey, listPageSize)
    }

    /// Whether a first page has landed.
    public var isLoaded: Bool { position != .unloaded }

    /// The request in flight, if any.
    public var inFlight: PageRequest<Key>? {
        if case .loading(let request) = state { request } else { nil }
    }

    // MARK: Commands

    /// Loads the first page. Starts a request unless a refresh already runs (refreshes conflate); an in-flight
    /// load-more is cancelled first, so its page is never appended to the new list.
    public mutating func refresh() -> [PagingAction<Key>] {
        guard isRefreshEnabled else { return [.diagnostic(.ignored(.refresh, because: .disabled))] }
        switch state {
        case .idle, .failed:
            return start(.refresh, key: nil, pageSize: max(1, pageSize))
        case .loading(let request):
            switch request.kind {
            case .refresh:
                return [.diagnostic(.ignored(.refresh, because: .refreshing))]
            case .loadMore:
                // The load-more extends a list that is about to be replaced: cancel it; its id makes it stale.
                return [.cancel(request)] + start(.refresh, key: nil, pageSize: max(1, pageSize))
            }
        }
    }

    /// Loads the next page. Does nothing (with a diagnostic) while a request runs, after a failure until
    /// ``retry()`` or ``refresh()``, before the first page, at the end, or when disabled.
    public mutating func loadMore() -> [PagingAction<Key>] {
        guard isLoadMoreEnabled else { return [.diagnostic(.ignored(.loadMore, because: .disabled))] }
        switch state {
        case .loading(let request):
            return [.diagnostic(.ignored(.loadMore, because: request.kind == .refresh ? .refreshing : .loadingMore))]
        case .failed:
            return [.diagnostic(.ignored(.loadMore, because: .failed))]
        case .idle:
            switch position {
            case .unloaded: return [.diagnostic(.ignored(.loadMore, because: .notLoaded))]
            case .ended: return [.diagnostic(.ignored(.loadMore, because: .endOfData))]
            case .more: return start(.loadMore, key: nextKey, pageSize: listPageSize)
            }
        }
    }

    /// Sends the failed request again: same kind, same key, same page size, new id.
    public mutating func retry() -> [PagingAction<Key>] {
        switch state {
        case .failed(let request, _):
            guard isEnabled(request.kind) else { return [.diagnostic(.ignored(.retry, because: .disabled))] }
            // A load-more asks for the list's next key: the same one, unless items were removed since.
            return start(
                request.kind, key: request.kind == .loadMore ? nextKey : request.key, pageSize: request.pageSize)
        case .loading(let request):
            return [.diagnostic(.ignored(.retry, because: request.kind == .refresh ? .refreshing : .loadingMore))]
        case .idle:
            return [.diagnostic(.ignored(.retry, because: .nothingToRetry))]
        }
    }

    /// Cancels the request in flight, if any. Its response, if one still arrives, is dropped. Items, ``hasMore``
    /// and a previous failure are left as they are.
    public mutating func cancel() -> [PagingAction<Key>] {
        switch state {
        case .loading(let request):
            state = .idle
            return [.cancel(request), .statusChanged]
        case .idle, .failed:
            return []
        }
    }

    /// Enables or disables refresh or load-more (IQRefreshAbstractWrapper's `enableLoadMore`). Disabling cancels a
    /// request of that kind in flight.
    public mutating func setEnabled(_ enabled: Bool, for kind: PageLoadKind) -> [PagingAction<Key>] {
        switch kind {
        case .refresh: isRefreshEnabled = enabled
        case .loadMore: isLoadMoreEnabled = enabled
        }
        switch state {
        case .loading(let request) where !enabled && request.kind == kind:
            return cancel()
        case .idle, .loading, .failed:
            return []
        }
    }

    func isEnabled(_ kind: PageLoadKind) -> Bool {
        switch kind {
        case .refresh: isRefreshEnabled
        case .loadMore: isLoadMoreEnabled
        }
    }

    /// The filter, copied first if another machine shares it.
    mutating func uniqueFilter() -> DuplicateFilter<Item>? {
        guard filter != nil else { return nil }
        if !isKnownUniquelyReferenced(&filter!) { filter = filter!.copy() }
        return filter
    }

    mutating func start(_ kind: PageLoadKind, key: Key?, pageSize: Int) -> [PagingAction<Key>] {
        lastRequestID += 1
        let request = PageRequest(kind: kind, key: key, pageSize: pageSize, id: lastRequestID)
        state = .loading(request)
        return [.load(request), .statusChanged]
    }
}

/// What the driver of a ``PagingStateMachine`` must do after an input.
public enum PagingAction<Key: Hashable & Sendable>: Sendable, Hashable {
    /// Run the loader for this request and report its outcome with ``PagingStateMachine/pageLoaded(_:for:)`` or
    /// ``PagingStateMachine/loadFailed(_:for:)``.
    case load(PageRequest<Key>)
    /// Cancel the task loading this request. Reporting its outcome anyway is harmless: it is dropped as stale.
    case cancel(PageRequest<Key>)
    /// A page was applied: the items, ``PagingStateMachine/hasMore`` and the duplicate count may have changed.
    /// Notify page observers.
    case pageApplied(PageUpdate)
    /// ``PagingStateMachine/status`` changed. Notify status observers.
    case statusChanged
    /// One item was updated in place or removed, without a page. Notify item observers.
    case itemChanged(ItemChange)
    /// Log this.
    case diagnostic(PagingDiagnostic)
}

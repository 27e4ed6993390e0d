/// Decides everything about a paged list: what to request, whether a response is stale, when paging ends at
/// either end, which items to keep and which pages a bounded window drops. It runs nothing: each operation or
/// response is a `mutating func` that returns the ``PagingCommand``s for a driver (``PagingStore``, a test, a model
/// checker) to perform.
///
/// ```swift
/// var machine = PagingStateMachine<Post, String>(pageSize: 20, identifiedBy: .id)
/// for action in machine.refresh() {
///     if case .load(let request) = action { startLoading(request) }  // later: machine.pageLoaded(page, for: request)
/// }
/// ```
///
/// One request runs per direction: a refresh supersedes both ends (their requests are cancelled, and their pages
/// dropped when they arrive); a load-more and a load-previous may run at the same time, each waiting while a
/// refresh runs. See <doc:PagingGuarantees> and <doc:PagingInBothDirections>.
public struct PagingStateMachine<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    /// What one slot (the refresh, or one end) is doing.
    enum State: Sendable {
        /// No request runs.
        case idle
        /// `request` runs; a response to any other request is stale.
        case loading(PageRequest<Key>)
        /// `request` failed; ``retry()`` sends it again and the slot waits until then or a refresh.
        case failed(PageRequest<Key>, any Error)

        var request: PageRequest<Key>? {
            switch self {
            case .idle: nil
            case .loading(let request), .failed(let request, _): request
            }
        }

        var isLoading: Bool { if case .loading = self { true } else { false } }
    }

    /// Where one end of the list stands. Kept apart from ``State`` because a failure or a running refresh must not
    /// lose it: the old list and its keys stay until a new first page lands.
    enum Position: Sendable, Hashable {
        /// No page has landed since the machine was created.
        case unloaded
        /// The next load at this end asks for this key.
        case more(Key)
        /// Paging ended at this end for this reason, until the next refresh or a window drop there.
        case ended(PagingEnd)
    }

    /// One page of the list as it landed: how many of its items are kept, and the keys on either side, so that a
    /// window can drop it and load it again.
    struct PageSpan: Sendable {
        var count: Int
        var previous: Key?
        var next: Key?
        /// Items removed since the page landed, in it or above it: the server moved its next key back by as many
        /// (offsets and page numbers), so that a window that drops the pages after it asks from the right place.
        var removedBeforeNext = 0
        /// Whether rows at its end were counted in a later page that came back with them (see `claim`): its next key
        /// then loads from past rows it no longer holds, so a window that drops the later page asks from earlier.
        var gaveTail = false
    }

    /// The refresh: while it runs or has failed, both ends wait.
    var refreshState = State.idle
    /// The trailing end (load-more).
    var appendState = State.idle
    /// The leading end (load-previous).
    var prependState = State.idle
    /// The trailing end's key or end.
    var position = Position.unloaded
    /// The leading end's key or end.
    var leading = Position.unloaded
    /// The pages of ``items``, in order; their counts add up to `items.count`.
    var pages: [PageSpan] = []
    /// Whether the list starts at the server's first item (nothing was dropped above and the leading end was
    /// reached), so that a total count can end the trailing end.
    var startsAtFirstItem = true
    /// The page size of the list on screen: loads keep it even if ``pageSize`` changed since its refresh.
    var listPageSize: Int
    /// The page size the running refresh's list will use: ``pageSize`` when it started, whatever its first load asks.
    var refreshPageSize: Int
    var lastRequestID = 0
    var filter: DuplicateFilter<Item>?
    /// Items removed since the list's next key was set: the server may have shifted its offsets by as many.
    var removedSinceKey = 0
    /// Duplicates of pages asked from earlier after a removal; they are not server positions for the total count.
    var uncountedDrops = 0
    /// Moves a next key back over `removed` items (offsets and page numbers); `nil` for keys a removal does not
    /// shift, such as cursors.
    var keyShift: (@Sendable (_ key: Key, _ removed: Int, _ pageSize: Int) -> Key)?
    /// Whether a first load may ask for ``initialLoadSize`` items; off for page-number keys, whose pages must all
    /// have one size.
    var allowsInitialLoadSize = true
    /// What the host shows, in indices of ``items``; `nil` until the host says.
    public internal(set) var visibleRange: Range<Int>?

    /// The list: the pages loaded since the last successful refresh, minus those a window dropped.
    public internal(set) var items: [Item] = []
    /// How many items were dropped as duplicates since the last refresh (including duplicates within one page).
    public internal(set) var droppedDuplicates = 0
    /// How many items to ask for per page. A change applies from the next refresh, so that page numbers and
    /// offsets of the list on screen stay consistent. A value below 1 asks for 1 item per page (``PagingStore``
    /// reports it at each refresh).
    public var pageSize: Int
    /// How many items the first load of a refresh asks for; `nil` (the default) asks for ``pageSize``. Paging 3
    /// loads three pages first; set `3 * pageSize` for that. Ignored for page-number keys (``PageNumbering/pages(from:)``).
    public var initialLoadSize: Int?
    /// The most items the list keeps, or `nil` (the default) for no bound. When a page lands past it, whole pages
    /// are dropped from the far end, never one the host shows (``setVisibleRange(_:)``); their keys are kept, so
    /// scrolling back loads them again. Values below three pages are raised to three pages, with a diagnostic.
    public var maxSize: Int?
    /// Whether a page with fewer than ``pageSize`` items ends paging (the default). Turn it off for APIs that may
    /// return short pages before the end; then only a `nil` next key or the total count ends paging.
    public var endsOnShortPage = true
    /// Whether the trailing end stays open at the newest page, for lists that grow at the end while shown (a chat's
    /// new messages). Off by default. When on, a short page or a repeated key does not end the trailing end, and
    /// an empty page without a next key keeps the key it was loaded with, so that the next ``loadMore()`` asks for
    /// what came since; the loader gives a next key at the newest page (a cursor after the newest message). The
    /// edge's one trigger per content change keeps that from looping.
    public var trailingEndStaysOpen = false
    /// Whether ``refresh()`` keeps the reader's place: while the host shows rows below the top, the refresh's page is
    /// merged above them instead of replacing the list. Off by default. See <doc:KeepingTheReadersPlace>.
    public var keepsPlaceOnRefresh = false
    /// How many new items a refresh that kept the place put above the rows in view, and that the reader has not
    /// scrolled to yet; 0 after a plain refresh, ``showNewItems()``, or once the reader reaches the top.
    public internal(set) var newItemCount = 0
    /// Whether the running (or failed) refresh keeps the reader's place when it lands.
    var refreshKeepsPlace = false
    /// The newest page of a refresh that kept the place but did not reach the list (a gap): shown by
    /// ``showNewItems()``.
    var heldNewest: (page: Page<Item, Key>, request: PageRequest<Key>)?
    /// Whether ``refresh()`` may start a request.
    public internal(set) var isRefreshEnabled = true
    /// Whether ``loadMore()`` may start a request.
    public internal(set) var isLoadMoreEnabled = true
    /// Whether ``loadPrevious()`` may start a request.
    public internal(set) var isLoadPreviousEnabled = true

    /// Creates a machine with no items. With an identity, items already in the list are dropped from later pages.
    public init(pageSize: Int, identifiedBy identity: ItemIdentity<Item>? = nil) {
        self.pageSize = pageSize
        self.listPageSize = max(1, pageSize)
        self.refreshPageSize = max(1, pageSize)
        self.filter = identity?.makeFilter()
    }

    /// What the list is doing, summed up: a refresh first, then a load at either end, then a failure. See
    /// ``status(of:)`` for each end on its own.
    public var status: PagingStatus {
        switch refreshState {
        case .loading: return .refreshing
        case .failed(_, let error): return .failed(error, .refresh)
        case .idle: break
        }
        if appendState.isLoading { return .loadingMore }
        if prependState.isLoading { return .loadingPrevious }
        if case .failed(_, let error) = appendState { return .failed(error, .loadMore) }
        if case .failed(_, let error) = prependState { return .failed(error, .loadPrevious) }
        return .idle
    }

    /// What one slot is doing: `.refresh` gives `.refreshing` or a failed refresh, `.loadMore` gives `.loadingMore`
    /// or a failed load-more, `.loadPrevious` likewise; otherwise `.idle`.
    public func status(of kind: PageLoadKind) -> PagingStatus {
        switch slot(kind) {
        case .idle: .idle
        case .loading: kind == .refresh ? .refreshing : kind == .loadMore ? .loadingMore : .loadingPrevious
        case .failed(_, let error): .failed(error, kind)
        }
    }

    /// Whether a load-more could bring more items: `false` once the trailing end was reached.
    public var hasMore: Bool {
        if case .ended = position { false } else { true }
    }

    /// Whether a load-previous could bring more items: `false` once the leading end was reached (always, after a
    /// refresh from the top or for an API that pages one way).
    public var hasPrevious: Bool {
        if case .more = leading { true } else { false }
    }

    /// Why paging ended at the trailing end, or `nil` while there are more pages.
    public var end: PagingEnd? {
        if case .ended(let end) = position { end } else { nil }
    }

    /// Why paging ended at the leading end, or `nil` while there are pages before the first.
    public var previousEnd: PagingEnd? {
        if case .ended(let end) = leading { end } else { nil }
    }

    /// The key the next load-more asks for, or `nil` before the first page and after the end. After removals with
    /// offset or page-number keys it is moved back over them (see <doc:PagingGuarantees>).
    public var nextKey: Key? {
        guard case .more(let key) = position else { return nil }
        guard removedSinceKey > 0, let keyShift else { return key }
        return keyShift(key, removedSinceKey, listPageSize)
    }

    /// The key the next load-previous asks for, or `nil` before the first page and at the leading end.
    public var previousKey: Key? {
        if case .more(let key) = leading { key } else { nil }
    }

    /// Whether a first page has landed.
    public var isLoaded: Bool { position != .unloaded }

    /// The request in flight, if only one is; the refresh, else the load-more, when both ends load.
    public var inFlight: PageRequest<Key>? {
        for state in [refreshState, appendState, prependState] {
            if case .loading(let request) = state { return request }
        }
        return nil
    }

    /// Every request in flight: at most one per slot.
    public var requestsInFlight: [PageRequest<Key>] {
        [refreshState, appendState, prependState].compactMap { if case .loading(let r) = $0 { r } else { nil } }
    }

    func slot(_ kind: PageLoadKind) -> State {
        switch kind {
        case .refresh: refreshState
        case .loadMore: appendState
        case .loadPrevious: prependState
        }
    }

    mutating func setSlot(_ kind: PageLoadKind, _ state: State) {
        switch kind {
        case .refresh: refreshState = state
        case .loadMore: appendState = state
        case .loadPrevious: prependState = state
        }
    }

    /// The filter, copied first if another machine shares it.
    mutating func uniqueFilter() -> DuplicateFilter<Item>? {
        guard filter != nil else { return nil }
        if !isKnownUniquelyReferenced(&filter!) { filter = filter!.copy() }
        return filter
    }

    /// Starts a request in `kind`'s slot; the caller adds `.statusChanged` once per input.
    mutating func begin(_ kind: PageLoadKind, key: Key?, pageSize: Int) -> PagingCommand<Key> {
        lastRequestID += 1
        let request = PageRequest(kind: kind, key: key, pageSize: pageSize, id: lastRequestID)
        setSlot(kind, .loading(request))
        return .load(request)
    }

    mutating func start(_ kind: PageLoadKind, key: Key?, pageSize: Int) -> [PagingCommand<Key>] {
        [begin(kind, key: key, pageSize: pageSize), .statusChanged]
    }
}

/// What the driver of a ``PagingStateMachine`` must do after an input.
public enum PagingCommand<Key: Hashable & Sendable>: Sendable, Hashable {
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

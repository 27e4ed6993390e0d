import Observation

/// A paged list for SwiftUI, UIKit or any host: call ``refresh()`` and ``loadMore()``, show ``items`` and
/// ``status``.
///
/// The store runs your loader in a task and feeds its answer to a ``PagingStateMachine``, which decides
/// everything else: one request at a time, a refresh supersedes a load-more, a stale or cancelled answer is
/// dropped, a failure keeps the list, paging ends on a `nil` key, a short page or the total count, and duplicate
/// items are dropped. See <doc:PagingGuarantees>.
///
/// ```swift
/// let store = PagingStore<Post, String>(pageSize: 20, identifiedBy: .id) { request in
///     let response = try await api.posts(after: request.key, limit: request.pageSize)
///     return Page(items: response.posts, next: response.nextCursor)
/// }
/// store.refresh()
/// ```
///
/// Observe it three ways: its `@Observable` properties, ``snapshots(bufferingPolicy:)``, or closure observers
/// keyed by an id (``addPageObserver(id:_:)``, ``addItemObserver(id:_:)``, ``addStatusObserver(id:_:)``).
///
/// With an identity, ``update(id:_:)``, ``replace(_:)`` and ``remove(id:)`` change one item without a refresh.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class PagingStore<Item: Sendable, Key: Hashable & Sendable> {
    /// Loads one page. Cancellation of the task reaches it; whatever it returns after that is ignored.
    public typealias Loader = @Sendable (PageRequest<Key>) async throws -> Page<Item, Key>

    @ObservationIgnored var machine: PagingStateMachine<Item, Key>
    @ObservationIgnored let loader: Loader
    /// The tasks running the loader, by request id: at most one per slot (refresh, load-more, load-previous).
    @ObservationIgnored var inFlight: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored var pageObservers: [(id: AnyHashable, observer: @MainActor (PageUpdate) -> Void)] = []
    @ObservationIgnored var itemObservers: [(id: AnyHashable, observer: @MainActor (ItemChange) -> Void)] = []
    @ObservationIgnored var statusObservers: [(id: AnyHashable, observer: @MainActor (PagingStatus) -> Void)] = []
    @ObservationIgnored var streams: [Int: AsyncStream<PagingSnapshot<Item, Key>>.Continuation] = [:]
    @ObservationIgnored var nextStreamID = 0
    @ObservationIgnored var notifications: [Notification] = []
    @ObservationIgnored var isNotifying = false
    /// Callers of ``refreshAndWait()`` waiting for the refresh to end, by id.
    @ObservationIgnored var refreshWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    @ObservationIgnored var nextWaiterID = 0
    /// The visible range readers last saw, to tell them when the machine moves it.
    @ObservationIgnored var observedVisibleRange: Range<Int>?
    /// The new-item count readers last saw, to tell them when the reader's scrolling clears it.
    @ObservationIgnored var observedNewItems = (count: 0, exceedsCount: false)

    /// Called with every ``PagingDiagnostic``, for logging.
    @ObservationIgnored public var onDiagnostic: (@MainActor (PagingDiagnostic) -> Void)?

    /// Creates an empty store; call ``refresh()`` to load the first page.
    ///
    /// - Parameters:
    ///   - pageSize: how many items to ask for per page, at least 1: a smaller value asks for 1, and each refresh
    ///     reports it to ``onDiagnostic`` (``PagingDiagnostic/invalidSetting(_:)``).
    ///   - identity: how to tell items apart; with one, items already in the list are dropped from later pages.
    ///   - load: loads the page a ``PageRequest`` describes. It runs outside the main actor.
    public init(pageSize: Int, identifiedBy identity: ItemIdentity<Item>? = nil, load: @escaping Loader) {
        self.machine = PagingStateMachine(pageSize: pageSize, identifiedBy: identity)
        self.loader = load
    }

    deinit {
        for task in inFlight.values { task.cancel() }
        for continuation in streams.values { continuation.finish() }
        for waiter in refreshWaiters.values { waiter.resume() }
    }

    // MARK: State

    /// The list: the pages loaded since the last successful refresh, at either end, minus those the window dropped.
    public var items: [Item] {
        access(keyPath: \.items)
        return machine.items
    }

    /// What the store is doing.
    public var status: PagingStatus {
        access(keyPath: \.status)
        return machine.status
    }

    /// Whether a load-more could bring more items: `false` once paging ended, until the next refresh.
    public var hasMore: Bool {
        access(keyPath: \.hasMore)
        return machine.hasMore
    }

    /// Why paging ended, or `nil` while there are more pages.
    public var end: PagingEnd? {
        access(keyPath: \.end)
        return machine.end
    }

    /// Whether a load-previous could bring more items: `false` at the leading end, which a refresh from the top
    /// or a one-way API reaches at once.
    public var hasPrevious: Bool {
        access(keyPath: \.hasPrevious)
        return machine.hasPrevious
    }

    /// Why paging ended at the leading end, or `nil` while there are pages before the first.
    public var previousEnd: PagingEnd? {
        access(keyPath: \.previousEnd)
        return machine.previousEnd
    }

    /// What one slot does: `.refresh`, `.loadMore` or `.loadPrevious` (see ``PagingStateMachine/status(of:)``).
    public func status(of kind: PageLoadKind) -> PagingStatus {
        access(keyPath: \.status)
        return machine.status(of: kind)
    }

    /// How many items were dropped as duplicates since the last refresh.
    public var droppedDuplicates: Int {
        access(keyPath: \.droppedDuplicates)
        return machine.droppedDuplicates
    }

    /// Whether a first page has landed.
    public var isLoaded: Bool {
        access(keyPath: \.isLoaded)
        return machine.isLoaded
    }

    /// How many items to ask for per page; a change applies from the next refresh. A value below 1 asks for 1, and
    /// each refresh reports it to ``onDiagnostic``.
    public var pageSize: Int {
        get {
            access(keyPath: \.pageSize)
            return machine.pageSize
        }
        set {
            withMutation(keyPath: \.pageSize) { machine.pageSize = newValue }
        }
    }

    /// How many items the first load of a refresh asks for; `nil` asks for ``pageSize``. See
    /// ``PagingStateMachine/initialLoadSize``.
    public var initialLoadSize: Int? {
        get {
            access(keyPath: \.initialLoadSize)
            return machine.initialLoadSize
        }
        set {
            withMutation(keyPath: \.initialLoadSize) { machine.initialLoadSize = newValue }
        }
    }

    /// The most items the list keeps (a bounded window), or `nil` for no bound. See ``PagingStateMachine/maxSize``
    /// and <doc:PagingInBothDirections>.
    public var maxSize: Int? {
        get {
            access(keyPath: \.maxSize)
            return machine.maxSize
        }
        set {
            withMutation(keyPath: \.maxSize) { machine.maxSize = newValue }
        }
    }

    /// Which items the host shows, as the machine last heard and moved it; a window never drops them. Observed like
    /// ``items``: a prepend or a drop that moves it tells its readers.
    public var visibleRange: Range<Int>? {
        access(keyPath: \.visibleRange)
        return machine.visibleRange
    }

    /// Tells the store which items the host shows (first and last visible index), so that a bounded window never
    /// drops them. Call it when the visible rows change; it loads nothing.
    public func setVisibleRange(_ range: Range<Int>?) {
        perform(machine.setVisibleRange(range))
    }

    /// Whether the trailing end stays open at the newest page (a chat's new messages). See
    /// ``PagingStateMachine/trailingEndStaysOpen``.
    public var trailingEndStaysOpen: Bool {
        get {
            access(keyPath: \.trailingEndStaysOpen)
            return machine.trailingEndStaysOpen
        }
        set {
            withMutation(keyPath: \.trailingEndStaysOpen) { machine.trailingEndStaysOpen = newValue }
        }
    }

    /// Whether a page with fewer items than asked for ends paging (the default).
    public var endsOnShortPage: Bool {
        get {
            access(keyPath: \.endsOnShortPage)
            return machine.endsOnShortPage
        }
        set {
            withMutation(keyPath: \.endsOnShortPage) { machine.endsOnShortPage = newValue }
        }
    }

    /// Whether ``refresh()`` loads. Turning it off cancels a refresh in flight.
    public var isRefreshEnabled: Bool {
        get {
            access(keyPath: \.isRefreshEnabled)
            return machine.isRefreshEnabled
        }
        set {
            withMutation(keyPath: \.isRefreshEnabled) {}
            perform(machine.setEnabled(newValue, for: .refresh))
        }
    }

    /// Whether ``loadPrevious()`` loads. Turning it off cancels a load-previous in flight.
    public var isLoadPreviousEnabled: Bool {
        get {
            access(keyPath: \.isLoadPreviousEnabled)
            return machine.isLoadPreviousEnabled
        }
        set {
            withMutation(keyPath: \.isLoadPreviousEnabled) {}
            perform(machine.setEnabled(newValue, for: .loadPrevious))
        }
    }

    /// Whether ``loadMore()`` loads (IQRefreshAbstractWrapper's `enableLoadMore`). Turning it off cancels a
    /// load-more in flight.
    public var isLoadMoreEnabled: Bool {
        get {
            access(keyPath: \.isLoadMoreEnabled)
            return machine.isLoadMoreEnabled
        }
        set {
            withMutation(keyPath: \.isLoadMoreEnabled) {}
            perform(machine.setEnabled(newValue, for: .loadMore))
        }
    }

    /// Everything above as one value. Observed as a whole: a reader of any of its fields is told when a page lands
    /// or the status changes.
    public var snapshot: PagingSnapshot<Item, Key> {
        access(keyPath: \.snapshot)
        return makeSnapshot(after: nil)
    }

    // MARK: Operations

    /// Loads the first page; it replaces the list when it lands. Supersedes loads in flight at either end; does
    /// nothing while a refresh runs.
    public func refresh() {
        perform(reportingPageSize(machine.refresh()))
    }

    /// Opens the list at `key` (the first unread message, a search result): loads that page, which replaces the list
    /// when it lands, with both ends open as its keys say. Supersedes loads at either end and a refresh at another
    /// key.
    public func refresh(at key: Key?) {
        perform(reportingPageSize(machine.refresh(at: key)))
    }

    /// Refreshes (or joins the refresh already running) and returns when it has ended: applied, failed or
    /// cancelled. For SwiftUI's `.refreshable`, whose indicator stays until the action returns:
    ///
    /// ```swift
    /// List(store.items) { post in Text(post.title) }
    ///     .refreshable { await store.refreshAndWait() }
    /// ```
    ///
    /// Cancelling the waiting task stops the wait, not the refresh: the page still lands.
    public func refreshAndWait() async {
        refresh()
        guard machine.status.isRefreshing else { return }
        let id = nextWaiterID
        nextWaiterID += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled || !machine.status.isRefreshing {
                    continuation.resume()
                } else {
                    refreshWaiters[id] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.refreshWaiters.removeValue(forKey: id)?.resume() }
        }
    }

    /// Loads the next page and appends it. Does nothing while a request runs, after a failure (until ``retry()``
    /// or ``refresh()``), before the first page, or at the end.
    public func loadMore() {
        perform(machine.loadMore())
    }

    /// Loads the page before the first one and prepends it (older messages of a chat). Waits like ``loadMore()``,
    /// each end on its own: a load-more running does not hold it back.
    public func loadPrevious() {
        perform(machine.loadPrevious())
    }

    /// Sends every failed request again, with the same key (both ends, or the refresh that both wait for).
    public func retry() {
        perform(machine.retry())
    }

    /// Sends the failed request of one end again, or the failed refresh that it waits for.
    public func retry(_ kind: PageLoadKind) {
        perform(machine.retry(kind))
    }

    /// Cancels every request in flight. The loaders' tasks are cancelled, and whatever they return is ignored.
    public func cancel() {
        perform(machine.cancel())
    }
}

/// Everything a ``PagingStore`` shows, as one value.
///
/// A snapshot shares the store's item storage. While you hold one, the next page copies the items once
/// (copy-on-write); drop snapshots you no longer need.
public struct PagingSnapshot<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    /// See ``PagingStore/items``.
    public var items: [Item]
    /// See ``PagingStore/status``.
    public var status: PagingStatus
    /// See ``PagingStore/hasMore``.
    public var hasMore: Bool
    /// See ``PagingStore/end``.
    public var end: PagingEnd?
    /// The key the next load-more asks for, or `nil` before the first page and after the end.
    public var nextKey: Key?
    /// See ``PagingStore/hasPrevious``.
    public var hasPrevious: Bool
    /// See ``PagingStore/previousEnd``.
    public var previousEnd: PagingEnd?
    /// The key the next load-previous asks for, or `nil` before the first page and at the leading end.
    public var previousKey: Key?
    /// See ``PagingStore/droppedDuplicates``.
    public var droppedDuplicates: Int
    /// The page that produced this snapshot, or `nil` when only the status or one item changed.
    public var update: PageUpdate?
    /// See ``PagingStore/newItemCount``.
    public var newItemCount = 0
    /// See ``PagingStore/newItemsExceedCount``.
    public var newItemsExceedCount = false
    /// The item change that produced this snapshot (``PagingStore/update(id:_:)``, ``PagingStore/replace(_:)``,
    /// ``PagingStore/remove(id:)``), or `nil`.
    public var change: ItemChange?
    /// See ``PagingStore/isLoaded``.
    public var isLoaded = false
    /// What the refresh, the load-more and the load-previous each did, for ``status(of:)`` and ``phase``: three
    /// values rather than an array, so a snapshot allocates nothing for them.
    var refreshStatus = PagingStatus.idle
    var loadMoreStatus = PagingStatus.idle
    var loadPreviousStatus = PagingStatus.idle
}

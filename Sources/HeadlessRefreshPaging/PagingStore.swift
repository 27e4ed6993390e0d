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
    @ObservationIgnored var inFlight: InFlight?
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

    /// Called with every ``PagingDiagnostic``, for logging.
    @ObservationIgnored public var onDiagnostic: (@MainActor (PagingDiagnostic) -> Void)?

    /// Creates an empty store; call ``refresh()`` to load the first page.
    ///
    /// - Parameters:
    ///   - pageSize: how many items to ask for per page.
    ///   - identity: how to tell items apart; with one, items already in the list are dropped from later pages.
    ///   - load: loads the page a ``PageRequest`` describes. It runs outside the main actor.
    public init(pageSize: Int, identifiedBy identity: ItemIdentity<Item>? = nil, load: @escaping Loader) {
        self.machine = PagingStateMachine(pageSize: pageSize, identifiedBy: identity)
        self.loader = load
    }

    deinit {
        inFlight?.task.cancel()
        for continuation in streams.values { continuation.finish() }
        for waiter in refreshWaiters.values { waiter.resume() }
    }

    // MARK: State

    /// The list: the first page of the last successful refresh and every page appended since.
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

    /// How many items to ask for per page; a change applies from the next refresh.
    public var pageSize: Int {
        get {
            access(keyPath: \.pageSize)
            return machine.pageSize
        }
        set {
            withMutation(keyPath: \.pageSize) { machine.pageSize = newValue }
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

    // MARK: Commands

    /// Loads the first page; it replaces the list when it lands. Supersedes a load-more in flight; does nothing
    /// while a refresh runs.
    public func refresh() {
        perform(machine.refresh())
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

    /// Sends the failed request again, with the same key.
    public func retry() {
        perform(machine.retry())
    }

    /// Cancels the request in flight. The loader's task is cancelled, and whatever it returns is ignored.
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
    /// See ``PagingStore/droppedDuplicates``.
    public var droppedDuplicates: Int
    /// The page that produced this snapshot, or `nil` when only the status or one item changed.
    public var update: PageUpdate?
    /// The item change that produced this snapshot (``PagingStore/update(id:_:)``, ``PagingStore/replace(_:)``,
    /// ``PagingStore/remove(id:)``), or `nil`.
    public var change: ItemChange?
}

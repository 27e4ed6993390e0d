import HeadlessRefresh

/// Starts a ``PagingStore``'s loads on a controller's triggers and ends the edges when they land, for a
/// `RefreshController` the host owns: a scroll simulator's, an adapter's, a game loop's.
///
/// Each edge has a role: the refresh edge refreshes, the load-more edge loads the next page, the load-previous
/// edge the page before the first. A feed is `refresh: .top, loadMore: .bottom`; a chat list that opens at the
/// bottom is `refresh: nil, loadMore: .bottom, loadPrevious: .top`, its top `reachingEnd` loading older messages.
///
/// The host hands the driver every action its controller answers with (``handle(_:)``), and calls ``settle()``
/// once it has applied a batch. The driver sends the controller its inputs through the `send` closure: the end of
/// each load, no-more-data marks and resets. A `RefreshSession` with a store attached
/// (``HeadlessRefresh/RefreshSession/attach(_:refresh:loadMore:loadPrevious:)``) runs this driver over its own
/// controller.
///
/// ```swift
/// let driver = PagingEdgeDriver(
///     store: store,
///     state: { [unowned host] edge in host.controller.state(edge) },
///     send: { [unowned host] input in host.send(input) }  // the host forwards the actions to `handle`
/// )
/// ```
///
/// Rules (see <doc:PagingGuarantees>):
/// - A successful refresh resets no-more-data at each end's edge when more pages exist there, and marks it when
///   the refresh reached that end; a failed or cancelled one changes nothing there.
/// - An end's edge that triggers while that end (or the refresh) failed retries it ("tap to retry").
/// - A load superseded by a refresh ends its edge at once, as a success: nothing failed.
/// - A trigger while the store already runs that load joins it: the edge ends with its outcome.
/// - A refresh the store refuses (``PagingStore/isRefreshEnabled`` off) ends its edge at once as a failure: nothing
///   was refreshed, so the last-updated time and the end of data stay as they were, which a success would change.
/// - A load-more or load-previous the store ignores ends its edge at once: no more data at that end, failure while
///   a failed load waits for a retry the store refused, success otherwise (nothing to load, nothing failed).
/// - A window drop that reopens an end takes its edge out of no-more-data.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class PagingEdgeDriver<Item: Sendable, Key: Hashable & Sendable> {
    /// The store the edges load.
    public let store: PagingStore<Item, Key>
    /// The edge whose trigger refreshes the store (a feed's header), or `nil` when no edge refreshes.
    public let refreshEdge: RefreshEdge?
    /// The edge whose trigger loads the next page (a feed's footer, a chat's bottom), or `nil`.
    public let loadMoreEdge: RefreshEdge?
    /// The edge whose trigger loads the page before the first (a chat's top), or `nil`.
    public let loadPreviousEdge: RefreshEdge?

    private let state: @MainActor (RefreshEdge) -> RefreshState?
    private let send: @MainActor (RefreshInput) -> Void
    /// The refresh edge is refreshing and waits for the store's refresh to end.
    private var refreshPending = false
    /// The edges of the two ends: refreshing and waiting for their load, or to be marked no-more-data.
    private var ends: [End]
    /// Detached from its host: it starts nothing more.
    private var isDetached = false

    /// One end of the list and its edge.
    private struct End {
        var kind: PageLoadKind
        var edge: RefreshEdge
        var pending = false
        /// The store reached this end; the edge must show it once the refresh edge has finished.
        var noMoreDataPending = false
    }

    /// Drives `store` from the edges of a controller the host owns.
    ///
    /// - Parameters:
    ///   - store: the paged list.
    ///   - refreshEdge: the edge that refreshes; `.top` by default (`.left` on a horizontal list), `nil` for none.
    ///   - loadMoreEdge: the edge that loads the next page; `.bottom` by default (`.right` on a horizontal list).
    ///   - loadPreviousEdge: the edge that loads the page before the first; `nil` by default (`.top` for a chat).
    ///   - state: the controller's current state of an edge.
    ///   - send: sends an input to the controller at the host's time; the host applies the actions it answers with
    ///     and hands them to ``handle(_:)``. It may be called while the host applies an earlier batch: queue it.
    public init(
        store: PagingStore<Item, Key>,
        refreshEdge: RefreshEdge? = .top,
        loadMoreEdge: RefreshEdge? = .bottom,
        loadPreviousEdge: RefreshEdge? = nil,
        state: @escaping @MainActor (RefreshEdge) -> RefreshState?,
        send: @escaping @MainActor (RefreshInput) -> Void
    ) {
        self.store = store
        self.refreshEdge = refreshEdge
        self.loadMoreEdge = loadMoreEdge
        self.loadPreviousEdge = loadPreviousEdge
        self.state = state
        self.send = send
        ends = []
        if let loadMoreEdge {
            ends.append(End(kind: .loadMore, edge: loadMoreEdge, noMoreDataPending: store.isLoaded && !store.hasMore))
        }
        if let loadPreviousEdge {
            ends.append(
                End(
                    kind: .loadPrevious, edge: loadPreviousEdge, noMoreDataPending: store.isLoaded && !store.hasPrevious
                )
            )
        }
        let id = ObjectIdentifier(self)
        store.addPageObserver(id: id) { [weak self] update in self?.pageApplied(update) }
        store.addStatusObserver(id: id) { [weak self] status in self?.statusChanged(status) }
    }

    /// Stops observing the store: its loads no longer end edges, and triggers no longer start loads.
    func detach() {
        let id = ObjectIdentifier(self)
        store.removePageObserver(id: id)
        store.removeStatusObserver(id: id)
        ends = []
        refreshPending = false
        isDetached = true
    }

    /// Takes one command of the controller: a trigger of an edge with a role starts the store's load.
    public func handle(_ command: RefreshCommand) {
        if !isDetached, case .trigger(let edge, _) = command { startLoad(for: edge) }
    }

    /// Marks each end's edge as having no more data once nothing refreshes. Call after applying a batch of actions:
    /// a refresh edge's success resets no-more-data on the opposite edge when its end is applied, which may come
    /// after the page (minimum refreshing duration), so marking earlier would be undone.
    public func settle() {
        if let refreshEdge, state(refreshEdge)?.kind == .refreshing { return }
        for index in ends.indices where ends[index].noMoreDataPending {
            guard let edge = state(ends[index].edge), edge.kind != .refreshing else { continue }
            ends[index].noMoreDataPending = false
            if edge != .noMoreData { send(.markNoMoreData(ends[index].edge)) }
        }
    }

    // MARK: Controller to store

    private func startLoad(for edge: RefreshEdge) {
        if edge == refreshEdge {
            refreshPending = true
            store.refresh()
            if refreshPending && !store.status(of: .refresh).isRefreshing {
                // The store refused (refresh disabled): nothing was refreshed.
                refreshPending = false
                send(.endRefreshing(edge, .failure))
            }
        } else if let index = ends.firstIndex(where: { $0.edge == edge }) {
            let kind = ends[index].kind
            ends[index].pending = true
            // A failed end waits for a retry: a trigger of its edge (its "tap to retry") is that retry.
            if store.status(of: .refresh).failedKind != nil || store.status(of: kind).failedKind != nil {
                store.retry(kind)
            } else if kind == .loadMore {
                store.loadMore()
            } else {
                store.loadPrevious()
            }
            if ends[index].pending && !store.status(of: kind).isLoading {
                ends[index].pending = false
                let failed = store.status(of: kind).failedKind != nil || store.status(of: .refresh).failedKind != nil
                let result: RefreshResult = hasMore(kind) ? (failed ? .failure : .success) : .noMoreData
                send(.endRefreshing(edge, result))
            }
        }
    }

    private func hasMore(_ kind: PageLoadKind) -> Bool {
        kind == .loadMore ? store.hasMore : store.hasPrevious
    }

    // MARK: Store to controller

    private func pageApplied(_ update: PageUpdate) {
        if update.kind == .refresh, refreshPending, let refreshEdge {
            refreshPending = false
            send(.endRefreshing(refreshEdge, .success))
        }
        for index in ends.indices {
            let kind = ends[index].kind
            let more = hasMore(kind)
            if update.kind == kind && ends[index].pending {
                ends[index].pending = false
                send(.endRefreshing(ends[index].edge, more ? .success : .noMoreData))
            } else if update.kind == .refresh || reopened(kind, by: update) {
                if more {
                    ends[index].noMoreDataPending = false
                    if update.kind == .refresh || state(ends[index].edge) == .noMoreData {
                        send(.resetNoMoreData(ends[index].edge))
                    }
                } else {
                    ends[index].noMoreDataPending = true
                }
            } else if update.kind == kind && !more {
                ends[index].noMoreDataPending = true
            }
        }
        settle()
    }

    /// Whether a window drop at `kind`'s end may have reopened it.
    private func reopened(_ kind: PageLoadKind, by update: PageUpdate) -> Bool {
        kind == .loadMore ? update.removedFromEnd > 0 : update.removedFromStart > 0
    }

    private func statusChanged(_ status: PagingStatus) {
        if refreshPending && !store.status(of: .refresh).isRefreshing, let refreshEdge {
            // Failed or cancelled: nothing was refreshed, so no-more-data and the last-updated time stay as they are.
            refreshPending = false
            send(.endRefreshing(refreshEdge, .failure))
        }
        for index in ends.indices where ends[index].pending {
            let own = store.status(of: ends[index].kind)
            guard !own.isLoading else { continue }
            // Failed, or cancelled and superseded by a refresh (which is no failure of this edge).
            ends[index].pending = false
            send(.endRefreshing(ends[index].edge, own.failedKind != nil ? .failure : .success))
        }
    }
}

import HeadlessRefresh

/// Starts a ``PagingStore``'s loads on a controller's triggers and ends the edges when they land, for a
/// `RefreshController` the host owns: a scroll simulator's, an adapter's, a game loop's.
///
/// The host hands the driver every action its controller answers with (``handle(_:)``), and calls ``settle()``
/// once it has applied a batch. The driver sends the controller its inputs through the `send` closure: the end of
/// each load, no-more-data marks and resets. ``RefreshPagingBinding`` is this driver with a controller of its own.
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
/// - A successful refresh resets no-more-data at the load-more edge when more pages exist, and marks it when the
///   refresh brought the last page; a failed or cancelled one changes nothing there.
/// - A load-more edge that triggers while the store is failed retries the failed request ("tap to retry").
/// - A load-more superseded by a refresh ends its edge at once, as a success: nothing failed.
/// - A trigger the store ignores (disabled, already at the end) ends its edge at once.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class PagingEdgeDriver<Item: Sendable, Key: Hashable & Sendable> {
    /// The store the edges load.
    public let store: PagingStore<Item, Key>
    /// The edge whose trigger refreshes the store (the header).
    public let refreshEdge: RefreshEdge
    /// The edge whose trigger loads more (the footer).
    public let loadMoreEdge: RefreshEdge

    private let state: @MainActor (RefreshEdge) -> RefreshState?
    private let send: @MainActor (RefreshInput) -> Void
    /// The refresh edge is refreshing and waits for the store's refresh to end.
    private var refreshPending = false
    /// The load-more edge is refreshing and waits for the store's load-more to end.
    private var loadMorePending = false
    /// The store ended paging; the load-more edge must show it once the refresh edge has finished.
    private var noMoreDataPending = false

    /// Drives `store` from the edges of a controller the host owns.
    ///
    /// - Parameters:
    ///   - store: the paged list.
    ///   - refreshEdge: the edge that refreshes; `.top` by default (`.left` on a horizontal list).
    ///   - loadMoreEdge: the edge that loads more; `.bottom` by default (`.right` on a horizontal list).
    ///   - state: the controller's current state of an edge.
    ///   - send: sends an input to the controller at the host's time; the host applies the actions it answers with
    ///     and hands them to ``handle(_:)``. It may be called while the host applies an earlier batch: queue it.
    public init(
        store: PagingStore<Item, Key>,
        refreshEdge: RefreshEdge = .top,
        loadMoreEdge: RefreshEdge = .bottom,
        state: @escaping @MainActor (RefreshEdge) -> RefreshState?,
        send: @escaping @MainActor (RefreshInput) -> Void
    ) {
        self.store = store
        self.refreshEdge = refreshEdge
        self.loadMoreEdge = loadMoreEdge
        self.state = state
        self.send = send
        let id = ObjectIdentifier(self)
        store.addPageObserver(id: id) { [weak self] update in self?.pageApplied(update) }
        store.addStatusObserver(id: id) { [weak self] status in self?.statusChanged(status) }
        noMoreDataPending = store.isLoaded && !store.hasMore
    }

    /// Takes one action of the controller: a trigger of either edge starts the store's load.
    public func handle(_ action: RefreshCommand) {
        if case .trigger(let edge, _) = action { startLoad(for: edge) }
    }

    /// Marks the load-more edge as having no more data once nothing refreshes. Call after applying a batch of
    /// actions: a refresh edge's success resets no-more-data on the opposite edge when its end is applied, which
    /// may come after the page (minimum refreshing duration), so marking earlier would be undone.
    public func settle() {
        guard noMoreDataPending, let footer = state(loadMoreEdge) else { return }
        guard state(refreshEdge)?.kind != .refreshing, footer.kind != .refreshing else { return }
        noMoreDataPending = false
        if footer != .noMoreData { send(.markNoMoreData(loadMoreEdge)) }
    }

    // MARK: Controller to store

    private func startLoad(for edge: RefreshEdge) {
        if edge == refreshEdge {
            refreshPending = true
            store.refresh()
            if refreshPending && !store.status.isRefreshing {
                // The store refused (refresh disabled): nothing was refreshed.
                refreshPending = false
                send(.endRefreshing(refreshEdge, .failure))
            }
        } else if edge == loadMoreEdge {
            loadMorePending = true
            // A failed store waits for a retry: a trigger of the footer (its "tap to retry") is that retry.
            if store.status.failedKind != nil { store.retry() } else { store.loadMore() }
            if loadMorePending && !store.status.isLoadingMore {
                loadMorePending = false
                let result: RefreshResult =
                    store.hasMore ? (store.status.failedKind != nil ? .failure : .success) : .noMoreData
                send(.endRefreshing(loadMoreEdge, result))
            }
        }
    }

    // MARK: Store to controller

    private func pageApplied(_ update: PageUpdate) {
        switch update.kind {
        case .refresh:
            if refreshPending {
                refreshPending = false
                send(.endRefreshing(refreshEdge, .success))
            }
            if update.hasMore {
                noMoreDataPending = false
                send(.resetNoMoreData(loadMoreEdge))
            } else {
                noMoreDataPending = true
            }
        case .loadMore:
            if loadMorePending {
                loadMorePending = false
                send(.endRefreshing(loadMoreEdge, update.hasMore ? .success : .noMoreData))
            } else if !update.hasMore {
                noMoreDataPending = true
            }
        }
        settle()
    }

    private func statusChanged(_ status: PagingStatus) {
        if refreshPending && !status.isRefreshing {
            // Failed or cancelled: nothing was refreshed, so no-more-data and the last-updated time stay as they are.
            refreshPending = false
            send(.endRefreshing(refreshEdge, .failure))
        }
        if loadMorePending && !status.isLoadingMore {
            // Failed, or cancelled and superseded by a refresh (which is no failure of the footer).
            loadMorePending = false
            send(.endRefreshing(loadMoreEdge, status.failedKind == .loadMore ? .failure : .success))
        }
    }
}

import HeadlessRefresh

/// Connects a ``PagingStore`` to a `RefreshController`: pulling the header refreshes the store, reaching the
/// footer loads more, and each load ends the edge that started it with success, failure or no more data.
///
/// The binding owns the controller. The host forwards its scroll inputs with ``send(_:)`` and performs the
/// actions it gets back (insets, scrolls, redraws, haptics); the binding starts the store's loads on the
/// controller's `trigger` actions and ends them when the store reports. Time comes from the `now` closure the host
/// injects: the library reads no clock.
///
/// ```swift
/// let binding = RefreshPagingBinding(
///     store: store,
///     controller: RefreshController(top: .header, bottom: .footer),
///     now: { clock.seconds }
/// ) { action in
///     host.apply(action)  // setExtraInset, scroll, stateChanged, scheduleTick, ...
/// }
/// binding.send(.geometry(scrollView.geometry))
/// ```
///
/// Rules (see <doc:PagingGuarantees>):
/// - A successful refresh resets no-more-data at the load-more edge when more pages exist, and marks it when the
///   refresh brought the last page; a failed or cancelled one changes nothing there.
/// - A load-more edge that triggers while the store is failed retries the failed request ("tap to retry").
/// - A load-more superseded by a refresh ends its edge at once, as a success: nothing failed.
/// - A trigger the store ignores (disabled, already at the end) ends its edge at once.
@MainActor
public final class RefreshPagingBinding<Item: Sendable, Key: Hashable & Sendable> {
    /// The store the edges load.
    public let store: PagingStore<Item, Key>
    /// The controller; read its states and snapshots to draw the indicators.
    public private(set) var controller: RefreshController
    /// The edge whose trigger refreshes the store (the header).
    public let refreshEdge: RefreshEdge
    /// The edge whose trigger loads more (the footer).
    public let loadMoreEdge: RefreshEdge

    private let now: @MainActor () -> Double
    private let perform: @MainActor (RefreshAction) -> Void
    /// Actions waiting for the host, in order. A host that calls back from inside `perform` (UIKit reports a
    /// scroll synchronously) queues behind them instead of re-entering the controller.
    private var queue: [RefreshAction] = []
    private var isDraining = false
    /// The refresh edge is refreshing and waits for the store's refresh to end.
    private var refreshPending = false
    /// The load-more edge is refreshing and waits for the store's load-more to end.
    private var loadMorePending = false
    /// The store ended paging; the load-more edge must show it once the refresh edge has finished.
    private var noMoreDataPending = false

    /// Binds `store` to `controller`.
    ///
    /// - Parameters:
    ///   - store: the paged list.
    ///   - controller: a controller configured with at least the two edges below.
    ///   - refreshEdge: the edge that refreshes; `.top` by default (`.left` on a horizontal list).
    ///   - loadMoreEdge: the edge that loads more; `.bottom` by default (`.right` on a horizontal list).
    ///   - now: the host's monotonic clock in seconds, read for every input the binding sends.
    ///   - perform: applies one action of the controller to the host's view.
    public init(
        store: PagingStore<Item, Key>,
        controller: RefreshController,
        refreshEdge: RefreshEdge = .top,
        loadMoreEdge: RefreshEdge = .bottom,
        now: @escaping @MainActor () -> Double,
        perform: @escaping @MainActor (RefreshAction) -> Void
    ) {
        self.store = store
        self.controller = controller
        self.refreshEdge = refreshEdge
        self.loadMoreEdge = loadMoreEdge
        self.now = now
        self.perform = perform
        let id = ObjectIdentifier(self)
        store.addPageObserver(id: id) { [weak self] update in self?.pageApplied(update) }
        store.addStatusObserver(id: id) { [weak self] status in self?.statusChanged(status) }
        if store.isLoaded && !store.hasMore {
            noMoreDataPending = true
            settleNoMoreData()
        }
    }

    /// Forwards one input to the controller at the injected time, performs the resulting actions and starts the
    /// loads they trigger.
    public func send(_ input: RefreshInput) {
        controller.send(input, now: now()) { queue.append($0) }
        drain()
    }

    /// Refreshes from code, showing the header like a pull would (a programmatic begin of the refresh edge).
    public func refresh(reveal: Bool = true) {
        send(.beginRefreshing(refreshEdge, reveal: reveal))
    }

    // MARK: Controller to store

    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        repeat {
            var index = 0
            while index < queue.count {
                let action = queue[index]
                index += 1
                perform(action)
                if case .trigger(let edge, _) = action { startLoad(for: edge) }
            }
            queue.removeAll(keepingCapacity: true)
            // Settling may queue actions of its own.
            settleNoMoreData()
        } while !queue.isEmpty
    }

    private func startLoad(for edge: RefreshEdge) {
        if edge == refreshEdge {
            refreshPending = true
            store.refresh()
            if refreshPending && !store.status.isRefreshing {
                // The store refused (refresh disabled): nothing was refreshed.
                refreshPending = false
                end(refreshEdge, .failure)
            }
        } else if edge == loadMoreEdge {
            loadMorePending = true
            // A failed store waits for a retry: a trigger of the footer (its "tap to retry") is that retry.
            if store.status.failedKind != nil { store.retry() } else { store.loadMore() }
            if loadMorePending && !store.status.isLoadingMore {
                loadMorePending = false
                end(loadMoreEdge, store.hasMore ? (store.status.failedKind != nil ? .failure : .success) : .noMoreData)
            }
        }
    }

    // MARK: Store to controller

    private func pageApplied(_ update: PageUpdate) {
        switch update.kind {
        case .refresh:
            if refreshPending {
                refreshPending = false
                end(refreshEdge, .success)
            }
            if update.hasMore {
                noMoreDataPending = false
                apply { $0.resetNoMoreData(loadMoreEdge, now: $1, $2) }
            } else {
                noMoreDataPending = true
            }
        case .loadMore:
            if loadMorePending {
                loadMorePending = false
                end(loadMoreEdge, update.hasMore ? .success : .noMoreData)
            } else if !update.hasMore {
                noMoreDataPending = true
            }
        }
        settleNoMoreData()
    }

    private func statusChanged(_ status: PagingStatus) {
        if refreshPending && !status.isRefreshing {
            // Failed or cancelled: nothing was refreshed, so no-more-data and the last-updated time stay as they are.
            refreshPending = false
            end(refreshEdge, .failure)
        }
        if loadMorePending && !status.isLoadingMore {
            // Failed, or cancelled and superseded by a refresh (which is no failure of the footer).
            loadMorePending = false
            end(loadMoreEdge, status.failedKind == .loadMore ? .failure : .success)
        }
    }

    /// Marks the load-more edge as having no more data once nothing refreshes: a refresh edge's success resets
    /// no-more-data on the opposite edge when its end is applied, which may come after the page (minimum refreshing
    /// duration), so marking earlier would be undone.
    private func settleNoMoreData() {
        guard noMoreDataPending, let state = controller.state(loadMoreEdge) else { return }
        guard controller.state(refreshEdge)?.kind != .refreshing, state.kind != .refreshing else { return }
        noMoreDataPending = false
        if state != .noMoreData {
            apply { $0.markNoMoreData(loadMoreEdge, now: $1, $2) }
        }
    }

    private func end(_ edge: RefreshEdge, _ result: RefreshResult) {
        apply { $0.endRefreshing(edge, result: result, now: $1, $2) }
    }

    /// Runs one controller input at the injected time and delivers its actions.
    private func apply(_ input: (inout RefreshController, Double, (RefreshAction) -> Void) -> Void) {
        input(&controller, now()) { queue.append($0) }
        drain()
    }
}

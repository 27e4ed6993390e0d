import HeadlessRefresh
import HeadlessRefreshPaging
import HeadlessRefreshSimulation

/// Connects the store to the simulator's controller: a trigger starts a load, an answer ends the edge.
///
/// `RefreshPagingBinding` does this for a controller it owns; here the simulator owns the controller and applies
/// its actions, so the session reads the trigger counts instead and sends the ends through the simulator. The rules
/// are the binding's: a refresh ends the header with success or failure, a load-more ends the footer with success,
/// failure or no more data, a failed footer's trigger (its "Tap to retry") retries the failed request.
extension FeedSession {
    /// Delivers the answers due now, lets the store take them in, and starts the loads that triggered.
    func settle() async {
        backend.now = simulator.now
        for index in backend.deliver(dueBy: simulator.now) where index == awaitedRequest {
            // The loader resumes on another executor, then the store's task hops back to the main actor.
            var spins = 0
            while awaitedRequest == index && spins < 1_000_000 {
                spins += 1
                await Task.yield()
            }
        }
        let top = simulator.triggerCount(.top)
        if top > seenTriggers.top {
            seenTriggers.top = top
            await startRefresh()
        }
        let bottom = simulator.triggerCount(.bottom)
        if bottom > seenTriggers.bottom {
            seenTriggers.bottom = bottom
            await startLoadMore()
        }
        markNoMoreDataIfDue()
    }

    private func startRefresh() async {
        let request = backend.requestCount
        store.refresh()
        guard store.status.isRefreshing else {
            // The store refused (a refresh already runs): nothing was refreshed.
            return simulator.end(.top, result: .failure)
        }
        refreshPending = true
        awaitedRequest = request
        await backend.waitForRequest(request)
    }

    private func startLoadMore() async {
        let request = backend.requestCount
        if store.status.failedKind != nil { store.retry() } else { store.loadMore() }
        guard store.status.isLoadingMore else {
            // The store refused: at the end, or a load runs.
            return simulator.end(.bottom, result: store.hasMore ? .success : .noMoreData)
        }
        loadMorePending = true
        awaitedRequest = request
        await backend.waitForRequest(request)
    }

    /// A page landed: the list grows, then the edge that asked for it ends (the scripted loader's order too).
    func pageApplied(_ update: PageUpdate) {
        simulator.setContentLength(Double(store.items.count) * Self.rowHeight)
        if simulator.controller.configuration(.bottom)?.isEnabled == false {
            simulator.setEnabled(.bottom, true)
        }
        switch update.kind {
        case .refresh:
            if refreshPending {
                refreshPending = false
                simulator.end(.top, result: .success)
            }
        case .loadMore:
            if loadMorePending {
                loadMorePending = false
                simulator.end(.bottom, result: update.hasMore ? .success : .noMoreData)
            }
        }
    }

    /// The store stopped loading: a load that brought no page failed (or, for a load-more, was superseded).
    func statusChanged(_ status: PagingStatus) {
        if !status.isLoading { awaitedRequest = nil }
        if refreshPending && !status.isRefreshing {
            refreshPending = false
            simulator.end(.top, result: .failure)
        }
        if loadMorePending && !status.isLoadingMore {
            loadMorePending = false
            simulator.end(.bottom, result: status.failedKind == .loadMore ? .failure : .success)
        }
    }

    /// Shows "No more data" once the store ended paging and the footer rests (a refresh may have brought the last
    /// page; a successful header end resets the footer, so this waits until the header is done).
    private func markNoMoreDataIfDue() {
        guard store.isLoaded, !store.hasMore, simulator.state(.bottom) == .idle,
            simulator.controller.configuration(.bottom)?.isEnabled == true,
            simulator.state(.top)?.isBusy == false
        else { return }
        simulator.send(.markNoMoreData(.bottom))
    }
}

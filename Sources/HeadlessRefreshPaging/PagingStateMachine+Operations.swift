/// The host's operations: refresh (from the top or at a key), load at either end, retry, cancel, enable.
extension PagingStateMachine {
    /// Loads the first page. Starts a request unless a refresh from the top already runs (refreshes conflate); loads
    /// in flight at either end are cancelled first, so their pages are never added to the new list. With
    /// ``keepsPlaceOnRefresh`` on, a reader below the top keeps their place (``refresh(keepingPlace:)``).
    public mutating func refresh() -> [PagingCommand<Key>] {
        refresh(keepingPlace: keepsPlaceOnRefresh)
    }

    /// Loads the page at `key` (a first unread message, a search result) and replaces the list with it when it
    /// lands; `nil` loads the first page. Both ends are open afterwards as the page's keys say.
    ///
    /// A refresh at the same key as the one running conflates into it; at another key it supersedes it (the jump the
    /// user asked for last wins). Loads in flight at either end are cancelled.
    public mutating func refresh(at key: Key?) -> [PagingCommand<Key>] {
        guard isRefreshEnabled else { return [.diagnostic(.ignored(.refresh, because: .disabled))] }
        var actions: [PagingCommand<Key>] = []
        if case .loading(let running) = refreshState {
            guard running.key != key else { return [.diagnostic(.ignored(.refresh, because: .refreshing))] }
            actions.append(.cancel(running))
        }
        // Both ends extend a list that is about to be replaced: cancel them; their ids make their answers stale.
        for kind in [PageLoadKind.loadMore, .loadPrevious] {
            if case .loading(let request) = slot(kind) { actions.append(.cancel(request)) }
            setSlot(kind, .idle)
        }
        var size = max(1, pageSize)
        if let initial = initialLoadSize, allowsInitialLoadSize {
            if initial < 1 {
                actions.append(.diagnostic(.invalidSetting("initialLoadSize \(initial) is below 1; using pageSize")))
            } else {
                size = initial
            }
        }
        if let maxSize, maxSize < 3 * max(1, pageSize) {
            actions.append(
                .diagnostic(
                    .invalidSetting("maxSize \(maxSize) is below three pages; the window keeps \(3 * max(1, pageSize))")
                ))
        }
        refreshPageSize = max(1, pageSize)
        refreshKeepsPlace = false
        actions.append(begin(.refresh, key: key, pageSize: size))
        actions.append(.statusChanged)
        return actions
    }

    /// Loads the next page. Does nothing (with a diagnostic) while a refresh or a load-more runs, after a failure
    /// until ``retry()`` or ``refresh()``, before the first page, at the end, or when disabled. A load-previous
    /// running at the other end does not hold it back.
    public mutating func loadMore() -> [PagingCommand<Key>] {
        extend(.loadMore)
    }

    /// Loads the page before the first one and prepends it (older messages). Waits like ``loadMore()``, each end
    /// on its own: a load-more running does not hold it back.
    public mutating func loadPrevious() -> [PagingCommand<Key>] {
        extend(.loadPrevious)
    }

    private mutating func extend(_ kind: PageLoadKind) -> [PagingCommand<Key>] {
        let operation: PagingOperation = kind == .loadMore ? .loadMore : .loadPrevious
        guard isEnabled(kind) else { return [.diagnostic(.ignored(operation, because: .disabled))] }
        switch refreshState {
        case .loading: return [.diagnostic(.ignored(operation, because: .refreshing))]
        case .failed: return [.diagnostic(.ignored(operation, because: .failed))]
        case .idle: break
        }
        switch slot(kind) {
        case .loading:
            return [.diagnostic(.ignored(operation, because: kind == .loadMore ? .loadingMore : .loadingPrevious))]
        case .failed:
            return [.diagnostic(.ignored(operation, because: .failed))]
        case .idle:
            switch kind == .loadMore ? position : leading {
            case .unloaded: return [.diagnostic(.ignored(operation, because: .notLoaded))]
            case .ended: return [.diagnostic(.ignored(operation, because: .endOfData))]
            case .more:
                let key = kind == .loadMore ? nextKey : previousKey
                return start(kind, key: key, pageSize: listPageSize)
            }
        }
    }

    /// Sends every failed request again (Paging 3's `retry()`): same kind, same key, same page size, new id. A failed
    /// refresh is retried alone, since both ends wait for it.
    public mutating func retry() -> [PagingCommand<Key>] {
        retrying([.loadMore, .loadPrevious])
    }

    /// Sends the failed request of one end again (a footer's "tap to retry"); a failed refresh is retried instead,
    /// since both ends wait for it.
    public mutating func retry(_ kind: PageLoadKind) -> [PagingCommand<Key>] {
        retrying(kind == .refresh ? [] : [kind])
    }

    private mutating func retrying(_ kinds: [PageLoadKind]) -> [PagingCommand<Key>] {
        if case .failed(let request, _) = refreshState {
            guard isRefreshEnabled else { return [.diagnostic(.ignored(.retry, because: .disabled))] }
            return start(.refresh, key: request.key, pageSize: request.pageSize)
        }
        var actions: [PagingCommand<Key>] = []
        var disabled = false
        for kind in kinds {
            guard case .failed(let request, _) = slot(kind) else { continue }
            guard isEnabled(kind) else {
                disabled = true
                continue
            }
            // The end's current key: the same one, unless items were removed since.
            actions.append(begin(kind, key: kind == .loadMore ? nextKey : previousKey, pageSize: request.pageSize))
        }
        if !actions.isEmpty { return actions + [.statusChanged] }
        if disabled { return [.diagnostic(.ignored(.retry, because: .disabled))] }
        switch status {
        case .refreshing: return [.diagnostic(.ignored(.retry, because: .refreshing))]
        case .loadingMore: return [.diagnostic(.ignored(.retry, because: .loadingMore))]
        case .loadingPrevious: return [.diagnostic(.ignored(.retry, because: .loadingPrevious))]
        case .idle, .failed: return [.diagnostic(.ignored(.retry, because: .nothingToRetry))]
        }
    }

    /// Cancels every request in flight. Their responses, if any still arrive, are dropped. Items, both ends and
    /// earlier failures are left as they are.
    public mutating func cancel() -> [PagingCommand<Key>] {
        var actions: [PagingCommand<Key>] = []
        for kind in PageLoadKind.allCases {
            if case .loading(let request) = slot(kind) {
                setSlot(kind, .idle)
                actions.append(.cancel(request))
            }
        }
        return actions.isEmpty ? [] : actions + [.statusChanged]
    }

    /// Enables or disables refresh, load-more or load-previous (IQRefreshAbstractWrapper's `enableLoadMore`).
    /// Disabling cancels a request of that kind in flight.
    public mutating func setEnabled(_ enabled: Bool, for kind: PageLoadKind) -> [PagingCommand<Key>] {
        switch kind {
        case .refresh: isRefreshEnabled = enabled
        case .loadMore: isLoadMoreEnabled = enabled
        case .loadPrevious: isLoadPreviousEnabled = enabled
        }
        guard !enabled, case .loading(let request) = slot(kind) else { return [] }
        setSlot(kind, .idle)
        return [.cancel(request), .statusChanged]
    }

    func isEnabled(_ kind: PageLoadKind) -> Bool {
        switch kind {
        case .refresh: isRefreshEnabled
        case .loadMore: isLoadMoreEnabled
        case .loadPrevious: isLoadPreviousEnabled
        }
    }
}

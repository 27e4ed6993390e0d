/// The loader's answers: a page or an error, applied only if they answer the request in flight.
extension PagingStateMachine {
    /// The loader returned `page` for `request`.
    ///
    /// Applied only while `request` is the one in flight; otherwise (cancelled, superseded by a refresh, answered
    /// twice) it is dropped with ``PagingDiagnostic/staleResponse(_:)``. A refresh page replaces the list; a
    /// load-more page is appended without the items already present.
    ///
    /// - Complexity: O(page size); the list is extended in place, never copied.
    public mutating func pageLoaded(_ page: Page<Item, Key>, for request: PageRequest<Key>) -> [PagingAction<Key>] {
        switch state {
        case .loading(let current) where current.id == request.id:
            return apply(page, for: current)
        case .idle, .loading, .failed:
            // Cancellation is cooperative: a loader may still answer after its request was cancelled or superseded.
            return [.diagnostic(.staleResponse(request.kind))]
        }
    }

    /// The loader threw `error` for `request`.
    ///
    /// The list, its next key and ``hasMore`` are kept: a failed refresh loses nothing. ``retry()`` sends the same
    /// request again. A stale failure (of a cancelled or superseded request) is dropped.
    public mutating func loadFailed(_ error: any Error, for request: PageRequest<Key>) -> [PagingAction<Key>] {
        switch state {
        case .loading(let current) where current.id == request.id:
            state = .failed(current, error)
            return [.statusChanged]
        case .idle, .loading, .failed:
            return [.diagnostic(.staleResponse(request.kind))]
        }
    }

    private mutating func apply(_ page: Page<Item, Key>, for request: PageRequest<Key>) -> [PagingAction<Key>] {
        let first: Int
        let dropped: Int
        var reRequested = false
        switch request.kind {
        case .refresh:
            // Replace only now that the new first page is here: until then the old list stays on screen.
            first = 0
            droppedDuplicates = 0
            listPageSize = request.pageSize
            if let filter = uniqueFilter() {
                var fresh: [Item] = []
                // Removals made while this refresh ran stay: its page may have been answered before them.
                filter.removeAll(keepingRemovalsFrom: request.id)
                dropped = filter.append(page.items, to: &fresh)
                items = fresh
            } else {
                dropped = 0
                items = page.items
            }
        case .loadMore:
            first = items.count
            if removedSinceKey > 0 && keyShift != nil {
                // Asked from earlier to cover removed items: the overlap is no new server position.
                reRequested = true
            }
            if let filter = uniqueFilter() {
                dropped = filter.append(page.items, to: &items)
            } else {
                dropped = 0
                items.append(contentsOf: page.items)
            }
        }
        droppedDuplicates += dropped
        if request.kind == .refresh { uncountedDrops = 0 }
        if reRequested { uncountedDrops += dropped }
        removedSinceKey = 0
        var actions: [PagingAction<Key>] = []
        let end = endOfPaging(after: page, for: request)
        if end == .repeatedKey, let key = request.key {
            actions.append(.diagnostic(.repeatedKey(String(describing: key))))
        }
        if let end {
            position = .ended(end)
        } else if let next = page.next {
            position = .more(next)
        }
        state = .idle
        let update = PageUpdate(
            kind: request.kind,
            inserted: first..<items.count,
            received: page.items.count,
            droppedDuplicates: dropped,
            hasMore: end == nil,
            end: end
        )
        actions.append(.pageApplied(update))
        actions.append(.statusChanged)
        return actions
    }

    /// Why paging ends with `page`, or `nil` when a load-more should follow.
    ///
    /// The server's own signals come first; the repeated key is a guard against a server that keeps answering
    /// with the same cursor. A full last page with a total count ends here, without an extra empty request.
    private func endOfPaging(after page: Page<Item, Key>, for request: PageRequest<Key>) -> PagingEnd? {
        guard let next = page.next else { return .lastPage }
        if endsOnShortPage && page.items.count < request.pageSize { return .shortPage }
        // Count what the server sent, duplicates included: that is how far into its list we are.
        if let total = page.totalCount, items.count + droppedDuplicates - uncountedDrops >= total { return .totalCount }
        if let key = request.key, key == next { return .repeatedKey }
        return nil
    }
}

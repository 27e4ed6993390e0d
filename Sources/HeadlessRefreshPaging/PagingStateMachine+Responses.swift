/// The loader's answers: a page or an error, applied only if they answer the request in flight in their slot.
extension PagingStateMachine {
    /// The loader returned `page` for `request`.
    ///
    /// Applied only while `request` is the one in flight for its kind; otherwise (cancelled, superseded by a
    /// refresh, answered twice, its end moved by a window drop) it is dropped with
    /// ``PagingDiagnostic/staleResponse(_:)``. A refresh page replaces the list; a load-more page is appended and a
    /// load-previous page prepended, without the items already present. Then a bounded window drops whole pages at
    /// the far end (``maxSize``).
    ///
    /// - Complexity: O(page size) for an append, O(list) for a prepend or a drop; the list is changed in place.
    public mutating func pageLoaded(_ page: Page<Item, Key>, for request: PageRequest<Key>) -> [PagingCommand<Key>] {
        // The common case read in place (an answer to the load-more running), without an optional of the request.
        if case .loading(let current) = appendState, current.id == request.id { return apply(page, for: current) }
        guard let current = running(request) else {
            // Cancellation is cooperative: a loader may still answer after its request was cancelled or superseded.
            return [.diagnostic(.staleResponse(request.kind))]
        }
        return apply(page, for: current)
    }

    /// The loader threw `error` for `request`.
    ///
    /// The list, its keys, ``hasMore`` and ``hasPrevious`` are kept: a failed refresh loses nothing. ``retry()``
    /// sends the same request again. A stale failure (of a cancelled or superseded request) is dropped.
    public mutating func loadFailed(_ error: any Error, for request: PageRequest<Key>) -> [PagingCommand<Key>] {
        guard let current = running(request) else {
            return [.diagnostic(.staleResponse(request.kind))]
        }
        setSlot(current.kind, .failed(current, error))
        return [.statusChanged]
    }

    /// The request in flight that `request` answers, found by its id alone: the machine's own copy is applied, so an
    /// answer whose other fields were altered on the way cannot change what is applied.
    private func running(_ request: PageRequest<Key>) -> PageRequest<Key>? {
        if case .loading(let current) = slot(request.kind), current.id == request.id { return current }
        // An answer whose kind was altered: its id still says which request it answers.
        if case .loading(let current) = refreshState, current.id == request.id { return current }
        if case .loading(let current) = appendState, current.id == request.id { return current }
        if case .loading(let current) = prependState, current.id == request.id { return current }
        return nil
    }

    mutating func apply(_ page: Page<Item, Key>, for request: PageRequest<Key>) -> [PagingCommand<Key>] {
        var actions: [PagingCommand<Key>] = []
        let dropped: Int
        var inserted: Range<Int>
        var removedFromStart = 0
        var removedFromEnd = 0
        setSlot(request.kind, .idle)
        if request.kind == .refresh {
            if refreshKeepsPlace, let kept = keepingPlace(page, for: request) { return kept }
            newItemCount = 0
            heldNewest = nil
        }
        switch request.kind {
        case .refresh:
            // Replace only now that the new first page is here: until then the old list stays on screen.
            droppedDuplicates = 0
            uncountedDrops = 0
            listPageSize = refreshPageSize
            if let filter = uniqueFilter() {
                var fresh: [Item] = []
                // Removals made while this refresh ran stay: its page may have been answered before them.
                filter.removeAll(keepingRemovalsFrom: request.id)
                dropped = filter.append(page.items, to: &fresh).count
                items = fresh
            } else {
                dropped = 0
                items = page.items
            }
            inserted = 0..<items.count
            pages = [PageSpan(count: items.count, previous: page.previous, next: page.next)]
            // A total count says where the end is only if the list starts at the server's first item.
            startsAtFirstItem = request.key == nil
            visibleRange = nil
            leading = leadingPosition(after: page, for: request, actions: &actions)
        case .loadMore:
            let first = items.count
            // Asked from earlier to cover removed items: the overlap is no new server position.
            let reRequested = removedSinceKey > 0 && keyShift != nil
            var claimed = 0
            if let filter = uniqueFilter() {
                let filtered = filter.append(page.items, to: &items)
                dropped = filtered.count
                if filtered.repeats > 0 {
                    claimed = filter.reach(
                        ofRepeatsIn: page.items, appended: items[first...], in: items[..<first], fromEnd: true)
                }
            } else {
                dropped = 0
                items.append(contentsOf: page.items)
            }
            if reRequested { uncountedDrops += dropped }
            inserted = first..<items.count
            pages.append(PageSpan(count: inserted.count, previous: page.previous, next: page.next))
            claim(claimed, forPageAt: pages.count - 1)
        case .loadPrevious:
            var fresh: [Item] = []
            var claimed = 0
            if let filter = uniqueFilter() {
                let filtered = filter.append(page.items, to: &fresh)
                dropped = filtered.count
                if filtered.repeats > 0 {
                    claimed = filter.reach(
                        ofRepeatsIn: page.items, appended: fresh[...], in: items[...], fromEnd: false)
                }
            } else {
                dropped = 0
                fresh = page.items
            }
            items.insert(contentsOf: fresh, at: 0)
            inserted = 0..<fresh.count
            pages.insert(PageSpan(count: fresh.count, previous: page.previous, next: page.next), at: 0)
            claim(claimed, forPageAt: 0)
            if let visible = visibleRange { visibleRange = visible.shifted(by: fresh.count) }
            leading = leadingPosition(after: page, for: request, actions: &actions)
            if case .ended(.lastPage) = leading { startsAtFirstItem = true }
        }
        droppedDuplicates += dropped
        if request.kind != .loadPrevious {
            removedSinceKey = 0
            var end = endOfPaging(after: page, for: request)
            if trailingEndStaysOpen, let key = page.next ?? (page.items.isEmpty ? request.key : nil) {
                // Caught up with the newest items, not at an end: ask again from here next time.
                end = nil
                position = .more(key)
            }
            if end == .repeatedKey, let key = request.key {
                actions.append(.diagnostic(.repeatedKey(String(describing: key))))
            }
            if let end {
                position = .ended(end)
            } else if let next = page.next {
                position = .more(next)
            }
        }
        switch request.kind {
        case .refresh: break
        case .loadMore:
            removedFromStart = trimStart(actions: &actions)
            inserted = (inserted.lowerBound - removedFromStart)..<(inserted.upperBound - removedFromStart)
        case .loadPrevious:
            removedFromEnd = trimEnd(actions: &actions)
        }
        let trailingEnd = end
        let update = PageUpdate(
            kind: request.kind,
            inserted: inserted,
            received: page.items.count,
            droppedDuplicates: dropped,
            hasMore: trailingEnd == nil,
            end: trailingEnd,
            removedFromStart: removedFromStart,
            removedFromEnd: removedFromEnd
        )
        actions.append(.pageApplied(update))
        actions.append(.statusChanged)
        return actions
    }

    /// The leading end after a refresh or load-previous page: a `nil` previous key ends it, and so does a previous
    /// key equal to the one a load-previous was sent with (it would loop).
    func leadingPosition(
        after page: Page<Item, Key>,
        for request: PageRequest<Key>,
        actions: inout [PagingCommand<Key>]
    ) -> Position {
        guard let previous = page.previous else { return .ended(.lastPage) }
        // Only a load-previous can repeat: a refresh's key may name "the items before it" in the leading direction.
        if request.kind == .loadPrevious, let key = request.key, key == previous {
            actions.append(.diagnostic(.repeatedKey(String(describing: key))))
            return .ended(.repeatedKey)
        }
        return .more(previous)
    }

    /// Why paging ends at the trailing end with `page`, or `nil` when a load-more should follow.
    ///
    /// The server's own signals come first; the repeated key is a guard against a server that keeps answering
    /// with the same cursor. A full last page with a total count ends here, without an extra empty request.
    func endOfPaging(after page: Page<Item, Key>, for request: PageRequest<Key>) -> PagingEnd? {
        guard let next = page.next else { return .lastPage }
        if endsOnShortPage && page.items.count < request.pageSize { return .shortPage }
        // Count what the server sent, duplicates included: that is how far into its list we are.
        if let total = page.totalCount, startsAtFirstItem,
            items.count + droppedDuplicates - uncountedDrops >= total
        {
            return .totalCount
        }
        if let key = request.key, key == next { return .repeatedKey }
        return nil
    }
}

extension Range where Bound == Int {
    func shifted(by offset: Int) -> Range<Int> {
        (lowerBound + offset)..<(upperBound + offset)
    }
}

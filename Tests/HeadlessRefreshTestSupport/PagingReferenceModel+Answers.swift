import HeadlessRefreshPaging

/// The loader's answers: applied to the request in flight, dropped otherwise.
extension PagingReferenceModel {
    /// Whether an answer to `request` is stale: the request is not the one in flight.
    public func isStale(_ request: PageRequest<Int>) -> Bool {
        inFlight?.id != request.id
    }

    /// What ``PagingStateMachine/pageLoaded(_:for:)`` must do.
    public mutating func pageLoaded(_ page: Page<Row, Int>, for request: PageRequest<Int>) -> [Expected] {
        guard let current = inFlight, current.id == request.id else {
            if fault == .appendsStalePages && request.kind == .loadMore && isLoaded {
                items.append(contentsOf: page.items)
                for row in page.items { ids.insert(row.id) }
            }
            return [.diagnostic(.staleResponse(request.kind))]
        }
        // The id names the request: the page answers the request in flight, whatever else the value says.
        return apply(page, for: current)
    }

    /// What ``PagingStateMachine/loadFailed(_:for:)`` must do.
    public mutating func loadFailed(for request: PageRequest<Int>) -> [Expected] {
        guard let current = inFlight, current.id == request.id else {
            return [.diagnostic(.staleResponse(request.kind))]
        }
        inFlight = nil
        failed = current
        return [.statusChanged]
    }

    private mutating func apply(_ page: Page<Row, Int>, for request: PageRequest<Int>) -> [Expected] {
        if request.kind == .refresh {
            // The old list stays until now, and goes entirely.
            items = []
            ids = []
            droppedDuplicates = 0
            received = 0
            pagesInList = []
            listPageSize = request.pageSize
            isLoaded = true
        }
        let first = items.count
        var dropped = 0
        for row in page.items {
            if identified && fault != .keepsDuplicates && !ids.insert(row.id).inserted {
                dropped += 1
            } else {
                items.append(row)
            }
        }
        droppedDuplicates += dropped
        received += page.items.count
        pagesInList.append(request.id)
        let end = endOfPaging(after: page, for: request)
        self.end = end
        nextKey = end == nil ? page.next : nil
        inFlight = nil
        var expected: [Expected] = []
        if end == .repeatedKey, let key = request.key {
            expected.append(.diagnostic(.repeatedKey(String(key))))
        }
        let update = PageUpdate(
            kind: request.kind,
            inserted: first..<items.count,
            received: page.items.count,
            droppedDuplicates: dropped,
            hasMore: end == nil,
            end: end
        )
        expected.append(.pageApplied(update))
        expected.append(.statusChanged)
        return expected
    }

    /// Why paging ends with `page`, or `nil`: the signals in the order the guarantees list them.
    private func endOfPaging(after page: Page<Row, Int>, for request: PageRequest<Int>) -> PagingEnd? {
        guard let next = page.next else { return .lastPage }
        if endsOnShortPage && page.items.count < request.pageSize { return .shortPage }
        if let total = page.totalCount, received >= total { return .totalCount }
        if request.kind == .loadMore && next == request.key { return .repeatedKey }
        return nil
    }
}

/// Saving a loaded list as plain values and putting it back: see ``PagingRestoration``.
extension PagingStateMachine {
    /// The list as plain values, with `anchor` (the item the reader looks at); `nil` before the first page, when
    /// there is nothing to restore. A refresh running keeps the old list, which is what is saved; requests in flight
    /// and failures are not saved.
    public func restoration(anchor: PagingRestoration<Item, Key>.Anchor? = nil) -> PagingRestoration<Item, Key>? {
        guard isLoaded else { return nil }
        var saved = PagingRestoration<Item, Key>(
            items: items,
            nextKey: position.key,
            end: end,
            previousKey: leading.key,
            previousEnd: previousEnd,
            pageSize: listPageSize,
            anchor: anchor
        )
        saved.pages = pages.map {
            .init(
                count: $0.count, previous: $0.previous, next: $0.next, removedBeforeNext: $0.removedBeforeNext,
                gaveTail: $0.gaveTail)
        }
        saved.removedSinceKey = removedSinceKey
        saved.startsAtFirstItem = startsAtFirstItem
        saved.droppedDuplicates = droppedDuplicates
        saved.uncountedDrops = uncountedDrops
        return saved
    }

    /// Puts a saved list back: its items, keys, ends and pages replace the list at once, as a refresh that lands
    /// would (``PagingCommand/pageApplied(_:)`` with kind ``PageLoadKind/refresh``), and nothing is requested.
    /// Requests in flight are cancelled and failures forgotten: they belonged to the list replaced.
    ///
    /// A restoration that does not add up (decoded from a damaged file: page counts that do not sum to the items,
    /// an item twice) is repaired — duplicates dropped, the items made one page — with a
    /// ``PagingDiagnostic/invalidSetting(_:)``.
    public mutating func restore(_ restoration: PagingRestoration<Item, Key>) -> [PagingCommand<Key>] {
        let statusBefore = status
        var actions: [PagingCommand<Key>] = []
        for kind in PageLoadKind.allCases {
            if case .loading(let request) = slot(kind) { actions.append(.cancel(request)) }
            setSlot(kind, .idle)
        }
        var spans = restoration.pages
        var dropped = 0
        if let filter = uniqueFilter() {
            var fresh: [Item] = []
            // A restored list is a new generation: earlier ids and removals go, as for a refresh started now.
            filter.removeAll(keepingRemovalsFrom: Int.max)
            dropped = filter.append(restoration.items, to: &fresh).count
            items = fresh
        } else {
            items = restoration.items
        }
        if dropped > 0 || spans.isEmpty || spans.contains(where: { $0.count < 0 })
            || spans.reduce(0, { $0 + $1.count }) != items.count
        {
            actions.append(.diagnostic(.invalidSetting("restoration does not add up; its items made one page")))
            spans = [.init(count: items.count, previous: restoration.previousKey, next: restoration.nextKey)]
        }
        pages = spans.map {
            PageSpan(
                count: $0.count, previous: $0.previous, next: $0.next, removedBeforeNext: max(0, $0.removedBeforeNext),
                gaveTail: $0.gaveTail)
        }
        position = Position(key: restoration.nextKey, end: restoration.end)
        leading = Position(key: restoration.previousKey, end: restoration.previousEnd)
        listPageSize = max(1, restoration.pageSize)
        removedSinceKey = max(0, restoration.removedSinceKey)
        startsAtFirstItem = restoration.startsAtFirstItem
        droppedDuplicates = max(0, restoration.droppedDuplicates) + dropped
        uncountedDrops = max(0, restoration.uncountedDrops)
        visibleRange = nil
        let update = PageUpdate(
            kind: .refresh, inserted: 0..<items.count, received: restoration.items.count, droppedDuplicates: dropped,
            hasMore: hasMore, end: end)
        actions.append(.pageApplied(update))
        if status != statusBefore { actions.append(.statusChanged) }
        return actions
    }
}

extension PagingStateMachine.Position {
    /// A loaded end: its key, or the end reached; with neither, the end of the list.
    init(key: Key?, end: PagingEnd?) {
        if let end {
            self = .ended(end)
        } else if let key {
            self = .more(key)
        } else {
            self = .ended(.lastPage)
        }
    }

    /// The key of an end that has more, before any removal moves it.
    var key: Key? {
        if case .more(let key) = self { key } else { nil }
    }
}

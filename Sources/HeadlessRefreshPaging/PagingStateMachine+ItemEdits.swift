/// Changing one item without a page: a like, an edit, a delete. Items are found by the machine's ``ItemIdentity``.
extension PagingStateMachine {
    /// Changes the item with `id` in place. Ignored, with a diagnostic, when no item has that id, when the machine
    /// has no identity, or when `change` changes the item's id (the item is then left as it was).
    ///
    /// A page that lands later wins: a refresh replaces the list, updated item included, with the server's
    /// version; a load-more page that repeats the item drops the repeat, so the update stays.
    ///
    /// - Complexity: O(*n*) to find the item.
    public mutating func update(id: some Hashable, _ change: (inout Item) -> Void) -> [PagingCommand<Key>] {
        guard let filter else { return [.diagnostic(.ignored(.update, because: .noIdentity))] }
        guard let index = filter.index(ofID: AnyHashable(id), in: items) else {
            return [.diagnostic(.ignored(.update, because: .notFound))]
        }
        let old = items[index]
        change(&items[index])
        guard filter.sameID(old, items[index]) else {
            items[index] = old
            return [.diagnostic(.ignored(.update, because: .idChanged))]
        }
        return [.itemChanged(.updated(at: index))]
    }

    /// Replaces the item that has `item`'s id with `item`. Ignored, with a diagnostic, when no item has that id or
    /// the machine has no identity. See ``update(id:_:)`` for a page that lands later.
    ///
    /// - Complexity: O(*n*) to find the item.
    public mutating func replace(_ item: Item) -> [PagingCommand<Key>] {
        guard let filter else { return [.diagnostic(.ignored(.update, because: .noIdentity))] }
        guard let index = filter.index(of: item, in: items) else {
            return [.diagnostic(.ignored(.update, because: .notFound))]
        }
        items[index] = item
        return [.itemChanged(.updated(at: index))]
    }

    /// Removes the item with `id`. Ignored, with a diagnostic, when no item has that id or the machine has no
    /// identity.
    ///
    /// The id stays out of the list until a refresh started after the removal lands: a page answered before the
    /// server saw the delete does not bring the item back. With offset or page-number keys, the next load-more asks
    /// from earlier, so the item that moved up into the removed one's place is not skipped; a load-more running
    /// with such a key is sent again from there, and a refresh running is sent again (see <doc:PagingGuarantees>).
    ///
    /// - Complexity: O(*n*).
    public mutating func remove(id: some Hashable) -> [PagingCommand<Key>] {
        guard filter != nil else { return [.diagnostic(.ignored(.remove, because: .noIdentity))] }
        guard let index = filter!.index(ofID: AnyHashable(id), in: items) else {
            return [.diagnostic(.ignored(.remove, because: .notFound))]
        }
        let filter = uniqueFilter()!
        filter.remove(items.remove(at: index), stamp: lastRequestID)
        removedSinceKey += 1
        var page = 0
        var pageStart = 0
        while page < pages.count - 1 && index >= pageStart + pages[page].count {
            pageStart += pages[page].count
            page += 1
        }
        pages[page].count -= 1
        // The server moved every later position up by one: the next keys of this page and of the ones after it.
        for later in page..<pages.count { pages[later].removedBeforeNext += 1 }
        if let visible = visibleRange, index < visible.upperBound {
            let moved =
                index < visible.lowerBound ? visible.shifted(by: -1) : visible.lowerBound..<visible.upperBound - 1
            // The last row in view went: nothing in view keeps nothing, as for an empty range the host sets.
            visibleRange = moved.isEmpty ? nil : moved
        }
        var actions: [PagingCommand<Key>] = [.itemChanged(.removed(at: index))]
        guard keyShift != nil else { return actions }
        // A page in flight was counted from before the removal, or after it: neither its items nor its keys can be
        // trusted. Ask again: a load-more from the moved-back key (its overlap is dropped as duplicates), a refresh
        // from its own key, so that the keys of the new list are counted after the removal. The status stays.
        if case .loading(let request) = appendState {
            actions.append(.cancel(request))
            actions.append(begin(.loadMore, key: nextKey, pageSize: request.pageSize))
        }
        if case .loading(let request) = refreshState {
            actions.append(.cancel(request))
            actions.append(begin(.refresh, key: request.key, pageSize: request.pageSize))
        }
        return actions
    }
}

/// One item changed without a page (``PagingStore/update(id:_:)``, ``PagingStore/replace(_:)``,
/// ``PagingStore/remove(id:)``). Item observers get one per change.
public enum ItemChange: Sendable, Hashable {
    /// The item at this index in ``PagingStore/items`` was changed in place.
    case updated(at: Int)
    /// The item at this index left the list; the items after it moved up by one.
    case removed(at: Int)

    /// The index the change happened at.
    public var index: Int {
        switch self {
        case .updated(let index), .removed(let index): index
        }
    }
}

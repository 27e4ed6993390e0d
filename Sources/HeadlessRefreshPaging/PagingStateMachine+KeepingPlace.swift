/// A refresh that keeps the reader's place: the newest page is merged above the rows the reader has, by item id,
/// instead of replacing them. See <doc:KeepingTheReadersPlace>.
extension PagingStateMachine {
    /// Loads the first page; with `keepingPlace`, a reader below the top keeps their place when it lands.
    ///
    /// When the page lands while the host shows rows below the top (``visibleRange`` starts past 0), it replaces the
    /// rows of the list it reaches (up to its last row the list holds: changed rows take their new version, rows the
    /// server removed leave) and the rest of the list stays. The rows in view keep their place: ``visibleRange``
    /// moves with them, and ``newItemCount`` counts the new rows above them. A page that reaches no row of the list
    /// (more new items than a page: a gap) changes nothing on screen; it waits for ``showNewItems()``.
    ///
    /// At the top, or without a visible range, it is a plain ``refresh(at:)`` from the first page. Without an
    /// ``ItemIdentity`` rows cannot be matched: it refreshes plainly, with a ``PagingDiagnostic/invalidSetting(_:)``.
    public mutating func refresh(keepingPlace: Bool) -> [PagingCommand<Key>] {
        guard keepingPlace else { return refresh(at: nil) }
        guard filter != nil else {
            let fallback = PagingDiagnostic.invalidSetting(
                "refresh keeping the place needs an item identity; refreshing from the top")
            return [.diagnostic(fallback)] + refresh(at: nil)
        }
        let actions = refresh(at: nil)
        // Joining a refresh from the top that runs: it keeps the place too.
        if case .loading(let running) = refreshState, running.key == nil { refreshKeepsPlace = true }
        return actions
    }

    /// Whether the newest page of a refresh that kept the place did not reach the list: more new items wait than
    /// ``newItemCount`` says (a host shows "20+ new posts"), and ``showNewItems()`` replaces the list with them.
    public var newItemsExceedCount: Bool { heldNewest != nil }

    /// The reader asked for the new items (a tap on the "N new posts" pill): clears ``newItemCount``. After a gap,
    /// the newest page replaces the list, as a plain refresh does. The host then scrolls to the first row.
    public mutating func showNewItems() -> [PagingCommand<Key>] {
        newItemCount = 0
        guard let held = heldNewest else { return [] }
        heldNewest = nil
        // A refresh running will replace the list anyway; its page is newer.
        guard case .idle = refreshState else { return [] }
        var actions: [PagingCommand<Key>] = []
        for kind in [PageLoadKind.loadMore, .loadPrevious] {
            if case .loading(let request) = slot(kind) { actions.append(.cancel(request)) }
            setSlot(kind, .idle)
        }
        refreshKeepsPlace = false
        return actions + apply(held.page, for: held.request)
    }

    /// Clears the new items the reader has scrolled to: those at or below the first row in view.
    mutating func noteNewItemsSeen() {
        guard heldNewest == nil, let visible = visibleRange else { return }
        newItemCount = Swift.min(newItemCount, visible.lowerBound)
    }

    /// A gap: the newest page reaches no row of the list. The rows in view stay, and the page waits for the reader to
    /// ask for it.
    private mutating func holdInGap(_ page: Page<Item, Key>, for request: PageRequest<Key>) -> [PagingCommand<Key>] {
        heldNewest = (page, request)
        newItemCount = page.items.count
        let update = PageUpdate(
            kind: .refresh, inserted: 0..<0, received: page.items.count, droppedDuplicates: 0, hasMore: hasMore,
            end: end)
        return [.pageApplied(update), .statusChanged]
    }

    /// How many of `rows` (a subsequence of the page, in order) are among `head`.
    private func count(_ rows: [Item], in head: ArraySlice<Item>, sameID: (Item, Item) -> Bool) -> Int {
        var found = 0
        for row in head where found < rows.count && sameID(row, rows[found]) { found += 1 }
        return found
    }

    /// Applies a refresh page without moving the rows in view; `nil` when the reader is at the top (or the page is
    /// empty: the list is gone on the server), for a plain refresh.
    ///
    /// - Complexity: O(list): the ids of the list are copied and the list rebuilt.
    mutating func keepingPlace(_ page: Page<Item, Key>, for request: PageRequest<Key>) -> [PagingCommand<Key>]? {
        guard let visible = visibleRange, visible.lowerBound > 0, !page.items.isEmpty, let filter = uniqueFilter()
        else { return nil }
        // Where the page ends in the list: its last row the list holds.
        var reach: Int?
        for item in page.items.reversed() {
            if let index = filter.index(of: item, in: items) {
                reach = index
                break
            }
        }
        guard let reach else { return holdInGap(page, for: request) }
        heldNewest = nil
        var newRows: [Item] = []
        _ = filter.copy().append(page.items, to: &newRows)
        let old = items
        filter.removeAll(keepingRemovalsFrom: request.id)
        var fresh: [Item] = []
        let dropped = filter.append(page.items, to: &fresh).count
        let head = fresh.count
        // Rows of the replaced part that the page no longer has: the server removed them, moving later offsets back.
        let removed = Swift.max(0, reach + 1 - (head - newRows.count))
        var spans = [PageSpan(count: head, previous: page.previous, next: page.next)]
        var start = 0
        for var span in pages {
            let spanEnd = start + span.count
            if spanEnd > reach + 1 {
                let before = fresh.count
                // A row of the page that moved up (a bumped post) leaves its old place.
                _ = filter.append(Array(old[Swift.max(start, reach + 1)..<spanEnd]), to: &fresh)
                span.count = fresh.count - before
                span.removedBeforeNext += removed
                if start < reach + 1 {
                    // The page ends inside this page of the list: the page's span takes its rest, so that each span's
                    // keys still load what lies beyond its rows when a window drops a neighbour.
                    spans[0].count += span.count
                    spans[0].next = span.next
                    spans[0].removedBeforeNext = span.removedBeforeNext
                    spans[0].gaveTail = span.gaveTail
                } else {
                    spans.append(span)
                }
            }
            start = spanEnd
        }
        items = fresh
        pages = spans
        startsAtFirstItem = request.key == nil
        var actions: [PagingCommand<Key>] = []
        leading = leadingPosition(after: page, for: request, actions: &actions)
        if reach == old.count - 1 {
            // The page covered the whole list: its next key is the trailing end's.
            position =
                endOfPaging(after: page, for: request).map { .ended($0) } ?? page.next.map { .more($0) } ?? position
            removedSinceKey = 0
        } else {
            removedSinceKey += removed
        }
        let anchor = old[visible.lowerBound...].lazy.compactMap { filter.index(of: $0, in: fresh) }.first
        let first = anchor ?? Swift.max(0, fresh.count - 1)
        visibleRange = fresh.isEmpty ? nil : first..<Swift.min(fresh.count, first + visible.count)
        let newAbove = count(newRows, in: fresh[..<Swift.min(first, head)], sameID: filter.sameID)
        newItemCount = Swift.min(newItemCount + newAbove, first)
        droppedDuplicates += dropped
        let removedFromEnd = trimEnd(actions: &actions)
        let update = PageUpdate(
            kind: .refresh, inserted: 0..<head, received: page.items.count, droppedDuplicates: dropped,
            hasMore: hasMore, end: end, removedFromStart: reach + 1, removedFromEnd: removedFromEnd)
        return actions + [.pageApplied(update), .statusChanged]
    }
}

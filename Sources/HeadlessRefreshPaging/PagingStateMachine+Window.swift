/// The bounded window: whole pages dropped at the far end once the list holds more than ``maxSize`` items, never a
/// page the host shows, always with the key that loads it again.
extension PagingStateMachine {
    /// Tells the machine which items the host shows (first and last visible index, as a range of ``items``), so
    /// that a window never drops them. The machine moves the range with prepends and drops until the host says
    /// again; a refresh forgets it. A range with a negative bound is ignored with a diagnostic; one past the end is
    /// clipped (the host's layout may lag one page behind), and an empty one keeps nothing.
    public mutating func setVisibleRange(_ range: Range<Int>?) -> [PagingCommand<Key>] {
        guard let range else {
            visibleRange = nil
            return []
        }
        guard range.lowerBound >= 0 else {
            return [.diagnostic(.invalidSetting("visible range \(range) starts below 0; ignored"))]
        }
        let clipped = range.clamped(to: 0..<items.count)
        // Nothing in view keeps nothing: an empty range is no range.
        visibleRange = clipped.isEmpty ? nil : clipped
        noteNewItemsSeen()
        return []
    }

    /// The most items the window keeps: ``maxSize``, raised to three pages so that the page in view and one on each
    /// side always fit and a drop never makes the other end load at once.
    var windowLimit: Int? {
        maxSize.map { Swift.max($0, 3 * listPageSize) }
    }

    /// Drops whole pages from the start after an append; returns how many items left.
    mutating func trimStart(actions: inout [PagingCommand<Key>]) -> Int {
        guard let limit = windowLimit else { return 0 }
        var removed = 0
        while items.count > limit, pages.count > 1 {
            let span = pages[0]
            if let visible = visibleRange, visible.overlaps(0..<span.count) { break }
            // Dropping the only rows for an empty page (the server shrank) would show an empty list that is not.
            if span.count == items.count { break }
            let key = pages[1].previous
            // Without the key to load it again, dropping the page would lose its items for good; an empty page holds
            // none, and the end stays where it was.
            guard key != nil || span.count == 0 else {
                actions.append(.diagnostic(.invalidSetting("maxSize: no previous key to reload the first page; kept")))
                break
            }
            filter?.forget(items[0..<span.count])
            items.removeFirst(span.count)
            pages.removeFirst()
            removed += span.count
            leading = key.map { .more($0) } ?? .ended(.lastPage)
            startsAtFirstItem = false
            if let visible = visibleRange { visibleRange = visible.shifted(by: -span.count) }
            // A load at this end asked for the key before the dropped page: that is no longer the list's edge.
            clear(.loadPrevious, actions: &actions)
        }
        return removed
    }

    /// Drops whole pages from the end after a prepend; returns how many items left.
    mutating func trimEnd(actions: inout [PagingCommand<Key>]) -> Int {
        guard let limit = windowLimit else { return 0 }
        var removed = 0
        while items.count > limit, pages.count > 1 {
            let span = pages[pages.count - 1]
            let start = items.count - span.count
            if let visible = visibleRange, visible.overlaps(start..<items.count) { break }
            if start == 0 { break }
            // The next key of the last page that still ends where its rows end: one whose last rows went to the page
            // dropped now would skip them.
            var keeper = pages.count - 2
            while keeper >= 0 && pages[keeper].gaveTail { keeper -= 1 }
            guard keeper >= 0 else { break }
            let key = pages[keeper].next
            guard key != nil || span.count == 0 else {
                actions.append(.diagnostic(.invalidSetting("maxSize: no next key to reload the last page; kept")))
                break
            }
            filter?.forget(items[start...])
            items.removeLast(span.count)
            pages.removeLast()
            removed += span.count
            position = key.map { .more($0) } ?? .ended(.lastPage)
            // The key moves back over the removals made since its page landed, and only those.
            removedSinceKey = pages[keeper].removedBeforeNext
            clear(.loadMore, actions: &actions)
        }
        return removed
    }

    /// Counts the `rows` items next to the page at `index` (the last or the first) in that page: a page that came
    /// back with rows the list already held near that end covers them on the server, so its key on the far side is
    /// the one that loads them again once the window drops the page that held them. It takes every row up to the
    /// farthest repeat, not only as many rows as it repeated: a repeat further in (a hide, or a server that moved
    /// rows under the keys) would otherwise stay in a page whose drop leaves it before the claiming page's key.
    mutating func claim(_ rows: Int, forPageAt index: Int) {
        let step = index == 0 ? 1 : -1
        var left = rows
        var other = index + step
        while left > 0 && pages.indices.contains(other) {
            // Every page between the claiming one and the rows it claims ends past them.
            if step < 0 { pages[other].gaveTail = true }
            let moved = Swift.min(left, pages[other].count)
            pages[other].count -= moved
            pages[index].count += moved
            left -= moved
            other += step
        }
    }

    /// Cancels a load at an end whose key changed, and forgets its failure: a retry would ask for the old key.
    private mutating func clear(_ kind: PageLoadKind, actions: inout [PagingCommand<Key>]) {
        if case .loading(let request) = slot(kind) { actions.append(.cancel(request)) }
        setSlot(kind, .idle)
    }
}

import HeadlessRefreshPaging

/// The end of a keep-place schedule: the reader scrolls through the whole list, both ways, and what they saw is held
/// to the server's list.
extension KeepPlaceChecker {
    /// Loads to the end and back up to the start (so that a window drops pages at either end and loads them again),
    /// then shows the new items a gap held and does it again: the rows seen on the way up must be the server's rows
    /// from the first one on.
    public mutating func finish() -> String? {
        for round in 0..<2 {
            guard case .success = sweep(down: true), case .success(let rows) = sweep(down: false) else {
                return "the end is never reached"
            }
            if let violation = listViolation() { return violation }
            let live = rows.map(\.id).filter(server.isLive)
            if let first = live.first, let start = server.ids.firstIndex(of: first),
                Array(server.ids[start...]) != live
            {
                return "scrolling through the list shows \(live), the server's rows from its first are "
                    + "\(Array(server.ids[start...]))"
            }
            if round == 0 {
                land(machine.showNewItems())
                waitsInGap = false
            }
        }
        return nil
    }

    /// Loads page after page at one end with the row at that end in view; returns the rows seen, in list order.
    private mutating func sweep(down: Bool) -> Result<[Row], Anomaly> {
        var rows = machine.items
        var loads = 0
        while down ? machine.hasMore : machine.hasPrevious {
            let count = machine.items.count
            land(machine.setVisibleRange(count == 0 ? nil : down ? (count - 1)..<count : 0..<1))
            let before = machine.items
            land(down ? machine.loadMore() : machine.loadPrevious())
            // What came at that end: the rows not in the list before.
            let known = Set(before.map(\.id))
            let arrived = machine.items.filter { !known.contains($0.id) }
            if down { rows += arrived } else { rows.insert(contentsOf: arrived, at: 0) }
            loads += 1
            if loads > 2 * server.order.count + 10 { return .failure(Anomaly(-1, "the end is never reached")) }
        }
        return .success(rows)
    }
}

import HeadlessRefreshPaging

/// The end of a server-truth schedule: every load lands, the user scrolls down to the end, up to the top and down
/// again, and what they saw is held to the server's list.
extension ServerTruthChecker {
    /// Lands every load (the server stops changing), scrolls through both ends and returns what went wrong, or `nil`.
    ///
    /// Down first, so that the window drops pages at the start and scrolling up loads them again from the keys it
    /// kept; up, so that it drops pages at the end; down again, which must show the whole list.
    public mutating func finish() -> String? {
        if let violation = settle() { return violation }
        for (down, name) in [(true, "scrolling down"), (false, "scrolling up"), (true, "scrolling down again")] {
            switch scroll(down: down) {
            case .failure(let stuck): return "\(name): \(stuck.text)"
            case .success(let rows):
                var found = anomalies(in: rows, name)
                // The first way down starts wherever the list is; the ways back up and down again cross all of it.
                if name != "scrolling down" { found += missingRows(rows, name) }
                if let violation = verdict(found) { return violation }
            }
        }
        return nil
    }

    /// Scrolls to one end, loading page after page with the row at that end in view (so that the window drops pages
    /// at the other); returns the rows seen, in list order.
    mutating func scroll(down: Bool) -> Result<[Row], Anomaly> {
        var rows = machine.items
        var loads = 0
        while down ? machine.hasMore : machine.hasPrevious {
            let count = machine.items.count
            _ = machine.setVisibleRange(count == 0 ? nil : down ? (count - 1)..<count : 0..<1)
            guard let update = load(down ? machine.loadMore() : machine.loadPrevious()) else {
                return .failure(Anomaly(-1, "no load sent while the end is open", hard: true))
            }
            let arrived = machine.items[update.inserted]
            if down { rows += arrived } else { rows.insert(contentsOf: arrived, at: 0) }
            loads += 1
            if loads > 2 * (server.order.count + schedule.rows) + 20 {
                return .failure(Anomaly(-1, "the end is never reached", hard: true))
            }
        }
        return .success(rows)
    }

    /// What the anomalies of one way through the list mean for the schedule's keys: none is allowed, but where other
    /// clients' inserts and deletes move offsets or page numbers, each may skip, repeat or misplace one row.
    func verdict(_ anomalies: [Anomaly]) -> String? {
        if let hard = anomalies.first(where: \.hard) { return hard.text }
        let rows = Set(anomalies.map(\.row)).count
        let allowed = keepsOrder ? 0 : shiftingChanges
        guard rows > allowed else { return nil }
        return anomalies.map(\.text).joined(separator: "; ")
            + (allowed > 0 ? " (\(rows) rows for \(allowed) inserts and deletes it was not told of)" : "")
    }

    /// Delivers every answer, then retries what failed and loads a first page if none landed.
    mutating func settle() -> String? {
        for _ in 0..<4 {
            while !outstanding.isEmpty {
                started(answer(outstanding.removeFirst(), fails: false))
                if let violation = stepViolation() { return "landing the loads: " + violation }
            }
            if case .failed = machine.status {
                started(machine.retry())
            } else if !machine.isLoaded {
                started(machine.refresh())
            } else {
                return nil
            }
        }
        return "the loads do not settle: status \(machine.status), loaded \(machine.isLoaded)"
    }

    /// Sends `actions`' load and lands its page; returns the page's update, or `nil` when no load was sent.
    private mutating func load(_ actions: [PagingCommand<Int>]) -> PageUpdate? {
        guard case .load(let request)? = actions.first(where: { if case .load = $0 { true } else { false } }) else {
            return nil
        }
        for case .pageApplied(let update) in answer(Outstanding(request: request), fails: false) { return update }
        return PageUpdate(
            kind: request.kind, inserted: 0..<0, received: 0, droppedDuplicates: 0, hasMore: machine.hasMore, end: nil)
    }

    /// What is wrong with the rows seen scrolling one way: a row the host deleted or a host edit undone (hard), a row
    /// seen twice or out of the server's order.
    func anomalies(in rows: [Row], _ scrolling: String) -> [Anomaly] {
        var found: [Anomaly] = []
        var seen: Set<Int> = []
        for row in rows {
            if !seen.insert(row.id).inserted {
                found.append(Anomaly(row.id, "\(scrolling), row \(row.id) is seen twice"))
            }
            if hostDeleted.contains(row.id) {
                found.append(
                    Anomaly(row.id, "\(scrolling), row \(row.id), which the host deleted, is seen", hard: true))
            }
            // The host's edit stays until a page lands after it (a refresh answered before it wins over it, see the
            // guarantees): a row older than the edit that landed before it is one the edit never reached.
            if let edit = hostEdits[row.id], row.version < edit.version, landingTimes[row.servedBy]! < edit.time {
                found.append(Anomaly(row.id, "\(scrolling), row \(row.id) lost the host's edit", hard: true))
            }
        }
        // The fewest rows that, moved, put the others in the server's order: those outside a longest ordered run.
        let places = rows.map { server.place(of: $0.id)! }
        guard zip(places, places.dropFirst()).contains(where: { $0 >= $1 }) else { return found }
        for id in misplaced(places).map({ rows[$0].id }) {
            found.append(Anomaly(id, "\(scrolling), row \(id) is out of order: \(ids(rows))"))
        }
        return found
    }

    /// The indices outside a longest strictly increasing run of `places` (patience sorting).
    func misplaced(_ places: [Int]) -> [Int] {
        var tails: [Int] = []  // index of the smallest last place of a run of each length
        var previous = [Int](repeating: -1, count: places.count)
        for (index, place) in places.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if places[tails[middle]] < place { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var kept = Set<Int>()
        var index = tails.last ?? -1
        while index >= 0 {
            kept.insert(index)
            index = previous[index]
        }
        return places.indices.filter { !kept.contains($0) }
    }

    /// The rows of the server that the user should have seen scrolling one way through the list and did not.
    func missingRows(_ rows: [Row], _ scrolling: String) -> [Anomaly] {
        let seen = Set(rows.map(\.id))
        var found: [Anomaly] = []
        for id in server.ids where !seen.contains(id) && !hostDeleted.contains(id) {
            let vouching = vouched.filter { server.covers($0.coverage, id) }
            if vouching.isEmpty {
                found.append(
                    Anomaly(id, "\(scrolling), row \(id) was skipped: no page loaded the part of the list it is in"))
            } else if vouching.contains(where: { $0.time >= server.insertionTime(of: id) }) {
                found.append(
                    Anomaly(id, "\(scrolling), row \(id) was lost: a page held it, but the user never sees it"))
            }
        }
        if !found.isEmpty { found[found.count - 1].text += "; seen \(ids(rows)), the server's \(server.ids)" }
        return found
    }

    private func ids(_ rows: [Row]) -> [Int] { rows.map(\.id) }
}

/// One thing wrong with what the user saw: the row, a sentence, and whether no key kind allows it.
struct Anomaly: Error {
    var row: Int
    var text: String
    var hard = false

    init(_ row: Int, _ text: String, hard: Bool = false) {
        self.row = row
        self.text = text
        self.hard = hard
    }
}

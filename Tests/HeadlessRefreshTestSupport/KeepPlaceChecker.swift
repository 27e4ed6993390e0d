import HeadlessRefresh
import HeadlessRefreshPaging

/// Checks a refresh that keeps the reader's place over a ``KeepPlaceSchedule``, against a ``PagingServer`` whose
/// newest rows arrive at its head.
///
/// After every step: the machine's invariants, no id twice, the live rows in the server's order, and P10 over what the
/// list covers (every live row of the server between the list's first and last row is in it). After each refresh
/// that keeps the place, with the reader below the top:
/// - merged: the page's rows are the list's first rows (removals applied, edits taken), the row the reader looked at
///   is still first in view, the position correction a session applies moves the offset by the rows that came above
///   it, and ``PagingStateMachine/newItemCount`` counts the new rows above it;
/// - a gap (the page reaches no row of the list): the list and the place stay, and the count is the page's;
/// - failed: the list and the place stay until the retry lands; a load-more it raced is dropped when it answers.
/// At the end, every page loads to the end, and the list holds the server's rows from its first one on.
public struct KeepPlaceChecker {
    /// A row of the server.
    public typealias Row = PagingServer.Row

    /// A wrong store to drive instead of the right one, to show that the checker notices.
    public enum Fault: Sendable, Hashable, CaseIterable {
        /// The refreshes are plain: the list is replaced, and the reader thrown to the top.
        case plainRefresh
    }

    /// The machine under test.
    public internal(set) var machine: PagingStateMachine<Row, Int>
    /// The server, as it is now.
    public internal(set) var server: PagingServer
    let fault: Fault?
    let schedule: KeepPlaceSchedule
    /// How many rows the server posted at its head.
    var posted = 0
    /// What ``PagingStateMachine/newItemCount`` must be.
    var expectedNewItems = 0
    /// Whether a gap's page waits for ``PagingStateMachine/showNewItems()``.
    var waitsInGap = false
    /// Rows the host deleted: they never come back.
    var hostDeleted: Set<Int> = []
    /// How many refreshes merged, fell into a gap, and had their position correction checked: a run that never gets
    /// there checks nothing.
    public internal(set) var tally = (merges: 0, gaps: 0, corrections: 0)

    /// The row height of the layout a session would see, for the position correction.
    static let rowHeight = 44.0

    /// A checker whose list holds the server's first page.
    public init(_ schedule: KeepPlaceSchedule, fault: Fault? = nil) {
        self.fault = fault
        self.schedule = schedule
        var configuration = PagingServer.Configuration()
        configuration.keys = schedule.keys
        configuration.rows = schedule.rows
        server = PagingServer(configuration)
        if let numbering = server.numbering {
            machine = PagingStateMachine(pageSize: schedule.pageSize, numbering: numbering, identifiedBy: .id)
        } else {
            machine = PagingStateMachine(pageSize: schedule.pageSize, identifiedBy: .id)
        }
        machine.maxSize = schedule.maxSize
        land(machine.refresh())
    }

    /// Runs `schedule` and its end; returns the failing step (the step count for the end) and what went wrong.
    public static func run(_ schedule: KeepPlaceSchedule, fault: Fault? = nil) -> (step: Int, violation: String)? {
        var checker = KeepPlaceChecker(schedule, fault: fault)
        return checker.run()
    }

    /// Runs the schedule's steps and its end on this checker.
    public mutating func run() -> (step: Int, violation: String)? {
        for (index, step) in schedule.steps.enumerated() {
            if let violation = perform(step) { return (index, violation) }
        }
        return finish().map { (schedule.steps.count, $0) }
    }

    /// The shortest schedule found that still fails; `nil` when it passes.
    public static func shrink(_ schedule: KeepPlaceSchedule, fault: Fault? = nil) -> KeepPlaceSchedule? {
        guard let failure = run(schedule, fault: fault) else { return nil }
        var runs = 0
        var current = schedule
        current.steps = DeltaDebugging.shrink(schedule.steps, failingAt: failure.step, budget: 2000, runs: &runs) {
            var candidate = schedule
            candidate.steps = $0
            return run(candidate, fault: fault)?.step
        }
        return current
    }

    /// Performs one step; returns what went wrong, or `nil`.
    public mutating func perform(_ step: KeepPlaceSchedule.Step) -> String? {
        switch step {
        case .loadMore:
            land(machine.loadMore())
        case .show(let start, let length):
            let count = machine.items.count
            let first = min(start, count)
            land(machine.setVisibleRange(first..<min(count, first + length)))
            if !waitsInGap, let visible = machine.visibleRange {
                expectedNewItems = min(expectedNewItems, visible.lowerBound)
            }
        case .post(var count):
            if schedule.keys != .cursors {
                // An offset moves with every row posted above it: past the rows the first page holds, a load-more
                // asks from above the list (the PagingGuarantees article). Cursors take any number.
                count = min(count, max(0, min(schedule.pageSize, schedule.rows) - posted))
            }
            // One at a time, the newest on top (`insertAtTop` reorders the wrong rows once a deleted row heads the list).
            for _ in 0..<count { _ = server.insert(at: 0) }
            posted += count
        case .delete(let at), .edit(let at):
            let near = min(server.ids.count, 2 * machine.pageSize)
            guard near > 0 else { break }
            let id = server.ids[at % near]
            if case .delete = step { server.delete(id: id) } else { server.edit(id: id) }
        case .hostDeletes(let pick):
            guard !machine.items.isEmpty else { break }
            let id = machine.items[pick % machine.items.count].id
            server.delete(id: id)
            hostDeleted.insert(id)
            land(machine.remove(id: id))
        case .refresh(let racing, let fails):
            if let violation = refresh(racing: racing, fails: fails) { return violation }
        case .showNewItems:
            let held = waitsInGap
            land(machine.showNewItems())
            expectedNewItems = 0
            waitsInGap = false
            if held && machine.visibleRange != nil { return "showing the new items kept the old place" }
        }
        if machine.newItemCount != expectedNewItems {
            return "newItemCount is \(machine.newItemCount), expected \(expectedNewItems)"
        }
        return listViolation()
    }

    private mutating func refresh(racing: Bool, fails: Bool) -> String? {
        let old = machine.items
        let oldVisible = machine.visibleRange
        let raced = racing ? loads(in: machine.loadMore()).first : nil
        var actions = fault == .plainRefresh ? machine.refresh(at: nil) : machine.refresh(keepingPlace: true)
        guard var request = loads(in: actions).first else { return "a refresh sent no request" }
        if let raced, !actions.contains(.cancel(raced)) { return "a load-more runs on into a refresh" }
        if fails {
            _ = machine.loadFailed(PagingLoadError.server(0), for: request)
            if ids(machine.items) != ids(old) || machine.visibleRange != oldVisible {
                return "a failed refresh moved the list or the place"
            }
            actions = machine.retry()
            guard let retried = loads(in: actions).first else { return "the retry sent no request" }
            request = retried
        }
        let page = server.answer(request).page
        let answer = machine.pageLoaded(page, for: request)
        if let raced {
            let late = machine.pageLoaded(server.answer(raced).page, for: raced)
            if late.contains(where: { if case .pageApplied = $0 { true } else { false } }) {
                return "the raced load-more's page was applied after the refresh"
            }
        }
        guard
            case .pageApplied(let update)? = answer.first(where: { if case .pageApplied = $0 { true } else { false } })
        else { return "the refresh's page was not applied" }
        land(answer)
        // At the top, or an empty page (the server's list is gone): a plain refresh.
        guard let oldVisible, oldVisible.lowerBound > 0, !page.items.isEmpty else {
            expectedNewItems = 0
            waitsInGap = false
            return ids(machine.items) == ids(page.items) ? nil : "a refresh at the top is not the first page"
        }
        let oldIDs = Set(old.map(\.id))
        if update.removedFromStart == 0 {
            if page.items.contains(where: { oldIDs.contains($0.id) }) {
                return "the page reaches the list, yet no merge"
            }
            if ids(machine.items) != ids(old) || machine.visibleRange != oldVisible {
                return "a gap moved the list or the place"
            }
            expectedNewItems = page.items.count
            waitsInGap = true
            tally.gaps += 1
            return nil
        }
        waitsInGap = false
        tally.merges += 1
        return merged(page, update, old: old, oldVisible: oldVisible, oldIDs: oldIDs)
    }

    /// What is wrong after a merge: the page's rows first, the reader's row still first in view, the correction, the
    /// count of new rows above.
    private mutating func merged(
        _ page: Page<Row, Int>,
        _ update: PageUpdate,
        old: [Row],
        oldVisible: Range<Int>,
        oldIDs: Set<Int>
    ) -> String? {
        let items = machine.items
        if ids(items[update.inserted]) != ids(page.items) { return "the page's rows are not the list's first rows" }
        if let stale = items[update.inserted].first(where: { $0.version != server.version(of: $0.id) }) {
            return "row \(stale.id) kept an old version in the merged part"
        }
        guard let visible = machine.visibleRange else { return "the merge forgot the place" }
        let newIDs = Set(items.map(\.id))
        guard let anchor = old[oldVisible.lowerBound...].first(where: { newIDs.contains($0.id) }) else { return nil }
        if items[visible.lowerBound].id != anchor.id {
            return "the reader looked at row \(anchor.id), now row \(items[visible.lowerBound].id) is first in view"
        }
        if oldVisible.lowerBound >= update.removedFromStart && update.removedFromEnd == 0 {
            // Nothing changed below the reader's row: the correction is exactly the rows that came above it.
            var correction = PositionCorrection(
                before: layout(old.count, at: oldVisible.lowerBound), countBefore: old.count)
            correction.add(update)
            let shift = correction.shift(to: layout(items.count, at: oldVisible.lowerBound)) ?? 0
            let expected = Double(visible.lowerBound - oldVisible.lowerBound) * Self.rowHeight
            if abs(shift - expected) > 0.001 { return "the position correction is \(shift), expected \(expected)" }
            tally.corrections += 1
        }
        let newAbove = items[..<visible.lowerBound].filter { !oldIDs.contains($0.id) }.count
        expectedNewItems = min(expectedNewItems + newAbove, visible.lowerBound)
        return nil
    }

    /// What is wrong with the list between steps: invariants, an id twice, the server's order, a live row between the
    /// list's first and last missing.
    func listViolation() -> String? {
        if let violation = machine.invariantViolations().first { return "machine invariant: " + violation }
        var seen: Set<Int> = []
        var last = -1
        for row in machine.items {
            if !seen.insert(row.id).inserted { return "row \(row.id) is in the list twice" }
            if hostDeleted.contains(row.id) { return "row \(row.id), which the host deleted, is in the list" }
            // A row deleted on the server past the page's last row the list held has no place the page could show.
            guard server.isLive(row.id) else { continue }
            let place = server.place(of: row.id) ?? -1
            if place <= last { return "row \(row.id) is out of the server's order" }
            last = place
        }
        // What the list covers: from its first live row to its last (a row deleted since it landed has no place).
        let places = machine.items.filter { server.isLive($0.id) }.compactMap { server.place(of: $0.id) }
        guard let first = places.first, let end = places.last else { return nil }
        for id in server.ids where !seen.contains(id) {
            let place = server.place(of: id)!
            if place > first && place < end { return "row \(id) was lost: the list covers it but does not hold it" }
        }
        return nil
    }

    /// Answers every load in `actions` at once, and those their answers start.
    mutating func land(_ actions: [PagingCommand<Int>]) {
        for request in loads(in: actions) {
            land(machine.pageLoaded(server.answer(request).page, for: request))
        }
    }

    private func loads(in actions: [PagingCommand<Int>]) -> [PageRequest<Int>] {
        actions.compactMap { if case .load(let request) = $0 { request } else { nil } }
    }

    private func ids(_ rows: some Sequence<Row>) -> [Int] { rows.map(\.id) }

    /// A vertical list of `count` rows scrolled to row `row`.
    private func layout(_ count: Int, at row: Int) -> ScrollViewGeometry {
        ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: Double(row) * Self.rowHeight),
            contentSize: ScrollSize(width: 320, height: Double(count) * Self.rowHeight),
            viewportSize: ScrollSize(width: 320, height: 600)
        )
    }
}

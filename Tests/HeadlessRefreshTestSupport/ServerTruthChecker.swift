import HeadlessRefreshPaging

/// Checks P10, nothing lost in the list: runs a ``ServerTruthSchedule`` against a `PagingStateMachine` and a
/// ``PagingServer`` whose list changes between requests, lands every load, scrolls to the top and down to the end, and
/// compares the rows the user saw on the way down with the server's list (see the PagingGuarantees article).
///
/// After every step: the machine's invariants, no id twice in the list, no row the host deleted, and (unless the
/// schedule lets other clients move offsets) the rows in the server's order. At the end, the rows seen scrolling down
/// hold no id twice, none the host deleted and no host edit undone, in the server's order, and every row the server
/// holds is among them unless another client inserted it into a part of the list the store had loaded before the
/// insert (no page applied since the list's refresh held it). A row a page held that is missing was lost; a row no
/// applied page vouched for was skipped.
public struct ServerTruthChecker {
    /// A row of the server, marked with the request that served it and its version.
    public typealias Row = PagingServer.Row

    /// A wrong store to drive instead of the right one, to show that the checker notices.
    public enum Fault: Sendable, Hashable, CaseIterable {
        /// Offsets and page numbers through the plain loader: removals do not move the keys back.
        case keysNotMovedByRemovals
        /// No item identity: repeated rows are kept, and the host cannot remove a row.
        case noItemIdentity
        /// A loader that loses the first row of every page.
        case loaderLosesARow
    }

    /// A request the store started and the answer it has not received yet.
    struct Outstanding {
        var request: PageRequest<Int>
        /// The server's answer, if the server handled the request already, and the time it did.
        var served: (page: Page<Row, Int>, coverage: PagingServer.Coverage, time: Int)?
    }

    /// How far down the rows served so far reach, for changes that must move no position a key holds.
    enum Frontier {
        case nothing
        case before(Int)
        case end
    }

    /// The machine under test.
    public internal(set) var machine: PagingStateMachine<Row, Int>
    /// The server, as it is now.
    public internal(set) var server: PagingServer
    let schedule: ServerTruthSchedule
    let fault: Fault?
    var outstanding: [Outstanding] = []
    /// What the pages applied since the list's refresh vouch for, and when each was served.
    var vouched: [(coverage: PagingServer.Coverage, time: Int)] = []
    /// Rows the host deleted, or hid on this device only.
    var hostDeleted: Set<Int> = []
    /// Rows the host hid, with the last request id at the time: a refresh sent after that is the server's word, and
    /// the server still lists them (see the guarantees).
    var hidden: [Int: Int] = [:]
    /// The newest request id the machine used.
    var lastRequestID = 0
    /// The versions the host's own edits set, and when.
    var hostEdits: [Int: (version: Int, time: Int)] = [:]
    /// When the page of each request landed, by id, on the server's clock.
    var landingTimes: [Int: Int] = [:]
    var frontier = Frontier.nothing
    /// How many rows other clients inserted or deleted: each moves the positions after it.
    var shiftingChanges = 0

    /// A checker at the start of `schedule`.
    public init(_ schedule: ServerTruthSchedule, fault: Fault? = nil) {
        self.schedule = schedule
        self.fault = fault
        var configuration = PagingServer.Configuration()
        configuration.keys = schedule.keys
        configuration.rows = schedule.rows
        server = PagingServer(configuration)
        let identity: ItemIdentity<Row>? = fault == .noItemIdentity ? nil : .id
        if let numbering = server.numbering, fault != .keysNotMovedByRemovals {
            machine = PagingStateMachine(pageSize: schedule.pageSize, numbering: numbering, identifiedBy: identity)
        } else {
            machine = PagingStateMachine(pageSize: schedule.pageSize, identifiedBy: identity)
        }
        machine.initialLoadSize = schedule.initialLoadSize
        machine.maxSize = schedule.maxSize
    }

    /// Runs `schedule` and the end of it; returns the failing step (the step count for the end) and what went wrong.
    public static func run(_ schedule: ServerTruthSchedule, fault: Fault? = nil) -> (step: Int, violation: String)? {
        var checker = ServerTruthChecker(schedule, fault: fault)
        for (index, step) in schedule.steps.enumerated() {
            if let violation = checker.perform(step) { return (index, violation) }
        }
        return checker.finish().map { (schedule.steps.count, $0) }
    }

    /// The shortest schedule found that still fails, by removing steps and then settings; `nil` when it passes.
    public static func shrink(
        _ schedule: ServerTruthSchedule,
        fault: Fault? = nil,
        budget: Int = 3000
    ) -> ServerTruthSchedule? {
        guard let failure = run(schedule, fault: fault) else { return nil }
        var runs = 0
        var current = schedule
        current.steps = DeltaDebugging.shrink(schedule.steps, failingAt: failure.step, budget: budget, runs: &runs) {
            var candidate = schedule
            candidate.steps = $0
            return run(candidate, fault: fault)?.step
        }
        let simplifications: [(inout ServerTruthSchedule) -> Void] = [
            { $0.maxSize = nil }, { $0.initialLoadSize = nil }, { $0.changesAnywhere = false },
        ]
        for simplify in simplifications {
            var candidate = current
            simplify(&candidate)
            if candidate != current && run(candidate, fault: fault) != nil { current = candidate }
        }
        return current
    }

    /// Performs one step; returns what went wrong, or `nil`.
    public mutating func perform(_ step: ServerTruthSchedule.Step) -> String? {
        var actions: [PagingCommand<Int>] = []
        switch step {
        case .store(let command):
            actions = perform(command)
        case .serve(let pick):
            let waiting = outstanding.indices.filter { outstanding[$0].served == nil }
            if !waiting.isEmpty { serve(waiting[pick % waiting.count]) }
        case .remove(let pick), .hide(let pick):
            guard !machine.items.isEmpty else { return nil }
            let id = machine.items[pick % machine.items.count].id
            // The host's delete reaches the server first, as `try await api.delete(id); store.remove(id:)` does.
            if case .remove = step { server.delete(id: id) } else { hidden[id] = lastRequestID }
            hostDeleted.insert(id)
            actions = machine.remove(id: id)
        case .update(let pick):
            guard !machine.items.isEmpty else { return nil }
            let id = machine.items[pick % machine.items.count].id
            guard let version = server.edit(id: id) else { return nil }
            hostEdits[id] = (version, server.clock)
            actions = machine.update(id: id) { $0.version = version }
        case .insert(let at):
            let first = changeableFrom()
            _ = server.insert(at: first + at % (server.ids.count - first + 1))
            shiftingChanges += 1
        case .delete(let at):
            let first = changeableFrom()
            if server.ids.count > first {
                server.delete(id: server.ids[first + at % (server.ids.count - first)])
                shiftingChanges += 1
            }
        case .edit(let at):
            if !server.ids.isEmpty { server.edit(id: server.ids[at % server.ids.count]) }
        }
        started(actions)
        return stepViolation()
    }

    private mutating func perform(_ command: TwoWayPagingSchedule.Step) -> [PagingCommand<Int>] {
        switch command {
        case .refresh(let pick): return machine.refresh(at: pick.map(key(picked:)))
        case .loadMore: return machine.loadMore()
        case .loadPrevious: return machine.loadPrevious()
        case .retry: return machine.retry()
        case .retryEnd(let kind): return machine.retry(kind)
        case .cancel: return machine.cancel()
        case .show(let start, let length):
            let count = machine.items.count
            let first = min(start, count)
            return machine.setVisibleRange(first..<min(count, first + length))
        case .answer(let pick, let fails):
            guard !outstanding.isEmpty else { return [] }
            return answer(outstanding.remove(at: pick % outstanding.count), fails: fails)
        }
    }

    /// A key that means something now: a row of the order for cursors, a position or a page within reach otherwise.
    func key(picked pick: Int) -> Int {
        switch schedule.keys {
        case .cursors: server.order.isEmpty ? 0 : PagingServer.cursor(before: server.order[pick % server.order.count])
        case .offsets(let from): from + pick % (server.ids.count + 1)
        case .pages(let from): from + pick % (server.ids.count / max(1, schedule.pageSize) + 2)
        }
    }

    /// The first live position other clients may change: 0, or below every row served so far.
    func changeableFrom() -> Int {
        guard !schedule.changesAnywhere else { return 0 }
        switch frontier {
        case .nothing: return 0
        case .end: return server.ids.count
        case .before(let id): return server.livePosition(ofCursor: PagingServer.cursor(before: id))
        }
    }

    /// The server handles outstanding request `index` now.
    mutating func serve(_ index: Int) {
        var (page, coverage) = server.answer(outstanding[index].request)
        if fault == .loaderLosesARow && !page.items.isEmpty { page.items.removeFirst() }
        outstanding[index].served = (page, coverage, server.clock)
        switch (frontier, coverage.before) {
        case (.end, _): break
        case (_, nil): frontier = .end
        case (.nothing, let row?): frontier = .before(row)
        case (.before(let old), let row?):
            if server.place(of: row)! > server.place(of: old)! { frontier = .before(row) }
        }
    }

    /// Delivers the answer to an outstanding request: a failure, or the server's page (served now if not yet).
    mutating func answer(_ waiting: Outstanding, fails: Bool) -> [PagingCommand<Int>] {
        if fails { return machine.loadFailed(PagingLoadError.server(0), for: waiting.request) }
        var waiting = waiting
        if waiting.served == nil {
            outstanding.append(waiting)
            serve(outstanding.count - 1)
            waiting = outstanding.removeLast()
        }
        let served = waiting.served!
        let actions = machine.pageLoaded(served.page, for: waiting.request)
        if actions.contains(where: { if case .pageApplied = $0 { true } else { false } }) {
            landingTimes[waiting.request.id] = server.clock
            if waiting.request.kind == .refresh {
                vouched = []
                for (id, before) in hidden where waiting.request.id > before {
                    hostDeleted.remove(id)
                    hidden[id] = nil
                }
            }
            vouched.append((served.coverage, served.time))
        }
        return actions
    }

    /// Notes the requests the machine started.
    mutating func started(_ actions: [PagingCommand<Int>]) {
        for case .load(let request) in actions {
            outstanding.append(Outstanding(request: request))
            lastRequestID = max(lastRequestID, request.id)
        }
    }

    /// What is wrong with the list between two steps.
    func stepViolation() -> String? {
        if let violation = machine.invariantViolations().first { return "machine invariant: " + violation }
        var seen: Set<Int> = []
        var last = -1
        for row in machine.items {
            if !seen.insert(row.id).inserted { return "row \(row.id) is in the list twice" }
            if hostDeleted.contains(row.id) { return "row \(row.id), which the host deleted, is in the list" }
            let place = server.place(of: row.id) ?? -1
            if keepsOrder && place <= last { return "row \(row.id) is out of the server's order" }
            last = place
        }
        return nil
    }

    /// Whether the rows must always be in the server's order: unless offsets moved under the store.
    var keepsOrder: Bool {
        schedule.keys == .cursors || !schedule.changesAnywhere
    }
}

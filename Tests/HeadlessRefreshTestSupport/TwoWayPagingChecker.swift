import HeadlessRefreshPaging

/// Runs a ``TwoWayPagingSchedule`` against a ``PagingStateMachine`` and a reference model written from the
/// guarantees: each end has one request, its own failure and retry; a refresh supersedes both; stale answers change
/// nothing; the list is always the rows of one answer of the server, in order, without duplicates; a window drops
/// whole pages at the far end, never a visible one, and keeps the keys to load them again.
public struct TwoWayPagingChecker {
    /// A row of the server, marked with the answer that served it.
    public typealias Row = PagingServer.Row

    /// A wrong belief to plant in the model, to show that the checker notices.
    public enum Fault: Sendable, Hashable, CaseIterable {
        /// Believes a stale load-more page is appended.
        case appliesStalePages
        /// Believes the window may drop the rows in view.
        case ignoresTheVisibleRange
    }

    /// What one slot of the model does.
    enum Slot: Equatable {
        case idle
        case loading(id: Int, key: Int?)
        case failed(key: Int?)
    }

    /// The machine under test.
    public private(set) var machine: PagingStateMachine<Row, Int>
    let schedule: TwoWayPagingSchedule
    let fault: Fault?
    /// The model: the row ranges of the list's pages, and the server answer (refresh id) they belong to.
    var pages: [Range<Int>] = []
    var batch = 0
    var loaded = false
    var leadingOpen = false
    var trailingOpen = false
    var slots: [PageLoadKind: Slot] = [.refresh: .idle, .loadMore: .idle, .loadPrevious: .idle]
    /// The rows in view, by id.
    var visible: Range<Int>?
    /// Whether rows were in view since the list's refresh: they may have held the window over its bound.
    var heldByView = false
    var outstanding: [(request: PageRequest<Int>, batch: Int)] = []

    /// A checker at the start of `schedule`.
    public init(_ schedule: TwoWayPagingSchedule, fault: Fault? = nil) {
        self.schedule = schedule
        self.fault = fault
        machine = PagingStateMachine(pageSize: schedule.pageSize, identifiedBy: .id)
        machine.initialLoadSize = schedule.initialLoadSize
        machine.maxSize = schedule.maxSize
    }

    /// Runs `schedule`; returns the first failing step and what went wrong, or `nil`.
    public static func run(_ schedule: TwoWayPagingSchedule, fault: Fault? = nil) -> (step: Int, violation: String)? {
        var checker = TwoWayPagingChecker(schedule, fault: fault)
        for (index, step) in schedule.steps.enumerated() {
            if let violation = checker.perform(step) { return (index, violation) }
        }
        return nil
    }

    /// The shortest schedule found that still fails, by removing steps; `nil` when `schedule` passes.
    public static func shrink(_ schedule: TwoWayPagingSchedule, fault: Fault? = nil) -> TwoWayPagingSchedule? {
        guard let failure = run(schedule, fault: fault) else { return nil }
        var runs = 0
        let steps = DeltaDebugging.shrink(schedule.steps, failingAt: failure.step, budget: 2000, runs: &runs) {
            var candidate = schedule
            candidate.steps = $0
            return run(candidate, fault: fault)?.step
        }
        var shrunk = schedule
        shrunk.steps = steps
        return shrunk
    }

    var limit: Int? { schedule.maxSize.map { max($0, 3 * schedule.pageSize) } }
    var lo: Int { pages.first?.lowerBound ?? 0 }
    var hi: Int { pages.last?.upperBound ?? 0 }
    var modelIDs: [Int] { pages.flatMap { Array($0) } }

    /// Performs one step on the machine and the model; returns what went wrong, or `nil`.
    public mutating func perform(_ step: TwoWayPagingSchedule.Step) -> String? {
        let idsBefore = machine.items.map(\.id)
        var expectedLoads: [(PageLoadKind, Int?)] = []
        let actions: [PagingCommand<Int>]
        switch step {
        case .refresh(let key):
            if case .loading(_, let running) = slots[.refresh], running == key {
                actions = machine.refresh(at: key)
            } else {
                slots = [.refresh: .idle, .loadMore: .idle, .loadPrevious: .idle]
                expectedLoads = [(.refresh, key)]
                actions = machine.refresh(at: key)
            }
        case .loadMore, .loadPrevious:
            let kind: PageLoadKind = step == .loadMore ? .loadMore : .loadPrevious
            let open = kind == .loadMore ? trailingOpen : leadingOpen
            if loaded && slots[.refresh] == .idle && slots[kind] == .idle && open {
                expectedLoads = [(kind, kind == .loadMore ? hi : lo)]
            }
            actions = kind == .loadMore ? machine.loadMore() : machine.loadPrevious()
        case .retry, .retryEnd:
            if case .failed(let key) = slots[.refresh] {
                expectedLoads = [(.refresh, key)]
            } else {
                var kinds: [PageLoadKind] = [.loadMore, .loadPrevious]
                if case .retryEnd(let kind) = step { kinds = [kind] }
                for kind in kinds {
                    if case .failed = slots[kind] { expectedLoads.append((kind, kind == .loadMore ? hi : lo)) }
                }
            }
            if case .retryEnd(let kind) = step { actions = machine.retry(kind) } else { actions = machine.retry() }
        case .cancel:
            for (kind, slot) in slots { if case .loading = slot { slots[kind] = .idle } }
            actions = machine.cancel()
        case .show(let start, let length):
            let count = machine.items.count
            let first = min(start, count)
            let range = first..<min(count, first + length)
            visible = range.isEmpty ? nil : (lo + range.lowerBound)..<(lo + range.upperBound)
            heldByView = heldByView || visible != nil
            actions = machine.setVisibleRange(range)
        case .answer(let pick, let fails):
            guard !outstanding.isEmpty else { return nil }
            let (request, servedBy) = outstanding.remove(at: pick % outstanding.count)
            let current: Bool
            if case .loading(let id, _) = slots[request.kind], id == request.id {
                current = true
            } else {
                current = false
            }
            if fails {
                if current { slots[request.kind] = .failed(key: request.key) }
                actions = machine.loadFailed(PagingLoadError.server(0), for: request)
            } else {
                let page = Self.page(for: request, count: schedule.count, batch: servedBy)
                if current || (fault == .appliesStalePages && request.kind == .loadMore && loaded) {
                    apply(page, for: request)
                }
                actions = machine.pageLoaded(page, for: request)
            }
            if !current && machine.items.map(\.id) != idsBefore { return "a stale answer changed the list" }
        }
        // The loads the machine started, against the model's.
        var started: [(PageLoadKind, Int?)] = []
        for action in actions {
            guard case .load(let request) = action else { continue }
            started.append((request.kind, request.key))
            outstanding.append((request, request.kind == .refresh ? request.id : batch))
            slots[request.kind] = .loading(id: request.id, key: request.key)
        }
        let describe = { (loads: [(PageLoadKind, Int?)]) in
            loads.map { "\($0.0.name) \($0.1.map(String.init) ?? "nil")" }
        }
        if describe(started).sorted() != describe(expectedLoads).sorted() {
            return "\(step) started \(describe(started)), the model expected \(describe(expectedLoads))"
        }
        return verify()
    }

    /// The server's page for `request`, rows marked with the answer they belong to.
    static func page(for request: PageRequest<Int>, count: Int, batch: Int) -> Page<Row, Int> {
        var start = request.key ?? 0
        var end = min(start + request.pageSize, count)
        if request.kind == .loadPrevious {
            end = min(start, count)
            start = max(0, end - request.pageSize)
        }
        start = min(start, end)
        let rows = (start..<end).map { Row(id: $0, servedBy: batch) }
        return Page(items: rows, previous: start > 0 ? start : nil, next: end < count ? end : nil)
    }

    private mutating func apply(_ page: Page<Row, Int>, for request: PageRequest<Int>) {
        let rows: Range<Int>
        if let first = page.items.first, let last = page.items.last {
            rows = first.id..<(last.id + 1)
        } else {
            rows = Self.emptyRange(page, request)
        }
        slots[request.kind] = .idle
        switch request.kind {
        case .refresh:
            pages = [rows]
            batch = request.id
            loaded = true
            visible = nil
            heldByView = false
            leadingOpen = page.previous != nil
            trailingOpen = page.next != nil
        case .loadMore:
            pages.append(rows)
            trailingOpen = page.next != nil
            drop(fromStart: true)
        case .loadPrevious:
            pages.insert(rows, at: 0)
            leadingOpen = page.previous != nil
            drop(fromStart: false)
        }
    }

    /// Where an empty page sits: at its key.
    private static func emptyRange(_ page: Page<Row, Int>, _ request: PageRequest<Int>) -> Range<Int> {
        let at = page.previous ?? page.next ?? min(request.key ?? 0, 0)
        return at..<at
    }

    /// The window's rule, in ids: whole pages at the far end, while over the limit, never a visible one, only with a
    /// key to load them again.
    private mutating func drop(fromStart: Bool) {
        guard let limit else { return }
        while pages.reduce(0, { $0 + $1.count }) > limit, pages.count > 1 {
            let page = fromStart ? pages[0] : pages[pages.count - 1]
            if fault != .ignoresTheVisibleRange, let visible, visible.overlaps(page) { return }
            if fromStart {
                guard pages[1].lowerBound > 0 || page.isEmpty else { return }
                pages.removeFirst()
                leadingOpen = pages[0].lowerBound > 0
                if case .loading = slots[.loadPrevious] { slots[.loadPrevious] = .idle }
                if case .failed = slots[.loadPrevious] { slots[.loadPrevious] = .idle }
            } else {
                guard pages[pages.count - 2].upperBound < schedule.count || page.isEmpty else { return }
                pages.removeLast()
                trailingOpen = pages[pages.count - 1].upperBound < schedule.count
                if case .loading = slots[.loadMore] { slots[.loadMore] = .idle }
                if case .failed = slots[.loadMore] { slots[.loadMore] = .idle }
            }
        }
    }

    private func verify() -> String? {
        let ids = machine.items.map(\.id)
        if ids != modelIDs { return "the list is \(ids), the model's \(modelIDs)" }
        if !machine.items.allSatisfy({ $0.servedBy == batch }) { return "rows of another answer in the list" }
        if let violation = machine.invariantViolations().first { return "machine invariant: " + violation }
        for kind in PageLoadKind.allCases {
            let status = machine.status(of: kind)
            let matches: Bool
            switch slots[kind]! {
            case .idle: matches = status == .idle
            case .loading: matches = status.isLoading
            case .failed: matches = status.failedKind == kind
            }
            if !matches { return "\(kind.name) is \(status), the model's \(slots[kind]!)" }
        }
        guard loaded else { return nil }
        if machine.hasMore != trailingOpen || machine.nextKey != (trailingOpen ? hi : nil) {
            return
                "hasMore \(machine.hasMore), next \(String(describing: machine.nextKey)); the model's \(trailingOpen), \(hi)"
        }
        if machine.hasPrevious != leadingOpen || machine.previousKey != (leadingOpen ? lo : nil) {
            return "hasPrevious \(machine.hasPrevious), previous \(String(describing: machine.previousKey)); "
                + "the model's \(leadingOpen), \(lo)"
        }
        // The user's bound: without rows in view to keep, the window holds its limit plus at most one page.
        if let limit, !heldByView,
            ids.count > max(limit, schedule.initialLoadSize ?? 0) + schedule.pageSize
        {
            return "the window holds \(ids.count) rows, over \(limit) plus a page"
        }
        return nil
    }
}

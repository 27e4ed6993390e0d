import Foundation
import HeadlessRefreshPaging
import HeadlessRefreshTestSupport
import Testing

/// Saving and restoring changes nothing the user sees afterwards: random two-way schedules with jumps, a window and
/// the host's deletes (on the server, then `remove(id:)`) run on a machine of offsets; at a random step where nothing loads, its restoration goes through JSON
/// into a fresh machine, and from there both take the same steps. After every step they show the same rows, keys,
/// ends and phase and ask for the same pages; at the end their lists are equal.
///
/// `HEADLESS_REFRESH_SEED` reproduces a run; `HEADLESS_REFRESH_RESTORE_SCHEDULES` sets how many schedules to check
/// (2,000 by default).
struct PagingRestorationPropertyTests {
    typealias Machine = PagingStateMachine<Row, Int>

    /// Rows served by offset both ways, as ``TwoWayServer`` serves them, from which the host can delete.
    struct Server {
        var ids: [Int]

        func page(for request: PageRequest<Int>) -> Page<Row, Int> {
            var start = request.key ?? 0
            var end = min(start + request.pageSize, ids.count)
            if request.kind == .loadPrevious {
                end = min(start, ids.count)
                start = max(0, end - request.pageSize)
            }
            start = min(start, end)
            return Page(
                items: ids[start..<end].map { Row(id: $0) }, previous: start > 0 ? start : nil,
                next: end < ids.count ? end : nil)
        }
    }

    /// One machine and the requests it started that no answer reached yet.
    struct Run {
        var machine: Machine
        var outstanding: [PageRequest<Int>] = []

        /// Performs `step` (the host's delete is `.remove(id)`); returns the loads it started, without their ids.
        mutating func perform(_ step: Step, server: Server) -> [String] {
            let actions: [PagingCommand<Int>]
            switch step {
            case .remove(let id):
                actions = machine.remove(id: id)
            case .schedule(let step):
                switch step {
                case .refresh(let key): actions = machine.refresh(at: key)
                case .loadMore: actions = machine.loadMore()
                case .loadPrevious: actions = machine.loadPrevious()
                case .retry: actions = machine.retry()
                case .retryEnd(let kind): actions = machine.retry(kind)
                case .cancel: actions = machine.cancel()
                case .show(let start, let length):
                    let first = min(start, machine.items.count)
                    actions = machine.setVisibleRange(first..<min(machine.items.count, first + length))
                case .answer(let pick, let fails):
                    guard !outstanding.isEmpty else { return [] }
                    let request = outstanding.remove(at: pick % outstanding.count)
                    actions =
                        fails
                        ? machine.loadFailed(LoadError(name: "offline"), for: request)
                        : machine.pageLoaded(server.page(for: request), for: request)
                }
            }
            var loads: [String] = []
            for case .load(let request) in actions {
                outstanding.append(request)
                loads.append("\(request.kind.name) \(request.key.map(String.init) ?? "nil") ×\(request.pageSize)")
            }
            return loads
        }

        /// What the user and the next loads see, as text.
        var shown: String {
            "rows \(machine.ids), next \(String(describing: machine.nextKey)), previous "
                + "\(String(describing: machine.previousKey)), ends \(String(describing: machine.end)) "
                + "\(String(describing: machine.previousEnd)), phase \(machine.phase)"
        }
    }

    enum Step {
        case schedule(TwoWayPagingSchedule.Step)
        case remove(Int)
    }

    static func makeMachine(_ schedule: TwoWayPagingSchedule) -> Machine {
        var machine = Machine(pageSize: schedule.pageSize, numbering: .offsets(from: 0), identifiedBy: .id)
        machine.initialLoadSize = schedule.initialLoadSize
        machine.maxSize = schedule.maxSize
        return machine
    }

    /// Runs `steps` with a save at the first quiet step from `saveAt`; returns what differed, or `nil`. `saved` says
    /// whether a save happened.
    static func check(
        _ schedule: TwoWayPagingSchedule,
        steps: [Step],
        saveAt: Int,
        saved: inout Bool,
        restore: (Machine) -> Machine? = Self.throughJSON
    ) -> String? {
        var server = Server(ids: Array(0..<schedule.count))
        var original = Run(machine: makeMachine(schedule))
        var restored: Run?
        for (index, step) in steps.enumerated() {
            if restored == nil, index >= saveAt, original.machine.requestsInFlight.isEmpty,
                original.machine.status == .idle, original.machine.isLoaded
            {
                guard let machine = restore(original.machine) else { return "step \(index): no restoration" }
                restored = Run(machine: machine)
                // The host lays the restored rows out and tells the store which ones it shows.
                _ = restored!.machine.setVisibleRange(original.machine.visibleRange)
                // The original's answers still to come are all stale: nothing is in flight.
                original.outstanding = []
                if restored!.shown != original.shown {
                    return "step \(index): restored \(restored!.shown)\nsaved    \(original.shown)"
                }
            }
            var step = step
            if case .remove(let pick) = step {
                // The host deletes a row it shows on the server, then in the list.
                guard !original.machine.items.isEmpty else { continue }
                let id = original.machine.items[pick % original.machine.items.count].id
                server.ids.removeAll { $0 == id }
                step = .remove(id)
            }
            let loads = original.perform(step, server: server)
            guard var copy = restored else { continue }
            let copyLoads = copy.perform(step, server: server)
            restored = copy
            if copyLoads != loads { return "step \(index) \(step): restored asked \(copyLoads), saved \(loads)" }
            if copy.shown != original.shown {
                return "step \(index) \(step): restored \(copy.shown)\nsaved    \(original.shown)"
            }
            if let violation = copy.machine.invariantViolations().first { return "step \(index): \(violation)" }
        }
        saved = restored != nil
        return nil
    }

    /// Saves `machine` through JSON into a fresh machine with the same settings.
    static func throughJSON(_ machine: Machine) -> Machine? {
        guard let restoration = machine.restoration(),
            let data = try? JSONEncoder().encode(restoration),
            let decoded = try? JSONDecoder().decode(PagingRestoration<Row, Int>.self, from: data)
        else { return nil }
        var fresh = Machine(pageSize: machine.pageSize, numbering: .offsets(from: 0), identifiedBy: .id)
        fresh.initialLoadSize = machine.initialLoadSize
        fresh.maxSize = machine.maxSize
        _ = fresh.restore(decoded)
        return fresh
    }

    static func randomSteps(_ schedule: TwoWayPagingSchedule, using source: inout some RandomSource) -> [Step] {
        schedule.steps.map { step in source.chance(0.08) ? .remove(source.below(64)) : .schedule(step) }
    }

    @Test func aRestoredListGoesOnAsIfNeverSaved() async {
        let seed = ProcessEnvironment.seed
        let count = ProcessEnvironment.count("HEADLESS_REFRESH_RESTORE_SCHEDULES", default: 2000)
        print("PagingRestorationPropertyTests: seed \(seed) (HEADLESS_REFRESH_SEED=\(seed) reproduces), \(count)")
        var source = SplitMix64(seed: seed)
        var saves = 0
        for index in 0..<count {
            if index % 50 == 0 { await Task.yield() }
            let schedule = TwoWayPagingSchedule.random(length: 40, using: &source)
            let steps = Self.randomSteps(schedule, using: &source)
            var saved = false
            if let failure = Self.check(schedule, steps: steps, saveAt: source.below(30), saved: &saved) {
                Issue.record("seed \(seed), schedule \(index): \(failure)\n\(schedule)")
                return
            }
            if saved { saves += 1 }
        }
        print("PagingRestorationPropertyTests: \(saves) of \(count) schedules saved and restored")
        // Most schedules reach a quiet step with a list to save.
        #expect(saves * 2 > count, "\(saves) saves")
    }

    /// A restoration that keeps the items and keys but not the pages (one page for all) is caught: a bounded window
    /// then drops other rows than the saved list would have.
    @Test func theCheckCatchesARestorationThatForgetsThePages() {
        var source = SplitMix64(seed: 11)
        let forgetful: (Machine) -> Machine? = { machine in
            guard let full = machine.restoration() else { return nil }
            let flat = PagingRestoration<Row, Int>(
                items: full.items, nextKey: full.nextKey, end: full.end, previousKey: full.previousKey,
                previousEnd: full.previousEnd, pageSize: machine.pageSize)
            var fresh = Self.makeMachine(
                TwoWayPagingSchedule(
                    count: 0, pageSize: machine.pageSize, initialLoadSize: machine.initialLoadSize,
                    maxSize: machine.maxSize, steps: []))
            _ = fresh.restore(flat)
            return fresh
        }
        for _ in 0..<2000 {
            let schedule = TwoWayPagingSchedule.random(length: 40, using: &source)
            let steps = Self.randomSteps(schedule, using: &source)
            var saved = false
            if Self.check(schedule, steps: steps, saveAt: source.below(30), saved: &saved, restore: forgetful) != nil {
                return
            }
        }
        Issue.record("a restoration without its pages was never caught")
    }
}

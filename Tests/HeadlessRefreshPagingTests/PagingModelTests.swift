import HeadlessRefreshTestSupport
import Testing

@testable import HeadlessRefreshPaging

/// Random commands and answers, delivered in random order (stale ones included), against what must always hold.
struct PagingModelTests {
    /// One run: a server of `count` rows served by offset; each refresh starts a new batch, so that a page from an
    /// older list is recognisable.
    struct Run {
        var machine: PagingStateMachine<Row, Int>
        var random: SplitMix64
        let count: Int
        let signalsEnd: Bool
        let sendsTotal: Bool
        /// Requests sent and not answered yet, stale ones included.
        var outstanding: [PageRequest<Int>] = []
        /// The batch each refresh request's list belongs to: its id.
        var batch = 0
        /// What went wrong first, with the step it went wrong at.
        var problem: String?
        var steps = 0

        init(seed: UInt64) {
            random = SplitMix64(seed: seed)
            count = Int.random(in: 0...45, using: &random)
            signalsEnd = Bool.random(using: &random)
            sendsTotal = Bool.random(using: &random)
            machine = PagingStateMachine(pageSize: Int.random(in: 1...8, using: &random), identifiedBy: .id)
        }

        func page(for request: PageRequest<Int>) -> Page<Row, Int> {
            let offset = request.key ?? 0
            let end = min(offset + request.pageSize, count)
            let items = rows(min(offset, end)..<end, batch: request.kind == .refresh ? request.id : batch)
            let next = signalsEnd && end >= count ? nil : end
            return Page(items: items, next: next, totalCount: sendsTotal ? count : nil)
        }

        mutating func step() {
            let before = machine.inFlight
            let items = machine.items
            let hasMore = machine.hasMore
            let wasFailedWith = failedRequest
            let actions: [PagingCommand<Int>]
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                actions = machine.refresh()
            case 1, 2, 3:
                actions = machine.loadMore()
                if !hasMore { expect(!actions.contains { if case .load = $0 { true } else { false } }, "load at end") }
            case 4:
                actions = machine.retry()
                if let failed = wasFailedWith, case .load(let request) = actions.first {
                    expect(request.kind == failed.kind && request.key == failed.key, "retry changed the request")
                }
            case 5:
                actions = machine.cancel()
            default:
                guard !outstanding.isEmpty else { return }
                let request = outstanding.remove(at: Int.random(in: 0..<outstanding.count, using: &random))
                let fails = Int.random(in: 0..<5, using: &random) == 0
                actions =
                    fails
                    ? machine.loadFailed(LoadError(name: "x"), for: request)
                    : machine.pageLoaded(page(for: request), for: request)
                if request != before {
                    // Stale: nothing may change.
                    expect(actions == [.diagnostic(.staleResponse(request.kind))], "stale answer applied")
                    expect(machine.items == items && machine.hasMore == hasMore, "stale answer changed the list")
                } else if request.kind == .refresh {
                    if fails {
                        expect(machine.items == items && machine.hasMore == hasMore, "failed refresh lost the list")
                    } else {
                        batch = request.id
                    }
                }
            }
            for action in actions {
                if case .load(let request) = action {
                    // One request at a time: the previous one was answered or is cancelled in the same step.
                    if let before, machine.inFlight != before, outstanding.contains(before) {
                        expect(actions.contains(.cancel(before)), "two requests in flight")
                    }
                    outstanding.append(request)
                }
            }
            check()
            steps += 1
        }

        mutating func expect(_ condition: Bool, _ message: String) {
            if !condition && problem == nil { problem = "step \(steps): " + message + ", items \(machine.items)" }
        }

        var failedRequest: PageRequest<Int>? {
            if case .failed(let request, _) = machine.appendState {
                request
            } else if case .failed(let request, _) = machine.refreshState {
                request
            } else {
                nil
            }
        }

        mutating func check() {
            machine._checkInvariants()
            // The list is always a prefix of one batch of the server's rows, in order, without duplicates.
            expect(machine.items.map(\.id) == Array(0..<machine.items.count), "not a prefix of the server's rows")
            expect(machine.items.allSatisfy { $0.batch == batch }, "rows from another list")
            if machine.items.count == count && machine.isLoaded && machine.inFlight == nil && signalsEnd {
                expect(!machine.hasMore, "all rows and a nil key, yet more")
            }
        }
    }

    @Test(arguments: 0..<8)
    func randomInterleavingsKeepTheListConsistent(block: Int) {
        for seed in UInt64(block * 250)..<UInt64(block * 250 + 250) {
            var run = Run(seed: seed)
            for _ in 0..<60 where run.problem == nil { run.step() }
            if let problem = run.problem {
                Issue.record("seed \(seed): \(problem)")
                return
            }
        }
    }
}

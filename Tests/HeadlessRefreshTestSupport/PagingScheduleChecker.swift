import HeadlessRefreshPaging

/// Runs a ``PagingSchedule`` against a real `PagingStateMachine` and a ``PagingReferenceModel`` side by side and
/// checks, after every step (see the PagingRobustness article):
///
/// - the machine returned the actions the model expects: no request the guarantees forbid, none missing, a
///   superseded load-more cancelled before the refresh starts, each request with an id never used before;
/// - the items equal the model's, and `droppedDuplicates`, `isLoaded`, `hasMore`, `end`, `nextKey`, `status`
///   (with the error the loader threw), `inFlight` and the enabled flags agree;
/// - independently of the model: no id twice in an identified list, every row from a page applied since the last
///   refresh, pages in the order they were applied, and — when the server makes it knowable — the list is the
///   server's list from the top, with nothing lost;
/// - the machine's own invariants (`invariantViolations()`), reported, never trapped.
public struct PagingScheduleChecker {
    /// The machine under test.
    public typealias Machine = PagingStateMachine<PagingServer.Row, Int>

    /// The machine under test.
    public internal(set) var machine: Machine
    /// The model it is held to.
    public internal(set) var model: PagingReferenceModel
    /// The server the loader asks.
    public internal(set) var server: PagingServer
    /// The actions of the last step.
    public internal(set) var actions: [PagingCommand<Int>] = []
    /// The situations reached so far.
    public internal(set) var situations: Set<PagingSituation> = []
    /// One line per step, when recording (see ``transcript(of:fault:)``).
    public internal(set) var transcript: [String] = []
    /// Whether to record ``transcript``.
    public var isRecording = false

    /// Requests issued and not answered yet, stale ones included.
    var unanswered: [PageRequest<Int>] = []
    /// Requests answered already.
    var answered: [PageRequest<Int>] = []
    /// Requests a refresh superseded.
    var superseded: Set<Int> = []
    /// Requests the machine cancelled.
    var cancelled: Set<Int> = []
    /// The request the last step answered, for the transcript.
    var answering: PageRequest<Int>?
    /// The error of the last failure the machine must show.
    var lastError: PagingLoadError?
    /// The server's rows when the list's first page was served, and whether rows were inserted before a later page
    /// of the list was served (then offsets shifted, and the list is no longer a prefix of those rows).
    var listSource: (ids: [Int], inserted: Int, shifted: Bool)?

    /// Creates a checker for a schedule, optionally with a wrong belief planted in the model.
    public init(_ schedule: PagingSchedule, fault: PagingReferenceModel.Fault? = nil) {
        machine = Machine(pageSize: schedule.pageSize, identifiedBy: schedule.identified ? .id : nil)
        machine.endsOnShortPage = schedule.endsOnShortPage
        model = PagingReferenceModel(
            pageSize: schedule.pageSize,
            identified: schedule.identified,
            endsOnShortPage: schedule.endsOnShortPage,
            fault: fault
        )
        server = PagingServer(schedule.server)
    }

    /// Runs every step; returns the first violation and the index of the step that caused it, or `nil`.
    public static func run(
        _ schedule: PagingSchedule,
        fault: PagingReferenceModel.Fault? = nil
    ) -> (step: Int, violation: String)? {
        var checker = PagingScheduleChecker(schedule, fault: fault)
        for (index, step) in schedule.steps.enumerated() {
            if let violation = checker.perform(step) { return (index, violation) }
        }
        return nil
    }

    /// Runs the schedule up to its first violation and returns what each step did, one line a step.
    public static func transcript(of schedule: PagingSchedule, fault: PagingReferenceModel.Fault? = nil) -> [String] {
        var checker = PagingScheduleChecker(schedule, fault: fault)
        checker.isRecording = true
        for step in schedule.steps {
            if let violation = checker.perform(step) {
                checker.transcript.append("    VIOLATION: " + violation)
                break
            }
        }
        return checker.transcript
    }

    /// Performs one step on the machine and the model; returns the first violation, or `nil`.
    public mutating func perform(_ step: PagingSchedule.Step) -> String? {
        let violation = dispatch(step)
        if isRecording {
            let rows = machine.items.map(\.description).joined(separator: " ")
            let request = answering.map { " [\($0.summary)]" } ?? ""
            transcript.append(
                "  \(transcript.count). \(step)\(request) → \(actions.map(\.summary)); status \(machine.status.name), "
                    + "\(machine.end.map { "end \($0)" } ?? "next \(machine.nextKey.map(String.init) ?? "nil")"), "
                    + "rows [\(rows)]"
            )
        }
        return violation
    }

    private mutating func dispatch(_ step: PagingSchedule.Step) -> String? {
        actions = []
        answering = nil
        let before = model
        switch step {
        case .refresh:
            let expected = model.refresh()
            for case .cancel(let request) in expected {
                superseded.insert(request.id)
                situations.insert(.refreshSupersededLoadMore)
            }
            if before.end != nil && expected.contains(where: \.isLoad) { situations.insert(.refreshAfterTheEnd) }
            return verify("refresh()", machine.refresh(), expected)
        case .loadMore:
            let expected = model.loadMore()
            if case .ignored(_, let reasons) = expected.first {
                if reasons.contains(.failed) { situations.insert(.loadMoreWaitedAfterFailure) }
                if reasons == [.endOfData] { situations.insert(.loadMoreIgnoredAtTheEnd) }
            } else if model.listPageSize != max(1, model.pageSize) {
                situations.insert(.loadMoreKeptTheListsPageSize)
            }
            return verify("loadMore()", machine.loadMore(), expected)
        case .retry:
            let expected = model.retry()
            if expected.contains(where: \.isLoad), let failed = before.failed {
                situations.insert(failed.kind == .refresh ? .refreshRetried : .loadMoreRetried)
            }
            return verify("retry()", machine.retry(), expected)
        case .cancel:
            return verify("cancel()", machine.cancel(), model.cancel())
        case .setEnabled(let enabled, let kind):
            let expected = model.setEnabled(enabled, for: kind)
            if !expected.isEmpty { situations.insert(.disablingCancelled) }
            return verify("setEnabled(\(enabled), .\(kind.name))", machine.setEnabled(enabled, for: kind), expected)
        case .setPageSize(let size):
            machine.pageSize = size
            model.pageSize = size
            return verify("pageSize = \(size)", [], [])
        case .setEndsOnShortPage(let value):
            machine.endsOnShortPage = value
            model.endsOnShortPage = value
            return verify("endsOnShortPage = \(value)", [], [])
        case .insert(let count):
            server.insertAtTop(count)
            return nil
        case .answer(let position, let outcome):
            guard !unanswered.isEmpty else { return nil }
            let request = unanswered.remove(at: Self.index(position, in: unanswered.count))
            answered.append(request)
            return answer(request, with: outcome)
        case .answerAgain(let position):
            guard !answered.isEmpty else { return nil }
            let request = answered[Self.index(position, in: answered.count)]
            if model.isStale(request) { situations.insert(.secondAnswerDropped) }
            return answer(request, with: .page)
        case .forge(.unknownID):
            let next = (model.issuedIDs.max() ?? 0) + 1
            let id = [next, 0, -1, Int.max][answered.count % 4]
            guard !model.issuedIDs.contains(id) else { return nil }
            situations.insert(.forgedAnswerDropped)
            let request = PageRequest(kind: .loadMore, key: model.nextKey, pageSize: max(1, model.pageSize), id: id)
            return answer(request, with: .page)
        case .forge(.alteredInFlight):
            guard let current = model.inFlight else { return nil }
            unanswered.removeAll { $0.id == current.id }
            answered.append(current)
            situations.insert(.alteredAnswerApplied)
            let altered = PageRequest(
                kind: current.kind == .refresh ? .loadMore : .refresh,
                key: (current.key ?? 0) + 7,
                pageSize: current.pageSize + 3,
                id: current.id
            )
            return answer(altered, with: .page, serving: current)
        }
    }

    /// A position taken modulo `count`, for any `Int`.
    static func index(_ position: Int, in count: Int) -> Int {
        let remainder = position % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// Delivers an answer to `request`; the server answers `serving` (the request itself unless forged).
    private mutating func answer(
        _ request: PageRequest<Int>,
        with outcome: PagingSchedule.Outcome,
        serving: PageRequest<Int>? = nil
    ) -> String? {
        let before = model
        answering = request
        let stale = model.isStale(request)
        let name = "answer(\(request.summary), \(outcome))"
        if stale {
            if superseded.contains(request.id) && outcome == .page { situations.insert(.supersededPageDropped) }
            if cancelled.contains(request.id) && !superseded.contains(request.id) {
                situations.insert(.cancelledAnswerDropped)
            }
            if cancelled.contains(request.id) && outcome == .cancellation { situations.insert(.cancellationDropped) }
        }
        switch outcome {
        case .page:
            let served = serving ?? request
            let page = server.page(for: served)
            if !stale { notePageServed(for: served) }
            return verify(name, machine.pageLoaded(page, for: request), model.pageLoaded(page, for: request))
        case .failure, .cancellation:
            let error: PagingLoadError = outcome == .failure ? .server(answered.count) : .cancelled
            if !stale {
                lastError = error
                if request.kind == .refresh && !before.items.isEmpty { situations.insert(.failedRefreshKeptItems) }
                if request.kind == .loadMore { situations.insert(.loadMoreFailed) }
            }
            let thrown: any Error = outcome == .failure ? error : CancellationError()
            return verify(name, machine.loadFailed(thrown, for: request), model.loadFailed(for: request))
        }
    }

    /// Notes where the page for the request in flight came from.
    private mutating func notePageServed(for request: PageRequest<Int>) {
        if server.inserted > 0 { situations.insert(.pageAfterInserts) }
        if request.kind == .refresh {
            listSource = (server.ids, server.inserted, false)
        } else if let source = listSource, source.inserted != server.inserted {
            listSource?.shifted = true
        }
    }
}

/// The errors a schedule's loader throws, so that the status can be checked for the very error thrown.
enum PagingLoadError: Error, Hashable {
    /// A server error, numbered.
    case server(Int)
    /// A `CancellationError`.
    case cancelled
}

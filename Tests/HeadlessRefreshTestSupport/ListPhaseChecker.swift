import HeadlessRefreshPaging

/// Checks a list's ``ListPhase`` after every step of a random schedule, from the user's side:
///
/// - the phase agrees with the facts it is derived from, read here on their own: no page → not loaded, first load or
///   its failure as the refresh says; a page → empty exactly when there are no rows, and the refresh and each end as
///   their statuses and ends say;
/// - the list is never shown empty while one generation of rows replaces another: a phase with rows goes to the
///   empty view only when a refresh's page lands (the new generation is empty) or the host removes the last row —
///   never when a refresh starts, fails or is cancelled, an end loads, or a window drops pages — and never back to a
///   first load.
public struct ListPhaseChecker {
    /// What the phase is derived from, as the user sees it.
    public struct Facts: Sendable {
        /// Whether a first page landed.
        public var isLoaded: Bool
        /// How many rows the list holds.
        public var rowCount: Int
        /// What the refresh does.
        public var refresh: PagingStatus
        /// What the load-more does.
        public var loadMore: PagingStatus
        /// What the load-previous does.
        public var loadPrevious: PagingStatus
        /// Why the trailing end ended, if it did.
        public var end: PagingEnd?
        /// Why the leading end ended, if it did.
        public var previousEnd: PagingEnd?

        /// Creates facts.
        public init(
            isLoaded: Bool,
            rowCount: Int,
            refresh: PagingStatus = .idle,
            loadMore: PagingStatus = .idle,
            loadPrevious: PagingStatus = .idle,
            end: PagingEnd? = nil,
            previousEnd: PagingEnd? = nil
        ) {
            self.isLoaded = isLoaded
            self.rowCount = rowCount
            self.refresh = refresh
            self.loadMore = loadMore
            self.loadPrevious = loadPrevious
            self.end = end
            self.previousEnd = previousEnd
        }

        /// The facts of a machine.
        public init(_ machine: PagingStateMachine<some Sendable, some Hashable & Sendable>) {
            self.init(
                isLoaded: machine.isLoaded, rowCount: machine.items.count, refresh: machine.status(of: .refresh),
                loadMore: machine.status(of: .loadMore), loadPrevious: machine.status(of: .loadPrevious),
                end: machine.end, previousEnd: machine.previousEnd)
        }
    }

    /// A wrong list to check instead of the machine's, to show that the checker notices.
    public enum Fault: Sendable, Hashable, CaseIterable {
        /// A store that clears its rows when a refresh starts: the empty view flashes until the page lands.
        case clearsOnRefresh
        /// An app that shows its first-load spinner whenever a refresh runs (`if isLoading { ProgressView() }`).
        case spinnerWhileRefreshing
    }

    let fault: Fault?
    var previous: ListPhase = .notLoaded
    var refreshWasRunning = false

    /// A checker at the start of a run.
    public init(fault: Fault? = nil) {
        self.fault = fault
    }

    /// Checks the machine after a step; `removed` says whether the host removed a row in it.
    public mutating func check(
        _ machine: PagingStateMachine<some Sendable, some Hashable & Sendable>,
        removed: Bool = false
    ) -> String? {
        var facts = Facts(machine)
        var phase = machine.phase
        switch fault {
        case .clearsOnRefresh where facts.isLoaded && facts.refresh.isRefreshing:
            facts.rowCount = 0
            phase = .empty(phase.loadStates!)
        case .spinnerWhileRefreshing where facts.refresh.isRefreshing:
            phase = .firstLoad
        default: break
        }
        return check(phase, facts: facts, removed: removed)
    }

    /// Checks one phase and the facts it was derived from; `removed` says whether the host removed a row.
    public mutating func check(_ phase: ListPhase, facts: Facts, removed: Bool = false) -> String? {
        // A refresh ran and no longer does, yet nothing failed: its page landed.
        let replaced = refreshWasRunning && facts.refresh == .idle
        defer {
            previous = phase
            refreshWasRunning = facts.refresh.isRefreshing
        }
        if let mismatch = Self.mismatch(phase, facts) { return "phase \(phase) but \(mismatch)" }
        switch (previous, phase) {
        case (.content, .empty) where !replaced && !removed, (.content, .notLoaded), (.content, .firstLoad),
            (.content, .firstLoadFailed), (.empty, .notLoaded), (.empty, .firstLoad), (.empty, .firstLoadFailed):
            return "the list went from \(previous) to \(phase)"
        default:
            return nil
        }
    }

    /// What in `facts` contradicts `phase`, or `nil`.
    static func mismatch(_ phase: ListPhase, _ facts: Facts) -> String? {
        guard facts.isLoaded else {
            if facts.rowCount > 0 { return "rows without a page" }
            switch (phase, facts.refresh) {
            case (.notLoaded, .idle), (.firstLoad, .refreshing): return nil
            case (.firstLoadFailed(let error), .failed(let failure, .refresh)):
                return PagingStatus.failed(error, .refresh) == .failed(failure, .refresh) ? nil : "another error"
            default: return "no page and the refresh \(facts.refresh)"
            }
        }
        guard let states = phase.loadStates else { return "a page landed" }
        if phase.hasContent != (facts.rowCount > 0) { return "\(facts.rowCount) rows" }
        if !agrees(states.refresh, facts.refresh, end: nil) { return "the refresh is \(facts.refresh)" }
        if !agrees(states.trailing, facts.loadMore, end: facts.end) {
            return "the load-more is \(facts.loadMore), end \(String(describing: facts.end))"
        }
        if !agrees(states.leading, facts.loadPrevious, end: facts.previousEnd) {
            return "the load-previous is \(facts.loadPrevious), end \(String(describing: facts.previousEnd))"
        }
        return nil
    }

    private static func agrees(_ state: PagingLoadState, _ status: PagingStatus, end: PagingEnd?) -> Bool {
        switch state {
        case .loading: status.isLoading
        case .failed(let error):
            status.error.map { PagingStatus.failed($0, .refresh) == .failed(error, .refresh) } ?? false
        case .reachedEnd(let reached): status == .idle && end == reached
        case .idle: status == .idle && end == nil
        }
    }
}

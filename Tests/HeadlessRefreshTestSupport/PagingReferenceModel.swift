import HeadlessRefreshPaging

/// What a paged list must be, written from the paging guarantees (the PagingGuarantees article) and not from
/// `PagingStateMachine`'s code: which requests may start at each moment, which answers are stale, which items the
/// list holds after each page, and when paging ends.
///
/// Each command and answer returns the actions the machine must answer with (``Expected``); ``issued(id:)``
/// then tells the model the id the machine gave the request it started. The rules:
///
/// - one request at a time; a refresh while a load-more runs cancels it and starts; a refresh while one runs is
///   ignored (conflated);
/// - a load-more starts only when a first page landed, paging has not ended, nothing runs, the last request did
///   not fail, and load-more is enabled — and asks for the list's next key with the list's page size;
/// - a retry re-sends the failed request: same kind, key and page size;
/// - an answer is applied only to the request in flight, named by its id; any other is stale and changes nothing;
/// - a failure keeps the items, the next key and the end;
/// - a refresh page replaces the list, a load-more page is appended; with an identity, rows already present are
///   dropped and counted;
/// - paging ends on a `nil` next key, a short page (if ``endsOnShortPage``), the total count reached (counting
///   every row received since the refresh), or a load-more whose next key is its own key — in that order.
public struct PagingReferenceModel: Sendable {
    /// A row of the list.
    public typealias Row = PagingServer.Row

    /// An action the machine must return. A load's id is left open: any id not used before will do.
    public enum Expected: Sendable, Hashable, CustomStringConvertible {
        /// A request of this kind, key and page size.
        case load(PageLoadKind, key: Int?, pageSize: Int)
        /// Cancel this request.
        case cancel(PageRequest<Int>)
        /// This page update.
        case pageApplied(PageUpdate)
        /// The status changed.
        case statusChanged
        /// The command was ignored, for one of these reasons (when several apply, any of them is right).
        case ignored(PagingOperation, anyOf: Set<PagingIgnoreReason>)
        /// This diagnostic.
        case diagnostic(PagingDiagnostic)

        /// Whether the machine's `action` is this one.
        public func matches(_ action: PagingCommand<Int>) -> Bool {
            switch (self, action) {
            case (.load(let kind, let key, let size), .load(let request)):
                request.kind == kind && request.key == key && request.pageSize == size
            case (.cancel(let expected), .cancel(let request)): expected == request
            case (.pageApplied(let expected), .pageApplied(let update)): expected == update
            case (.statusChanged, .statusChanged): true
            case (.ignored(let command, let reasons), .diagnostic(.ignored(let actual, let reason))):
                command == actual && reasons.contains(reason)
            case (.diagnostic(let expected), .diagnostic(let diagnostic)): expected == diagnostic
            default: false
            }
        }

        /// The expectation in a short line.
        public var description: String {
            switch self {
            case .load(let kind, let key, let size): "load(\(kind.name), key \(key.map(String.init) ?? "nil"), \(size))"
            case .cancel(let request): "cancel(\(request.summary))"
            case .pageApplied(let update): "pageApplied(\(update.summary))"
            case .statusChanged: "statusChanged"
            case .ignored(let command, let reasons): "\(command.name) ignored (\(reasons.map(\.name).sorted()))"
            case .diagnostic(let diagnostic): "diagnostic(\(diagnostic.message))"
            }
        }
    }

    /// The status without the error.
    public enum Status: Sendable, Hashable {
        /// Nothing runs.
        case idle
        /// A refresh runs.
        case refreshing
        /// A load-more runs.
        case loadingMore
        /// A load-previous runs (never, in this one-direction model: the machine must not start one).
        case loadingPrevious
        /// The last request, of this kind, failed.
        case failed(PageLoadKind)

        /// The status of a machine.
        public init(_ status: PagingStatus) {
            switch status {
            case .idle: self = .idle
            case .refreshing: self = .refreshing
            case .loadingMore: self = .loadingMore
            case .loadingPrevious: self = .loadingPrevious
            case .failed(_, let kind): self = .failed(kind)
            }
        }
    }

    /// A wrong belief to plant in the model, to show that the checker notices when the machine and the model part.
    public enum Fault: Sendable, Hashable, CaseIterable {
        /// Believes a stale load-more page is appended.
        case appendsStalePages
        /// Believes a load-more may be sent after the end.
        case loadsMoreAfterTheEnd
        /// Believes repeated rows are kept.
        case keepsDuplicates
        /// Believes a retry starts over with a refresh.
        case retriesFromTheStart
    }

    /// Whether rows are identified by id.
    public let identified: Bool
    /// The page size a refresh asks for (at least 1).
    public var pageSize: Int
    /// Whether a short page ends paging.
    public var endsOnShortPage: Bool
    /// The wrong belief planted, if any.
    public let fault: Fault?

    /// The list.
    public internal(set) var items: [Row] = []
    /// How many rows were dropped as duplicates since the last refresh.
    public internal(set) var droppedDuplicates = 0
    /// Whether a first page landed.
    public internal(set) var isLoaded = false
    /// The key of the next load-more, while there are more pages.
    public internal(set) var nextKey: Int?
    /// Why paging ended, if it did.
    public internal(set) var end: PagingEnd?
    /// The request in flight, once the machine named its id.
    public internal(set) var inFlight: PageRequest<Int>?
    /// The request that failed last, until a request starts.
    public internal(set) var failed: PageRequest<Int>?
    /// Whether refresh is enabled.
    public private(set) var isRefreshEnabled = true
    /// Whether load-more is enabled.
    public private(set) var isLoadMoreEnabled = true
    /// The ids of the requests whose pages make up the list, in order.
    public internal(set) var pagesInList: [Int] = []
    /// Every id the machine gave a request.
    public private(set) var issuedIDs: Set<Int> = []

    var ids: Set<Int> = []
    /// Rows received since the refresh, duplicates included: how far into the server's list the list reaches.
    var received = 0
    /// The page size of the list on screen: the one its refresh asked for.
    var listPageSize = 1
    /// A request started whose id the machine has not named yet.
    private var starting: (kind: PageLoadKind, key: Int?, pageSize: Int)?

    /// Creates the model of a new machine.
    public init(pageSize: Int, identified: Bool, endsOnShortPage: Bool, fault: Fault? = nil) {
        self.pageSize = pageSize
        self.identified = identified
        self.endsOnShortPage = endsOnShortPage
        self.fault = fault
    }

    /// Whether a load-more could bring more rows.
    public var hasMore: Bool { end == nil }

    /// What the list is doing.
    public var status: Status {
        if let kind = inFlight?.kind ?? starting?.kind { return kind == .refresh ? .refreshing : .loadingMore }
        return failed.map { .failed($0.kind) } ?? .idle
    }

    // MARK: Commands

    /// What ``PagingStateMachine/refresh()`` must do.
    public mutating func refresh() -> [Expected] {
        guard isRefreshEnabled else { return [.ignored(.refresh, anyOf: [.disabled])] }
        if let running = inFlight {
            if running.kind == .refresh { return [.ignored(.refresh, anyOf: [.refreshing])] }
            return [.cancel(running)] + start(.refresh, key: nil, pageSize: max(1, pageSize))
        }
        return start(.refresh, key: nil, pageSize: max(1, pageSize))
    }

    /// What ``PagingStateMachine/loadMore()`` must do.
    public mutating func loadMore() -> [Expected] {
        var reasons: Set<PagingIgnoreReason> = []
        if !isLoadMoreEnabled { reasons.insert(.disabled) }
        if let running = inFlight { reasons.insert(running.kind == .refresh ? .refreshing : .loadingMore) }
        if failed != nil { reasons.insert(.failed) }
        if !isLoaded { reasons.insert(.notLoaded) }
        if end != nil && fault != .loadsMoreAfterTheEnd { reasons.insert(.endOfData) }
        guard reasons.isEmpty else { return [.ignored(.loadMore, anyOf: reasons)] }
        return start(.loadMore, key: nextKey, pageSize: listPageSize)
    }

    /// What ``PagingStateMachine/retry()`` must do.
    public mutating func retry() -> [Expected] {
        guard let request = failed else {
            var reasons: Set<PagingIgnoreReason> = [.nothingToRetry]
            if let running = inFlight { reasons.insert(running.kind == .refresh ? .refreshing : .loadingMore) }
            return [.ignored(.retry, anyOf: reasons)]
        }
        guard request.kind == .refresh ? isRefreshEnabled : isLoadMoreEnabled else {
            return [.ignored(.retry, anyOf: [.disabled])]
        }
        if fault == .retriesFromTheStart { return start(.refresh, key: nil, pageSize: request.pageSize) }
        return start(request.kind, key: request.key, pageSize: request.pageSize)
    }

    /// What ``PagingStateMachine/cancel()`` must do.
    public mutating func cancel() -> [Expected] {
        guard let running = inFlight else { return [] }
        inFlight = nil
        return [.cancel(running), .statusChanged]
    }

    /// What ``PagingStateMachine/setEnabled(_:for:)`` must do.
    public mutating func setEnabled(_ enabled: Bool, for kind: PageLoadKind) -> [Expected] {
        switch kind {
        case .refresh: isRefreshEnabled = enabled
        case .loadMore: isLoadMoreEnabled = enabled
        // This model pages one way: the leading end is reached at every refresh, so the flag changes nothing here.
        case .loadPrevious: return []
        }
        return !enabled && inFlight?.kind == kind ? cancel() : []
    }

    /// The machine started the request the model expected, with this id.
    public mutating func issued(id: Int) {
        guard let starting else { preconditionFailure("no request was expected") }
        inFlight = PageRequest(kind: starting.kind, key: starting.key, pageSize: starting.pageSize, id: id)
        issuedIDs.insert(id)
        self.starting = nil
    }

    private mutating func start(_ kind: PageLoadKind, key: Int?, pageSize: Int) -> [Expected] {
        inFlight = nil
        failed = nil
        starting = (kind, key, pageSize)
        return [.load(kind, key: key, pageSize: pageSize), .statusChanged]
    }
}

extension PageRequest<Int> {
    /// `kind key size #id`.
    var summary: String { "\(kind.name) key \(key.map(String.init) ?? "nil") size \(pageSize) #\(id)" }
}

extension PageUpdate {
    /// The update in a short line.
    var summary: String {
        "\(kind.name) \(inserted) received \(received) dropped \(droppedDuplicates)"
            + (end.map { " end \($0)" } ?? " more")
    }
}

extension PagingIgnoreReason {
    var name: String { "\(self)" }
}

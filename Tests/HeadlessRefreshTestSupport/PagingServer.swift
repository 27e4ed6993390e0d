import HeadlessRefreshPaging

/// The fake server behind a ``PagingSchedule``: a list of rows served by offset, cursor or page number, which
/// can grow at the top while the user scrolls (so that offsets shift and pages repeat rows), and which can
/// misbehave the ways real APIs do: no `nil` key at the end, a wrong total count, a capped page size, a key that
/// repeats, a row twice in one page.
public struct PagingServer: Sendable {
    /// One row as the list holds it: its id, and the request whose answer carried it, so that a row from a stale
    /// answer is recognisable in the list.
    public struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
        /// The row's id on the server.
        public var id: Int
        /// The id of the request whose page carried the row.
        public var servedBy: Int
        /// How many times the row was edited when it was served (or by the host since).
        public var version: Int

        /// Creates a row.
        public init(id: Int, servedBy: Int, version: Int = 0) {
            self.id = id
            self.servedBy = servedBy
            self.version = version
        }

        /// `id@request`, or `id.version@request` for an edited row.
        public var description: String { version == 0 ? "\(id)@\(servedBy)" : "\(id).\(version)@\(servedBy)" }
    }

    /// What the page keys mean.
    public enum Keys: Sendable, Hashable {
        /// Item offsets from `from`: the key after a page is its offset plus the rows it covered.
        case offsets(from: Int)
        /// The id of the last row received: the next page starts after that row, wherever it now is.
        case cursors
        /// Page numbers from `from`, in units of the page size asked for.
        case pages(from: Int)
    }

    /// What the server sends as the total count.
    public enum TotalCount: Sendable, Hashable {
        /// No total count.
        case none
        /// The number of rows it holds now.
        case exact
        /// The number of rows plus `by` (which may be negative): a server that counts wrong.
        case off(by: Int)
    }

    /// How the server behaves.
    public struct Configuration: Sendable, Hashable {
        /// What the keys mean.
        public var keys: Keys = .offsets(from: 0)
        /// How many rows it holds at first.
        public var rows = 20
        /// Whether the page holding the last row has a `nil` next key (otherwise paging goes on until a short or
        /// empty page, the total count, or a repeated key ends it).
        public var endsWithNilKey = true
        /// The total count it sends.
        public var totalCount = TotalCount.none
        /// The most rows it returns per page, whatever the request asks for: short pages before the end.
        public var maximumPageSize: Int?
        /// From this row index on, a load-more answer's next key is the key it was asked with (a broken cursor).
        public var repeatsKeyFrom: Int?
        /// Whether each page of two or more rows carries its first row again at the end.
        public var repeatsRowInPage = false

        /// Creates a configuration.
        public init() {}
    }

    /// How the server behaves.
    public let configuration: Configuration
    /// The ids of its rows, in list order.
    public internal(set) var ids: [Int]
    /// How many rows were inserted at the top since the server was created.
    public private(set) var inserted = 0
    /// Every row it ever held, deleted ones included, in list order: a deleted row keeps its place, so that a cursor
    /// next to it still names a place in the list.
    var order: [Int]
    /// Where each id sits in ``order``; rebuilt when a row is inserted.
    var orderIndex: [Int: Int]
    /// The versions of edited rows.
    var versions: [Int: Int] = [:]
    /// When each row inserted after the start was inserted, on ``clock``.
    var insertedAt: [Int: Int] = [:]
    /// How many changes the list went through: the server's time, for telling what a page could have known.
    public internal(set) var clock = 0
    /// The id the next inserted row gets.
    var nextID: Int

    /// Creates a server holding `configuration.rows` rows with ids from 0.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        ids = Array(0..<max(0, configuration.rows))
        order = ids
        orderIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        nextID = ids.count
    }

    /// Inserts `count` new rows at the top, with ids after every existing one: offsets and page numbers of the
    /// rows already sent shift by `count`.
    public mutating func insertAtTop(_ count: Int) {
        guard count > 0 else { return }
        for _ in 0..<count { _ = insert(at: 0) }
        // Ids count up from the top row down, as they always did.
        ids[0..<count].reverse()
        order[0..<count].reverse()
        reindex()
        inserted += count
    }

    /// The index of the first row the request asks for.
    func start(of request: PageRequest<Int>, size: Int) -> Int {
        switch configuration.keys {
        case .offsets(let from):
            return (request.key ?? from) - from
        case .pages(let from):
            let (product, overflow) = ((request.key ?? from) - from).multipliedReportingOverflow(by: size)
            return overflow ? ids.count : product
        case .cursors:
            guard let key = request.key else { return 0 }
            return ids.firstIndex(of: key).map { $0 + 1 } ?? ids.count
        }
    }

    /// The server's answer to `request` as it stands now.
    public func page(for request: PageRequest<Int>) -> Page<Row, Int> {
        let size = max(0, min(request.pageSize, configuration.maximumPageSize ?? Int.max))
        let lower = min(max(start(of: request, size: size), 0), ids.count)
        let upper = lower + min(size, ids.count - lower)
        var rows = ids[lower..<upper].map { Row(id: $0, servedBy: request.id) }
        if configuration.repeatsRowInPage && rows.count >= 2 { rows.append(rows[0]) }
        var next: Int?
        switch configuration.keys {
        case .offsets(let from): next = from + upper
        case .pages(let from): next = (request.key ?? from) + 1
        case .cursors: next = upper > lower ? ids[upper - 1] : request.key
        }
        if configuration.endsWithNilKey && upper >= ids.count { next = nil }
        if let from = configuration.repeatsKeyFrom, request.kind == .loadMore, lower >= from, let key = request.key {
            next = key
        }
        let total: Int?
        switch configuration.totalCount {
        case .none: total = nil
        case .exact: total = ids.count
        case .off(let by): total = ids.count + by
        }
        return Page(items: rows, next: next, totalCount: total)
    }
}

extension PagingServer.Configuration: CustomStringConvertible {
    /// The configuration in one line.
    public var description: String {
        var parts = ["\(rows) rows"]
        switch keys {
        case .offsets(let from): parts.append("offsets from \(from)")
        case .cursors: parts.append("cursors")
        case .pages(let from): parts.append("pages from \(from)")
        }
        parts.append(endsWithNilKey ? "nil key at the end" : "a key even at the end")
        switch totalCount {
        case .none: break
        case .exact: parts.append("exact total")
        case .off(let by): parts.append("total off by \(by)")
        }
        if let maximumPageSize { parts.append("at most \(maximumPageSize) rows a page") }
        if let repeatsKeyFrom { parts.append("repeats the key from row \(repeatsKeyFrom)") }
        if repeatsRowInPage { parts.append("repeats a row in each page") }
        return parts.joined(separator: ", ")
    }
}

import HeadlessRefreshPaging

/// Serving a list that pages both ways, as the server is now: offsets and page numbers through the store's own
/// ``PageNumbering`` (what `PagingStore(pageSize:numbering:)` asks and builds), cursors as keyset pagination.
extension PagingServer {
    /// The part of the list a served page vouches for: every live row strictly between two rows (or the top and the
    /// end) was in the page when it was served.
    public struct Coverage: Sendable, Hashable {
        /// The live row just above the page, or `nil` for the top of the list.
        public var after: Int?
        /// The live row just below the page, or `nil` for the end of the list.
        public var before: Int?
    }

    /// The cursor that loads the rows after row `id` (a load-more) or, as a previous key, the rows up to it.
    public static func cursor(after id: Int) -> Int { 2 * id + 1 }

    /// The cursor that loads the rows from row `id` on (a refresh at it) or, as a previous key, the rows before it.
    public static func cursor(before id: Int) -> Int { 2 * id }

    /// The numbering the store uses for these keys, or `nil` for cursors.
    public var numbering: PageNumbering? {
        switch configuration.keys {
        case .offsets(let from): .offsets(from: from)
        case .pages(let from): .pages(from: from)
        case .cursors: nil
        }
    }

    /// The server's answer to `request` now, both ways, and what it vouches for. A cursor is a place between two rows
    /// that inserts and deletes elsewhere do not move (``cursor(after:)``, ``cursor(before:)``); offsets and page
    /// numbers are positions among the live rows, which they do move.
    public func answer(_ request: PageRequest<Int>) -> (page: Page<Row, Int>, coverage: Coverage) {
        let size = max(0, request.pageSize)
        let lower: Int
        let upper: Int
        if let numbering {
            let query = numbering.query(for: request)
            let first = numbering.first
            let start: Int
            switch numbering {
            case .offsets: start = query.key - first
            case .pages:
                let (product, overflow) = (query.key - first).multipliedReportingOverflow(by: query.count)
                start = overflow ? ids.count : product
            }
            lower = min(max(0, start), ids.count)
            upper = min(max(lower, start + query.count), ids.count)
        } else {
            let place = livePosition(ofCursor: request.key)
            if request.kind == .loadPrevious {
                lower = max(0, place - size)
                upper = place
            } else {
                lower = place
                upper = min(place + size, ids.count)
            }
        }
        let rows = ids[lower..<upper].map { Row(id: $0, servedBy: request.id, version: versions[$0] ?? 0) }
        let coverage = Coverage(after: lower > 0 ? ids[lower - 1] : nil, before: upper < ids.count ? ids[upper] : nil)
        if let numbering { return (numbering.page(rows, for: request), coverage) }
        let previous =
            lower == 0 ? nil : rows.first.map { Self.cursor(before: $0.id) } ?? Self.cursor(after: ids[lower - 1])
        let next =
            upper == ids.count ? nil : rows.last.map { Self.cursor(after: $0.id) } ?? Self.cursor(before: ids[upper])
        return (Page(items: rows, previous: previous, next: next), coverage)
    }

    /// How many live rows come before the place a cursor names: the top for `nil`, the end for an unknown id.
    func livePosition(ofCursor cursor: Int?) -> Int {
        guard let cursor else { return 0 }
        guard let place = orderIndex[cursor >> 1] else { return ids.count }
        // Rows before the named row, and the row itself for "after".
        let end = cursor & 1 == 1 ? place + 1 : place
        return ids.count { orderIndex[$0]! < end }
    }

    /// Whether a live row sits inside `coverage`, as the rows are ordered now.
    public func covers(_ coverage: Coverage, _ id: Int) -> Bool {
        guard let place = orderIndex[id] else { return false }
        if let after = coverage.after, orderIndex[after]! >= place { return false }
        if let before = coverage.before, orderIndex[before]! <= place { return false }
        return true
    }
}

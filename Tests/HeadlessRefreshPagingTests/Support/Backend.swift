import HeadlessRefreshPaging

/// A server holding `rows`, answering at once, and counting requests. The list can change between pages, like a
/// feed that gets new posts while the user scrolls.
@MainActor
final class Backend {
    var rows: [Row]
    private(set) var requests: [String] = []

    init(count: Int) {
        rows = HeadlessRefreshPagingTests.rows(0..<count)
    }

    /// Up to `limit` rows from `offset`.
    func slice(offset: Int, limit: Int) -> [Row] {
        requests.append("\(offset)+\(limit)")
        guard offset < rows.count else { return [] }
        return Array(rows[offset..<min(offset + limit, rows.count)])
    }

    /// A cursor-style page: the cursor is the offset as text, `nil` after the last row.
    func page(cursor: String?, limit: Int) -> Page<Row, String> {
        let offset = cursor.flatMap { Int($0) } ?? 0
        let items = slice(offset: offset, limit: limit)
        let end = offset + items.count
        return Page(items: items, next: end < rows.count ? String(end) : nil)
    }

    /// Inserts `count` new rows at the top, with ids after every existing one.
    func insertAtTop(_ count: Int) {
        let first = (rows.map(\.id).max() ?? -1) + 1
        rows.insert(contentsOf: HeadlessRefreshPagingTests.rows(first..<first + count), at: 0)
    }
}

/// How page keys count, for APIs that take a page number or an offset (IQRefreshAbstractWrapper's
/// `PageOffsetStyle`).
public enum PageNumbering: Sendable, Hashable {
    /// Page numbers, the first one being `from` (usually 0 or 1): the key after page `n` is `n + 1`.
    case pages(from: Int)
    /// Item offsets, the first one being `from` (usually 0 or 1): the key after a page is its offset plus the
    /// number of items the server returned (duplicates included, since they occupy server positions).
    case offsets(from: Int)

    /// The key of the first page.
    public var first: Int {
        switch self {
        case .pages(let from), .offsets(let from): from
        }
    }

    /// The key after the page at `key` that returned `received` items.
    public func key(after key: Int, received: Int) -> Int {
        switch self {
        case .pages: key + 1
        case .offsets: key + received
        }
    }

    /// The key to ask for instead of `key` after `removed` items of the list were deleted: the server moved the
    /// items after them up by as many places. An offset moves back by `removed`; a page number by enough pages
    /// to cover them, whose items already shown are dropped as duplicates.
    func key(_ key: Int, movedBackOver removed: Int, pageSize: Int) -> Int {
        switch self {
        case .pages(let from): max(from, key - (removed + pageSize - 1) / max(1, pageSize))
        case .offsets(let from): max(from, key - removed)
        }
    }

    /// What to ask the API for to answer `request`: the page number or offset, and how many items. The first page's
    /// key is ``first``; a load-previous with offsets asks for the `pageSize` items before its key (fewer at the top).
    ///
    /// ```swift
    /// let query = numbering.query(for: request)
    /// let items = try await api.posts(offset: query.key, limit: query.count)
    /// machine.pageLoaded(numbering.page(items, for: request), for: request)
    /// ```
    public func query(for request: PageRequest<Int>) -> (key: Int, count: Int) {
        let key = request.key ?? first
        guard case .offsets = self, request.kind == .loadPrevious else { return (key, request.pageSize) }
        // An offset key of the leading end means "the items before it".
        let start = max(first, key - request.pageSize)
        return (start, key - start)
    }

    /// The page that `items`, the API's answer to ``query(for:)``, make for `request`: the keys on both sides, `nil`
    /// before the first page and after an empty one.
    public func page<Item>(_ items: [Item], for request: PageRequest<Int>) -> Page<Item, Int> {
        let key = query(for: request).key
        var previous: Int?
        switch self {
        case .pages: previous = key > first ? key - 1 : nil
        case .offsets: previous = key > first ? key : nil
        }
        // An empty page ends the trailing end even when short pages do not, so that no key loops over nothing. The
        // leading end goes on to the first key: a page past the end of a list that shrank (a jump, a removal) is
        // empty, and the rows are before it; its keys only go down.
        let next = items.isEmpty ? nil : self.key(after: key, received: items.count)
        return Page(items: items, previous: previous, next: next)
    }
}

extension PagingStateMachine where Key == Int {
    /// Creates a machine for an API that takes a page number or an offset, as
    /// ``PagingStore/init(pageSize:numbering:identifiedBy:load:)`` does: after ``remove(id:)`` the next load-more
    /// asks from earlier, so that the items that moved up are not skipped, and with page numbers
    /// ``initialLoadSize`` is ignored. Build each page with ``PageNumbering/page(_:for:)``.
    public init(pageSize: Int, numbering: PageNumbering, identifiedBy identity: ItemIdentity<Item>? = nil) {
        self.init(pageSize: pageSize, identifiedBy: identity)
        adopt(numbering)
    }

    /// Takes on what `numbering`'s keys mean: removals move them, and page numbers need pages of one size.
    mutating func adopt(_ numbering: PageNumbering) {
        keyShift = { key, removed, pageSize in numbering.key(key, movedBackOver: removed, pageSize: pageSize) }
        if case .pages = numbering { allowsInitialLoadSize = false }
    }
}

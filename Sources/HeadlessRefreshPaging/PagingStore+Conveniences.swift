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
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore where Key == Int {
    /// Creates a store for an API that takes a page number or an offset, and a page size.
    ///
    /// ```swift
    /// let store = PagingStore<Post, Int>(pageSize: 20, numbering: .pages(from: 1)) { page, pageSize in
    ///     try await api.posts(page: page, perPage: pageSize)
    /// }
    /// ```
    ///
    /// Paging ends on a short page (see ``endsOnShortPage``) and always on an empty one. After ``remove(id:)``, the
    /// next load-more asks from earlier, so that the items that moved up are not skipped.
    ///
    /// Both ends page: ``refresh(at:)`` opens the list at a page number or an offset, and ``loadPrevious()`` loads
    /// the page before the first (with offsets, the `pageSize` items before it, fewer at the top). With page numbers,
    /// ``initialLoadSize`` is ignored: every page must have one size for the numbers to line up.
    public convenience init(
        pageSize: Int,
        numbering: PageNumbering,
        identifiedBy identity: ItemIdentity<Item>? = nil,
        load: @escaping @Sendable (_ key: Int, _ pageSize: Int) async throws -> [Item]
    ) {
        self.init(pageSize: pageSize, identifiedBy: identity) { request in
            let first = numbering.first
            var key = request.key ?? first
            var size = request.pageSize
            if case .offsets = numbering, request.kind == .loadPrevious {
                // An offset key of the leading end means "the items before it".
                let start = max(first, key - size)
                size = key - start
                key = start
            }
            let items = size > 0 ? try await load(key, size) : []
            let previous: Int?
            switch numbering {
            case .pages: previous = key > first ? key - 1 : nil
            case .offsets: previous = key > first ? key : nil
            }
            // An empty page ends paging even when short pages do not, so that no key loops over nothing.
            let next = items.isEmpty ? nil : numbering.key(after: key, received: items.count)
            return Page(
                items: items, previous: request.kind == .loadPrevious && items.isEmpty ? nil : previous, next: next)
        }
        machine.keyShift = { key, removed, pageSize in numbering.key(key, movedBackOver: removed, pageSize: pageSize) }
        if case .pages = numbering { machine.allowsInitialLoadSize = false }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore {
    /// Creates a store for an API that takes a cursor (`nil` for the first page) and a page size, and answers
    /// with the items and the next cursor.
    ///
    /// ```swift
    /// let store = PagingStore<Post, String>(pageSize: 20, identifiedBy: .id) { (cursor: String?, limit) in
    ///     let response = try await api.posts(after: cursor, limit: limit)
    ///     return Page(items: response.posts, next: response.nextCursor)
    /// }
    /// ```
    public convenience init(
        pageSize: Int,
        identifiedBy identity: ItemIdentity<Item>? = nil,
        cursor load: @escaping @Sendable (_ cursor: Key?, _ pageSize: Int) async throws -> Page<Item, Key>
    ) {
        self.init(pageSize: pageSize, identifiedBy: identity) { request in
            try await load(request.key, request.pageSize)
        }
    }
}

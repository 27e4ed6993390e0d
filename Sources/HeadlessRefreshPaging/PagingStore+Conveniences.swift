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
            let query = numbering.query(for: request)
            let items = query.count > 0 ? try await load(query.key, query.count) : []
            return numbering.page(items, for: request)
        }
        machine.adopt(numbering)
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

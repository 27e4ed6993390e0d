import HeadlessRefreshPaging

/// An app's own pager, walked from its first page to its last by calling its loader directly: the server's list that
/// ``ListTester/checkNothingLost(against:id:)`` compares a screen with.
///
/// The walk follows the API's keys until it says there are none — a `nil` next key or an empty page — and trusts
/// nothing else: a short page or a total count does not end it. A store that stops early loses what comes after,
/// and the check says so.
///
/// Walk with a page size other than the store's, best one page larger than the whole fake list: then the walk has
/// no page boundary where the store has one, and a loader that loses or repeats an item at a boundary shows.
public struct PagerWalk<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    /// Loads one page, as a `PagingStore`'s loader does.
    public typealias Loader = @Sendable (PageRequest<Key>) async throws -> Page<Item, Key>

    /// How many items each request asks for.
    public var pageSize: Int
    private let load: Loader

    /// Walks a loader of `PageRequest`s, the one a `PagingStore(pageSize:identifiedBy:load:)` takes.
    public init(pageSize: Int, load: @escaping Loader) {
        self.pageSize = max(1, pageSize)
        self.load = load
    }

    /// Walks a cursor API, the loader a `PagingStore(pageSize:identifiedBy:cursor:)` takes.
    public init(
        pageSize: Int,
        cursor load: @escaping @Sendable (_ cursor: Key?, _ pageSize: Int) async throws -> Page<Item, Key>
    ) {
        self.init(pageSize: pageSize) { request in try await load(request.key, request.pageSize) }
    }

    /// The server's list: every page from the first until the API has no more, in order.
    ///
    /// - Parameter maximumPages: How many pages to ask for before giving up on an API that never ends.
    /// - Throws: The loader's errors, or a ``PagerWalkError`` when the keys never end or come back.
    public func items(maximumPages: Int = 10_000) async throws -> [Item] {
        var items: [Item] = []
        var seen = Set<Key>()
        var request = PageRequest<Key>(kind: .refresh, key: nil, pageSize: pageSize, id: 0)
        for number in 0..<max(1, maximumPages) {
            let page = try await load(request)
            items += page.items
            guard let next = page.next, !page.items.isEmpty else { return items }
            guard seen.insert(next).inserted else { throw PagerWalkError.repeatedKey(page: number) }
            request = PageRequest(kind: .loadMore, key: next, pageSize: pageSize, id: number + 1)
        }
        throw PagerWalkError.noEnd(pages: max(1, maximumPages))
    }
}

extension PagerWalk where Key == Int {
    /// Walks an API of page numbers or offsets, the loader a `PagingStore(pageSize:numbering:identifiedBy:load:)`
    /// takes: it ends at the first empty page.
    public init(
        pageSize: Int, numbering: PageNumbering,
        load: @escaping @Sendable (_ key: Int, _ pageSize: Int) async throws -> [Item]
    ) {
        self.init(pageSize: pageSize) { request in
            let query = numbering.query(for: request)
            return numbering.page(try await load(query.key, query.count), for: request)
        }
    }
}

/// Why a ``PagerWalk`` stopped before the API's end.
public enum PagerWalkError: Error, Hashable, Sendable {
    /// Page `page` (from 0) gave a next key the walk had already asked for: the API loops.
    case repeatedKey(page: Int)
    /// The API still had more after `pages` pages.
    case noEnd(pages: Int)
}

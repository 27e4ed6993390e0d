/// One page as a loader returns it: the items, the key of the next page, and optionally the total count.
///
/// ```swift
/// let page = Page(items: response.posts, next: response.nextCursor)  // nil: this was the last page
/// ```
public struct Page<Item, Key> {
    /// The items of the page, in order.
    public var items: [Item]
    /// The key that loads the page after this one, or `nil` when this is the last page.
    public var next: Key?
    /// How many items the whole list holds on the server, if the API says; paging ends once that many arrived.
    public var totalCount: Int?

    /// Creates a page.
    public init(items: [Item], next: Key?, totalCount: Int? = nil) {
        self.items = items
        self.next = next
        self.totalCount = totalCount
    }
}

extension Page: Sendable where Item: Sendable, Key: Sendable {}
extension Page: Equatable where Item: Equatable, Key: Equatable {}
extension Page: Hashable where Item: Hashable, Key: Hashable {}

/// Whether a load starts the list over or extends it.
public enum PageLoadKind: Sendable, Hashable, CaseIterable {
    /// Loads the first page; when it lands it replaces the list (pull to refresh).
    case refresh
    /// Loads the page after the last one and appends it (infinite scroll).
    case loadMore
}

/// What a loader is asked for.
///
/// The key is `nil` for the first page of a refresh, and the previous page's ``Page/next`` for a load-more.
public struct PageRequest<Key> {
    /// Refresh (first page) or load-more (next page).
    public var kind: PageLoadKind
    /// The key of the page to load; `nil` for the first page.
    public var key: Key?
    /// How many items to ask for. A page with fewer ends paging (see ``PagingStateMachine/endsOnShortPage``).
    public var pageSize: Int
    /// Identifies this request: a response is applied only while its request is the one in flight. A retry is a
    /// new request with a new id.
    public var id: Int

    /// Creates a request.
    public init(kind: PageLoadKind, key: Key?, pageSize: Int, id: Int) {
        self.kind = kind
        self.key = key
        self.pageSize = pageSize
        self.id = id
    }
}

extension PageRequest: Sendable where Key: Sendable {}
extension PageRequest: Equatable where Key: Equatable {}
extension PageRequest: Hashable where Key: Hashable {}

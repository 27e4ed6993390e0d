/// One page as a loader returns it: the items, the keys of the pages on either side, and optionally the total count.
///
/// ```swift
/// let page = Page(items: response.posts, next: response.nextCursor)  // nil: this was the last page
/// let older = Page(items: messages, previous: response.olderCursor, next: response.newerCursor)
/// ```
public struct Page<Item, Key> {
    /// The items of the page, in order.
    public var items: [Item]
    /// The key that loads the page before this one, or `nil` when this is the first page (or the API pages one way).
    public var previous: Key?
    /// The key that loads the page after this one, or `nil` when this is the last page.
    public var next: Key?
    /// How many items the whole list holds on the server, if the API says; paging ends once that many arrived.
    public var totalCount: Int?

    /// Creates a page of a list that pages one way: nothing comes before it.
    public init(items: [Item], next: Key?, totalCount: Int? = nil) {
        self.items = items
        self.previous = nil
        self.next = next
        self.totalCount = totalCount
    }

    /// Creates a page of a list that pages both ways (a chat, a timeline opened in the middle).
    public init(items: [Item], previous: Key?, next: Key?, totalCount: Int? = nil) {
        self.items = items
        self.previous = previous
        self.next = next
        self.totalCount = totalCount
    }
}

extension Page: Sendable where Item: Sendable, Key: Sendable {}
extension Page: Equatable where Item: Equatable, Key: Equatable {}
extension Page: Hashable where Item: Hashable, Key: Hashable {}

/// Whether a load starts the list over or extends it at one end.
public enum PageLoadKind: Sendable, Hashable, CaseIterable {
    /// Loads the first page (or the page at a key, ``PagingStateMachine/refresh(at:)``); when it lands it replaces
    /// the list (pull to refresh).
    case refresh
    /// Loads the page after the last one and appends it (infinite scroll, new messages of a chat).
    case loadMore
    /// Loads the page before the first one and prepends it (older messages of a chat).
    case loadPrevious
}

/// What a loader is asked for.
///
/// The key is `nil` for the first page of a refresh (or the key given to ``PagingStateMachine/refresh(at:)``), the
/// last page's ``Page/next`` for a load-more, and the first page's ``Page/previous`` for a load-previous.
public struct PageRequest<Key> {
    /// Refresh (first page), load-more (next page) or load-previous (page before the first).
    public var kind: PageLoadKind
    /// The key of the page to load; `nil` for the first page of the list.
    public var key: Key?
    /// How many items to ask for. A page with fewer ends paging after it (see ``PagingStateMachine/endsOnShortPage``).
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

/// What a paged list is doing.
public enum PagingStatus: Sendable {
    /// No request runs.
    case idle
    /// The first page is loading; the old items stay until it lands.
    case refreshing
    /// The next page is loading.
    case loadingMore
    /// The last request failed. ``PagingStore/retry()`` sends it again; ``PagingStore/loadMore()`` waits until then
    /// or until a refresh.
    case failed(any Error, PageLoadKind)

    /// Whether a request runs.
    public var isLoading: Bool {
        switch self {
        case .refreshing, .loadingMore: true
        case .idle, .failed: false
        }
    }

    /// Whether a refresh runs.
    public var isRefreshing: Bool {
        if case .refreshing = self { true } else { false }
    }

    /// Whether a load-more runs.
    public var isLoadingMore: Bool {
        if case .loadingMore = self { true } else { false }
    }

    /// The error of a failed request, or `nil`.
    public var error: (any Error)? {
        if case .failed(let error, _) = self { error } else { nil }
    }

    /// The kind of the failed request, or `nil` when nothing failed.
    public var failedKind: PageLoadKind? {
        if case .failed(_, let kind) = self { kind } else { nil }
    }
}

/// Why paging ended: no ``PagingStore/loadMore()`` is sent until the next refresh.
public enum PagingEnd: Sendable, Hashable, CaseIterable {
    /// The page's ``Page/next`` was `nil`.
    case lastPage
    /// The page held fewer items than requested.
    case shortPage
    /// As many items as ``Page/totalCount`` arrived.
    case totalCount
    /// The page's next key was the key it was loaded with: loading it would loop, so paging stopped and a
    /// ``PagingDiagnostic/repeatedKey(_:)`` was reported.
    case repeatedKey
}

/// What one applied page changed. Page observers get one per page, in registration order.
public struct PageUpdate: Sendable, Hashable {
    /// A refresh (the list was replaced) or a load-more (items were appended).
    public var kind: PageLoadKind
    /// Where the page's new items sit in ``PagingStore/items``: `0..<n` after a refresh, the tail after a load-more.
    public var inserted: Range<Int>
    /// How many items the loader returned, duplicates included.
    public var received: Int
    /// How many of those were already in the list and were dropped.
    public var droppedDuplicates: Int
    /// Whether there are more pages after this one.
    public var hasMore: Bool
    /// Why paging ended with this page, or `nil` when there are more.
    public var end: PagingEnd?

    /// Creates an update.
    public init(
        kind: PageLoadKind,
        inserted: Range<Int>,
        received: Int,
        droppedDuplicates: Int,
        hasMore: Bool,
        end: PagingEnd?
    ) {
        self.kind = kind
        self.inserted = inserted
        self.received = received
        self.droppedDuplicates = droppedDuplicates
        self.hasMore = hasMore
        self.end = end
    }
}

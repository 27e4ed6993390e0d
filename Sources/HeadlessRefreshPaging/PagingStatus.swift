/// What a paged list is doing.
///
/// Statuses compare with `==`, so SwiftUI's `onChange(of:)` and `animation(_:value:)` can watch one. Two failures
/// are equal when the failed kinds are equal and the errors are the same error:
/// - errors of an `Equatable` type (`URLError`, your own enums) compare with their `==`;
/// - errors of a class type that is not `Equatable` compare by identity;
/// - any other errors are equal when they have the same type and the same description
///   (`String(reflecting:)`), so two `CancellationError`s or two `DecodingError`s with the same context are equal.
///
/// Errors of different types are never equal.
public enum PagingStatus: Sendable, Equatable {
    /// No request runs.
    case idle
    /// The first page is loading; the old items stay until it lands.
    case refreshing
    /// The next page is loading.
    case loadingMore
    /// The page before the first one is loading (older messages of a chat).
    case loadingPrevious
    /// The last request failed. ``PagingStore/retry()`` sends it again; ``PagingStore/loadMore()`` waits until then
    /// or until a refresh.
    case failed(any Error, PageLoadKind)

    /// Whether a request runs.
    public var isLoading: Bool {
        switch self {
        case .refreshing, .loadingMore, .loadingPrevious: true
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

    /// Whether a load-previous runs.
    public var isLoadingPrevious: Bool {
        if case .loadingPrevious = self { true } else { false }
    }

    /// The error of a failed request, or `nil`.
    public var error: (any Error)? {
        if case .failed(let error, _) = self { error } else { nil }
    }

    /// The kind of the failed request, or `nil` when nothing failed.
    public var failedKind: PageLoadKind? {
        if case .failed(_, let kind) = self { kind } else { nil }
    }

    /// Whether two statuses are the same; failures compare their kinds and errors as the type's summary says.
    public static func == (lhs: PagingStatus, rhs: PagingStatus) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.refreshing, .refreshing), (.loadingMore, .loadingMore),
            (.loadingPrevious, .loadingPrevious):
            true
        case (.failed(let left, let leftKind), .failed(let right, let rightKind)):
            leftKind == rightKind && sameError(left, right)
        case (.idle, _), (.refreshing, _), (.loadingMore, _), (.loadingPrevious, _), (.failed, _):
            false
        }
    }
}

/// Whether two errors are the same error: by `==` when their type is `Equatable`, by identity for other classes,
/// otherwise by type and description.
private func sameError(_ left: any Error, _ right: any Error) -> Bool {
    guard type(of: left) == type(of: right) else { return false }
    if let left = left as? any Equatable {
        return equals(left, right)
    }
    if type(of: left) is AnyClass {
        return (left as AnyObject) === (right as AnyObject)
    }
    return String(reflecting: left) == String(reflecting: right)
}

/// `left == right` once `left`'s type is known; `right` has the same type.
private func equals<Value: Equatable>(_ left: Value, _ right: Any) -> Bool {
    (right as? Value).map { $0 == left } ?? false
}

/// Why paging ended in one direction: no ``PagingStore/loadMore()`` (or ``PagingStore/loadPrevious()`` at the
/// leading end) is sent until the next refresh, or until the window drops pages at that end.
public enum PagingEnd: Sendable, Hashable, CaseIterable {
    /// The page's key in that direction (``Page/next``, or ``Page/previous`` at the leading end) was `nil`.
    case lastPage
    /// The page held fewer items than requested (trailing end only).
    case shortPage
    /// As many items as ``Page/totalCount`` arrived (trailing end of a list that starts at its first item).
    case totalCount
    /// The page's key in that direction was the key it was loaded with: loading it would loop, so paging stopped
    /// and a ``PagingDiagnostic/repeatedKey(_:)`` was reported.
    case repeatedKey
}

/// What one applied page changed. Page observers get one per page, in registration order.
public struct PageUpdate: Sendable, Hashable {
    /// A refresh (the list was replaced), a load-more (items were appended) or a load-previous (prepended).
    public var kind: PageLoadKind
    /// Where the page's new items sit in ``PagingStore/items`` now: `0..<n` after a refresh or a load-previous, the
    /// tail after a load-more.
    public var inserted: Range<Int>
    /// How many items the bounded window (``PagingStore/maxSize``) dropped from the start of the list, before this
    /// page: whole pages at the far end from an append. Indices in ``inserted`` already count without them.
    public var removedFromStart: Int
    /// How many items the bounded window dropped from the end of the list: whole pages at the far end from a
    /// prepend.
    public var removedFromEnd: Int
    /// How many items the loader returned, duplicates included.
    public var received: Int
    /// How many of those were already in the list and were dropped.
    public var droppedDuplicates: Int
    /// Whether there are more pages after the list's last one (the trailing end).
    public var hasMore: Bool
    /// Why paging ended at the trailing end, or `nil` when there are more.
    public var end: PagingEnd?

    /// Creates an update.
    public init(
        kind: PageLoadKind,
        inserted: Range<Int>,
        received: Int,
        droppedDuplicates: Int,
        hasMore: Bool,
        end: PagingEnd?,
        removedFromStart: Int = 0,
        removedFromEnd: Int = 0
    ) {
        self.kind = kind
        self.inserted = inserted
        self.removedFromStart = removedFromStart
        self.removedFromEnd = removedFromEnd
        self.received = received
        self.droppedDuplicates = droppedDuplicates
        self.hasMore = hasMore
        self.end = end
    }
}

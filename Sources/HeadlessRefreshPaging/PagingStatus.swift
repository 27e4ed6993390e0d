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

    /// Whether two statuses are the same; failures compare their kinds and errors as the type's summary says.
    public static func == (lhs: PagingStatus, rhs: PagingStatus) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.refreshing, .refreshing), (.loadingMore, .loadingMore):
            true
        case (.failed(let left, let leftKind), .failed(let right, let rightKind)):
            leftKind == rightKind && sameError(left, right)
        case (.idle, _), (.refreshing, _), (.loadingMore, _), (.failed, _):
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

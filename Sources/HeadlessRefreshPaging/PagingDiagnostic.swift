/// Something worth logging that the paging machine handled without failing: an ignored operation, a late response,
/// a key that would loop.
public enum PagingDiagnostic: Sendable, Hashable {
    /// An operation was ignored, as ``PagingIgnoreReason`` explains.
    case ignored(PagingOperation, because: PagingIgnoreReason)
    /// A response arrived for a request that was cancelled or superseded; it was dropped, never applied.
    case staleResponse(PageLoadKind)
    /// A page's next key (or previous key, at the leading end) equals the key it was loaded with (shown here as
    /// text); paging ended in that direction instead of looping.
    case repeatedKey(String)
    /// A setting or an input made no sense (a window smaller than three pages, a negative visible range, a window
    /// that cannot drop a page without losing its key); what was done instead is in the message.
    case invalidSetting(String)

    /// A short English description for logs.
    public var message: String {
        switch self {
        case .ignored(let operation, let reason): operation.name + " ignored: " + reason.message
        case .staleResponse(let kind): "stale " + kind.name + " response dropped"
        case .repeatedKey(let key): "key " + key + " repeats the current key; paging ended"
        case .invalidSetting(let message): message
        }
    }
}

/// An operation a host asks of ``PagingStore`` (and ``PagingStateMachine``): the call a diagnostic names.
public enum PagingOperation: Sendable, Hashable, CaseIterable {
    /// ``PagingStore/refresh()``.
    case refresh
    /// ``PagingStore/loadMore()``.
    case loadMore
    /// ``PagingStore/loadPrevious()``.
    case loadPrevious
    /// ``PagingStore/retry()``.
    case retry
    /// ``PagingStore/update(id:_:)`` or ``PagingStore/replace(_:)``.
    case update
    /// ``PagingStore/remove(id:)``.
    case remove

    /// The operation's name for logs.
    public var name: String {
        switch self {
        case .refresh: "refresh"
        case .loadMore: "loadMore"
        case .loadPrevious: "loadPrevious"
        case .retry: "retry"
        case .update: "update"
        case .remove: "remove"
        }
    }
}

/// Why a paging operation was ignored.
public enum PagingIgnoreReason: Sendable, Hashable, CaseIterable {
    /// A refresh is in flight (refreshes conflate; a load-more waits for the new list).
    case refreshing
    /// A load-more is in flight: one request per direction.
    case loadingMore
    /// A load-previous is in flight: one request per direction.
    case loadingPrevious
    /// Paging ended; refresh to start over.
    case endOfData
    /// The last request failed; retry or refresh first.
    case failed
    /// No page has been loaded yet; refresh first.
    case notLoaded
    /// The operation is disabled.
    case disabled
    /// Nothing failed, so there is nothing to retry.
    case nothingToRetry
    /// No item in the list has the id.
    case notFound
    /// The store has no ``ItemIdentity``, so items cannot be found by id.
    case noIdentity
    /// The update changed the item's id; the item was left as it was.
    case idChanged

    /// A short English description for logs.
    public var message: String {
        switch self {
        case .refreshing: "a refresh is in flight"
        case .loadingMore: "a load-more is in flight"
        case .loadingPrevious: "a load-previous is in flight"
        case .endOfData: "paging ended"
        case .failed: "the last request failed; retry or refresh"
        case .notLoaded: "no page loaded yet; refresh first"
        case .disabled: "disabled"
        case .nothingToRetry: "nothing failed"
        case .notFound: "no item has this id"
        case .noIdentity: "the store has no item identity"
        case .idChanged: "the update changed the item's id"
        }
    }
}

extension PageLoadKind {
    /// The kind's name for logs: `"refresh"`, `"loadMore"` or `"loadPrevious"`.
    public var name: String {
        switch self {
        case .refresh: "refresh"
        case .loadMore: "loadMore"
        case .loadPrevious: "loadPrevious"
        }
    }
}

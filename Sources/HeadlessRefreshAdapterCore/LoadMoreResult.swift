import HeadlessRefresh

/// What a load-more handler found: a page, or the end of the data. A handler that fails throws: the footer then
/// shows "Tap to retry", so there is one way to fail, not two.
public enum LoadMoreResult: Sendable, Hashable, CaseIterable {
    /// A page loaded; more may follow.
    case success
    /// The end of the data: the footer shows "No more data" and loads nothing until it is reset.
    case noMoreData

    /// The result the footer's edge ends with.
    package var refreshResult: RefreshResult {
        switch self {
        case .success: .success
        case .noMoreData: .noMoreData
        }
    }
}

/// A short spoken message for screen-reader users, handed out with ``RefreshCommand/announce(_:announcement:)`` at the
/// moments they need one.
///
/// There is one when a load starts (however it was triggered), when it ends with a result, and when an edge
/// reaches the end of its data. There is none while pulling, none per frame, none for a second level, and none
/// when an edge comes back to a state it was already announced in (enabling it again, a new configuration).
/// ``RefreshText/announcement(_:role:newItems:)`` words it; a UIKit host posts it with
/// `UIAccessibility.post(notification: .announcement, argument: text)`.
public enum RefreshAnnouncement: Sendable, Hashable, CaseIterable {
    /// A load started: "Refreshing…", "Loading…".
    case loading
    /// The load succeeded: "Refreshed", or with the host's count "20 new items".
    case succeeded
    /// The load failed.
    case failed
    /// There is no more data to load.
    case noMoreData

    /// The announcement's name in scenario files and logs.
    public var name: String {
        switch self {
        case .loading: "loading"
        case .succeeded: "succeeded"
        case .failed: "failed"
        case .noMoreData: "noMoreData"
        }
    }
}

/// A situation a paging schedule can reach. ``PagingScheduleChecker`` records the ones it saw, so that a test can
/// tell that passing schedules exercised every guarantee rather than idling.
public enum PagingSituation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A refresh cancelled a running load-more and started.
    case refreshSupersededLoadMore
    /// The page of a load-more superseded by a refresh arrived and was dropped.
    case supersededPageDropped
    /// An answer to a request cancelled by `cancel()` or by disabling its kind arrived and was dropped.
    case cancelledAnswerDropped
    /// A `CancellationError` of a cancelled request arrived and was dropped, not reported as a failure.
    case cancellationDropped
    /// A request answered twice: the second answer was dropped.
    case secondAnswerDropped
    /// A forged answer with an id never issued was dropped.
    case forgedAnswerDropped
    /// An answer with the in-flight id but another kind, key and size was applied to the request in flight.
    case alteredAnswerApplied
    /// A refresh failed while rows were shown; they stayed.
    case failedRefreshKeptItems
    /// A load-more failed.
    case loadMoreFailed
    /// A load-more was ignored because the last request failed.
    case loadMoreWaitedAfterFailure
    /// A failed refresh was retried.
    case refreshRetried
    /// A failed load-more was retried with its key.
    case loadMoreRetried
    /// Disabling a kind cancelled its running request.
    case disablingCancelled
    /// A page with a `nil` next key ended paging.
    case endedByNilKey
    /// A short page ended paging.
    case endedByShortPage
    /// The total count ended paging.
    case endedByTotalCount
    /// A full page ended paging by the total count: no extra empty request.
    case fullLastPageEndedByTotalCount
    /// A repeated key ended paging.
    case endedByRepeatedKey
    /// A load-more was ignored at the end of data.
    case loadMoreIgnoredAtTheEnd
    /// A refresh after the end of data started over.
    case refreshAfterTheEnd
    /// Rows already in the list were dropped from a page.
    case duplicatesDropped
    /// A load-more asked for the list's page size after the page size changed.
    case loadMoreKeptTheListsPageSize
    /// A page arrived after the server inserted rows at the top.
    case pageAfterInserts

    /// The situation's name.
    public var description: String { rawValue }
}

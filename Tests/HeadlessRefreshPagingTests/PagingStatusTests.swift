import HeadlessRefreshPaging
import Testing

/// `PagingStatus` is `Equatable`: states by case, failures by kind and by error, as its documentation says.
struct PagingStatusTests {
    /// An error that is not `Equatable`: compared by type and description.
    struct Timeout: Error {
        var seconds: Int
    }

    /// A class error that is not `Equatable`: compared by identity.
    final class SessionError: Error {}

    @Test func statesWithoutErrorsCompareByCase() {
        let statuses: [PagingStatus] = [.idle, .refreshing, .loadingMore, .failed(LoadError(name: "x"), .refresh)]
        for (i, left) in statuses.enumerated() {
            for (j, right) in statuses.enumerated() {
                #expect((left == right) == (i == j), "\(left) vs \(right)")
            }
        }
    }

    @Test func equatableErrorsCompareWithTheirOwnEquality() {
        #expect(
            PagingStatus.failed(LoadError(name: "offline"), .loadMore) == .failed(LoadError(name: "offline"), .loadMore)
        )
        #expect(
            PagingStatus.failed(LoadError(name: "offline"), .loadMore) != .failed(LoadError(name: "timeout"), .loadMore)
        )
    }

    @Test func theFailedKindCounts() {
        #expect(
            PagingStatus.failed(LoadError(name: "offline"), .refresh) != .failed(LoadError(name: "offline"), .loadMore))
    }

    @Test func otherErrorsCompareByTypeAndDescription() {
        #expect(PagingStatus.failed(Timeout(seconds: 5), .refresh) == .failed(Timeout(seconds: 5), .refresh))
        #expect(PagingStatus.failed(Timeout(seconds: 5), .refresh) != .failed(Timeout(seconds: 9), .refresh))
        #expect(PagingStatus.failed(CancellationError(), .refresh) == .failed(CancellationError(), .refresh))
    }

    @Test func classErrorsCompareByIdentity() {
        let error = SessionError()
        #expect(PagingStatus.failed(error, .loadMore) == .failed(error, .loadMore))
        #expect(PagingStatus.failed(error, .loadMore) != .failed(SessionError(), .loadMore))
    }

    @Test func errorsOfDifferentTypesDiffer() {
        // Same description, different types.
        struct Other: Error, CustomStringConvertible { var description: String { "Timeout(seconds: 5)" } }
        #expect(PagingStatus.failed(Timeout(seconds: 5), .refresh) != .failed(Other(), .refresh))
        #expect(PagingStatus.failed(LoadError(name: "x"), .refresh) != .failed(CancellationError(), .refresh))
    }
}

import HeadlessRefreshPaging

/// Generates random paging schedules: a random server (offsets, cursors or page numbers; a row count often a
/// multiple of the page size; sometimes no `nil` key at the end, a total count right or wrong, a capped page size,
/// a repeating key or row) and random refreshes, load-mores, retries, cancels, enables and disables, page-size
/// changes and server inserts, with answers — pages, failures, cancellations — delivered in any order, stale ones,
/// second answers and forged ones included.
public struct PagingScheduleGenerator<Source: RandomSource> {
    /// Where the choices come from.
    public var source: Source

    /// Creates a generator over a source of choices.
    public init(source: Source) {
        self.source = source
    }

    /// A schedule of `length` steps.
    public mutating func schedule(length: Int) -> PagingSchedule {
        let pageSize = source.chance(0.05) ? source.pick([0, -3]) : 1 + source.below(6)
        var schedule = PagingSchedule(
            server: server(pageSize: max(1, pageSize)),
            pageSize: pageSize,
            identified: source.chance(0.85),
            endsOnShortPage: source.chance(0.75),
            steps: []
        )
        schedule.steps.reserveCapacity(length)
        // Most lists start with a refresh, as screens do.
        if length > 0 && source.chance(0.85) { schedule.steps.append(.refresh) }
        while schedule.steps.count < length {
            schedule.steps.append(step())
        }
        return schedule
    }

    /// A random server for a list asking for `pageSize` rows a page.
    mutating func server(pageSize: Int) -> PagingServer.Configuration {
        var server = PagingServer.Configuration()
        switch source.below(5) {
        case 0, 1: server.keys = .offsets(from: source.pick([0, 0, 1]))
        case 2, 3: server.keys = .cursors
        default: server.keys = .pages(from: source.pick([0, 1]))
        }
        // Exact multiples of the page size make a full last page: the case the total count or one empty request
        // must end.
        switch source.below(4) {
        case 0: server.rows = pageSize * source.below(6)
        case 1: server.rows = source.below(3)
        default: server.rows = source.below(31)
        }
        server.endsWithNilKey = source.chance(0.55)
        switch source.below(10) {
        case 0..<5: server.totalCount = .none
        case 5..<9: server.totalCount = .exact
        default: server.totalCount = .off(by: source.pick([-3, -1, 1, 4, -1000]))
        }
        if source.chance(0.12) { server.maximumPageSize = 1 + source.below(pageSize) }
        if source.chance(0.12) { server.repeatsKeyFrom = source.below(max(1, server.rows + 1)) }
        server.repeatsRowInPage = source.chance(0.04)
        return server
    }

    /// A random step.
    mutating func step() -> PagingSchedule.Step {
        switch source.below(100) {
        case 0..<9: return .refresh
        case 9..<30: return .loadMore
        case 30..<36: return .retry
        case 36..<39: return .cancel
        case 39..<43: return .setEnabled(source.chance(0.5), source.chance(0.5) ? .refresh : .loadMore)
        case 43..<45: return .setPageSize(source.chance(0.1) ? source.pick([0, -1]) : 1 + source.below(6))
        case 45..<46: return .setEndsOnShortPage(source.chance(0.6))
        case 46..<50: return .insert(1 + source.below(4))
        case 50..<53: return .answerAgain(source.below(8))
        case 53..<55: return .forge(source.chance(0.5) ? .unknownID : .alteredInFlight)
        default:
            let outcome: PagingSchedule.Outcome
            switch source.below(100) {
            case 0..<72: outcome = .page
            case 72..<92: outcome = .failure
            default: outcome = .cancellation
            }
            // Mostly the latest request, as a server answers; sometimes an older, stale one.
            return .answer(source.chance(0.6) ? -1 : source.below(4), outcome)
        }
    }
}

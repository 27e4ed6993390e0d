import Testing

@testable import HeadlessRefreshPaging

/// The bare machine: commands and answers in, actions out. Each test reads as a story of one exchange.
struct PagingStateMachineTests {
    typealias Machine = PagingStateMachine<Row, Int>

    static func refresh(id: Int, size: Int = 10) -> PageRequest<Int> {
        PageRequest(kind: .refresh, key: nil, pageSize: size, id: id)
    }

    static func more(id: Int, key: Int, size: Int = 10) -> PageRequest<Int> {
        PageRequest(kind: .loadMore, key: key, pageSize: size, id: id)
    }

    /// The action for an applied page.
    static func applied(
        _ kind: PageLoadKind, _ inserted: Range<Int>, received: Int, dropped: Int = 0, end: PagingEnd? = nil
    ) -> PagingCommand<Int> {
        .pageApplied(
            PageUpdate(
                kind: kind, inserted: inserted, received: received, droppedDuplicates: dropped, hasMore: end == nil,
                end: end))
    }

    /// A machine that refreshed and appended `pages` full pages of 10 (keys are offsets).
    static func loaded(pages: Int = 1, identified: Bool = true) -> Machine {
        var machine = Machine(pageSize: 10, identifiedBy: identified ? .id : nil)
        _ = machine.refresh()
        _ = machine.pageLoaded(Page(items: rows(0..<10), next: 10), for: refresh(id: 1))
        for page in 1..<max(pages, 1) {
            let actions = machine.loadMore()
            guard case .load(let request) = actions.first else { preconditionFailure("no load") }
            _ = machine.pageLoaded(Page(items: rows(page * 10..<page * 10 + 10), next: page * 10 + 10), for: request)
        }
        machine._checkInvariants()
        return machine
    }

    @Test func refreshAsksForTheFirstPageAndReplacesTheListWhenItLands() {
        var machine = Machine(pageSize: 10)
        #expect(machine.refresh() == [.load(Self.refresh(id: 1)), .statusChanged])
        #expect(machine.status.summary == "refreshing")
        let actions = machine.pageLoaded(Page(items: rows(0..<10), next: 10), for: Self.refresh(id: 1))
        #expect(actions == [Self.applied(.refresh, 0..<10, received: 10), .statusChanged])
        #expect(machine.items == rows(0..<10))
        #expect(machine.hasMore && machine.nextKey == 10 && machine.status.summary == "idle")
        machine._checkInvariants()
    }

    @Test func loadMoreAppendsThePageForTheNextKey() {
        var machine = Self.loaded()
        #expect(machine.loadMore() == [.load(Self.more(id: 2, key: 10)), .statusChanged])
        #expect(machine.status.summary == "loadingMore")
        let actions = machine.pageLoaded(Page(items: rows(10..<20), next: 20), for: Self.more(id: 2, key: 10))
        #expect(actions.first == Self.applied(.loadMore, 10..<20, received: 10))
        #expect(machine.items == rows(0..<20))
        #expect(machine.nextKey == 20)
        machine._checkInvariants()
    }

    // MARK: One request per direction

    @Test func aSecondLoadMoreWhileOneRunsSendsNothing() {
        // EasyRefresh #168: a fast fling must not send the same page twice.
        var machine = Self.loaded()
        _ = machine.loadMore()
        #expect(machine.loadMore() == [.diagnostic(.ignored(.loadMore, because: .loadingMore))])
        #expect(machine.inFlight == Self.more(id: 2, key: 10))
    }

    @Test func aSecondRefreshWhileOneRunsConflates() {
        var machine = Self.loaded()
        _ = machine.refresh()
        #expect(machine.refresh() == [.diagnostic(.ignored(.refresh, because: .refreshing))])
        #expect(machine.inFlight == Self.refresh(id: 2))
    }

    // MARK: Refresh supersedes load-more

    @Test func refreshCancelsTheLoadMoreAndItsLatePageIsNeverAppended() {
        // PullToRefresh #288, moko-paging #37, EasyRecyclerView #218.
        var machine = Self.loaded()
        _ = machine.loadMore()
        #expect(
            machine.refresh() == [
                .cancel(Self.more(id: 2, key: 10)), .load(Self.refresh(id: 3)), .statusChanged,
            ])
        #expect(machine.status.summary == "refreshing")
        let late = machine.pageLoaded(Page(items: rows(10..<20), next: 20), for: Self.more(id: 2, key: 10))
        #expect(late == [.diagnostic(.staleResponse(.loadMore))])
        #expect(machine.items == rows(0..<10))
        #expect(machine.status.summary == "refreshing")
        _ = machine.pageLoaded(Page(items: rows(0..<10, batch: 1), next: 10), for: Self.refresh(id: 3))
        #expect(machine.items == rows(0..<10, batch: 1))
        machine._checkInvariants()
    }

    @Test func aLateFailureOfASupersededLoadMoreIsDropped() {
        var machine = Self.loaded()
        _ = machine.loadMore()
        _ = machine.refresh()
        #expect(
            machine.loadFailed(LoadError(name: "late"), for: Self.more(id: 2, key: 10)) == [
                .diagnostic(.staleResponse(.loadMore))
            ])
        #expect(machine.status.summary == "refreshing")
    }

    @Test func anAnswerIsAppliedOnlyOnce() {
        var machine = Self.loaded()
        _ = machine.loadMore()
        let page = Page(items: rows(10..<20), next: 20)
        _ = machine.pageLoaded(page, for: Self.more(id: 2, key: 10))
        #expect(machine.pageLoaded(page, for: Self.more(id: 2, key: 10)) == [.diagnostic(.staleResponse(.loadMore))])
        #expect(machine.items.count == 20)
    }

    // MARK: Load-more is a no-op while busy, at the end, failed, unloaded or disabled

    enum Situation: String, CaseIterable {
        case refreshing, loadingMore, atTheEnd, failed, notLoaded, disabled
    }

    @Test(arguments: Situation.allCases)
    func loadMoreSendsNothing(while situation: Situation) {
        var machine = Self.loaded()
        let reason: PagingIgnoreReason
        switch situation {
        case .refreshing:
            _ = machine.refresh()
            reason = .refreshing
        case .loadingMore:
            _ = machine.loadMore()
            reason = .loadingMore
        case .atTheEnd:
            _ = machine.loadMore()
            _ = machine.pageLoaded(Page(items: rows(10..<15), next: nil), for: Self.more(id: 2, key: 10))
            reason = .endOfData
        case .failed:
            _ = machine.loadMore()
            _ = machine.loadFailed(LoadError(name: "offline"), for: Self.more(id: 2, key: 10))
            reason = .failed
        case .notLoaded:
            machine = Machine(pageSize: 10)
            reason = .notLoaded
        case .disabled:
            _ = machine.setEnabled(false, for: .loadMore)
            reason = .disabled
        }
        let before = machine.inFlight
        #expect(machine.loadMore() == [.diagnostic(.ignored(.loadMore, because: reason))])
        #expect(machine.inFlight == before)
        machine._checkInvariants()
    }

    @Test func afterAFailedLoadMoreARefreshOrARetryUnblocksIt() {
        var machine = Self.loaded()
        _ = machine.loadMore()
        _ = machine.loadFailed(LoadError(name: "offline"), for: Self.more(id: 2, key: 10))
        _ = machine.refresh()
        _ = machine.pageLoaded(Page(items: rows(0..<10), next: 10), for: Self.refresh(id: 3))
        #expect(machine.loadMore() == [.load(Self.more(id: 4, key: 10)), .statusChanged])
    }

    // MARK: Failures keep everything; retry re-sends

    @Test(arguments: [true, false])
    func aFailedRefreshKeepsTheItemsAndHasMore(atTheEnd: Bool) {
        var machine = Self.loaded(pages: 2)
        if atTheEnd {
            _ = machine.loadMore()
            _ = machine.pageLoaded(Page(items: rows(20..<23), next: nil), for: Self.more(id: 3, key: 20))
        }
        let items = machine.items
        let hasMore = machine.hasMore
        let next = machine.nextKey
        _ = machine.refresh()
        let refresh = machine.inFlight!
        #expect(machine.loadFailed(LoadError(name: "offline"), for: refresh) == [.statusChanged])
        #expect(machine.status.summary == "failed(refresh: offline)")
        #expect(machine.items == items)
        #expect(machine.hasMore == hasMore && machine.hasMore == !atTheEnd)
        #expect(machine.nextKey == next)
        machine._checkInvariants()
    }

    @Test func retryResendsTheFailedLoadMoreWithTheSameKey() {
        var machine = Self.loaded(pages: 2)
        _ = machine.loadMore()
        _ = machine.loadFailed(LoadError(name: "timeout"), for: Self.more(id: 3, key: 20))
        #expect(machine.status.summary == "failed(loadMore: timeout)")
        #expect(machine.retry() == [.load(Self.more(id: 4, key: 20)), .statusChanged])
        _ = machine.pageLoaded(Page(items: rows(20..<30), next: 30), for: Self.more(id: 4, key: 20))
        #expect(machine.items == rows(0..<30))
    }

    @Test func retryResendsAFailedRefreshWithoutAKey() {
        var machine = Self.loaded()
        _ = machine.refresh()
        _ = machine.loadFailed(LoadError(name: "timeout"), for: Self.refresh(id: 2))
        #expect(machine.retry() == [.load(Self.refresh(id: 3)), .statusChanged])
    }

    @Test func retryWithNothingFailedSendsNothing() {
        var machine = Self.loaded()
        #expect(machine.retry() == [.diagnostic(.ignored(.retry, because: .nothingToRetry))])
        _ = machine.loadMore()
        #expect(machine.retry() == [.diagnostic(.ignored(.retry, because: .loadingMore))])
    }

    // MARK: Cancel, enable, page size

    @Test func cancelStopsTheRequestAndKeepsTheList() {
        var machine = Self.loaded()
        _ = machine.loadMore()
        #expect(machine.cancel() == [.cancel(Self.more(id: 2, key: 10)), .statusChanged])
        #expect(machine.status.summary == "idle" && machine.hasMore && machine.items.count == 10)
        #expect(
            machine.pageLoaded(Page(items: rows(10..<20), next: 20), for: Self.more(id: 2, key: 10)) == [
                .diagnostic(.staleResponse(.loadMore))
            ])
        #expect(machine.cancel() == [])
        #expect(machine.loadMore() == [.load(Self.more(id: 3, key: 10)), .statusChanged])
    }

    @Test func disablingAKindCancelsItsRequestAndBlocksIt() {
        var machine = Self.loaded()
        _ = machine.refresh()
        #expect(machine.setEnabled(false, for: .refresh) == [.cancel(Self.refresh(id: 2)), .statusChanged])
        #expect(machine.refresh() == [.diagnostic(.ignored(.refresh, because: .disabled))])
        #expect(machine.setEnabled(true, for: .refresh) == [])
        #expect(machine.refresh() == [.load(Self.refresh(id: 3)), .statusChanged])
        #expect(machine.setEnabled(false, for: .loadMore) == [])
        #expect(machine.inFlight == Self.refresh(id: 3))
    }

    @Test func aNewPageSizeAppliesFromTheNextRefresh() {
        var machine = Self.loaded()
        machine.pageSize = 25
        // The list on screen was loaded 10 at a time: its next pages keep that size.
        #expect(machine.loadMore() == [.load(Self.more(id: 2, key: 10, size: 10)), .statusChanged])
        _ = machine.cancel()
        #expect(machine.refresh() == [.load(Self.refresh(id: 3, size: 25)), .statusChanged])
        _ = machine.pageLoaded(Page(items: rows(0..<25), next: 25), for: Self.refresh(id: 3, size: 25))
        #expect(machine.loadMore() == [.load(Self.more(id: 4, key: 25, size: 25)), .statusChanged])
    }
}

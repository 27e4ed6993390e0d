import Testing

@testable import HeadlessRefreshPaging

/// Paging at both ends: each end has its own request, end, failure and retry; a refresh supersedes both.
struct PagingBothDirectionsTests {
    typealias Machine = PagingStateMachine<Row, Int>
    let server = TwoWayServer(count: 100)

    /// A machine opened at offset 40, pages of 10.
    func openedInTheMiddle() -> Machine {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.answer(machine.refresh(at: 40), from: server)
        return machine
    }

    @Test func aRefreshAtAKeyOpensBothEnds() {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        let actions = machine.refresh(at: 40)
        #expect(actions == [.load(PageRequest(kind: .refresh, key: 40, pageSize: 10, id: 1)), .statusChanged])
        machine.answer(actions, from: server)
        #expect(machine.ids == Array(40..<50))
        #expect(machine.hasPrevious && machine.previousKey == 40 && machine.hasMore && machine.nextKey == 50)
        // From the top, the leading end is reached at once: a one-way list never loads previous pages.
        var top = Machine(pageSize: 10, identifiedBy: .id)
        top.answer(top.refresh(), from: server)
        #expect(!top.hasPrevious && top.previousEnd == .lastPage)
        #expect(top.loadPrevious() == [.diagnostic(.ignored(.loadPrevious, because: .endOfData))])
    }

    @Test func loadPreviousPrependsThePageBeforeTheFirst() {
        var machine = openedInTheMiddle()
        let actions = machine.loadPrevious()
        #expect(actions == [.load(PageRequest(kind: .loadPrevious, key: 40, pageSize: 10, id: 2)), .statusChanged])
        #expect(machine.status == .loadingPrevious && machine.status(of: .loadPrevious) == .loadingPrevious)
        let update = machine.answer(actions, from: server).update
        #expect(update?.kind == .loadPrevious && update?.inserted == 0..<10)
        #expect(machine.ids == Array(30..<50) && machine.previousKey == 30)
        // Up to the top: the leading end ends there.
        for _ in 0..<3 { machine.answer(machine.loadPrevious(), from: server) }
        #expect(machine.ids == Array(0..<50) && !machine.hasPrevious && machine.previousEnd == .lastPage)
    }

    @Test func bothEndsLoadAtOnceAndAnswerInEitherOrder() {
        var machine = openedInTheMiddle()
        let previous = machine.loadPrevious()
        let more = machine.loadMore()
        #expect(more.loadRequest?.kind == .loadMore && machine.requestsInFlight.count == 2)
        #expect(machine.status == .loadingMore && machine.status(of: .loadPrevious) == .loadingPrevious)
        machine.answer(more, from: server)
        #expect(machine.status == .loadingPrevious)
        machine.answer(previous, from: server)
        #expect(machine.ids == Array(30..<60) && machine.status == .idle)
    }

    @Test func oneRequestPerEnd() {
        var machine = openedInTheMiddle()
        _ = machine.loadPrevious()
        #expect(machine.loadPrevious() == [.diagnostic(.ignored(.loadPrevious, because: .loadingPrevious))])
        _ = machine.loadMore()
        #expect(machine.loadMore() == [.diagnostic(.ignored(.loadMore, because: .loadingMore))])
    }

    @Test func aRefreshSupersedesBothEndsAndTheirLatePagesAreDropped() {
        var machine = openedInTheMiddle()
        let previous = machine.loadPrevious().loadRequest!
        let more = machine.loadMore().loadRequest!
        let refresh = machine.refresh()
        #expect(Array(refresh.prefix(2)) == [.cancel(more), .cancel(previous)])
        #expect(refresh.loadRequest?.kind == .refresh && machine.requestsInFlight.count == 1)
        #expect(machine.loadPrevious() == [.diagnostic(.ignored(.loadPrevious, because: .refreshing))])
        #expect(
            machine.pageLoaded(server.page(for: previous), for: previous) == [
                .diagnostic(.staleResponse(.loadPrevious))
            ])
        #expect(machine.pageLoaded(server.page(for: more), for: more) == [.diagnostic(.staleResponse(.loadMore))])
        #expect(machine.ids == Array(40..<50))
        machine.answer(refresh, from: server)
        #expect(machine.ids == Array(0..<10))
    }

    @Test func aFailedEndWaitsForItsRetryWhileTheOtherEndGoesOn() {
        var machine = openedInTheMiddle()
        let previous = machine.loadPrevious().loadRequest!
        #expect(machine.loadFailed(LoadError(name: "offline"), for: previous) == [.statusChanged])
        #expect(machine.status(of: .loadPrevious) == .failed(LoadError(name: "offline"), .loadPrevious))
        #expect(machine.loadPrevious() == [.diagnostic(.ignored(.loadPrevious, because: .failed))])
        machine.answer(machine.loadMore(), from: server)
        #expect(machine.ids == Array(40..<60))
        let retry = machine.retry(.loadPrevious)
        #expect(retry.loadRequest?.key == previous.key && retry.loadRequest?.kind == .loadPrevious)
        machine.answer(retry, from: server)
        #expect(machine.ids == Array(30..<60) && machine.status == .idle)
    }

    @Test func retryWithoutAKindRetriesBothEnds() {
        var machine = openedInTheMiddle()
        let previous = machine.loadPrevious().loadRequest!
        let more = machine.loadMore().loadRequest!
        _ = machine.loadFailed(LoadError(name: "a"), for: previous)
        _ = machine.loadFailed(LoadError(name: "b"), for: more)
        let retry = machine.retry()
        let kinds = retry.compactMap { if case .load(let request) = $0 { request.kind } else { nil } }
        #expect(kinds == [.loadMore, .loadPrevious] && retry.last == .statusChanged)
    }

    @Test func aRepeatedPreviousKeyEndsTheLeadingEndWithADiagnostic() {
        var machine = openedInTheMiddle()
        let request = machine.loadPrevious().loadRequest!
        let actions = machine.pageLoaded(Page(items: rows(30..<40), previous: 40, next: 40), for: request)
        #expect(actions.first == .diagnostic(.repeatedKey("40")))
        #expect(!machine.hasPrevious && machine.previousEnd == .repeatedKey && machine.hasMore)
    }

    @Test func duplicatesAreDroppedAcrossBothEnds() {
        var machine = openedInTheMiddle()
        let request = machine.loadPrevious().loadRequest!
        // The server shifted: the page before 40 repeats 40 and 41.
        let actions = machine.pageLoaded(Page(items: rows(32..<42), previous: 32, next: 42), for: request)
        #expect(actions.update?.droppedDuplicates == 2 && actions.update?.inserted == 0..<8)
        #expect(machine.ids == Array(32..<50) && machine.droppedDuplicates == 2)
    }

    @Test func theFirstLoadAsksForTheInitialLoadSize() {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.initialLoadSize = 30
        let refresh = machine.refresh(at: 40)
        #expect(refresh.loadRequest?.pageSize == 30)
        machine.answer(refresh, from: server)
        #expect(machine.ids == Array(40..<70))
        #expect(machine.loadMore().loadRequest?.pageSize == 10 && machine.loadPrevious().loadRequest?.pageSize == 10)
    }

    @Test func aRefreshAtAnotherKeySupersedesTheRunningOneAndTheSameKeyConflates() {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        let first = machine.refresh(at: 40).loadRequest!
        #expect(machine.refresh(at: 40) == [.diagnostic(.ignored(.refresh, because: .refreshing))])
        let jump = machine.refresh(at: 80)
        #expect(jump.first == .cancel(first) && jump.loadRequest?.key == 80)
        #expect(machine.pageLoaded(server.page(for: first), for: first) == [.diagnostic(.staleResponse(.refresh))])
        machine.answer(jump, from: server)
        #expect(machine.ids == Array(80..<90))
    }

    @Test func sizesThatMakeNoSenseAreReportedAndReplaced() {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.initialLoadSize = -3
        machine.maxSize = 5
        let actions = machine.refresh()
        #expect(actions.contains(.diagnostic(.invalidSetting("initialLoadSize -3 is below 1; using pageSize"))))
        #expect(actions.contains(.diagnostic(.invalidSetting("maxSize 5 is below three pages; the window keeps 30"))))
        #expect(actions.loadRequest?.pageSize == 10)
        #expect(
            machine.setVisibleRange(-1..<4) == [
                .diagnostic(.invalidSetting("visible range -1..<4 starts below 0; ignored"))
            ])
        #expect(machine.visibleRange == nil)
        // A page size below 1 asks for 1 (the store reports it: the machine's effects are the reference model's).
        var tiny = Machine(pageSize: 0, identifiedBy: .id)
        #expect(tiny.refresh().loadRequest?.pageSize == 1)
    }

    @Test func disablingLoadPreviousCancelsItsRequest() {
        var machine = openedInTheMiddle()
        let previous = machine.loadPrevious().loadRequest!
        #expect(machine.setEnabled(false, for: .loadPrevious) == [.cancel(previous), .statusChanged])
        #expect(machine.loadPrevious() == [.diagnostic(.ignored(.loadPrevious, because: .disabled))])
    }
}

import Testing

@testable import HeadlessRefreshPaging

/// The end of data, the repeated-key guard and duplicate items.
extension PagingStateMachineTests {
    // MARK: End of data

    enum Ending: String, CaseIterable {
        case nilKey, shortPage, totalCount
    }

    @Test(arguments: Ending.allCases)
    func pagingEndsWithoutAnExtraRequest(by ending: Ending) {
        var machine = Self.loaded(pages: 2)
        _ = machine.loadMore()
        let page: Page<Row, Int>
        let end: PagingEnd
        switch ending {
        case .nilKey:
            page = Page(items: rows(20..<30), next: nil)
            end = .lastPage
        case .shortPage:
            page = Page(items: rows(20..<27), next: 27)
            end = .shortPage
        case .totalCount:
            // A full last page: without the total, one more (empty) request would be needed to see the end.
            page = Page(items: rows(20..<30), next: 30, totalCount: 30)
            end = .totalCount
        }
        let actions = machine.pageLoaded(page, for: Self.more(id: 3, key: 20))
        let count = page.items.count
        #expect(actions.contains(Self.applied(.loadMore, 20..<(20 + count), received: count, end: end)))
        #expect(!machine.hasMore && machine.end == end && machine.nextKey == nil)
        #expect(machine.loadMore() == [.diagnostic(.ignored(.loadMore, because: .endOfData))])
    }

    @Test func aFullLastPageWithoutTotalCostsExactlyOneEmptyRequest() {
        var machine = Self.loaded(pages: 3)
        #expect(machine.loadMore() == [.load(Self.more(id: 4, key: 30)), .statusChanged])
        _ = machine.pageLoaded(Page(items: [], next: 30), for: Self.more(id: 4, key: 30))
        #expect(machine.end == .shortPage)
        #expect(machine.items.count == 30)
    }

    @Test func shortPagesCanBeAllowed() {
        var machine = Self.loaded()
        machine.endsOnShortPage = false
        _ = machine.loadMore()
        _ = machine.pageLoaded(Page(items: rows(10..<13), next: 13), for: Self.more(id: 2, key: 10))
        #expect(machine.hasMore && machine.nextKey == 13)
    }

    @Test func aRefreshStartsOverAfterTheEnd() {
        var machine = Self.loaded()
        _ = machine.loadMore()
        _ = machine.pageLoaded(Page(items: rows(10..<12), next: nil), for: Self.more(id: 2, key: 10))
        #expect(!machine.hasMore)
        _ = machine.refresh()
        _ = machine.pageLoaded(Page(items: rows(0..<10), next: 10), for: Self.refresh(id: 3))
        #expect(machine.hasMore && machine.end == nil)
    }

    // MARK: Repeated key

    @Test func theSameKeyTwiceInARowEndsPagingWithADiagnostic() {
        var machine = Self.loaded()
        _ = machine.loadMore()
        let actions = machine.pageLoaded(Page(items: rows(10..<20), next: 10), for: Self.more(id: 2, key: 10))
        #expect(actions.first == .diagnostic(.repeatedKey("10")))
        #expect(machine.end == .repeatedKey && !machine.hasMore)
        #expect(machine.items == rows(0..<20))
        #expect(machine.loadMore() == [.diagnostic(.ignored(.loadMore, because: .endOfData))])
    }

    // MARK: Duplicates

    @Test func itemsAlreadyPresentAreDroppedAndCounted() {
        // Three items were inserted on the server: offset 10 now starts with the last three rows we have.
        var machine = Self.loaded()
        _ = machine.loadMore()
        let page = Page(items: rows(7..<17), next: 20)
        let actions = machine.pageLoaded(page, for: Self.more(id: 2, key: 10))
        #expect(actions.first == Self.applied(.loadMore, 10..<17, received: 10, dropped: 3))
        #expect(machine.items == rows(0..<17))
        #expect(machine.droppedDuplicates == 3)
        machine._checkInvariants()
    }

    @Test func duplicatesWithinOnePageAreDroppedToo() {
        var machine = Machine(pageSize: 4, identifiedBy: .keyPath(\.id))
        _ = machine.refresh()
        let page = Page(items: [Row(id: 1), Row(id: 2), Row(id: 1), Row(id: 3)], next: 4)
        _ = machine.pageLoaded(page, for: Self.refresh(id: 1, size: 4))
        #expect(machine.items.map(\.id) == [1, 2, 3])
        #expect(machine.droppedDuplicates == 1)
    }

    @Test func aRefreshForgetsTheIdsAndTheCount() {
        var machine = Self.loaded()
        _ = machine.loadMore()
        _ = machine.pageLoaded(Page(items: rows(5..<15), next: 20), for: Self.more(id: 2, key: 10))
        #expect(machine.droppedDuplicates == 5)
        _ = machine.refresh()
        _ = machine.pageLoaded(Page(items: rows(0..<10), next: 10), for: Self.refresh(id: 3))
        #expect(machine.items == rows(0..<10))
        #expect(machine.droppedDuplicates == 0)
        machine._checkInvariants()
    }

    @Test func withoutAnIdentityEveryItemIsKept() {
        var machine = Self.loaded(identified: false)
        _ = machine.loadMore()
        _ = machine.pageLoaded(Page(items: rows(5..<15), next: 20), for: Self.more(id: 2, key: 10))
        #expect(machine.items.count == 20)
        #expect(machine.droppedDuplicates == 0)
    }

    @Test func theTotalCountCountsDroppedDuplicatesAsServerPositions() {
        var machine = Self.loaded()
        _ = machine.loadMore()
        // 20 server positions were sent, 3 of them repeats: the total of 20 is reached.
        _ = machine.pageLoaded(Page(items: rows(7..<17), next: 20, totalCount: 20), for: Self.more(id: 2, key: 10))
        #expect(machine.end == .totalCount)
    }
}

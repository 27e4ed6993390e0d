import Testing

@testable import HeadlessRefreshPaging

/// Item edits on the bare machine: the actions, the moved-back key and the total count.
extension PagingStateMachineTests {
    @Test func anEditReturnsOneItemChange() {
        var machine = Self.loaded()
        #expect(machine.update(id: 2) { $0.batch = 3 } == [.itemChanged(.updated(at: 2))])
        #expect(machine.replace(Row(id: 4, batch: 5)) == [.itemChanged(.updated(at: 4))])
        #expect(machine.remove(id: 0) == [.itemChanged(.removed(at: 0))])
        #expect(machine.items.first == Row(id: 1))
        #expect(machine.items.count == 9)
        machine._checkInvariants()
    }

    @Test func copiesOfAMachineKeepTheirOwnIds() {
        let original = Self.loaded()
        var copy = original
        _ = copy.remove(id: 3)
        var other = original
        // The original still knows row 3: a page repeating it drops it.
        #expect(other.loadMore() == [.load(Self.more(id: 2, key: 10)), .statusChanged])
        let actions = other.pageLoaded(
            Page(items: rows(3..<4) + rows(10..<19), next: 19), for: Self.more(id: 2, key: 10))
        #expect(actions.first == Self.applied(.loadMore, 10..<19, received: 10, dropped: 1))
        copy._checkInvariants()
        other._checkInvariants()
    }

    @Test func cursorKeysAreNotMovedByARemoval() {
        var machine = Self.loaded()
        _ = machine.remove(id: 3)
        #expect(machine.nextKey == 10)
        #expect(machine.loadMore() == [.load(Self.more(id: 2, key: 10)), .statusChanged])
    }

    @Test func aPageAskedFromEarlierDoesNotEndPagingByTheTotalCount() {
        // Page numbers from 0: two pages of a 30-row list are shown; the server deletes row 5, leaving 29.
        var machine = Self.loaded(pages: 2)
        machine.keyShift = { key, removed, size in
            PageNumbering.pages(from: 0).key(key, movedBackOver: removed, pageSize: size)
        }
        // Keys of `loaded` are offsets; read them as page numbers from here on.
        machine.position = .more(2)
        _ = machine.remove(id: 5)
        #expect(machine.nextKey == 1)
        #expect(machine.loadMore() == [.load(Self.more(id: 3, key: 1)), .statusChanged])
        // Page 1 of the server's new list: rows 11..<21, of which 9 are shown already.
        let actions = machine.pageLoaded(
            Page(items: rows(11..<21), next: 2, totalCount: 29),
            for: Self.more(id: 3, key: 1)
        )
        #expect(actions.first == Self.applied(.loadMore, 19..<20, received: 10, dropped: 9))
        // 20 of the 29 rows are here: paging goes on, to page 2.
        #expect(machine.hasMore && machine.nextKey == 2)
        machine._checkInvariants()
    }

    @Test(arguments: [(PageNumbering.offsets(from: 1), 20, 0), (.pages(from: 1), 2, 9)])
    func aMachineForNumberedKeysAsksFromEarlierAfterARemoval(numbering: PageNumbering, key: Int, repeated: Int) {
        // A host that drives the machine itself with the store's numbered keys: 30 rows, pages of 10.
        var live = rows(0..<30)
        var machine = PagingStateMachine<Row, Int>(pageSize: 10, numbering: numbering, identifiedBy: .id)
        func answer(_ actions: [PagingCommand<Int>]) -> PageUpdate? {
            guard let request = actions.loadRequest else { return nil }
            let query = numbering.query(for: request)
            let start = numbering == .offsets(from: 1) ? query.key - 1 : (query.key - 1) * query.count
            let items = Array(live[min(start, live.count)..<min(start + query.count, live.count)])
            return machine.pageLoaded(numbering.page(items, for: request), for: request).update
        }
        _ = answer(machine.refresh())
        _ = answer(machine.loadMore())
        live.removeAll { $0.id == 4 }
        _ = machine.remove(id: 4)
        // An offset moves back by one row, a page number by one page, whose rows already shown come again.
        #expect(machine.nextKey == key)
        #expect(answer(machine.loadMore())?.droppedDuplicates == repeated)
        #expect(machine.ids.count >= 20 && machine.ids == Array(live.map(\.id).prefix(machine.ids.count)))
        machine._checkInvariants()
    }
}

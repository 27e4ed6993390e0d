import Foundation
import HeadlessRefreshPaging
import Testing

/// Saving a loaded list as plain values and putting it back: through JSON, written by hand, damaged, and over a list
/// that was loading.
struct PagingRestorationTests {
    typealias Machine = PagingStateMachine<Row, Int>

    /// A chat opened in the middle, a page loaded at each end, in a window of 30: four pages, both ends open.
    func chat() -> Machine {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.maxSize = 30
        let server = TwoWayServer(count: 100)
        machine.answer(machine.refresh(at: 40), from: server)
        machine.answer(machine.loadMore(), from: server)
        machine.answer(machine.loadPrevious(), from: server)
        return machine
    }

    @Test func nothingIsSavedBeforeTheFirstPage() {
        var machine = Machine(pageSize: 10)
        #expect(machine.restoration() == nil)
        _ = machine.refresh()
        #expect(machine.restoration() == nil)
    }

    @Test func aRoundTripThroughJSONRestoresTheSameListAtTheSameItem() throws {
        let machine = chat()
        let saved = try #require(machine.restoration(anchor: .init(index: 12, offset: -18.5)))
        let data = try JSONEncoder().encode(saved)
        let decoded = try JSONDecoder().decode(PagingRestoration<Row, Int>.self, from: data)
        #expect(decoded == saved)
        #expect(decoded.anchorItem == Row(id: 42))

        var restored = Machine(pageSize: 10, identifiedBy: .id)
        restored.maxSize = 30
        let actions = restored.restore(decoded)
        #expect(
            actions == [
                .pageApplied(
                    PageUpdate(
                        kind: .refresh, inserted: 0..<30, received: 30, droppedDuplicates: 0, hasMore: true, end: nil))
            ])
        #expect(restored.ids == machine.ids)
        #expect(restored.nextKey == 60 && restored.previousKey == 30)
        #expect(restored.phase == machine.phase)
        #expect(restored.isLoaded && restored.inFlight == nil)
        restored._checkInvariants()
        // The window goes on page by page: the next page drops the first saved one, as the original's would.
        var original = machine
        let server = TwoWayServer(count: 100)
        restored.answer(restored.loadMore(), from: server)
        original.answer(original.loadMore(), from: server)
        #expect(restored.ids == original.ids)
        #expect(restored.ids == Array(40..<70))
        #expect(restored.previousKey == 40)
    }

    @Test func theEndsStayAsSaved() throws {
        var machine = Machine(pageSize: 10, identifiedBy: .id)
        machine.answer(machine.refresh(), from: TwoWayServer(count: 15))
        machine.answer(machine.loadMore(), from: TwoWayServer(count: 15))
        #expect(machine.end == .lastPage)
        let data = try JSONEncoder().encode(try #require(machine.restoration()))
        #expect(String(decoding: data, as: UTF8.self).contains("\"end\":\"lastPage\""))
        var restored = Machine(pageSize: 10, identifiedBy: .id)
        _ = restored.restore(try JSONDecoder().decode(PagingRestoration<Row, Int>.self, from: data))
        #expect(!restored.hasMore && restored.end == .lastPage && restored.previousEnd == .lastPage)
        #expect(restored.loadMore() == [.diagnostic(.ignored(.loadMore, because: .endOfData))])
    }

    @Test func aListWrittenByHandDecodesAsOnePage() throws {
        let json = #"{"items": [{"id": 0}, {"id": 1}, {"id": 2}], "nextKey": 3, "pageSize": 3}"#
        let restoration = try JSONDecoder().decode(PagingRestoration<Row, Int>.self, from: Data(json.utf8))
        var machine = Machine(pageSize: 3, identifiedBy: .id)
        #expect(machine.restore(restoration).count == 1)
        #expect(machine.ids == [0, 1, 2])
        #expect(machine.loadMore().loadRequest == PageRequest(kind: .loadMore, key: 3, pageSize: 3, id: 1))
        #expect(machine.previousEnd == .lastPage)
    }

    @Test func anUnknownEndIsADecodingError() {
        let json = #"{"items": [], "end": "sometimes", "pageSize": 3}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PagingRestoration<Row, Int>.self, from: Data(json.utf8))
        }
    }

    @Test func aDamagedRestorationIsRepairedWithADiagnostic() throws {
        let json = #"""
            {"items": [{"id": 0}, {"id": 1}, {"id": 1}], "nextKey": 3, "pageSize": 3,
             "pages": [{"count": 7}, {"count": -4}], "anchor": {"index": 9, "offset": 0}}
            """#
        let restoration = try JSONDecoder().decode(PagingRestoration<Row, Int>.self, from: Data(json.utf8))
        #expect(restoration.anchorItem == nil)
        var machine = Machine(pageSize: 3, identifiedBy: .id)
        let actions = machine.restore(restoration)
        #expect(actions.contains(.diagnostic(.invalidSetting("restoration does not add up; its items made one page"))))
        #expect(machine.ids == [0, 1])
        #expect(machine.droppedDuplicates == 1)
        #expect(machine.invariantViolations() == [])
    }

    @Test func restoringOverALoadingListCancelsItsLoadsAndForgetsItsFailure() throws {
        var machine = chat()
        let saved = try #require(machine.restoration())
        let refresh = machine.refresh().loadRequest!
        _ = machine.loadFailed(LoadError(name: "offline"), for: refresh)
        #expect(machine.status.failedKind == .refresh)
        let more = machine.refresh().loadRequest!
        let actions = machine.restore(saved)
        #expect(actions.first == .cancel(more))
        #expect(actions.last == .statusChanged)
        #expect(machine.status == .idle)
        // The cancelled refresh's page is stale.
        #expect(machine.pageLoaded(Page(items: [], next: nil), for: more) == [.diagnostic(.staleResponse(.refresh))])
        #expect(machine.ids == Array(30..<60))
    }
}

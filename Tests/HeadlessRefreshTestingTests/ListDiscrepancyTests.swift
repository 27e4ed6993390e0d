import HeadlessRefreshPaging
import HeadlessRefreshTesting
import Testing

/// The comparison behind the P10 check, one kind of loss at a time.
struct ListDiscrepancyTests {
    @Test(arguments: [
        ([0, 1, 2, 3], true, [ListDiscrepancy<Int>]()),
        ([0, 1], false, []),
        ([0, 1], true, [.missing(2, serverIndex: 2), .missing(3, serverIndex: 3)]),
        ([0, 2, 3], false, [.missing(1, serverIndex: 1)]),
        ([0, 1, 1, 2, 3], true, [.duplicated(1, count: 2)]),
        ([0, 1, 9, 2, 3], true, [.unexpected(9, index: 2)]),
        ([0, 2, 1, 3], true, [.outOfOrder(1, index: 2)]),
    ])
    func comparesWithTheServer(shown: [Int], complete: Bool, expected: [ListDiscrepancy<Int>]) {
        #expect(ListDiscrepancy.compare(shown: shown, server: [0, 1, 2, 3], complete: complete) == expected)
    }

    @Test func aPagerWhoseKeysComeBackIsReportedNotWalkedForever() async {
        let looping = PagerWalk<Int, Int>(pageSize: 2) { request in
            Page(items: [request.key ?? 0], next: 1)
        }
        #expect(await Self.error(walking: looping) == .repeatedKey(page: 1))
        let endless = PagerWalk<Int, Int>(pageSize: 2) { request in
            Page(items: [request.key ?? 0], next: (request.key ?? 0) + 1)
        }
        #expect(await Self.error(walking: endless, maximumPages: 5) == .noEnd(pages: 5))
    }

    static func error(walking walk: PagerWalk<Int, Int>, maximumPages: Int = 100) async -> PagerWalkError? {
        do {
            _ = try await walk.items(maximumPages: maximumPages)
            return nil
        } catch {
            return error as? PagerWalkError
        }
    }
}

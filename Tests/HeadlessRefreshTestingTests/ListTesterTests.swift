import HeadlessRefresh
import HeadlessRefreshPaging
import HeadlessRefreshTesting
import Testing

/// The kit drives a screen by gestures, passes a good one and finds the bug of a broken loader and a broken screen.
@MainActor
struct ListTesterTests {
    static func store(_ api: PostsAPI) -> PagingStore<Post, Int> {
        PagingStore(pageSize: 20, numbering: .pages(from: 1), identifiedBy: .id) { page, size in
            try await api.posts(page: page, perPage: size)
        }
    }

    /// The whole list in one page, so the walk has no page boundary.
    static func server(_ api: PostsAPI) -> PagerWalk<Post, Int> {
        PagerWalk(pageSize: 1000, numbering: .pages(from: 1)) { page, size in
            try await api.posts(page: page, perPage: size)
        }
    }

    @Test func scrollingToTheEndLoadsEveryPageOnceAndLosesNothing() async throws {
        let api = PostsAPI(count: 95)
        let list = await ListTester(store: Self.store(api), rowHeight: 80)
        #expect(list.items.count == 20)
        #expect(list.loads.map(\.description) == ["refresh"])
        await list.scrollToEnd()
        #expect(list.items.count == 95)
        #expect(
            list.loads.map(\.description) == ["refresh", "loadMore(2)", "loadMore(3)", "loadMore(4)", "loadMore(5)"])
        #expect(list.state(.bottom) == .noMoreData)
        #expect(list.visibleRange.upperBound == 95)
        #expect(try await list.checkNothingLost(against: Self.server(api)) == [])
    }

    @Test func pullToRefreshStartsTheListOverWithNothingLost() async throws {
        let api = PostsAPI(count: 95)
        let list = await ListTester(store: Self.store(api), rowHeight: 80)
        await list.scrollToEnd()
        await list.pullToRefresh()
        #expect(list.loads.last?.description == "refresh")
        #expect(list.items.count == 20)
        #expect(list.state(.top) == .idle)
        #expect(list.state(.bottom) == .idle)
        #expect(list.simulator.offset == 0)
        // Not at its end: the rows are the start of the server's list.
        #expect(try await list.checkNothingLost(against: Self.server(api)) == [])
        await list.scrollToEnd()
        #expect(list.items.count == 95)
        #expect(try await list.checkNothingLost(against: Self.server(api)) == [])
    }

    @Test func aLoaderThatSkipsAPostAtAPageBoundaryIsCaught() async throws {
        let api = PostsAPI(count: 95, skipsAtBoundary: true)
        let list = await ListTester(store: Self.store(api), rowHeight: 80)
        await list.scrollToEnd()
        #expect(try await list.checkNothingLost(against: Self.server(api)) == [.missing(20, serverIndex: 20)])
        // Walked with the store's page size, the walk skips the same post: boundaries must differ.
        let samePages = PagerWalk<Post, Int>(pageSize: 20, numbering: .pages(from: 1)) { page, size in
            try await api.posts(page: page, perPage: size)
        }
        #expect(try await list.checkNothingLost(against: samePages) == [])
    }

    @Test(arguments: [false, true])
    func aScreenThatAppendsTheRefreshedPageIsCaught(appendsEveryPage: Bool) async throws {
        let api = PostsAPI(count: 45)
        let screen = MirroringFeedScreen(api: api, appendsEveryPage: appendsEveryPage)
        let list = await ListTester(store: screen.store, rowHeight: 80, shown: { screen.rows })
        await list.scrollToEnd()
        await list.pullToRefresh()
        await list.scrollToEnd()
        let lost = try await list.checkNothingLost(against: Self.server(api))
        if appendsEveryPage {
            #expect(lost.contains(.duplicated(0, count: 2)))
            #expect(lost.contains(.outOfOrder(0, index: 45)) == false)
            #expect(list.items.count == 90)
        } else {
            #expect(lost == [])
            #expect(list.items.count == 45)
        }
    }

    @Test func aFlingLoadsPagesWhileTheListCoasts() async throws {
        let api = PostsAPI(count: 200)
        // The app's footer prefetches: it loads while the end is still 800 points away.
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 800), .tap]
        let list = await ListTester(
            store: Self.store(api), controller: RefreshController(top: .header, bottom: footer), rowHeight: 80)
        await list.fling(velocity: -6000)
        // The coast went on past two pages (3200 points) into the pages that landed on the way, none twice.
        #expect(list.simulator.offset > 3200 - 844)
        #expect(list.loads.map(\.description).prefix(3) == ["refresh", "loadMore(2)", "loadMore(3)"])
        #expect(Set(list.loads.map(\.key)).count == list.loads.count)
        #expect(list.simulator.isMoving == false)
        #expect(try await list.checkNothingLost(against: Self.server(api)) == [])
    }

    @Test func scrollingToAPostLoadsUpToItAndStops() async {
        let api = PostsAPI(count: 200)
        let list = await ListTester(store: Self.store(api), rowHeight: 80)
        await list.scroll(toItem: 50)
        #expect(list.visibleRange.lowerBound == 50)
        // Row 50 at the top needs rows down to 60.5: four pages, not five.
        #expect(list.items.count == 80)
        #expect(list.loads.count == 4)
        #expect(list.store.hasMore)
    }

    @Test func aFailedPageWaitsForARetryAndNothingIsLost() async throws {
        let api = FlakyPostsAPI(count: 95, failing: 3)
        let store = PagingStore<Post, Int>(pageSize: 20, numbering: .pages(from: 1), identifiedBy: .id) {
            page, size in try await api.posts(page: page, perPage: size)
        }
        let list = await ListTester(store: store, rowHeight: 80)
        await list.scroll(toItem: 39)
        #expect(list.items.count == 40)
        #expect(list.state(.bottom) == .failed)
        await list.wait(5)
        #expect(list.loads.count == 3)
        await list.tapFooter()
        #expect(list.items.count == 60)
        await list.scrollToEnd()
        #expect(list.loads.map(\.description).filter { $0 == "loadMore(3)" }.count == 2)
        #expect(list.items.count == 95)
        let server = PagerWalk<Post, Int>(pageSize: 1000, numbering: .pages(from: 1)) { page, size in
            try await PostsAPI(count: 95).posts(page: page, perPage: size)
        }
        #expect(try await list.checkNothingLost(against: server) == [])
    }

    @Test func nonsenseRowsAndGesturesNeitherCrashNorHang() async {
        let list = await ListTester(store: Self.store(PostsAPI(count: 45)), rowHeight: { _ in .nan })
        await list.fling(velocity: .nan)
        await list.wait(.infinity)
        await list.scroll(toItem: -3, maximumDrags: -1)
        #expect(list.items.count == 20)
        // Rows without height never change the content's length: scrolling to the end gives up instead of looping,
        // and the footer still loads on a tap.
        await list.scrollToEnd()
        #expect(list.loads.count <= 3)
        await list.tapFooter()
        await list.tapFooter()
        #expect(list.items.count == 45)
        #expect(list.state(.bottom) == .noMoreData)
    }

    @Test func aStoreThatStopsAtAShortPageInTheMiddleIsCaught() async throws {
        // Post 30 is held back: page 2 comes with 19 posts, and the store takes the short page for the end.
        let api = PostsAPI(count: 95, moderatesEvery: 30)
        let list = await ListTester(store: Self.store(api), rowHeight: 80)
        await list.scrollToEnd()
        #expect(list.store.end == .shortPage)
        let lost = try await list.checkNothingLost(against: Self.server(api))
        #expect(lost.first == .missing(40, serverIndex: 39))
        #expect(lost.count == 95 - 40 - 2)
    }

    @Test func aCursorListRecordsItsCursorsAndLosesNothing() async throws {
        let api = PostsAPI(count: 50)
        let store = PagingStore<Post, Int>(pageSize: 20, identifiedBy: .id) { cursor, limit in
            try await api.posts(after: cursor, limit: limit)
        }
        let list = await ListTester(store: store, rowHeight: 80)
        await list.scrollToEnd()
        #expect(list.loads.map(\.description) == ["refresh", "loadMore(19)", "loadMore(39)"])
        let server = PagerWalk<Post, Int>(pageSize: 7) { cursor, limit in
            try await api.posts(after: cursor, limit: limit)
        }
        #expect(try await list.checkNothingLost(against: server) == [])
    }
}

import HeadlessRefreshPaging
import HeadlessRefreshTesting
import Testing

// The landing page's example, as it is printed there (scripts/check-snippets compares them): an app's screen model
// over its API, and the test the app writes for it.

// test-kit-screen:begin
/// The app's screen model: a feed of posts from its API, by page number from 1.
@MainActor
final class FeedScreen {
    let store: PagingStore<Post, Int>

    init(api: PostsAPI) {
        store = PagingStore(pageSize: 20, numbering: .pages(from: 1), identifiedBy: .id) { page, size in
            try await api.posts(page: page, perPage: size)
        }
    }
}
// test-kit-screen:end

// test-kit-test:begin
@MainActor
struct FeedScreenTests {
    let api = PostsAPI(count: 95)  // the app's fake API

    @Test func scrollingAndRefreshingLoseNothing() async throws {
        let screen = FeedScreen(api: api)
        let list = await ListTester(store: screen.store, rowHeight: 80)  // loads the first page
        await list.scrollToEnd()
        await list.pullToRefresh()
        await list.fling(velocity: -8000)
        await list.scrollToEnd()
        #expect(list.items.count == 95)
        #expect(list.state(.bottom) == .noMoreData)
        // The server's list, walked in one page: no page boundary where the store has one.
        let server = PagerWalk(pageSize: 1000, numbering: .pages(from: 1)) { page, size in
            try await api.posts(page: page, perPage: size)
        }
        #expect(try await list.checkNothingLost(against: server) == [])
    }
}
// test-kit-test:end

// test-kit-loads:begin
@MainActor
@Test func eachPageIsAskedForOnce() async {
    let list = await ListTester(store: FeedScreen(api: PostsAPI(count: 95)).store, rowHeight: 80)
    await list.scrollToEnd()
    #expect(list.loads.map(\.description) == ["refresh", "loadMore(2)", "loadMore(3)", "loadMore(4)", "loadMore(5)"])
}
// test-kit-loads:end

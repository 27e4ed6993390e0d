import HeadlessRefreshTesting
import Testing

@testable import MyApp

/// The app's fake API: `count` posts by page number, from 1.
struct FakePostsAPI: Sendable {
    var count: Int

    func posts(page: Int, perPage: Int) async throws -> [Post] {
        let start = (page - 1) * perPage
        guard start >= 0, start < count else { return [] }
        return (start..<min(count, start + perPage)).map { Post(id: $0, title: "Post \($0)") }
    }
}

/// The app's own test of its list, as it would write it: real gestures on a manual clock, then P10.
@MainActor
struct PostsListTests {
    @Test func scrollingRefreshingAndFlingingLoseNothing() async throws {
        let api = FakePostsAPI(count: 95)
        let list = await ListTester(store: PostsList(posts: api.posts).store, rowHeight: 72)
        await list.scrollToEnd()
        #expect(list.items.count == 95)
        await list.pullToRefresh()
        #expect(list.items.count == 20)
        await list.fling(velocity: -5000)
        await list.scrollToEnd()
        #expect(list.state(.bottom) == .noMoreData)
        let server = PagerWalk(pageSize: 500, numbering: .pages(from: 1), load: api.posts)
        #expect(try await list.checkNothingLost(against: server) == [])
    }
}

import HeadlessRefreshPaging

/// A list screen's model as an app writes it: the API comes in, so that its tests give it a fake one
/// (`MyAppTests/PostsListTests.swift` drives it with HeadlessRefreshTesting).
@MainActor
final class PostsList {
    let store: PagingStore<Post, Int>

    init(posts: @escaping @Sendable (_ page: Int, _ perPage: Int) async throws -> [Post]) {
        store = PagingStore(pageSize: 20, numbering: .pages(from: 1), identifiedBy: .id, load: posts)
    }
}

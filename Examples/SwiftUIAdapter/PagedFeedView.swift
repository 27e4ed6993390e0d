#if canImport(SwiftUI)
    import HeadlessRefreshPaging
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// A post of the "Driving it from SwiftUI" article's feed.
    struct Post: Identifiable, Sendable {
        let id: Int
        let title: String
    }

    /// The feed's server: posts after a cursor.
    struct PostsAPI: Sendable {
        func posts(after cursor: String?, limit: Int) async throws -> Page<Post, String> {
            let start = cursor.flatMap { Int($0) } ?? 0
            let end = min(start + limit, 95)
            let posts = (start..<end).map { Post(id: $0, title: "Post \($0)") }
            return Page(items: posts, next: end < 95 ? String(end) : nil)
        }
    }

    /// One row of the feed.
    struct PostRow: View {
        let post: Post

        var body: some View {
            Text(post.title)
        }
    }

    // driving-from-swiftui-paging-list:begin
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct FeedView: View {
        @State private var store = PagingStore<Post, String>(pageSize: 20, identifiedBy: .id) { cursor, limit in
            try await api.posts(after: cursor, limit: limit)
        }

        var body: some View {
            PagingList(store: store) { post in PostRow(post: post) }
        }
    }
    // driving-from-swiftui-paging-list:end

    /// The server the feed loads from.
    let api = PostsAPI()
#endif

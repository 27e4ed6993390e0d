#if canImport(SwiftUI)
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// The README's SwiftUI one-liner with a paging store: the store loads, the product ends each edge when its page
    /// has landed, and the first page loads when the view appears.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct StoreFeedView: View {
        // readme-swiftui-store:begin
        @State private var store = PagingStore<FeedPages.Post, Int>(pageSize: 20, numbering: .pages(from: 0)) {
            page, size in
            try await PostsAPI.posts(page: page, perPage: size)
        }

        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(store.items) { post in Text(post.title) }
                }
            }
            .pullToRefresh(store)
        }
        // readme-swiftui-store:end
    }
#endif

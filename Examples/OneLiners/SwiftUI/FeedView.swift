#if canImport(SwiftUI)
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// The README's SwiftUI one-liner, in the view it belongs to.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct FeedView: View {
        @State private var feed = Feed()

        var body: some View {
            // readme-swiftui:begin
            ScrollView {
                LazyVStack {
                    ForEach(feed.posts) { post in Text(post.title) }
                }
            }
            .pullToRefresh(
                onRefresh: { try await feed.reload() },
                onLoadMore: { try await feed.loadMore() ? .success : .noMoreData }
            )
            // readme-swiftui:end
        }
    }
#endif

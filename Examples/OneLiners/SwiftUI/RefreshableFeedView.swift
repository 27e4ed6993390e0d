#if canImport(SwiftUI)
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// The "Migrating from SwiftUI's refreshable" article's screen: the system's header kept with `.refreshable`, and
    /// the library's footer alone under it.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct RefreshableFeedView: View {
        @State private var feed = Feed()

        var body: some View {
            // migrating-refreshable-footer:begin
            ScrollView {
                LazyVStack {
                    ForEach(feed.posts) { post in Text(post.title) }
                }
            }
            .refreshable { try? await feed.reload() }  // the system's header, as before
            .pullToRefresh(
                header: nil,  // no second header: the system draws and triggers it
                onLoadMore: { try await feed.loadMore() ? .success : .noMoreData }
            )
            // migrating-refreshable-footer:end
        }
    }
#endif

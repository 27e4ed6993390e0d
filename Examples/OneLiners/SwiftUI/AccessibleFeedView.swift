#if canImport(SwiftUI)
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// The SwiftUI snippet of the "Accessibility" article: a model the view owns, so that it can give the count of
    /// new posts and its own name for the refresh action; the actions, the announcements and Reduce Motion come
    /// with `pullToRefresh(_:)`.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct AccessibleFeedView: View {
        @State private var feed = Feed()
        @State private var model = ScrollRefreshModel()

        var body: some View {
            // accessibility-swiftui:begin
            ScrollView {
                LazyVStack {
                    ForEach(feed.posts) { post in Text(post.title) }
                }
            }
            .pullToRefresh(model)
            .task { @MainActor in
                model.handlers.onRefresh = { try await feed.reload() }
                model.handlers.onLoadMore = { try await feed.loadMore() ? .success : .noMoreData }
                // VoiceOver says "20 new items" after a load rather than "Refreshed" or "Loaded".
                model.newItemCount = { _ in feed.lastPageCount }
                // The header's accessibility action: "Check for new posts" rather than "Refresh".
                model.text.setActionName("Check for new posts", for: .refresh)
                model.follow(header: .header, footer: .footer)
            }
            // accessibility-swiftui:end
        }
    }
#endif

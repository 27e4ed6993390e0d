#if canImport(SwiftUI)
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// The "Loading by the items in view" article's SwiftUI snippet: each row's `onAppear` reports it, and the footer
    /// loads five rows before the end, once however often SwiftUI makes a row appear again.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct ItemsFeedView: View {
        @State private var store = PagingStore<FeedPages.Post, Int>(pageSize: 20, numbering: .pages(from: 0)) {
            page, size in
            try await PostsAPI.posts(page: page, perPage: size)
        }
        @State private var model = ScrollRefreshModel()

        // loading-by-items-swiftui:begin
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(store.items) { post in
                        Text(post.title)
                            .onAppear { model.itemBecameVisible(post, in: store.items) }
                    }
                }
            }
            .pullToRefresh(model)
            .task { @MainActor in
                var footer = EdgeConfiguration.footer
                footer.triggers = [.itemsInView(prefetch: 5), .tap]
                model.follow(header: .header, footer: footer)
                model.attach(store)
            }
        }
        // loading-by-items-swiftui:end
    }

    /// What an app writes by hand without the library, for the article's comparison: it loads twice when SwiftUI makes
    /// the last row appear again, loads in a loop when a page is empty, and never stops for a keyboard user.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct HandWrittenItemsFeedView: View {
        @State private var feed = Feed()
        @State private var isLoading = false

        var body: some View {
            // loading-by-items-by-hand:begin
            ScrollView {
                LazyVStack {
                    ForEach(feed.posts) { post in
                        Text(post.title)
                            .onAppear {
                                guard post.id == feed.posts.last?.id, !isLoading else { return }
                                isLoading = true
                                Task {
                                    _ = try? await feed.loadMore()
                                    isLoading = false
                                }
                            }
                    }
                }
            }
            // loading-by-items-by-hand:end
        }
    }
#endif

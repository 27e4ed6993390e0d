#if canImport(SwiftUI)
    import HeadlessRefreshPaging
    import SwiftUI

    /// A feed that polls for new posts without moving the reader: new posts land above the post in view, and a
    /// "3 new posts" pill jumps to them (see the KeepingTheReadersPlace article).
    // keeping-place-swiftui:begin
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct NewPostsFeedView: View {
        @State private var store = PagingStore<Post, String>(pageSize: 20, identifiedBy: .id) { cursor, limit in
            try await api.posts(after: cursor, limit: limit)
        }
        @State private var position = ScrollPosition(edge: .top)

        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(store.items) { post in PostRow(post: post) }
                }
                .scrollTargetLayout()  // SwiftUI keeps the post in view where it is when posts land above it
            }
            .scrollPosition($position)
            .onScrollTargetVisibilityChange(idType: Post.ID.self) { ids in
                let rows = ids.compactMap { id in store.items.firstIndex { $0.id == id } }
                if let first = rows.min(), let last = rows.max() { store.setVisibleRange(first..<last + 1) }
            }
            .refreshable { await store.refreshAndWait() }  // a pull happens at the top: a plain refresh
            .overlay(alignment: .top) {
                if store.newItemCount > 0 {
                    let more = store.newItemsExceedCount ? "+" : ""
                    Button("\(store.newItemCount)\(more) new posts") {
                        if store.showNewItems() != nil { position.scrollTo(edge: .top) }
                    }
                }
            }
            .task { await poll() }
        }

        /// Loads the first page, then refreshes every minute while the view shows.
        @MainActor private func poll() async {
            store.keepsPlaceOnRefresh = true
            if !store.isLoaded { store.refresh() }
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(60))
                store.refresh()  // the reader below the top keeps their place
            }
        }
    }
// keeping-place-swiftui:end
#endif

#if canImport(SwiftUI)
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// The SwiftUI one-liner with a custom indicator: any view built from the edge's `RefreshIndicator`.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct CustomIndicatorFeedView: View {
        @State private var feed = Feed()

        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(feed.posts) { post in Text(post.title) }
                }
            }
            .pullToRefresh(
                onRefresh: { try await feed.reload() },
                indicator: { indicator in
                    if indicator.showsSpinner {
                        ProgressView()
                    } else {
                        // Over-pulled, the progress goes past 1: the dots keep growing with the finger.
                        Text(String(repeating: "•", count: Int(min(indicator.snapshot.progress, 2) * 5)))
                            .opacity(indicator.isVisible ? 1 : 0)
                    }
                }
            )
        }
    }
#endif

#if canImport(SwiftUI)
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// The "Driving it from SwiftUI" article's host written by hand: the scroll view's geometry and phases into a
    /// `ScrollRefreshModel`, its extra inset out as content margins. (`pullToRefresh(_:)` does all of this.)
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct CustomHostFeedView: View {
        @State private var model = ScrollRefreshModel()
        let posts: [Post]

        var body: some View {
            // driving-from-swiftui-reading:begin
            ScrollView { LazyVStack { rows } }
                .onScrollGeometryChange(for: ScrollViewMetrics.self) { geometry in
                    ScrollViewMetrics(geometry)  // offset, content size, container size, content insets
                } action: { _, metrics in
                    model.scrolled(metrics)  // sends .geometry, with the extra inset taken out
                }
                .onScrollPhaseChange { _, phase in
                    model.phaseChanged(ScrollPhaseKind(phase))  // sends .dragBegan or .dragEnded
                }
                // driving-from-swiftui-reading:end
                // driving-from-swiftui-margins:begin
                .contentMargins(.top, CGFloat(model.extraInset.top), for: .scrollContent)
                .contentMargins(.bottom, CGFloat(model.extraInset.bottom), for: .scrollContent)
            // driving-from-swiftui-margins:end
        }

        private var rows: some View {
            ForEach(posts) { post in Text(post.title) }
        }
    }
#endif

#if canImport(SwiftUI)
    import HeadlessRefresh
    import HeadlessRefreshAdapterCore
    import SwiftUI

    /// The one-line attach for a SwiftUI `ScrollView`, shaped like `.refreshable { await … }`: it owns a
    /// `ScrollRefreshModel`, drives a controller with the header and footer you configure (and follows them when
    /// they change: `footer: canLoadMore ? .footer : nil` disables the footer when it becomes `nil`), and runs your
    /// async handlers. See ``SwiftUI/View/pullToRefresh(header:footer:onRefresh:onLoadMore:)``.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public struct RefreshableScrollModifier<Indicator: View>: ViewModifier {
        private let header: EdgeConfiguration?
        private let footer: EdgeConfiguration?
        private let onRefresh: AsyncRefreshHandlers.Refresh?
        private let onLoadMore: AsyncRefreshHandlers.LoadMore?
        private let indicator: (RefreshIndicator) -> Indicator
        @State private var model = ScrollRefreshModel()

        /// Creates the modifier; the edges left `nil` are not attached, and so are the handlers.
        public init(
            header: EdgeConfiguration?,
            footer: EdgeConfiguration?,
            onRefresh: AsyncRefreshHandlers.Refresh?,
            onLoadMore: AsyncRefreshHandlers.LoadMore?,
            @ViewBuilder indicator: @escaping (RefreshIndicator) -> Indicator
        ) {
            self.header = header
            self.footer = footer
            self.onRefresh = onRefresh
            self.onLoadMore = onLoadMore
            self.indicator = indicator
        }

        /// The scroll view driven by the model, which starts once the view appears.
        public func body(content: Content) -> some View {
            // The latest closures, as `.refreshable` runs the latest action: a handler set here is not observed, so
            // setting it redraws nothing.
            model.handlers.onRefresh = onRefresh
            model.handlers.onLoadMore = onLoadMore
            return
                content
                .modifier(RefreshScrollModifier(model: model, indicator: indicator))
                // The arguments as they are now: the first time a controller is made from them; later a new header
                // or footer reconfigures its edge, and `nil` disables it.
                .task { @MainActor [model, header, footer] in
                    model.follow(header: header, footer: footer)
                }
                .onChange(of: header) { _, header in model.follow(header: header, footer: footer) }
                .onChange(of: footer) { _, footer in model.follow(header: header, footer: footer) }
        }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    extension View {
        /// Pull to refresh and load more on this scroll view in one line, with the default indicators.
        ///
        /// ```swift
        /// ScrollView { LazyVStack { ForEach(feed.posts) { PostRow(post: $0) } } }
        ///     .pullToRefresh(
        ///         onRefresh: { try await feed.reload() },
        ///         onLoadMore: { try await feed.loadMore() ? .success : .noMoreData }
        ///     )
        /// ```
        ///
        /// - Parameters:
        ///   - header: the header's configuration, or `nil` for none.
        ///   - footer: the footer's configuration, or `nil` for none.
        ///   - onRefresh: runs when the header triggers: returning ends it with success, throwing with failure.
        ///   - onLoadMore: runs when the footer triggers: return `.success`, or `.noMoreData` at the end; throwing
        ///     ends it with failure ("Tap to retry").
        public func pullToRefresh(
            header: EdgeConfiguration? = .header,
            footer: EdgeConfiguration? = .footer,
            onRefresh: AsyncRefreshHandlers.Refresh? = nil,
            onLoadMore: AsyncRefreshHandlers.LoadMore? = nil
        ) -> some View {
            pullToRefresh(header: header, footer: footer, onRefresh: onRefresh, onLoadMore: onLoadMore) {
                RefreshIndicatorLabel(indicator: $0)
            }
        }

        /// Pull to refresh and load more on this scroll view in one line, each edge drawn by `indicator`: your own
        /// view, built from the edge's `RefreshIndicator` whenever it changes (its state, its pull, its titles).
        ///
        /// ```swift
        /// .pullToRefresh(
        ///     onRefresh: { try await feed.reload() },
        ///     indicator: { indicator in
        ///         BouncingDots(progress: indicator.snapshot.progress, isLoading: indicator.showsSpinner)
        ///     }
        /// )
        /// ```
        public func pullToRefresh<Indicator: View>(
            header: EdgeConfiguration? = .header,
            footer: EdgeConfiguration? = .footer,
            onRefresh: AsyncRefreshHandlers.Refresh? = nil,
            onLoadMore: AsyncRefreshHandlers.LoadMore? = nil,
            @ViewBuilder indicator: @escaping (RefreshIndicator) -> Indicator
        ) -> some View {
            modifier(
                RefreshableScrollModifier(
                    header: header,
                    footer: footer,
                    onRefresh: onRefresh,
                    onLoadMore: onLoadMore,
                    indicator: indicator
                )
            )
        }
    }
#endif

#if canImport(SwiftUI)
    import HeadlessRefresh
    import HeadlessRefreshAdapterCore
    import HeadlessRefreshPaging
    import SwiftUI

    /// A `PagingStore` on a SwiftUI `ScrollView` in one line: a `ScrollRefreshModel` of its own whose header refreshes
    /// the store and whose footer loads its next page, each edge ending when its page has landed (or failed). See
    /// ``SwiftUI/View/pullToRefresh(_:header:footer:)``.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct PagingScrollModifier<Item: Sendable, Key: Hashable & Sendable, Indicator: View>: ViewModifier {
        let store: PagingStore<Item, Key>
        let header: EdgeConfiguration?
        let footer: EdgeConfiguration?
        let indicator: (RefreshIndicator) -> Indicator
        @State private var model = ScrollRefreshModel()
        /// The store attached last: a view that appears again keeps its attachment and its loads.
        @State private var attached: ObjectIdentifier?

        func body(content: Content) -> some View {
            content
                .modifier(RefreshScrollModifier(model: model, indicator: indicator))
                .task(id: ObjectIdentifier(store)) { @MainActor in
                    model.follow(header: header, footer: footer)
                    guard attached != ObjectIdentifier(store) else { return }
                    attached = ObjectIdentifier(store)
                    // Loads the first page when the store has none.
                    model.attach(store, refresh: header == nil ? nil : .top, loadMore: footer == nil ? nil : .bottom)
                }
                .onChange(of: header) { _, header in model.follow(header: header, footer: footer) }
                .onChange(of: footer) { _, footer in model.follow(header: header, footer: footer) }
        }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    extension View {
        /// Pull to refresh and load more on this scroll view, from `store`, in one line: the header refreshes the
        /// store, the footer loads its next page as the reader nears the end (or on a tap after a failure), and each
        /// edge ends when its page lands, never before. The first page loads when the view appears, if the store has
        /// none.
        ///
        /// ```swift
        /// @State private var store = PagingStore<Post, Int>(pageSize: 20, numbering: .pages(from: 1)) { page, size in
        ///     try await api.posts(page: page, perPage: size)
        /// }
        ///
        /// var body: some View {
        ///     ScrollView { LazyVStack { ForEach(store.items) { PostRow(post: $0) } } }
        ///         .pullToRefresh(store)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - store: the pages to show; read its `items` in the scroll view's content.
        ///   - header: the header's configuration, or `nil` for no pull to refresh.
        ///   - footer: the footer's configuration, or `nil` for no load more.
        public func pullToRefresh<Item: Sendable, Key: Hashable & Sendable>(
            _ store: PagingStore<Item, Key>,
            header: EdgeConfiguration? = .header,
            footer: EdgeConfiguration? = .footer
        ) -> some View {
            modifier(
                PagingScrollModifier(store: store, header: header, footer: footer) {
                    RefreshIndicatorLabel(indicator: $0)
                }
            )
        }
    }
#endif

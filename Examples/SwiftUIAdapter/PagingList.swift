#if canImport(SwiftUI)
    import HeadlessRefresh
    import HeadlessRefreshPaging
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// A list of a `PagingStore`'s items with pull to refresh, infinite scroll, "Tap to retry" and "No more data",
    /// driven by HeadlessRefresh instead of SwiftUI's `refreshable`.
    ///
    /// ```swift
    /// @State private var store = PagingStore<Post, String>(pageSize: 20, identifiedBy: .id) { request in
    ///     try await api.posts(after: request.key, limit: request.pageSize)
    /// }
    /// var body: some View {
    ///     PagingList(store: store) { post in PostRow(post: post) }
    /// }
    /// ```
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public struct PagingList<Item: Identifiable & Sendable, Key: Hashable & Sendable, Row: View>: View {
        /// The footer is a row at the end of the list, so it holds no extra inset; it loads 300 points early.
        public static var footer: EdgeConfiguration {
            // driving-from-swiftui-footer:begin
            var footer = EdgeConfiguration.footer
            footer.triggers = [.reachingEnd(prefetch: 300), .tap]
            footer.refreshingExtent = 0  // the footer is the list's last row: no extra inset
            // driving-from-swiftui-footer:end
            return footer
        }

        private let store: PagingStore<Item, Key>
        private let row: (Item) -> Row
        @State private var refresh = ScrollRefreshModel()

        /// Creates a list of `store`'s items, drawn by `row`.
        public init(store: PagingStore<Item, Key>, @ViewBuilder row: @escaping (Item) -> Row) {
            self.store = store
            self.row = row
        }

        /// The rows, then the footer's indicator; the first page loads when the list appears.
        public var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(store.items) { item in
                        row(item)
                    }
                    if let footer = refresh.indicators[.bottom] {
                        RefreshIndicatorLabel(indicator: footer)
                            .frame(minHeight: 44)
                            .contentShape(Rectangle())
                            .onTapGesture {
                                if footer.acceptsTap { refresh.tap(.bottom) }
                            }
                    }
                }
            }
            .pullToRefresh(refresh)
            .task { @MainActor [store, refresh, controller = RefreshController(top: .header, bottom: Self.footer)] in
                guard refresh.session == nil else { return }
                refresh.overlayEdges = [.top]
                refresh.drive(controller)
                refresh.attach(store)  // and the first page, if the store has none
            }
        }
    }
#endif

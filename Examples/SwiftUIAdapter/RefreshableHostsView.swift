#if canImport(SwiftUI)
    import HeadlessRefresh
    import HeadlessRefreshPaging
    import HeadlessRefreshSwiftUI
    import SwiftUI

    /// The "Driving it from SwiftUI" article's ways to share a scroll view with SwiftUI's `refreshable(action:)`.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct RefreshableHostsView: View {
        @State private var model = ScrollRefreshModel()
        @State private var store = PagingStore<Post, String>(pageSize: 20, identifiedBy: .id) { cursor, limit in
            try await api.posts(after: cursor, limit: limit)
        }
        /// What used to go to `.refreshable`.
        let reload: @MainActor @Sendable () async -> Void

        /// The system's header, this library's footer: the controller learns when the system refreshes.
        var systemHeaderAndFooter: some View {
            // driving-from-swiftui-system-header:begin
            var systemHeader = EdgeConfiguration.header
            systemHeader.triggers = []  // the system's gesture triggers, not ours
            systemHeader.refreshingExtent = 0  // the system holds its own inset
            systemHeader.minimumRefreshingDuration = 0
            systemHeader.resultHold = ResultHold(0)
            let controller = RefreshController(top: systemHeader, bottom: .footer)
            // driving-from-swiftui-system-header:end
            model.drive(controller)
            return ScrollView { LazyVStack { rows } }
                .pullToRefresh(model)
                // driving-from-swiftui-bracket:begin
                .refreshable {
                    await model.send(.beginRefreshing(.top, reveal: false))  // its .programmatic trigger needs no load
                    await reload()
                    await model.send(.endRefreshing(.top, .success))
                }
            // driving-from-swiftui-bracket:end
        }

        /// This library's header running the reload that used to go to `.refreshable`.
        func startReloadOnTheHeader() {
            // driving-from-swiftui-reload:begin
            model.onStartLoad = { [model, reload] edge, _ in
                guard edge == .top else { return }
                Task {
                    await reload()
                    model.send(.endRefreshing(.top, .success))
                }
            }
            // driving-from-swiftui-reload:end
        }

        var body: some View {
            // driving-from-swiftui-refresh-and-wait:begin
            ScrollView {
                LazyVStack { ForEach(store.items) { post in PostRow(post: post) } }
            }
            .refreshable { await store.refreshAndWait() }
            // driving-from-swiftui-refresh-and-wait:end
        }

        private var rows: some View {
            ForEach(store.items) { post in PostRow(post: post) }
        }
    }
#endif

#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefresh
    import HeadlessRefreshPaging
    import HeadlessRefreshUIKit
    import UIKit

    /// A list whose pull-to-refresh indicator lives in the navigation bar, as in BONavigationPullToRefresh: the
    /// title turns into "Pull to refresh", "Release to refresh" and a spinner, and the list holds no header space.
    ///
    /// It also shows the lifecycle a screen in a navigation stack needs: `viewWillDisappear` suspends the controller
    /// (a touch in progress is cancelled without refreshing, nothing triggers while hidden) and `viewDidAppear`
    /// resumes it; a refresh asked for while the screen is hidden — ``refreshWhenVisible()``, say from a push
    /// notification — waits and runs, revealed, when the screen shows again.
    ///
    /// ```swift
    /// let store = PagingStore<String, Int>(pageSize: 20, numbering: .pages(from: 1)) { page, size in
    ///     try await api.titles(page: page, perPage: size)
    /// }
    /// let inbox = NavigationBarRefreshViewController(title: "Inbox", store: store)
    /// navigationController.pushViewController(inbox, animated: true)
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    public final class NavigationBarRefreshViewController: UITableViewController {
        /// The header: no extent held in the list, since the indicator is in the bar.
        public static var header: EdgeConfiguration {
            var header = EdgeConfiguration.header
            header.refreshingExtent = 0
            return header
        }

        private let store: PagingStore<String, Int>
        private var adapter: ScrollViewRefreshAdapter?
        private let barIndicator = RefreshIndicatorView(frame: CGRect(x: 0, y: 0, width: 220, height: 44))

        /// Creates the screen for a store of row titles.
        public init(title: String, store: PagingStore<String, Int>) {
            self.store = store
            super.init(style: .plain)
            self.title = title
        }

        /// Not supported: the screen is made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Sets up the adapter, the binding and the bar's indicator, and starts the first load.
        public override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let adapter = ScrollViewRefreshAdapter(scrollView: tableView)
            // The footer is drawn in the list; the header's indicator goes to the bar.
            adapter.indicatorEdges = [.bottom]
            adapter.onRedraw = { [weak self] indicator in
                if indicator.edge == .top { self?.showInBar(indicator) }
            }
            adapter.drive(RefreshController(top: Self.header, bottom: .footer))
            // The store has no page yet: attaching loads the first one through the header.
            adapter.attach(store)
            store.addPageObserver(id: ObjectIdentifier(self)) { [weak self] _ in self?.tableView.reloadData() }
            self.adapter = adapter
        }

        /// Resumes the controller: a refresh asked for while hidden runs now.
        public override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            adapter?.send(.resume)
        }

        /// Suspends the controller: a touch in progress ends without refreshing.
        public override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            adapter?.send(.suspend)
        }

        /// Keeps the adapter's geometry right when the safe area or the size changes.
        public override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            adapter?.geometryMayHaveChanged()
        }

        /// Refreshes now if the screen shows, or as soon as it shows again.
        public func refreshWhenVisible() {
            adapter?.send(.beginRefreshing(.top, reveal: true))
        }

        /// The bar shows the header's indicator while it has something to say, and the title otherwise. The adapter
        /// redraws as the content moves, so the title comes back once a short pull has settled.
        private func showInBar(_ indicator: RefreshIndicator) {
            let busy = indicator.state != .idle || indicator.isRevealed
            if busy {
                barIndicator.render(indicator)
                navigationItem.titleView = barIndicator
            } else {
                navigationItem.titleView = nil
            }
        }

        // MARK: Table

        /// One row per item of the store.
        public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            store.items.count
        }

        /// A row with the item's title.
        public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = store.items[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }
#endif

#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefresh
    import HeadlessRefreshAdapterCore

    /// What the app sets and reads on the adapter; each is kept once, in the adapter's driver.
    extension ScrollViewRefreshAdapter {
        /// Where inputs go, made by ``drive(_:)``; a store rides on it after ``attach(_:refresh:loadMore:loadPrevious:)``.
        /// `nil` after a detach.
        public var session: RefreshSession? { driver.session }

        /// The async handlers run when an edge triggers; each ends its edge. Leave them unset with a store attached.
        public var handlers: AsyncRefreshHandlers { driver.handlers }

        /// The titles of the indicators and the names of the accessible actions; a new one redraws them. Their
        /// language follows `RefreshLanguageSetting.shared` (the device's languages, or the app's choice).
        public var text: RefreshText {
            get { driver.text }
            set { driver.text = newValue }
        }

        /// Called when an edge triggers. An attached store starts its loads itself; without one, give async handlers,
        /// or start your load here and send `.endRefreshing` when it is done.
        public var onStartLoad: ((RefreshEdge, TriggerCause) -> Void)? {
            get { driver.onStartLoad }
            set { driver.onStartLoad = newValue }
        }

        /// The number of new items a successful load at an edge brought, for its announcement ("20 new items" rather
        /// than "Refreshed"), or `nil` to say the indicator's title.
        public var newItemCount: ((RefreshEdge) -> Int?)? {
            get { driver.newItemCount }
            set { driver.newItemCount = newValue }
        }

        /// The `UserDefaults` key the header's last refresh time is kept under, so "Last updated" survives a relaunch
        /// (MJRefresh's `lastUpdatedTimeKey`); give each list its own, or `nil` to show no "Last updated".
        public var lastUpdatedKey: String? {
            get { driver.lastUpdatedKey }
            set { driver.lastUpdatedKey = newValue }
        }

        /// Sends `input` to the session (`.beginRefreshing`, `.endRefreshing`, `.setEnabled`, ...), then redraws the
        /// indicators that changed.
        public func send(_ input: RefreshInput) {
            driver.send(input)
        }
    }
#endif

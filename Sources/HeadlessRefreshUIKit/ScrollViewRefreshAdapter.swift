#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefresh
    import HeadlessRefreshPaging
    import QuartzCore
    import HeadlessRefreshAdapterCore
    import UIKit

    /// Connects a `UIScrollView` (or table or collection view) to a `RefreshSession` (``drive(_:)``), with a
    /// `PagingStore` attached or not (``attach(_:refresh:loadMore:loadPrevious:)``): it reports the scroll view's
    /// geometry and touches as inputs, and applies the commands — the extra inset as an animated
    /// `contentInset` change, a scroll as a content offset change, indicators redrawn, haptics, ticks.
    ///
    /// The glue is the adapter core's `ScrollViewDriver`, tested on Linux against a fake scroll view; this class
    /// only makes the UIKit calls it asks for and keeps the indicator views.
    ///
    /// Most apps attach one in a line with `attachRefresh(header:footer:)` (see `UIScrollView`), which also
    /// suspends the session while the scroll view is out of its window and lays the indicators out again after a
    /// rotation:
    ///
    /// ```swift
    /// tableView.attachRefresh(header: .header, footer: .footer).attach(store)
    /// ```
    ///
    /// Made by hand, it observes `contentOffset`, `contentSize` and `contentInset` with key-value observing and the
    /// scroll view's pan gesture with a target; call ``geometryMayHaveChanged()`` when the safe area or the bounds
    /// change (`viewDidLayoutSubviews`), send `.suspend` and `.resume` when the screen disappears and appears, and
    /// ``detach()`` before the scroll view outlives the adapter. While an edge is attached the scroll view always
    /// bounces along its axis (`alwaysBounceVertical`), so short or empty content can be pulled; detaching gives
    /// the app's setting back, and the app's inset with it.
    ///
    /// For users who cannot pull, it keeps the scroll view's `accessibilityCustomActions` in step with what the edges
    /// offer ("Refresh", "Load more", "Retry"; the app's own actions stay), posts the library's announcements
    /// ("Loading…", "20 new items" with ``newItemCount``, "Loading failed") with `UIAccessibility.post`, and sends
    /// the Reduce Motion setting, which makes every inset change and scroll instant.
    @MainActor
    public final class ScrollViewRefreshAdapter: NSObject {
        /// The scroll view; weak, since a one-line attach lets the scroll view keep the adapter alive.
        public private(set) weak var scrollView: UIScrollView?
        /// The glue this adapter runs: the session, the handlers, the titles (`text`), the last-updated time
        /// (`lastUpdatedKey`), the lifecycle.
        package let driver: ScrollViewDriver
        /// The edges drawn inside the scroll view, with a ``RefreshIndicatorView`` unless ``indicator(_:for:)`` gave
        /// one of yours; leave an edge out to draw it elsewhere from ``onRedraw`` (see the navigation-bar example).
        public var indicatorEdges: Set<RefreshEdge> = [.top, .bottom] {
            didSet { installIndicators() }
        }
        /// Called with an edge's indicator whenever it changes (its state, its pull as the content moves, its
        /// titles), for indicators drawn by the app.
        public var onRedraw: ((RefreshIndicator) -> Void)?
        /// The indicator views in the scroll view, to lay out; the app's own ones are in `customViews` too.
        private var indicatorViews: [RefreshEdge: UIView] = [:]
        private var customViews: [RefreshEdge: UIView] = [:]
        private let bridge: UIScrollViewBridge

        /// Creates an adapter for `scrollView` and starts observing it; give it a session with ``drive(_:)`` or a
        /// store with ``attach(_:refresh:loadMore:loadPrevious:)``. The scroll view's `contentInset` now is the app's
        /// own.
        public init(scrollView: UIScrollView) {
            self.scrollView = scrollView
            bridge = UIScrollViewBridge(scrollView: scrollView)
            driver = ScrollViewDriver(
                view: bridge,
                ownInset: ScrollInsets(scrollView.contentInset),
                languageSetting: .shared,
                now: { CACurrentMediaTime() }
            )
            driver.lastUpdatedStore = UserDefaultsLastUpdatedStore()
            super.init()
            bridge.adapter = self
            driver.attach()
        }

        /// The accessible actions the edges offer now, as last put on the scroll view.
        public var accessibleActions: AccessibleRefreshActions { driver.accessibleActions }

        /// Drives `controller` through a new `RefreshSession`; start loads from ``onStartLoad`` or the async
        /// handlers, or attach a store. Replaces the session the adapter had, the store attached to it and the inset
        /// its controller held.
        public func drive(_ controller: RefreshController) {
            driver.drive(controller)
            installIndicators()
        }

        /// Attaches `store` to the session (see `RefreshSession.attach(_:refresh:loadMore:loadPrevious:)`): the
        /// refresh edge's trigger refreshes it, the load-more edge's loads the next page, the load-previous edge's the
        /// page before the first. Without a session yet, drives a header and a footer first. A store with no page yet
        /// loads its first one now, through the refresh edge when there is one (its indicator shows the load).
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        @discardableResult
        public func attach<Item: Sendable, Key: Hashable & Sendable>(
            _ store: PagingStore<Item, Key>,
            refresh: RefreshEdge? = .top,
            loadMore: RefreshEdge? = .bottom,
            loadPrevious: RefreshEdge? = nil
        ) -> Self {
            driver.attach(store, refresh: refresh, loadMore: loadMore, loadPrevious: loadPrevious)
            installIndicators()
            return self
        }

        /// Takes off everything the adapter put on the scroll view: its observers and pan target, the library's
        /// extra inset (the app's own stays), the bounce setting, the indicators and the accessible actions; cancels
        /// the running handlers. Detaching twice does nothing.
        public func detach() {
            driver.detach()
            for view in indicatorViews.values { view.removeFromSuperview() }
            indicatorViews.removeAll()
        }

        /// Draws `edge` with `view`, your own indicator, in place of the default ``RefreshIndicatorView``, and adds
        /// the edge to ``indicatorEdges``.
        @discardableResult
        public func indicator(_ view: some UIView & RefreshIndicatorDisplay, for edge: RefreshEdge) -> Self {
            indicatorViews.removeValue(forKey: edge)?.removeFromSuperview()
            driver.removeDisplay(at: edge)
            customViews[edge] = view
            indicatorEdges.insert(edge)
            return self
        }

        /// Sends the scroll view's geometry if it changed, and moves the indicators along.
        public func geometryMayHaveChanged() {
            guard let metrics = bridge.metrics else { return }
            driver.scrolled(metrics)
        }

        /// Item `index` of `count` came into view: call it from `collectionView(_:willDisplay:forItemAt:)` or
        /// `tableView(_:willDisplay:forRowAt:)`. A footer with `.itemsInView(prefetch:)` loads as the items come within
        /// its prefetch of the end, once per approach, however often the same item is displayed again.
        public func itemBecameVisible(at index: Int, of count: Int) {
            driver.itemsBecameVisible(VisibleItems(item: index, of: count))
        }

        /// The items `items` are in view (`indexPathsForVisibleItems`, a focus), for a host that knows them all.
        public func itemsBecameVisible(_ items: VisibleItems) {
            driver.itemsBecameVisible(items)
        }

        /// Sets the app's own content inset; the library's extra inset stays on top of it.
        public func setOwnContentInset(_ inset: UIEdgeInsets) {
            driver.setOwnInset(ScrollInsets(inset))
        }

        // MARK: Indicators

        private func installIndicators() {
            for (edge, view) in indicatorViews where !indicatorEdges.contains(edge) {
                view.removeFromSuperview()
                indicatorViews[edge] = nil
                driver.removeDisplay(at: edge)
            }
            guard driver.isAttached, let scrollView, let controller = session?.controller else { return }
            for edge in controller.edges where indicatorEdges.contains(edge) && indicatorViews[edge] == nil {
                let view: UIView & RefreshIndicatorDisplay
                if let custom = customViews[edge] as? UIView & RefreshIndicatorDisplay {
                    view = custom
                } else {
                    let standard = RefreshIndicatorView(frame: .zero)
                    standard.onTap = { [weak self] in self?.send(.tap(edge)) }
                    view = standard
                }
                scrollView.addSubview(view)
                indicatorViews[edge] = view
                driver.install(view, for: edge)
            }
            driver.redraw()
            layoutIndicators()
        }

        /// Places each indicator view where its edge's placement says (`ScrollViewDriver.indicatorPlacement(for:)`).
        func layoutIndicators() {
            for (edge, view) in indicatorViews {
                guard let frame = driver.indicatorPlacement(for: edge) else { continue }
                view.frame = CGRect(
                    x: frame.origin.x,
                    y: frame.origin.y,
                    width: frame.size.width,
                    height: frame.size.height
                )
            }
        }
    }
#endif

#if canImport(SwiftUI)
    import HeadlessRefresh
    import HeadlessRefreshPaging
    import HeadlessRefreshAdapterCore
    import SwiftUI

    /// What a refreshable SwiftUI scroll view observes: the indicators to draw and where the header's goes, the extra
    /// inset to show as content margins, the scroll position the library may move, and the haptics to play.
    /// `RefreshScrollModifier` feeds it the scroll view's geometry and phases; the commands of its `RefreshSession`
    /// (``drive(_:)``, with a `PagingStore` attached by ``attach(_:refresh:loadMore:loadPrevious:)`` or not) come back
    /// to it.
    ///
    /// The glue is the adapter core's `ScrollViewDriver`, tested on every platform with a fake scroll
    /// view; this class only turns its calls into SwiftUI state, inside `withAnimation` where the library asks for a
    /// duration.
    ///
    /// For users who cannot pull it publishes ``accessibleActions`` (the modifier shows them as named accessibility
    /// actions), posts the library's announcements with `AccessibilityNotification.Announcement`, and takes the
    /// Reduce Motion setting in ``reducesMotion`` (the modifier sets it from the environment).
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    @MainActor
    @Observable
    public final class ScrollRefreshModel {
        /// What each configured edge's indicator shows, redrawn whenever it changes: its state, and its pull as the
        /// content moves, so that it follows the content to rest.
        public internal(set) var indicators: [RefreshEdge: RefreshIndicator] = [:]
        /// Where the header's indicator goes in the scroll view's frame: the space the pull or the held inset opens
        /// above the content, pinned to it; `nil` when none is in view.
        public internal(set) var headerSpace: IndicatorPlacement?
        /// Where the footer's indicator goes in the scroll view's frame: the space opened below the content's end.
        public internal(set) var footerSpace: IndicatorPlacement?
        /// The edges `RefreshScrollModifier` draws over the scroll view, in the spaces above; leave one out to draw
        /// it yourself (`PagingList` draws its footer as the last row).
        public var overlayEdges: Set<RefreshEdge> = [.top, .bottom]
        /// The library's extra inset, shown with `contentMargins`; SwiftUI adds the safe area itself.
        public internal(set) var extraInset = ScrollInsets.zero
        /// The scroll position, bound to the scroll view with `scrollPosition(_:anchor:)`.
        public var position = ScrollPosition(edge: .top)
        /// The accessible actions the edges offer now ("Refresh", "Load more", "Retry"), published only when the list
        /// changes; perform one with ``performAccessibleAction(_:)``.
        public internal(set) var accessibleActions = AccessibleRefreshActions()
        /// How many haptics the edges asked for: the modifier plays one (`sensoryFeedback`) each time it grows.
        public internal(set) var feedbackCount = 0
        /// The axes along which the scroll view bounces while an edge is attached, so short content can be pulled.
        public internal(set) var bounceAxes: Axis.Set = []
        /// The glue: the session, the handlers, the titles, the last-updated time, the lifecycle.
        package let driver: ScrollViewDriver
        private let bridge: ScrollRefreshBridge
        private static let origin = ContinuousClock.now

        /// Creates a model with the app's titles in the language of `RefreshLanguageSetting.shared`; give it a
        /// session with ``drive(_:)``, a store with ``attach(_:refresh:loadMore:loadPrevious:)``.
        public init() {
            let bridge = ScrollRefreshBridge()
            self.bridge = bridge
            driver = ScrollViewDriver(view: bridge, languageSetting: .shared, now: { Self.now() })
            driver.lastUpdatedStore = UserDefaultsLastUpdatedStore()
            bridge.model = self
            driver.attach()
        }

        /// Whether the user asked for reduced motion (SwiftUI's `accessibilityReduceMotion`): every inset change and
        /// scroll is then instant. `RefreshScrollModifier` sets it from the environment; it reaches a session made
        /// later too.
        public var reducesMotion: Bool {
            get { driver.reducesMotion }
            set { driver.reducesMotion = newValue }
        }

        /// Attaches `store` to the session (see `RefreshSession.attach(_:refresh:loadMore:loadPrevious:)`): the
        /// refresh edge's trigger refreshes it, the load-more edge's loads the next page. Without a session yet,
        /// drives a header and a footer first. A store with no page yet loads its first one now, through the refresh
        /// edge when there is one. Attaching again replaces the store.
        public func attach<Item: Sendable, Key: Hashable & Sendable>(
            _ store: PagingStore<Item, Key>,
            refresh: RefreshEdge? = .top,
            loadMore: RefreshEdge? = .bottom,
            loadPrevious: RefreshEdge? = nil
        ) {
            driver.attach(store, refresh: refresh, loadMore: loadMore, loadPrevious: loadPrevious)
        }

        /// Drives `controller` through a session; loads run in ``handlers``, start from ``onStartLoad``, or in a store
        /// attached next. Does nothing once driven (a `.task` runs again each time the view appears).
        public func drive(_ controller: RefreshController) {
            guard session == nil else { return }
            driver.drive(controller)
        }

        /// Follows a modifier's header and footer arguments: the first time it drives a controller made from them,
        /// later a changed one reconfigures its edge and `nil` disables it.
        public func follow(header: EdgeConfiguration?, footer: EdgeConfiguration?) {
            driver.follow(header: header, footer: footer)
        }

        /// The host's "load more" or "retry" button.
        public func tap(_ edge: RefreshEdge) {
            send(.tap(edge))
        }

        /// Performs the accessible action `edge` offers, as a pull would: what an entry of ``accessibleActions`` does.
        public func performAccessibleAction(_ edge: RefreshEdge) {
            send(.performAccessibleAction(edge))
        }

        /// The scroll view's geometry changed: the indicators follow the content.
        public func scrolled(_ metrics: ScrollViewMetrics) {
            driver.scrolled(metrics)
        }

        /// Item `index` of `count` appeared: call it from the row's `onAppear`. A footer with
        /// `.itemsInView(prefetch:)` loads as the rows come within its prefetch of the end, once per approach, however
        /// often SwiftUI makes the same row appear again.
        public func itemBecameVisible(at index: Int, of count: Int) {
            driver.itemsBecameVisible(VisibleItems(item: index, of: count))
        }

        /// `item` of `items` appeared: call it from the row's `onAppear` inside `ForEach(items)`, where the row knows
        /// its item rather than its index. The index is looked up from the end, where loading is decided: cheap for
        /// the rows near the end. An item that is not in `items` (a row of a list just replaced) reports nothing.
        public func itemBecameVisible<Items: BidirectionalCollection>(_ item: Items.Element, in items: Items)
        where Items.Element: Identifiable {
            driver.itemBecameVisible(item, in: items)
        }

        /// The items `items` are in view, for a host that knows them all (a focus, `onScrollTargetVisibilityChange`).
        public func itemsBecameVisible(_ items: VisibleItems) {
            driver.itemsBecameVisible(items)
        }

        /// The scroll view's phase changed.
        public func phaseChanged(_ phase: ScrollPhaseKind) {
            driver.scrollPhase(phase)
        }

        /// The scroll view appeared or disappeared: the session resumes or is suspended.
        public func setOnScreen(_ onScreen: Bool) {
            driver.setOnScreen(onScreen)
        }

        /// The monotonic clock the controller gets, in seconds.
        static func now() -> Double {
            let elapsed = ContinuousClock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }
#endif

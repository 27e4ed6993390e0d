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
    /// The adapter is glue only: `ScrollViewHost` (in the adapter core, tested on every platform) does the mapping,
    /// keeps the app's own inset apart from the library's, and works out every value; `DrawnIndicators` decides
    /// which indicators to redraw.
    ///
    /// Most apps attach one in a line with `attachRefresh(header:footer:)` (see `UIScrollView`), which drives a
    /// session and runs async handlers, or attaches a `PagingStore` to it:
    ///
    /// ```swift
    /// tableView.attachRefresh(header: .header, footer: .footer).attach(store)
    /// ```
    ///
    /// It observes `contentOffset`, `contentSize` and `contentInset` with key-value observing and the scroll view's
    /// pan gesture with a target. Call ``geometryMayHaveChanged()`` when the safe area or the bounds change
    /// (`viewDidLayoutSubviews`, `scrollViewDidChangeAdjustedContentInset(_:)`), and ``detach()`` before the scroll
    /// view outlives the adapter.
    ///
    /// For users who cannot pull, it keeps the scroll view's `accessibilityCustomActions` in step with what the edges
    /// offer ("Refresh", "Load more", "Retry"; the app's own actions stay), posts the library's announcements
    /// ("Loading…", "20 new items" with ``newItemCount``, "Loading failed") with `UIAccessibility.post`, and sends
    /// the Reduce Motion setting, which makes every inset change and scroll instant.
    @MainActor
    public final class ScrollViewRefreshAdapter: NSObject {
        /// The scroll view; weak, since a one-line attach lets the scroll view keep the adapter alive.
        public private(set) weak var scrollView: UIScrollView?
        /// Where inputs go, set by ``drive(_:)``; a store rides on it after ``attach(_:refresh:loadMore:loadPrevious:)``.
        /// The adapter keeps it alive.
        public private(set) var session: RefreshSession? {
            didSet { installIndicators() }
        }
        /// The edges drawn inside the scroll view, with a ``RefreshIndicatorView`` unless ``indicator(_:for:)`` gave
        /// one of yours; leave an edge out to draw it elsewhere from ``onRedraw`` (see the navigation-bar example).
        public var indicatorEdges: Set<RefreshEdge> = [.top, .bottom] {
            didSet { installIndicators() }
        }
        /// The titles of the indicators; a new one redraws them.
        public var text: RefreshText {
            didSet { redrawChanged() }
        }
        /// Called when an edge triggers. An attached store starts its loads itself; without one, give async handlers (``onRefresh(_:)``, ``onLoadMore(_:)``), or start your load here and
        /// send `.endRefreshing` with ``send(_:)`` when it is done.
        public var onStartLoad: ((RefreshEdge, TriggerCause) -> Void)?
        /// The async handlers run when an edge triggers; each ends its edge. Leave them unset with a store attached.
        public private(set) lazy var handlers = AsyncRefreshHandlers { [weak self] edge, result in
            self?.send(.endRefreshing(edge, result))
        }
        /// Called with an edge's indicator whenever it changes (its state, its pull as the content moves, its
        /// titles), for indicators drawn by the app.
        public var onRedraw: ((RefreshIndicator) -> Void)?
        /// The mapping from the scroll view to the controller and back.
        public private(set) var host: ScrollViewHost
        /// The number of new items a successful load at an edge brought, for its announcement ("20 new items"
        /// rather than "Refreshed"), or `nil` to say the indicator's title. Called when the edge ends with success,
        /// after the handler returned.
        public var newItemCount: ((RefreshEdge) -> Int?)?
        /// The accessible actions the edges offer now, as last put on the scroll view.
        public private(set) var accessibleActions = AccessibleRefreshActions()
        /// The custom actions the adapter put on the scroll view, to replace them and leave the app's own alone.
        var customActions: [UIAccessibilityCustomAction] = []

        private var displays = IndicatorDisplays()
        /// The indicator views in the scroll view, to lay out; the app's own ones are in `customViews` too.
        private var indicatorViews: [RefreshEdge: UIView] = [:]
        private var customViews: [RefreshEdge: UIView] = [:]
        private var observations: [NSKeyValueObservation] = []
        private let ticks = TickTimer()
        #if os(iOS)
            private let haptics = UIImpactFeedbackGenerator(style: .medium)
        #endif

        /// Starts observing `scrollView`. Its current `contentInset` is taken as the app's own.
        public init(scrollView: UIScrollView) {
            self.scrollView = scrollView
            host = ScrollViewHost(ownInset: ScrollInsets(scrollView.contentInset))
            text = RefreshText()
            super.init()
            scrollView.panGestureRecognizer.addTarget(self, action: #selector(panned(_:)))
            NotificationCenter.default.addObserver(
                self,
                selector: #selector(reduceMotionDidChange),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification,
                object: nil
            )
            observations = [
                scrollView.observe(\.contentOffset) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.geometryMayHaveChanged() }
                },
                scrollView.observe(\.contentSize) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.geometryMayHaveChanged() }
                },
                scrollView.observe(\.contentInset) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.contentInsetDidChange() }
                },
            ]
        }

        /// Drives `controller` through a new `RefreshSession`; start loads from ``onStartLoad`` or the async handlers,
        /// or attach a store. Replaces the session the adapter had, and the store attached to it.
        public func drive(_ controller: RefreshController) {
            session = RefreshSession(
                controller: controller,
                now: { CACurrentMediaTime() },
                wake: { [weak self] deadline in self?.wake(at: deadline) },
                perform: { [weak self] command in
                    // The session wakes the adapter for this deadline already.
                    if case .scheduleTick = command { return }
                    self?.perform(command)
                }
            )
            sendGeometry()
        }

        /// Attaches `store` to the session (see `RefreshSession.attach(_:refresh:loadMore:loadPrevious:)`): the
        /// refresh edge's trigger refreshes it, the load-more edge's loads the next page, the load-previous edge's the
        /// page before the first. Without a session yet, drives a header and a footer first.
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        @discardableResult
        public func attach<Item: Sendable, Key: Hashable & Sendable>(
            _ store: PagingStore<Item, Key>,
            refresh: RefreshEdge? = .top,
            loadMore: RefreshEdge? = .bottom,
            loadPrevious: RefreshEdge? = nil
        ) -> Self {
            if session == nil { drive(RefreshController(top: .header, bottom: .footer)) }
            session?.attach(store, refresh: refresh, loadMore: loadMore, loadPrevious: loadPrevious)
            redrawChanged()
            return self
        }

        /// Tells a new session the Reduce Motion setting and the geometry reported before it (the host does not
        /// resend it unchanged), then any change.
        private func sendGeometry() {
            send(.setReducedMotion(UIAccessibility.isReduceMotionEnabled))
            if let geometry = host.geometry { send(.geometry(geometry)) }
            geometryMayHaveChanged()
        }

        /// Sends `input` to the session (`.beginRefreshing`, `.endRefreshing`, `.suspend`, ...), then redraws the
        /// indicators that changed.
        public func send(_ input: RefreshInput) {
            session?.send(input)
            redrawChanged()
        }

        /// Stops observing the scroll view, cancels the running handlers and removes the indicators and the
        /// accessible actions.
        public func detach() {
            scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(panned(_:)))
            NotificationCenter.default.removeObserver(self)
            replaceCustomActions(with: [])
            observations.removeAll()
            ticks.cancel()
            handlers.cancelAll()
            for edge in indicatorViews.keys { displays.remove(edge) }
            for view in indicatorViews.values { view.removeFromSuperview() }
            indicatorViews.removeAll()
        }

        /// Draws `edge` with `view`, your own indicator, in place of the default ``RefreshIndicatorView``, and adds
        /// the edge to ``indicatorEdges``.
        @discardableResult
        public func indicator(_ view: some UIView & RefreshIndicatorDisplay, for edge: RefreshEdge) -> Self {
            indicatorViews.removeValue(forKey: edge)?.removeFromSuperview()
            displays.remove(edge)
            customViews[edge] = view
            indicatorEdges.insert(edge)
            installIndicators()
            return self
        }

        /// Sends the scroll view's geometry if it changed, and moves the indicators along.
        public func geometryMayHaveChanged() {
            guard let scrollView else { return }
            let metrics = ScrollViewMetrics(
                contentOffset: ScrollPoint(scrollView.contentOffset),
                contentSize: ScrollSize(scrollView.contentSize),
                boundsSize: ScrollSize(scrollView.bounds.size),
                adjustedContentInset: ScrollInsets(scrollView.adjustedContentInset)
            )
            // Every geometry redraws what changed, so an indicator follows the content to rest after a short pull.
            if let input = host.scrolled(metrics, now: CACurrentMediaTime()) { send(input) }
            layoutIndicators()
        }

        /// Sets the app's own content inset; the library's extra inset stays on top of it.
        public func setOwnContentInset(_ inset: UIEdgeInsets) {
            apply(host.setOwnInset(ScrollInsets(inset)))
        }

        private func perform(_ action: RefreshCommand) {
            if let controller = session?.controller { handlers.perform(action, controller: controller) }
            guard let command = host.command(for: action, now: CACurrentMediaTime()) else { return }
            apply(command)
        }

        private func wake(at deadline: Double) {
            apply(host.wake(at: deadline, now: CACurrentMediaTime()))
        }

        // MARK: Scroll view to session

        @objc private func panned(_ pan: UIPanGestureRecognizer) {
            // In a view that does not scroll, so that the content moving under the finger does not cancel it out.
            let velocity = pan.velocity(in: scrollView?.superview)
            if let input = host.pan(PanGestureState(pan.state), velocity: ScrollPoint(velocity)) { send(input) }
        }

        @objc private func reduceMotionDidChange() {
            send(.setReducedMotion(UIAccessibility.isReduceMotionEnabled))
        }

        private func contentInsetDidChange() {
            guard let scrollView else { return }
            if let fix = host.contentInsetChanged(to: ScrollInsets(scrollView.contentInset)) { apply(fix) }
            geometryMayHaveChanged()
        }

        // MARK: Session to scroll view

        private func apply(_ command: ScrollViewCommand) {
            switch command {
            case .setContentInset(let inset, let duration):
                animate(duration) { [weak scrollView] in scrollView?.contentInset = UIEdgeInsets(inset) }
            case .scroll(let offset, let duration, _):
                animate(duration) { [weak scrollView] in scrollView?.contentOffset = CGPoint(offset) }
            case .startLoad(let edge, let cause):
                onStartLoad?(edge, cause)
            case .redraw:
                redrawChanged()
            case .announce(let edge, let announcement):
                let count = announcement == .succeeded ? newItemCount?(edge) : nil
                let words = text.announcement(announcement, role: edge.role, newItems: count)
                UIAccessibility.post(notification: .announcement, argument: words)
            case .feedback(_, let event):
                playHaptic(for: event)
            case .scheduleTick(_, let delay):
                ticks.schedule(after: delay) { [weak self] in self?.send(.tick) }
            case .report(let diagnostic):
                #if DEBUG
                    print("HeadlessRefresh:", diagnostic.message)
                #endif
            }
        }

        private func playHaptic(for event: FeedbackEvent) {
            #if os(iOS)
                if event == .triggered || event == .secondLevelOpened { haptics.impactOccurred() }
            #else
                _ = event
            #endif
        }

        /// Runs `change` in a UIKit animation of `duration` seconds, or at once.
        private func animate(_ duration: Double, _ change: @escaping @MainActor @Sendable () -> Void) {
            guard duration > 0 else { return change() }
            UIView.animate(
                withDuration: duration,
                delay: 0,
                options: [.beginFromCurrentState, .allowUserInteraction],
                animations: { MainActor.assumeIsolated { change() } }
            )
        }

        // MARK: Indicators

        private func installIndicators() {
            for (edge, view) in indicatorViews where !indicatorEdges.contains(edge) {
                view.removeFromSuperview()
                indicatorViews[edge] = nil
                displays.remove(edge)
            }
            guard let scrollView, let controller = session?.controller else { return }
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
                displays.install(view, for: edge)
            }
            redrawChanged()
            layoutIndicators()
        }

        private func layoutIndicators() {
            guard let geometry = host.geometry, let controller = session?.controller else { return }
            for (edge, view) in indicatorViews {
                guard let configuration = controller.configuration(edge) else { continue }
                let thickness = max(configuration.refreshingExtent, configuration.restingExtent, 44)
                let frame = IndicatorPlacement(edge: edge, thickness: thickness, geometry: geometry)
                view.frame = CGRect(
                    x: frame.origin.x,
                    y: frame.origin.y,
                    width: frame.size.width,
                    height: frame.size.height
                )
            }
        }

        private func redrawChanged() {
            guard let controller = session?.controller else { return }
            for indicator in displays.redraw(from: controller, text: text, now: CACurrentMediaTime()) {
                onRedraw?(indicator)
            }
            if accessibleActions.update(from: controller, text: text) {
                replaceCustomActions(with: accessibleActions.map(customAction(for:)))
            }
        }
    }
#endif

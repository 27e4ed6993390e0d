#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefresh
    import QuartzCore
    import RefreshAdapterCore
    import UIKit

    /// Connects a `UIScrollView` (or table or collection view) to a `RefreshInputTarget`: it reports the scroll view's
    /// geometry and touches as inputs, and applies the actions — the extra inset as an animated `contentInset`
    /// change, a scroll as a content offset change, indicators redrawn, haptics, ticks.
    ///
    /// The adapter is glue only: `ScrollViewHost` (in the adapter core, tested on every platform) does the mapping,
    /// keeps the app's own inset apart from the library's, and works out every value.
    ///
    /// ```swift
    /// let adapter = ScrollViewRefreshAdapter(scrollView: tableView)
    /// let binding = RefreshPagingBinding(
    ///     store: store,
    ///     controller: RefreshController(top: .header, bottom: .footer),
    ///     now: { CACurrentMediaTime() },
    ///     perform: { [weak adapter] action in adapter?.perform(action) })
    /// adapter.session = binding  // the adapter keeps the binding alive
    /// ```
    ///
    /// It observes `contentOffset`, `contentSize` and `contentInset` with key-value observing and the scroll view's
    /// pan gesture with a target. Call ``geometryMayHaveChanged()`` when the safe area or the bounds change
    /// (`viewDidLayoutSubviews`, `scrollViewDidChangeAdjustedContentInset(_:)`), and ``detach()`` before the scroll
    /// view outlives the adapter.
    @MainActor
    public final class ScrollViewRefreshAdapter: NSObject {
        /// The scroll view.
        public let scrollView: UIScrollView
        /// Where inputs go: a `RefreshDriver` or a `RefreshPagingBinding`. The adapter keeps it alive.
        public var session: (any RefreshInputTarget)? {
            didSet { installIndicators() }
        }
        /// The edges drawn with a ``RefreshIndicatorView`` inside the scroll view; leave an edge out to draw it
        /// elsewhere from ``onRedraw`` (see `NavigationBarRefreshViewController`).
        public var indicatorEdges: Set<RefreshEdge> = [.top, .bottom] {
            didSet { installIndicators() }
        }
        /// The titles of the indicators.
        public var text: RefreshText
        /// Called when an edge triggers. A `RefreshPagingBinding` starts the store's loads itself; with a
        /// `RefreshDriver`, start yours here and send `.endRefreshing` when it is done.
        public var onStartLoad: ((RefreshEdge, TriggerCause) -> Void)?
        /// Called with an edge's indicator whenever it changes, for indicators drawn by the app.
        public var onRedraw: ((RefreshIndicator) -> Void)?
        /// The mapping from the scroll view to the controller and back.
        public private(set) var host: ScrollViewHost

        private var indicatorViews: [RefreshEdge: RefreshIndicatorView] = [:]
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

        /// Stops observing the scroll view and removes the indicators.
        public func detach() {
            scrollView.panGestureRecognizer.removeTarget(self, action: #selector(panned(_:)))
            observations.removeAll()
            ticks.cancel()
            for view in indicatorViews.values { view.removeFromSuperview() }
            indicatorViews.removeAll()
        }

        /// Sends the scroll view's geometry if it changed, and moves the indicators along.
        public func geometryMayHaveChanged() {
            let metrics = ScrollViewMetrics(
                contentOffset: ScrollPoint(scrollView.contentOffset),
                contentSize: ScrollSize(scrollView.contentSize),
                boundsSize: ScrollSize(scrollView.bounds.size),
                adjustedContentInset: ScrollInsets(scrollView.adjustedContentInset)
            )
            if let input = host.scrolled(metrics, now: CACurrentMediaTime()) { session?.send(input) }
            layoutIndicators()
        }

        /// Sets the app's own content inset; the library's extra inset stays on top of it.
        public func setOwnContentInset(_ inset: UIEdgeInsets) {
            apply(host.setOwnInset(ScrollInsets(inset)))
        }

        /// Applies one action of the session: pass this as the session's `perform` closure.
        public func perform(_ action: RefreshCommand) {
            guard let command = host.command(for: action, now: CACurrentMediaTime()) else { return }
            apply(command)
        }

        // MARK: Scroll view to session

        @objc private func panned(_ pan: UIPanGestureRecognizer) {
            // In a view that does not scroll, so that the content moving under the finger does not cancel it out.
            let velocity = pan.velocity(in: scrollView.superview)
            if let input = host.pan(PanGestureState(pan.state), velocity: ScrollPoint(velocity)) {
                session?.send(input)
            }
        }

        private func contentInsetDidChange() {
            if let fix = host.contentInsetChanged(to: ScrollInsets(scrollView.contentInset)) { apply(fix) }
            geometryMayHaveChanged()
        }

        // MARK: Session to scroll view

        private func apply(_ command: ScrollViewCommand) {
            switch command {
            case .setContentInset(let inset, let duration):
                animate(duration) { [scrollView] in scrollView.contentInset = UIEdgeInsets(inset) }
            case .scroll(let offset, let duration, _):
                animate(duration) { [scrollView] in scrollView.contentOffset = CGPoint(offset) }
            case .startLoad(let edge, let cause):
                onStartLoad?(edge, cause)
            case .redraw(let edge):
                redraw(edge)
            case .feedback(_, let event):
                playHaptic(for: event)
            case .scheduleTick(_, let delay):
                ticks.schedule(after: delay) { [weak self] in self?.session?.send(.tick) }
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
            }
            guard let controller = session?.controller else { return }
            for edge in controller.edges where indicatorEdges.contains(edge) && indicatorViews[edge] == nil {
                let view = RefreshIndicatorView(frame: .zero)
                view.onTap = { [weak self] in self?.session?.send(.tap(edge)) }
                scrollView.addSubview(view)
                indicatorViews[edge] = view
                redraw(edge)
            }
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

        private func redraw(_ edge: RefreshEdge) {
            guard let controller = session?.controller,
                let indicator = RefreshIndicator(
                    controller: controller, edge: edge, text: text, now: CACurrentMediaTime())
            else { return }
            indicatorViews[edge]?.render(indicator)
            onRedraw?(indicator)
        }
    }
#endif

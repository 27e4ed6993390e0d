#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefresh
    import HeadlessRefreshAdapterCore
    import UIKit

    /// The UIKit side of a ``ScrollViewRefreshAdapter``: each call of the adapter core's `ScrollViewDriver` as one
    /// UIKit call on the scroll view, and the scroll view's reports (key-value observing, the pan gesture, Reduce
    /// Motion) back to the driver.
    @MainActor
    final class UIScrollViewBridge: NSObject, DrivenScrollView {
        weak var scrollView: UIScrollView?
        weak var adapter: ScrollViewRefreshAdapter?
        private var observations: [NSKeyValueObservation] = []
        /// The custom actions the bridge put on the scroll view, to replace them and leave the app's own alone.
        private var customActions: [UIAccessibilityCustomAction] = []
        #if os(iOS)
            private let haptics = UIImpactFeedbackGenerator(style: .medium)
        #endif

        init(scrollView: UIScrollView) {
            self.scrollView = scrollView
        }

        private var driver: ScrollViewDriver? { adapter?.driver }

        var contentInset: ScrollInsets {
            scrollView.map { ScrollInsets($0.contentInset) } ?? .zero
        }

        var metrics: ScrollViewMetrics? {
            guard let scrollView else { return nil }
            return ScrollViewMetrics(
                contentOffset: ScrollPoint(scrollView.contentOffset),
                contentSize: ScrollSize(scrollView.contentSize),
                boundsSize: ScrollSize(scrollView.bounds.size),
                adjustedContentInset: ScrollInsets(scrollView.adjustedContentInset)
            )
        }

        func setContentInset(_ inset: ScrollInsets, duration: Double) {
            animate(duration) { [weak scrollView] in scrollView?.contentInset = UIEdgeInsets(inset) }
        }

        func scroll(to offset: ScrollPoint, duration: Double, revealing edge: RefreshEdge?) {
            animate(duration) { [weak scrollView] in scrollView?.contentOffset = CGPoint(offset) }
        }

        func alwaysBounces(on axis: ScrollAxis) -> Bool {
            guard let scrollView else { return false }
            return axis == .vertical ? scrollView.alwaysBounceVertical : scrollView.alwaysBounceHorizontal
        }

        func setAlwaysBounces(_ bounces: Bool, on axis: ScrollAxis) {
            if axis == .vertical {
                scrollView?.alwaysBounceVertical = bounces
            } else {
                scrollView?.alwaysBounceHorizontal = bounces
            }
        }

        func startObserving() {
            guard let scrollView else { return }
            scrollView.panGestureRecognizer.addTarget(self, action: #selector(panned(_:)))
            NotificationCenter.default.addObserver(
                self,
                selector: #selector(reduceMotionDidChange),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification,
                object: nil
            )
            observations = [
                scrollView.observe(\.contentOffset) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.scrolled() }
                },
                scrollView.observe(\.contentSize) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.scrolled() }
                },
                scrollView.observe(\.contentInset) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.contentInsetDidChange() }
                },
            ]
            driver?.reducesMotion = UIAccessibility.isReduceMotionEnabled
        }

        func stopObserving() {
            scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(panned(_:)))
            NotificationCenter.default.removeObserver(self)
            observations.removeAll()
        }

        func indicatorsChanged(_ indicators: [RefreshIndicator]) {
            guard let onRedraw = adapter?.onRedraw else { return }
            for indicator in indicators { onRedraw(indicator) }
        }

        func layoutIndicators(in geometry: ScrollViewGeometry) {
            adapter?.layoutIndicators()
        }

        func showAccessibleActions(_ actions: AccessibleRefreshActions) {
            guard let scrollView else { return }
            let new = actions.map(customAction(for:))
            scrollView.accessibilityCustomActions = AccessibleRefreshActions.customActions(
                scrollView.accessibilityCustomActions,
                replacing: customActions,
                with: new
            )
            customActions = new
        }

        func announce(_ words: String) {
            UIAccessibility.post(notification: .announcement, argument: words)
        }

        func playFeedback(_ event: FeedbackEvent, at edge: RefreshEdge) {
            #if os(iOS)
                haptics.impactOccurred()
            #endif
        }

        // MARK: Scroll view to driver

        @objc private func panned(_ pan: UIPanGestureRecognizer) {
            // In a view that does not scroll, so that the content moving under the finger does not cancel it out.
            let velocity = pan.velocity(in: scrollView?.superview)
            driver?.pan(PanGestureState(pan.state), velocity: ScrollPoint(velocity))
        }

        @objc private func reduceMotionDidChange() {
            driver?.reducesMotion = UIAccessibility.isReduceMotionEnabled
        }

        private func contentInsetDidChange() {
            guard let scrollView else { return }
            driver?.contentInsetChanged(to: ScrollInsets(scrollView.contentInset))
            scrolled()
        }

        /// A frame: the scroll view's metrics straight to the driver, which sends them if they changed.
        private func scrolled() {
            guard let metrics else { return }
            driver?.scrolled(metrics)
        }

        /// A VoiceOver, Switch Control or Full Keyboard Access action that performs `entry` as a pull would.
        private func customAction(for entry: AccessibleRefreshActions.Entry) -> UIAccessibilityCustomAction {
            UIAccessibilityCustomAction(name: entry.name) { [weak self] _ in
                guard let driver = self?.driver else { return false }
                // The list may have changed while the user chose: the controller ignores an action no longer offered.
                let offered = driver.accessibleActions[entry.edge]?.action == entry.action
                driver.send(.performAccessibleAction(entry.edge))
                return offered
            }
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
    }
#endif

#if canImport(SwiftUI)
    import HeadlessRefresh
    import HeadlessRefreshAdapterCore
    import SwiftUI

    /// The SwiftUI side of a ``ScrollRefreshModel``: each call of the adapter core's `ScrollViewDriver` as a change of
    /// the model's state, which `RefreshScrollModifier` shows. SwiftUI adds the safe area itself, so the app's own
    /// inset is zero here and the content inset is the library's extra inset, shown as content margins.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    @MainActor
    final class ScrollRefreshBridge: DrivenScrollView {
        weak var model: ScrollRefreshModel?

        var contentInset: ScrollInsets { model?.extraInset ?? .zero }
        /// SwiftUI reports the geometry only in `onScrollGeometryChange`.
        var metrics: ScrollViewMetrics? { nil }

        func setContentInset(_ inset: ScrollInsets, duration: Double) {
            guard let model else { return }
            withAnimation(Self.animation(duration)) { model.extraInset = inset }
        }

        func scroll(to offset: ScrollPoint, duration: Double, revealing edge: RefreshEdge?) {
            guard let model else { return }
            withAnimation(Self.animation(duration)) {
                if let edge {
                    model.position.scrollTo(edge: Edge(edge))
                } else {
                    model.position.scrollTo(x: CGFloat(offset.x), y: CGFloat(offset.y))
                }
            }
        }

        func alwaysBounces(on axis: ScrollAxis) -> Bool {
            model?.bounceAxes.contains(Axis.Set(axis)) ?? false
        }

        func setAlwaysBounces(_ bounces: Bool, on axis: ScrollAxis) {
            if bounces {
                model?.bounceAxes.insert(Axis.Set(axis))
            } else {
                model?.bounceAxes.remove(Axis.Set(axis))
            }
        }

        /// The modifier reports on its own (`onScrollGeometryChange`, `onScrollPhaseChange`, the environment).
        func startObserving() {}

        /// Nothing to stop: see ``startObserving()``.
        func stopObserving() {}

        func indicatorsChanged(_ indicators: [RefreshIndicator]) {
            for indicator in indicators { model?.indicators[indicator.edge] = indicator }
        }

        /// Publishes only what changed, so content scrolled away from the edges invalidates no view.
        func layoutIndicators(in geometry: ScrollViewGeometry) {
            guard let model else { return }
            let header = IndicatorPlacement(openedAt: .top, in: geometry)
            if header != model.headerSpace { model.headerSpace = header }
            let footer = IndicatorPlacement(openedAt: .bottom, in: geometry)
            if footer != model.footerSpace { model.footerSpace = footer }
        }

        func showAccessibleActions(_ actions: AccessibleRefreshActions) {
            model?.accessibleActions = actions
        }

        func announce(_ words: String) {
            AccessibilityNotification.Announcement(words).post()
        }

        func playFeedback(_ event: FeedbackEvent, at edge: RefreshEdge) {
            model?.feedbackCount &+= 1
        }

        /// The library's durations as SwiftUI animations; none for an instant change.
        private static func animation(_ duration: Double) -> Animation? {
            duration > 0 ? Animation.easeInOut(duration: duration) : nil
        }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    extension Axis.Set {
        /// SwiftUI's axis for the library's.
        init(_ axis: ScrollAxis) {
            self = axis == .vertical ? .vertical : .horizontal
        }
    }
#endif

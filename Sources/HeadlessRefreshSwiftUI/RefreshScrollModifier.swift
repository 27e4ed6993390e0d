#if canImport(SwiftUI)
    import HeadlessRefresh
    import HeadlessRefreshAdapterCore
    import SwiftUI

    /// Drives a `ScrollRefreshModel` from a scroll view (iOS 18): its geometry from `onScrollGeometryChange`, its
    /// touches from `onScrollPhaseChange`, its appearing and disappearing (the session is suspended while it is
    /// gone); shows the library's extra inset as content margins and the header's and footer's indicators in the
    /// space the pull or the held inset opens beyond the content, pinned to the content so that they leave with the
    /// rows when the user scrolls away during a load. It keeps the scroll view bouncing while an edge is attached, so
    /// short content can be pulled, and plays an impact when an edge triggers (`sensoryFeedback`).
    ///
    /// For users who cannot pull, the scroll view gets the model's accessible actions as named accessibility actions
    /// ("Refresh", "Load more", "Retry"), and the model gets the Reduce Motion setting. The actions are built with
    /// `accessibilityActions { ForEach … }`, the form whose content may change: one `accessibilityAction(named:)` per
    /// action would have to be applied or not by an `if`, and a modifier under an `if` gives the scroll view a new
    /// identity (its scroll position and state reset) each time an action comes or goes.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ... } }
    ///     .pullToRefresh(model)
    /// ```
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public struct RefreshScrollModifier<Indicator: View>: ViewModifier {
        @Bindable var model: ScrollRefreshModel
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        private let indicator: (RefreshIndicator) -> Indicator

        /// Creates the modifier for `model`, drawing each edge's indicator with `indicator`: your own view, built
        /// from the edge's `RefreshIndicator` whenever it changes.
        public init(model: ScrollRefreshModel, @ViewBuilder indicator: @escaping (RefreshIndicator) -> Indicator) {
            self.model = model
            self.indicator = indicator
        }

        /// The scroll view with its margins, position, observers and header indicator.
        public func body(content: Content) -> some View {
            content
                .contentMargins(.top, CGFloat(model.extraInset.top), for: .scrollContent)
                .contentMargins(.bottom, CGFloat(model.extraInset.bottom), for: .scrollContent)
                .scrollPosition($model.position)
                .scrollBounceBehavior(.always, axes: model.bounceAxes)
                .onScrollGeometryChange(for: ScrollViewMetrics.self) { geometry in
                    ScrollViewMetrics(geometry)
                } action: { _, metrics in
                    model.scrolled(metrics)
                }
                .onScrollPhaseChange { _, phase in
                    model.phaseChanged(ScrollPhaseKind(phase))
                }
                .accessibilityActions {
                    ForEach(model.accessibleActions) { entry in
                        Button(entry.name) { model.performAccessibleAction(entry.edge) }
                    }
                }
                .onChange(of: reduceMotion, initial: true) { _, reduced in
                    model.reducesMotion = reduced
                }
                .onAppear { model.setOnScreen(true) }
                .onDisappear { model.setOnScreen(false) }
                .modifier(RefreshFeedback(count: model.feedbackCount))
                .overlay(alignment: .top) {
                    if model.overlayEdges.contains(.top), let header = model.indicators[.top],
                        let space = model.headerSpace
                    {
                        indicator(header)
                            .frame(height: CGFloat(space.size.height))
                            .offset(y: CGFloat(space.origin.y))
                    }
                }
                .overlay(alignment: .top) {
                    if model.overlayEdges.contains(.bottom), let footer = model.indicators[.bottom],
                        let space = model.footerSpace
                    {
                        indicator(footer)
                            .frame(height: CGFloat(space.size.height))
                            .offset(y: CGFloat(space.origin.y))
                    }
                }
        }
    }

    /// Plays an impact each time `count` grows (`sensoryFeedback`). Not on visionOS, which has no haptics and
    /// `sensoryFeedback` only from visionOS 26.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    struct RefreshFeedback: ViewModifier {
        let count: Int

        func body(content: Content) -> some View {
            #if os(visionOS)
                content
            #else
                content.sensoryFeedback(.impact, trigger: count)
            #endif
        }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    extension RefreshScrollModifier where Indicator == RefreshIndicatorLabel {
        /// Creates the modifier for `model`, with the default indicators.
        public init(model: ScrollRefreshModel) {
            self.init(model: model) { RefreshIndicatorLabel(indicator: $0) }
        }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    extension View {
        /// Lets `model` refresh this scroll view: see ``RefreshScrollModifier``.
        public func pullToRefresh(_ model: ScrollRefreshModel) -> some View {
            modifier(RefreshScrollModifier(model: model))
        }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    extension ScrollViewMetrics {
        /// The metrics of a SwiftUI scroll geometry: its content insets hold the safe area, the content margins and
        /// the library's extra inset, as UIKit's adjusted content inset does.
        public init(_ geometry: SwiftUI.ScrollGeometry) {
            self.init(
                contentOffset: ScrollPoint(x: Double(geometry.contentOffset.x), y: Double(geometry.contentOffset.y)),
                contentSize: ScrollSize(
                    width: Double(geometry.contentSize.width),
                    height: Double(geometry.contentSize.height)
                ),
                boundsSize: ScrollSize(
                    width: Double(geometry.containerSize.width),
                    height: Double(geometry.containerSize.height)
                ),
                adjustedContentInset: ScrollInsets(
                    top: Double(geometry.contentInsets.top),
                    left: Double(geometry.contentInsets.leading),
                    bottom: Double(geometry.contentInsets.bottom),
                    right: Double(geometry.contentInsets.trailing)
                )
            )
        }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    extension ScrollPhaseKind {
        /// The adapter core's phase for SwiftUI's.
        public init(_ phase: ScrollPhase) {
            switch phase {
            case .idle: self = .idle
            case .tracking: self = .tracking
            case .interacting: self = .interacting
            case .decelerating: self = .decelerating
            case .animating: self = .animating
            }
        }
    }

    extension Edge {
        /// SwiftUI's edge for the library's, left to right.
        init(_ edge: RefreshEdge) {
            switch edge {
            case .top: self = .top
            case .bottom: self = .bottom
            case .left: self = .leading
            case .right: self = .trailing
            }
        }
    }
#endif

#if canImport(SwiftUI)
    import HeadlessRefresh
    import HeadlessRefreshPaging
    import RefreshAdapterCore
    import SwiftUI

    /// What a refreshable SwiftUI scroll view observes: the indicators to draw, the extra inset to show as content
    /// margins, and the scroll position the library may move. `RefreshScrollModifier` feeds it the scroll view's
    /// geometry and phases; the session's actions come back through ``perform(_:)``.
    ///
    /// The mapping lives in the adapter core's `ScrollViewHost`, tested on every platform; this class only turns its
    /// commands into SwiftUI state, inside `withAnimation` where the library asks for a duration.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    @MainActor
    @Observable
    public final class ScrollRefreshModel {
        /// What each configured edge's indicator shows.
        public private(set) var indicators: [RefreshEdge: RefreshIndicator] = [:]
        /// The library's extra inset, shown with `contentMargins`; SwiftUI adds the safe area itself.
        public private(set) var extraInset = ScrollInsets.zero
        /// The scroll position, bound to the scroll view with `scrollPosition(_:anchor:)`.
        public var position = ScrollPosition(edge: .top)
        /// The titles.
        public var text: RefreshText
        /// Called when an edge triggers, for hosts driving a bare controller (see ``drive(_:)``); a bound store
        /// loads by itself.
        @ObservationIgnored public var onStartLoad: ((RefreshEdge, TriggerCause) -> Void)?
        /// Where inputs go.
        @ObservationIgnored public private(set) var session: (any RefreshInputTarget)?
        @ObservationIgnored private var host = ScrollViewHost()
        @ObservationIgnored private let ticks = TickTimer()
        private static let origin = ContinuousClock.now

        /// Creates a model with the app's default titles; bind it with ``bind(_:controller:)`` or ``drive(_:)``.
        public init() {
            text = RefreshText()
        }

        /// Refreshes `store` from the header and loads more from the footer. Does nothing once bound.
        public func bind<Item: Sendable, Key: Hashable & Sendable>(
            _ store: PagingStore<Item, Key>,
            controller: RefreshController = RefreshController(top: .header, bottom: .footer)
        ) {
            guard session == nil else { return }
            session = RefreshPagingBinding(
                store: store,
                controller: controller,
                now: { Self.now() },
                perform: { [weak self] action in self?.perform(action) }
            )
            redrawAll()
        }

        /// Drives a bare controller; start loads from ``onStartLoad``. Does nothing once bound.
        public func drive(_ controller: RefreshController) {
            guard session == nil else { return }
            session = RefreshDriver(
                controller: controller,
                now: { Self.now() },
                perform: { [weak self] action in self?.perform(action) }
            )
            redrawAll()
        }

        /// The host's "load more" or "retry" button.
        public func tap(_ edge: RefreshEdge) {
            session?.send(.tap(edge))
        }

        /// The scroll view's geometry changed.
        public func scrolled(_ metrics: ScrollViewMetrics) {
            if let input = host.scrolled(metrics, now: Self.now()) { session?.send(input) }
        }

        /// The scroll view's phase changed.
        public func phaseChanged(_ phase: ScrollPhaseKind) {
            if let input = host.scrollPhase(phase) { session?.send(input) }
        }

        /// Applies one action of the session.
        public func perform(_ action: RefreshCommand) {
            guard let command = host.command(for: action, now: Self.now()) else { return }
            switch command {
            case .setContentInset(_, let duration):
                let inset = host.extraInset
                withAnimation(Self.animation(duration)) { extraInset = inset }
            case .scroll(let offset, let duration, let revealing):
                withAnimation(Self.animation(duration)) {
                    if let revealing {
                        position.scrollTo(edge: Edge(revealing))
                    } else {
                        position.scrollTo(x: CGFloat(offset.x), y: CGFloat(offset.y))
                    }
                }
            case .startLoad(let edge, let cause):
                onStartLoad?(edge, cause)
            case .redraw(let edge):
                redraw(edge)
            case .feedback:
                break
            case .scheduleTick(_, let delay):
                ticks.schedule(after: delay) { [weak self] in self?.session?.send(.tick) }
            case .report(let diagnostic):
                #if DEBUG
                    print("HeadlessRefresh:", diagnostic.message)
                #endif
            }
        }

        private func redraw(_ edge: RefreshEdge) {
            guard let controller = session?.controller else { return }
            indicators[edge] = RefreshIndicator(controller: controller, edge: edge, text: text, now: Self.now())
        }

        private func redrawAll() {
            for edge in session?.controller.edges ?? [] { redraw(edge) }
        }

        /// The library's durations as SwiftUI animations; none for an instant change.
        private static func animation(_ duration: Double) -> Animation? {
            duration > 0 ? Animation.easeInOut(duration: duration) : nil
        }

        /// The monotonic clock the controller gets, in seconds.
        static func now() -> Double {
            let elapsed = ContinuousClock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }
#endif

#if canImport(SwiftUI)
    import HeadlessRefresh
    import HeadlessRefreshPaging
    import HeadlessRefreshAdapterCore
    import SwiftUI

    /// What a refreshable SwiftUI scroll view observes: the indicators to draw and where the header's goes, the extra
    /// inset to show as content margins, and the scroll position the library may move. `RefreshScrollModifier` feeds
    /// it the scroll view's geometry and phases; the commands of its `RefreshSession` (``drive(_:)``, with a
    /// `PagingStore` attached by ``attach(_:refresh:loadMore:loadPrevious:)`` or not) come back to it.
    ///
    /// The mapping lives in the adapter core's `ScrollViewHost` and `DrawnIndicators`, tested on every platform; this
    /// class only turns their commands into SwiftUI state, inside `withAnimation` where the library asks for a
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
        public private(set) var indicators: [RefreshEdge: RefreshIndicator] = [:]
        /// Where the header's indicator goes in the scroll view's frame: the space the pull or the held inset opens
        /// above the content, pinned to it; `nil` when none is in view.
        public private(set) var headerSpace: IndicatorPlacement?
        /// Where the footer's indicator goes in the scroll view's frame: the space opened below the content's end.
        public private(set) var footerSpace: IndicatorPlacement?
        /// The edges `RefreshScrollModifier` draws over the scroll view, in the spaces above; leave one out to draw
        /// it yourself (`PagingList` draws its footer as the last row).
        public var overlayEdges: Set<RefreshEdge> = [.top, .bottom]
        /// The library's extra inset, shown with `contentMargins`; SwiftUI adds the safe area itself.
        public private(set) var extraInset = ScrollInsets.zero
        /// The scroll position, bound to the scroll view with `scrollPosition(_:anchor:)`.
        public var position = ScrollPosition(edge: .top)
        /// The titles; a new one redraws the indicators and renames the accessible actions.
        public var text: RefreshText {
            didSet { redrawChanged() }
        }
        /// The accessible actions the edges offer now ("Refresh", "Load more", "Retry"), published only when the list
        /// changes; perform one with ``performAccessibleAction(_:)``.
        public private(set) var accessibleActions = AccessibleRefreshActions()
        /// The number of new items a successful load at an edge brought, for its announcement ("20 new items"
        /// rather than "Refreshed"), or `nil` to say the indicator's title.
        @ObservationIgnored public var newItemCount: ((RefreshEdge) -> Int?)?
        /// Whether the user asked for reduced motion (SwiftUI's `accessibilityReduceMotion`): every inset change and
        /// scroll is then instant. `RefreshScrollModifier` sets it from the environment; it reaches a session made
        /// later too.
        @ObservationIgnored public var reducesMotion = false {
            didSet {
                if reducesMotion != oldValue { send(.setReducedMotion(reducesMotion)) }
            }
        }
        /// Called when an edge triggers, for hosts that start their own loads; an attached store loads by itself.
        @ObservationIgnored public var onStartLoad: ((RefreshEdge, TriggerCause) -> Void)?
        /// Where inputs go, made by ``drive(_:)``.
        @ObservationIgnored public private(set) var session: RefreshSession?
        @ObservationIgnored private var host = ScrollViewHost()
        @ObservationIgnored private var asyncHandlers: AsyncRefreshHandlers?
        @ObservationIgnored private var drawn = DrawnIndicators()
        /// Updated after every input; ``accessibleActions`` is assigned only when it changes, so that a scroll frame
        /// invalidates no view.
        @ObservationIgnored private var offeredActions = AccessibleRefreshActions()
        @ObservationIgnored private let ticks = TickTimer()
        private static let origin = ContinuousClock.now

        /// The async handlers run when an edge triggers; each ends its edge through ``send(_:)``.
        public var handlers: AsyncRefreshHandlers {
            if let asyncHandlers { return asyncHandlers }
            let handlers = AsyncRefreshHandlers { [weak self] edge, result in self?.send(.endRefreshing(edge, result)) }
            asyncHandlers = handlers
            return handlers
        }

        /// Creates a model with the app's default titles; give it a session with ``drive(_:)``, a store with
        /// ``attach(_:refresh:loadMore:loadPrevious:)``.
        public init() {
            text = RefreshText()
        }

        /// Attaches `store` to the session (see `RefreshSession.attach(_:refresh:loadMore:loadPrevious:)`): the
        /// refresh edge's trigger refreshes it, the load-more edge's loads the next page. Without a session yet,
        /// drives a header and a footer first. Attaching again replaces the store.
        public func attach<Item: Sendable, Key: Hashable & Sendable>(
            _ store: PagingStore<Item, Key>,
            refresh: RefreshEdge? = .top,
            loadMore: RefreshEdge? = .bottom,
            loadPrevious: RefreshEdge? = nil
        ) {
            if session == nil { drive(RefreshController(top: .header, bottom: .footer)) }
            session?.attach(store, refresh: refresh, loadMore: loadMore, loadPrevious: loadPrevious)
            redrawChanged()
        }

        /// Drives `controller` through a session; loads run in ``handlers``, start from ``onStartLoad``, or in a store
        /// attached next. Does nothing once driven.
        public func drive(_ controller: RefreshController) {
            guard session == nil else { return }
            session = RefreshSession(
                controller: controller,
                now: { Self.now() },
                wake: { [weak self] deadline in self?.wake(at: deadline) },
                perform: { [weak self] command in
                    // The session wakes the model for this deadline already.
                    if case .scheduleTick = command { return }
                    self?.perform(command)
                }
            )
            sendGeometry()
        }

        /// Tells a new session the Reduce Motion setting and the geometry reported before it existed: the host does
        /// not resend it unchanged.
        private func sendGeometry() {
            if reducesMotion { session?.send(.setReducedMotion(true)) }
            if let geometry = host.geometry { session?.send(.geometry(geometry)) }
            redrawChanged()
        }

        /// Sends `input` to the session (`.beginRefreshing`, `.endRefreshing`, `.suspend`, ...), then redraws the
        /// indicators that changed.
        public func send(_ input: RefreshInput) {
            session?.send(input)
            redrawChanged()
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
            if let input = host.scrolled(metrics, now: Self.now()) { send(input) }
        }

        /// The scroll view's phase changed.
        public func phaseChanged(_ phase: ScrollPhaseKind) {
            if let input = host.scrollPhase(phase) { send(input) }
        }

        private func wake(at deadline: Double) {
            apply(host.wake(at: deadline, now: Self.now()))
        }

        private func perform(_ action: RefreshCommand) {
            if let controller = session?.controller { asyncHandlers?.perform(action, controller: controller) }
            guard let command = host.command(for: action, now: Self.now()) else { return }
            apply(command)
        }

        private func apply(_ command: ScrollViewCommand) {
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
            case .redraw:
                redrawChanged()
            case .announce(let edge, let announcement):
                let count = announcement == .succeeded ? newItemCount?(edge) : nil
                let words = text.announcement(announcement, role: edge.role, newItems: count)
                AccessibilityNotification.Announcement(words).post()
            case .feedback:
                break
            case .scheduleTick(_, let delay):
                ticks.schedule(after: delay) { [weak self] in self?.send(.tick) }
            case .report(let diagnostic):
                #if DEBUG
                    print("HeadlessRefresh:", diagnostic.message)
                #endif
            }
        }

        /// Publishes only what changed, so content scrolled away from the edges invalidates no view.
        private func redrawChanged() {
            guard let controller = session?.controller else { return }
            for indicator in drawn.update(from: controller, text: text, now: Self.now()) {
                indicators[indicator.edge] = indicator
            }
            if offeredActions.update(from: controller, text: text) { accessibleActions = offeredActions }
            let header = host.geometry.flatMap { IndicatorPlacement(openedAt: .top, in: $0) }
            if header != headerSpace { headerSpace = header }
            let footer = host.geometry.flatMap { IndicatorPlacement(openedAt: .bottom, in: $0) }
            if footer != footerSpace { footerSpace = footer }
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

import HeadlessRefresh
import HeadlessRefreshPaging

/// The glue between a scroll view and a `RefreshSession`, shared by the UIKit adapter, the SwiftUI model and the
/// tests' fake scroll view: one place that makes the session, sends the view's reports as inputs, turns the
/// session's commands into calls on the view (``DrivenScrollView``), redraws the indicators and the accessible
/// actions, runs the async handlers and the tick timer, and keeps the attach and detach bookkeeping.
///
/// ```swift
/// let driver = ScrollViewDriver(view: bridge, ownInset: ScrollInsets(top: 10), now: { CACurrentMediaTime() })
/// driver.attach()  // the view starts observing
/// driver.drive(RefreshController(top: .header, bottom: .footer))
/// driver.handlers.onRefresh = { try await feed.reload() }
/// // from the view's callbacks:
/// driver.scrolled(metrics)
/// driver.pan(.ended, velocity: velocity)
/// // when the scroll view goes away from the screen and comes back:
/// driver.setOnScreen(false)
/// driver.detach()  // the library's inset, observers and bounce setting are gone; the app's inset stays
/// ```
///
/// The driver decides everything a toolkit does not: the view only does what it is told, once per call.
@MainActor
package final class ScrollViewDriver {
    /// The view it drives; weak, since the view's side usually owns the driver.
    package private(set) weak var view: (any DrivenScrollView)?
    /// The session made by ``drive(_:)``, `nil` before it and after ``detach()``.
    package internal(set) var session: RefreshSession?
    /// The mapping between the view and the controller, with the app's own inset and the library's apart.
    package internal(set) var host: ScrollViewHost
    /// The titles. While ``followsLanguageSetting`` is on, their language is the setting's.
    package var text: RefreshText {
        didSet {
            if followsLanguageSetting { text.language = languageSetting.language }
            redraw()
        }
    }
    /// Whether the titles follow ``languageSetting`` (the device's languages or the app's choice): on by default;
    /// turn it off to keep the language of ``text``.
    package var followsLanguageSetting = true {
        didSet { if followsLanguageSetting { text.language = languageSetting.language } }
    }
    /// The language setting the titles follow.
    package let languageSetting: RefreshLanguageSetting
    /// Called when an edge triggers, for hosts that start their own loads.
    package var onStartLoad: ((RefreshEdge, TriggerCause) -> Void)?
    /// Called with each command the session's actions became, before it is applied: for logs and tests.
    package var onCommand: ((ScrollViewCommand) -> Void)?
    /// The number of new items a successful load at an edge brought, for its announcement ("20 new items").
    package var newItemCount: ((RefreshEdge) -> Int?)?
    /// The feedback events that play a haptic: a trigger and a second level opening, by default.
    package var hapticEvents: Set<FeedbackEvent> = [.triggered, .secondLevelOpened]
    /// Where the header's last refresh time is kept across launches; `nil` shows the session's own.
    package var lastUpdatedStore: (any LastUpdatedStore)? {
        didSet { redraw() }
    }
    /// The key the header's last refresh time is kept under in ``lastUpdatedStore`` (MJRefresh's
    /// `lastUpdatedTimeKey`); give each list its own to keep their times apart, or `nil` to show no "Last updated".
    package var lastUpdatedKey: String? = ScrollViewDriver.defaultLastUpdatedKey {
        didSet { redraw() }
    }
    /// The key ``lastUpdatedKey`` starts with.
    package static let defaultLastUpdatedKey = "HeadlessRefreshLastUpdatedTimeKey"
    /// Whether every inset change and scroll is instant (Reduce Motion): the session's controller keeps it; before
    /// a session, and between sessions, the driver does, and a session made later starts with it.
    package var reducesMotion: Bool {
        get { session?.controller.reducesMotion ?? reducesMotionWithoutSession }
        set {
            guard let session else {
                reducesMotionWithoutSession = newValue
                return
            }
            if newValue != session.controller.reducesMotion { send(.setReducedMotion(newValue)) }
        }
    }
    /// Reduce Motion while no session keeps it.
    private var reducesMotionWithoutSession = false
    /// The async handlers run when an edge triggers; each ends its edge through ``send(_:)``.
    package private(set) lazy var handlers = AsyncRefreshHandlers { [weak self] edge, result in
        self?.send(.endRefreshing(edge, result))
    }
    /// The indicator displays installed per edge, and what they last showed.
    package internal(set) var displays = IndicatorDisplays()
    /// The accessible actions the edges offer, as last shown on the view.
    package internal(set) var accessibleActions = AccessibleRefreshActions()
    /// Whether the view reports to the driver: between ``attach()`` and ``detach()``.
    package internal(set) var isAttached = false
    /// Whether the view is on screen, as last told by ``setOnScreen(_:)``; `nil` before.
    package internal(set) var isOnScreen: Bool?
    /// When the pending tick is due, on the host's clock, or `nil`: the timer's.
    package var nextTick: Double? { ticks.deadline }

    let now: () -> Double
    private let ticks: TickTimer
    /// The app's bounce setting per axis, saved while the driver keeps it on.
    var savedBounces: [ScrollAxis: Bool] = [:]
    /// The configurations ``follow(_:for:)`` last applied per edge.
    var followed: [RefreshEdge: EdgeConfiguration?] = [:]

    /// Creates a driver for `view`, whose own content inset is `ownInset`.
    ///
    /// - Parameters:
    ///   - view: the toolkit's side.
    ///   - ownInset: the app's content inset on the view now.
    ///   - axis: the scroll axis.
    ///   - languageSetting: the language the titles follow.
    ///   - now: the host's monotonic clock, in seconds.
    ///   - sleep: how the tick timer waits; `Task.sleep` by default.
    package init(
        view: any DrivenScrollView,
        ownInset: ScrollInsets = .zero,
        axis: ScrollAxis = .vertical,
        languageSetting: RefreshLanguageSetting,
        now: @escaping () -> Double,
        sleep: TickTimer.Sleep? = nil
    ) {
        self.view = view
        host = ScrollViewHost(ownInset: ownInset, axis: axis)
        self.languageSetting = languageSetting
        self.now = now
        ticks = sleep.map { TickTimer(sleep: $0) } ?? TickTimer()
        var text = RefreshText()
        text.language = languageSetting.language
        self.text = text
    }

    /// Drives `controller` through a new session. A session the driver had is replaced: its handlers and tick are
    /// cancelled, its store detached, and the inset it held taken off, since the new controller knows nothing of
    /// it.
    package func drive(_ controller: RefreshController) {
        if let old = session {
            reducesMotionWithoutSession = old.controller.reducesMotion
            session = nil
            handlers.cancelAll()
            cancelTick()
            old.detachStoreIfAny()
            if let command = host.removeExtraInset() { apply(command) }
        }
        followed = [:]
        session = RefreshSession(
            controller: controller,
            now: now,
            wake: { [weak self] deadline in
                guard let self else { return }
                apply(host.wake(at: deadline, now: now()))
            },
            perform: { [weak self] command in self?.perform(command) }
        )
        updateBounces()
        if reducesMotionWithoutSession { send(.setReducedMotion(true)) }
        if isOnScreen == false { send(.suspend) }
        // The view does not report a geometry again unchanged: the new session gets the one reported before it.
        if let metrics = view?.metrics { _ = host.scrolled(metrics, now: now()) }
        if let geometry = host.geometry {
            send(.geometry(geometry))
            view?.layoutIndicators(in: geometry)
        }
        redraw()
    }

    /// Sends `input` to the session, then redraws what changed.
    package func send(_ input: RefreshInput) {
        session?.send(input)
        redraw()
    }

    // MARK: View to session

    /// The view's geometry as it reports it: sent if it changed, and the indicators laid out either way (a rotation
    /// moves them without a scroll).
    package func scrolled(_ metrics: ScrollViewMetrics) {
        if let input = host.scrolled(metrics, now: now()) { send(input) }
        if let geometry = host.geometry { view?.layoutIndicators(in: geometry) }
    }

    /// A state of the pan gesture, with the finger's velocity (UIKit).
    package func pan(_ state: PanGestureState, velocity: ScrollPoint) {
        if let input = host.pan(state, velocity: velocity) { send(input) }
    }

    /// The view shows `items` (a row's `onAppear`, `willDisplay`, a focus): an edge that accepts
    /// `RefreshTrigger.itemsInView(prefetch:)` loads as they come near its end.
    package func itemsBecameVisible(_ items: VisibleItems) {
        send(.visibleItems(items))
    }

    /// `item` of `items` came into view, for a row that knows its item rather than its index (SwiftUI's `ForEach`).
    /// The index is looked up from the end, where loading is decided; an item not in `items` reports nothing.
    package func itemBecameVisible<Items: BidirectionalCollection>(_ item: Items.Element, in items: Items)
    where Items.Element: Identifiable {
        guard let index = items.lastIndex(where: { $0.id == item.id }) else { return }
        itemsBecameVisible(VisibleItems(item: items.distance(from: items.startIndex, to: index), of: items.count))
    }

    /// A scroll phase (SwiftUI).
    package func scrollPhase(_ phase: ScrollPhaseKind) {
        if let input = host.scrollPhase(phase) { send(input) }
    }

    /// The view reports its content inset changed (UIKit's KVO): an inset the app set keeps the library's on top.
    package func contentInsetChanged(to observed: ScrollInsets) {
        if let fix = host.contentInsetChanged(to: observed) { apply(fix) }
    }

    /// Sets the app's own content inset; the library's extra inset stays on top of it.
    package func setOwnInset(_ inset: ScrollInsets) {
        apply(host.setOwnInset(inset))
    }

    /// The tick the timer was waiting for: ends the timed phases due.
    package func tick() {
        ticks.cancel()
        send(.tick)
    }

    func cancelTick() {
        ticks.cancel()
    }

    func scheduleTick(at time: Double, delay: Double) {
        ticks.schedule(at: time, after: delay) { [weak self] in self?.tick() }
    }
}

@MainActor
extension RefreshSession {
    /// Detaches a store the session may carry; before iOS 17 (no `PagingStore`) there is none.
    func detachStoreIfAny() {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { detachStore() }
    }
}

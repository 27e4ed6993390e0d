import HeadlessRefresh
import HeadlessRefreshAdapterCore
import HeadlessRefreshPaging

/// A scroll view that behaves like UIKit where adapters trip: it adds its safe area to the content inset, reports
/// every change synchronously (KVO), and moves resting content into range when its inset shrinks.
@MainActor
final class FakeScrollView {
    let safeArea = ScrollInsets(top: 44, bottom: 34)
    var contentSize = ScrollSize(width: 390, height: 2000)
    let boundsSize = ScrollSize(width: 390, height: 844)
    var isTracking = false
    /// Called after every change, like a KVO observation.
    var didChange: (() -> Void)?

    var contentInset: ScrollInsets {
        didSet {
            didChange?()
            // UIKit pulls resting content back into range when the inset shrinks.
            let top = -(safeArea.top + contentInset.top)
            if !isTracking && contentOffset.y < top { contentOffset.y = top }
        }
    }

    var contentOffset: ScrollPoint {
        didSet { didChange?() }
    }

    init(contentInset: ScrollInsets) {
        self.contentInset = contentInset
        contentOffset = ScrollPoint(x: 0, y: -(safeArea.top + contentInset.top))
    }

    var adjustedContentInset: ScrollInsets {
        ScrollInsets(
            top: safeArea.top + contentInset.top,
            left: contentInset.left,
            bottom: safeArea.bottom + contentInset.bottom,
            right: contentInset.right
        )
    }

    var metrics: ScrollViewMetrics {
        ScrollViewMetrics(
            contentOffset: contentOffset,
            contentSize: contentSize,
            boundsSize: boundsSize,
            adjustedContentInset: adjustedContentInset
        )
    }
}

/// What the UIKit adapter does, against the fake view: forward changes, apply commands, schedule the tick the
/// session wakes it for, redraw the indicators that changed. Animations are instant; time passes only in ``wait(_:)``.
@MainActor
final class FakeAdapter {
    let view: FakeScrollView
    var host: ScrollViewHost
    private(set) var session: RefreshSession?
    var time = 0.0
    private(set) var commands: [ScrollViewCommand] = []
    /// The pending tick's time, as the adapter's `TickTimer` would hold it.
    private(set) var tickDue: Double?
    /// The indicators as drawn (custom displays installed in ``displays``), and every redraw in order.
    var displays = IndicatorDisplays()
    var drawn: DrawnIndicators { displays.drawn }
    private(set) var redraws: [RefreshIndicator] = []
    let text = RefreshText(language: .english)
    /// What the adapter would post as accessibility announcements, in order.
    private(set) var announcements: [String] = []
    /// The host's count of new items for a success announcement, as the UIKit adapter's `newItemCount` hook.
    var newItemCount: ((RefreshEdge) -> Int?)?
    /// The accessible actions as the adapter shows them, and every list it published, in order.
    private(set) var accessibleActions = AccessibleRefreshActions()
    private(set) var publishedActionLists: [[AccessibleRefreshActions.Entry]] = []
    /// The app's async handlers, as the one-line attach installs them: ends go through ``send(_:)``.
    private(set) lazy var handlers = AsyncRefreshHandlers { [unowned self] edge, result in
        send(.endRefreshing(edge, result))
    }

    init(view: FakeScrollView) {
        self.view = view
        host = ScrollViewHost(ownInset: view.contentInset)
        view.didChange = { [unowned self] in viewChanged() }
    }

    /// Drives a controller through a `RefreshSession`: ticks come from its `wake`.
    func drive(_ controller: RefreshController) {
        session = RefreshSession(
            controller: controller,
            now: { [unowned self] in time },
            wake: { [unowned self] deadline in apply(host.wake(at: deadline, now: time)) },
            perform: { [unowned self] command in
                // The session wakes the adapter for this deadline already.
                if case .scheduleTick = command { return }
                perform(command)
            }
        )
        sendGeometry()
    }

    /// Attaches a store to the session, as the UIKit adapter's `attach(_:)` does.
    func attach<Item: Sendable, Key: Hashable & Sendable>(_ store: PagingStore<Item, Key>) {
        session?.attach(store)
        redrawChanged()
    }

    /// Tells a new session the geometry reported before it, then any change.
    private func sendGeometry() {
        if let geometry = host.geometry { send(.geometry(geometry)) }
        viewChanged()
        redrawChanged()
    }

    /// Sends an input and redraws what changed.
    func send(_ input: RefreshInput) {
        session?.send(input)
        redrawChanged()
    }

    func viewChanged() {
        if let fix = host.contentInsetChanged(to: view.contentInset) { apply(fix) }
        if let input = host.scrolled(view.metrics, now: time) { send(input) }
    }

    func perform(_ action: RefreshCommand) {
        if let controller = session?.controller { handlers.perform(action, controller: controller) }
        guard let command = host.command(for: action, now: time) else { return }
        commands.append(command)
        apply(command)
    }

    func apply(_ command: ScrollViewCommand) {
        switch command {
        case .setContentInset(let inset, _): view.contentInset = inset
        case .scroll(let offset, _, _): view.contentOffset = offset
        case .scheduleTick(let time, _): tickDue = time
        case .redraw: redrawChanged()
        case .announce(let edge, let announcement):
            let count = announcement == .succeeded ? newItemCount?(edge) : nil
            announcements.append(text.announcement(announcement, role: edge.role, newItems: count))
        case .startLoad, .feedback, .report: break
        }
    }

    private func redrawChanged() {
        guard let controller = session?.controller else { return }
        let changed = displays.redraw(from: controller, text: text, now: time)
        redraws += changed
        // As the adapters do: the accessible actions are rebuilt only when the list changes.
        if accessibleActions.update(from: controller, text: text) {
            publishedActionLists.append(accessibleActions.entries)
        }
    }

    /// What VoiceOver's action named `name` does: the entry's edge performs its action through ``send(_:)``.
    /// Returns `false` when no action has that name.
    @discardableResult
    func performAccessibleAction(named name: String) -> Bool {
        guard let entry = accessibleActions.first(where: { $0.name == name }) else { return false }
        send(.performAccessibleAction(entry.edge))
        return true
    }

    /// The finger pulls the content down by `distance` points and lifts.
    func pull(by distance: Double) {
        view.isTracking = true
        if let input = host.pan(.began, velocity: .zero) { send(input) }
        view.contentOffset.y -= distance
        if let input = host.pan(.changed, velocity: .zero) { send(input) }
        view.isTracking = false
        if let input = host.pan(.ended, velocity: .zero) { send(input) }
    }

    /// Time passes; the tick fires if it fell due meanwhile.
    func wait(_ seconds: Double) {
        time += seconds
        guard let due = tickDue, due <= time else { return }
        tickDue = nil
        send(.tick)
    }

    /// The content bounces back to rest under the whole inset, as UIKit does after a release.
    func bounceToTop() {
        view.contentOffset.y = -view.adjustedContentInset.top
    }
}

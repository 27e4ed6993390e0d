import HeadlessRefresh
import HeadlessRefreshAdapterCore
import HeadlessRefreshPaging

/// The toolkit's side of the UIKit adapter against the fake view, around the real `ScrollViewDriver`: it observes the
/// view as UIKit's adapter does (key-value observing, the pan gesture, the anchor's layout and window hooks), does
/// what the driver tells it, and records it. Animations are instant; time passes only in ``wait(_:)``, which fires
/// the driver's pending tick.
@MainActor
final class FakeAdapter: DrivenScrollView {
    let view: FakeScrollView
    private let languages: RefreshLanguageSetting
    private(set) lazy var driver = ScrollViewDriver(
        view: self,
        ownInset: view.contentInset,
        languageSetting: languages,
        now: { [unowned self] in time },
        // The timer never fires by itself: `wait(_:)` fires the tick the driver is waiting for.
        sleep: { _ in throw CancellationError() }
    )
    var time = 0.0
    /// Every command the session's actions became, in order.
    private(set) var commands: [ScrollViewCommand] = []
    /// Every redraw in order, what was announced, the accessible action lists shown, the haptics played and the
    /// geometries the indicators were laid out for.
    private(set) var redraws: [RefreshIndicator] = []
    private(set) var announcements: [String] = []
    private(set) var publishedActionLists: [[AccessibleRefreshActions.Entry]] = []
    private(set) var haptics: [FeedbackEvent] = []
    private(set) var layouts: [ScrollViewGeometry] = []

    init(view: FakeScrollView, languages: RefreshLanguageSetting = RefreshLanguageSetting(preferredLanguages: ["en"])) {
        self.view = view
        self.languages = languages
        driver.text = RefreshText(language: languages.language)
        driver.onCommand = { [unowned self] in commands.append($0) }
        driver.attach()
    }

    // MARK: The driver, as the tests name it (and the settings, as the products have them)

    var session: RefreshSession? { driver.session }
    var handlers: AsyncRefreshHandlers { driver.handlers }
    var text: RefreshText {
        get { driver.text }
        set { driver.text = newValue }
    }
    var onStartLoad: ((RefreshEdge, TriggerCause) -> Void)? {
        get { driver.onStartLoad }
        set { driver.onStartLoad = newValue }
    }
    var newItemCount: ((RefreshEdge) -> Int?)? {
        get { driver.newItemCount }
        set { driver.newItemCount = newValue }
    }
    var lastUpdatedKey: String? {
        get { driver.lastUpdatedKey }
        set { driver.lastUpdatedKey = newValue }
    }
    func send(_ input: RefreshInput) { driver.send(input) }

    var host: ScrollViewHost { driver.host }
    var tickDue: Double? { driver.nextTick }
    var drawn: DrawnIndicators { driver.displays.drawn }
    var accessibleActions: AccessibleRefreshActions { driver.accessibleActions }

    func drive(_ controller: RefreshController) { driver.drive(controller) }
    func attach<Item: Sendable, Key: Hashable & Sendable>(_ store: PagingStore<Item, Key>) { driver.attach(store) }

    /// What UIKit's key-value observing reports after a change.
    func viewChanged() {
        driver.contentInsetChanged(to: view.contentInset)
        driver.scrolled(view.metrics)
    }

    // MARK: DrivenScrollView

    var contentInset: ScrollInsets { view.contentInset }
    var metrics: ScrollViewMetrics? { view.metrics }
    func setContentInset(_ inset: ScrollInsets, duration: Double) { view.contentInset = inset }
    func scroll(to offset: ScrollPoint, duration: Double, revealing edge: RefreshEdge?) { view.contentOffset = offset }

    func alwaysBounces(on axis: ScrollAxis) -> Bool {
        axis == .vertical ? view.alwaysBounceVertical : view.alwaysBounceHorizontal
    }

    func setAlwaysBounces(_ bounces: Bool, on axis: ScrollAxis) {
        if axis == .vertical { view.alwaysBounceVertical = bounces } else { view.alwaysBounceHorizontal = bounces }
    }

    func startObserving() {
        view.observe(self) { [unowned self] in viewChanged() }
        view.addPanTarget(self)
        view.relayLayout(
            self,
            size: { [unowned self] in driver.scrolled(view.metrics) },
            window: { [unowned self] in driver.setOnScreen(view.isInWindow) }
        )
    }

    func stopObserving() { view.removeAll(of: self) }
    func indicatorsChanged(_ indicators: [RefreshIndicator]) { redraws += indicators }
    func layoutIndicators(in geometry: ScrollViewGeometry) { layouts.append(geometry) }
    func showAccessibleActions(_ actions: AccessibleRefreshActions) { publishedActionLists.append(actions.entries) }
    func announce(_ words: String) { announcements.append(words) }
    func playFeedback(_ event: FeedbackEvent, at edge: RefreshEdge) { haptics.append(event) }

    // MARK: A user and a clock

    /// What VoiceOver's action named `name` does: the entry's edge performs its action through `send`.
    /// Returns `false` when no action has that name.
    @discardableResult
    func performAccessibleAction(named name: String) -> Bool {
        guard let entry = accessibleActions.first(where: { $0.name == name }) else { return false }
        send(.performAccessibleAction(entry.edge))
        return true
    }

    /// The finger pulls the content down by `distance` points and lifts, as the pan gesture reports it. As in UIKit,
    /// content shorter than the view does not move unless the view always bounces vertically.
    func pull(by distance: Double) {
        guard view.panTargets.contains(ObjectIdentifier(self)) else { return }
        view.isTracking = true
        driver.pan(.began, velocity: .zero)
        let visible = view.boundsSize.height - view.adjustedContentInset.top - view.adjustedContentInset.bottom
        if view.alwaysBounceVertical || view.contentSize.height > visible { view.contentOffset.y -= distance }
        driver.pan(.changed, velocity: .zero)
        view.isTracking = false
        driver.pan(.ended, velocity: .zero)
    }

    /// Time passes; the tick fires if it fell due meanwhile.
    func wait(_ seconds: Double) {
        time += seconds
        guard let due = driver.nextTick, due <= time else { return }
        driver.tick()
    }

    /// The content bounces back to rest under the whole inset, as UIKit does after a release.
    func bounceToTop() {
        view.contentOffset.y = -view.adjustedContentInset.top
    }
}

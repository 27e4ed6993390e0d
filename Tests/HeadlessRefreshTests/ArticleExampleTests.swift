import HeadlessRefresh
import Testing

// The examples of the DocC articles on hosts and migration (Sources/HeadlessRefresh/HeadlessRefresh.docc:
// DrivingFromUIKit, DrivingFromSwiftUI, DrivingFromAGameLoop, MigratingFrom…), compiled and run so that they stay
// correct against the API. Each test names the article it checks; the values in the articles' comments are the
// ones asserted here.

// MARK: - Shared

/// A host for the examples: sends inputs with a manual clock and keeps every action.
struct ExampleHost {
    var controller: RefreshController
    var geometry: ScrollViewGeometry
    var now = 0.0
    var commands: [RefreshCommand] = []
    var log: [RefreshCommand] = []
    var extraInsets = ScrollInsets.zero

    init(_ controller: RefreshController, geometry: ScrollViewGeometry) {
        self.controller = controller
        self.geometry = geometry
    }

    mutating func send(_ input: RefreshInput, at time: Double? = nil) {
        if let time { now = time }
        controller.send(input, now: now, into: &commands)
        for command in commands {
            if case .setExtraInset(let edge, let amount, _) = command { extraInsets[edge] = amount }
        }
        log += commands
    }

    /// Moves the content so that `edge` is pulled `amount` points, and reports it.
    mutating func pull(_ edge: RefreshEdge, _ amount: Double, at time: Double? = nil) {
        geometry.contentOffset = geometry.offset(revealing: amount, at: edge)
        send(.geometry(geometry), at: time)
    }

    /// A whole pull: touch, pull `amount` points at `edge`, release.
    mutating func pullAndRelease(_ edge: RefreshEdge, _ amount: Double, at time: Double) {
        send(.dragBegan, at: time)
        pull(edge, amount / 2, at: time + 0.05)
        pull(edge, amount, at: time + 0.1)
        send(.dragEnded(velocity: .zero), at: time + 0.15)
        pull(edge, min(amount, extraInsets[edge]), at: time + 0.2)
    }

    func triggers(_ edge: RefreshEdge) -> [TriggerCause] {
        log.compactMap { action in
            if case .trigger(edge, let cause) = action { return cause }
            return nil
        }
    }

    var diagnostics: [RefreshDiagnostic] {
        log.compactMap { action in
            if case .diagnostic(let diagnostic) = action { return diagnostic }
            return nil
        }
    }
}

/// A phone-sized vertical list under a 91-point navigation bar.
let phoneList = ScrollViewGeometry(
    contentOffset: ScrollPoint(x: 0, y: -91),
    contentSize: ScrollSize(width: 390, height: 2400),
    viewportSize: ScrollSize(width: 390, height: 844),
    contentInset: ScrollInsets(top: 91, bottom: 34)
)

/// A horizontal list 390 points wide and 200 high, such as a banner, with `contentWidth` points of content.
func horizontalList(contentWidth: Double) -> ScrollViewGeometry {
    ScrollViewGeometry(
        contentSize: ScrollSize(width: contentWidth, height: 200),
        viewportSize: ScrollSize(width: 390, height: 200),
        axis: .horizontal
    )
}

// MARK: - DrivingFromUIKit

// driving-from-uikit-sent-geometry:begin
/// The geometry to send for what UIKit reports: the adjusted content inset holds the safe area, the app's own
/// inset *and* the extra inset the host set for the library, so that extra inset comes out.
func sentGeometry(
    contentOffset: ScrollPoint,
    contentSize: ScrollSize,
    boundsSize: ScrollSize,
    adjustedContentInset: ScrollInsets,
    extraInset: ScrollInsets
) -> ScrollViewGeometry {
    ScrollViewGeometry(
        contentOffset: contentOffset,
        contentSize: contentSize,
        viewportSize: boundsSize,
        contentInset: ScrollInsets(
            top: adjustedContentInset.top - extraInset.top,
            left: adjustedContentInset.left - extraInset.left,
            bottom: adjustedContentInset.bottom - extraInset.bottom,
            right: adjustedContentInset.right - extraInset.right
        )
    )
}
// driving-from-uikit-sent-geometry:end

// MARK: - Tests

struct ArticleExampleTests {
    // MARK: DrivingFromUIKit

    @Test func uikitGeometryTakesTheExtraInsetOut() {
        // driving-from-uikit-sent-geometry-use:begin
        // The header holds 60 points under a 91-point navigation bar; the content rests against it.
        let geometry = sentGeometry(
            contentOffset: ScrollPoint(x: 0, y: -151),
            contentSize: ScrollSize(width: 390, height: 2400),
            boundsSize: ScrollSize(width: 390, height: 844),
            adjustedContentInset: ScrollInsets(top: 151, bottom: 34),
            extraInset: ScrollInsets(top: 60)
        )
        let pull = geometry.pull(.top)  // 60: the indicator shows its refreshing extent
        // driving-from-uikit-sent-geometry-use:end
        #expect(geometry.contentInset.top == 91)
        #expect(pull == 60)
        // Sent with the adjusted inset as it is, the same view would look collapsed.
        let wrong = sentGeometry(
            contentOffset: ScrollPoint(x: 0, y: -151),
            contentSize: ScrollSize(width: 390, height: 2400),
            boundsSize: ScrollSize(width: 390, height: 844),
            adjustedContentInset: ScrollInsets(top: 151, bottom: 34),
            extraInset: .zero
        )
        #expect(wrong.pull(.top) == 0)
    }

    @Test func uikitSuspendedBeginIsRevealedOnResume() {
        // driving-from-uikit-suspend:begin
        let atRest = ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: -91),  // under a 91-point navigation bar
            contentSize: ScrollSize(width: 390, height: 2400),
            viewportSize: ScrollSize(width: 390, height: 844),
            contentInset: ScrollInsets(top: 91, bottom: 34)
        )
        var controller = RefreshController(top: .header)
        var commands: [RefreshCommand] = []
        controller.send(.geometry(atRest), now: 0, into: &commands)
        controller.send(.suspend, now: 1, into: &commands)  // viewWillDisappear
        controller.send(.beginRefreshing(.top, reveal: true), now: 2, into: &commands)  // a push asks for news
        let whileSuspended = commands  // empty: the begin waits
        controller.send(.resume, now: 9, into: &commands)  // viewDidAppear
        // commands holds .trigger(.top, cause: .programmatic), .setExtraInset(.top, amount: 60, duration: 0.25)
        // and .scroll(toOffset: ScrollPoint(x: 0, y: -151), duration: 0.25), among redraws
        // driving-from-uikit-suspend:end
        #expect(whileSuspended.isEmpty)
        #expect(commands.contains(.trigger(.top, cause: .programmatic)))
        #expect(commands.contains(.setExtraInset(.top, amount: 60, duration: 0.25)))
        #expect(commands.contains(.scroll(toOffset: ScrollPoint(x: 0, y: -151), duration: 0.25)))
        #expect(controller.state(.top) == .refreshing)
    }

    @Test func uikitSuspendEndsATouchWithoutTriggering() {
        var host = ExampleHost(RefreshController(top: .header), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 0.1)
        host.pull(.top, 80, at: 0.2)
        #expect(host.controller.state(.top) == .eligible)
        host.send(.suspend, at: 0.3)  // an interactive pop starts: viewWillDisappear
        #expect(host.triggers(.top) == [])
        #expect(host.controller.state(.top) != .eligible)
    }

    @Test func uikitNavigationBarHeaderHoldsNoInset() {
        // driving-from-uikit-bar-header:begin
        var header = EdgeConfiguration.header
        header.refreshingExtent = 0  // the indicator is in the navigation bar: the list keeps its place
        // driving-from-uikit-bar-header:end
        var host = ExampleHost(RefreshController(top: header), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.pullAndRelease(.top, 80, at: 1)
        #expect(host.triggers(.top) == [.release])
        #expect(host.controller.state(.top) == .refreshing)
        #expect(host.extraInsets.top == 0)
        #expect(host.controller.extraInsets.top == 0)
    }

    @Test func uikitFeedbackEventsOfAPull() {
        var host = ExampleHost(RefreshController(top: .header), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 1)
        host.pull(.top, 70, at: 1.1)
        host.pull(.top, 40, at: 1.2)
        host.pull(.top, 70, at: 1.3)
        host.send(.dragEnded(velocity: .zero), at: 1.4)
        let events = host.log.compactMap { action -> FeedbackEvent? in
            if case .feedback(.top, let event) = action { return event }
            return nil
        }
        #expect(events == [.armed, .disarmed, .armed, .triggered])
    }

    // MARK: DrivingFromSwiftUI

    @Test func swiftUIFooterRowLoadsBeforeTheEndWithoutInset() {
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 300), .tap]
        footer.refreshingExtent = 0  // the footer is the list's last row: no extra inset
        var host = ExampleHost(RefreshController(top: .header, bottom: footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 1)
        // 250 points of content left below the visible end.
        host.geometry.contentOffset.y = 2400 + 34 - 844 - 250
        host.send(.geometry(host.geometry), at: 1.2)
        #expect(host.triggers(.bottom) == [.reachingEnd])
        #expect(host.controller.extraInsets.bottom == 0)
        #expect(host.controller.state(.bottom) == .refreshing)
    }

    @Test func swiftUIContentMarginsFollowTheExtraInsets() {
        var host = ExampleHost(RefreshController(top: .header, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.pullAndRelease(.top, 80, at: 1)
        // `.contentMargins(.top, extraInsets.top, for: .scrollContent)`
        #expect(host.controller.extraInsets == ScrollInsets(top: 60))
    }

    @Test func swiftUIRefreshableOwnsTheHeader() {
        // `.refreshable` draws and triggers the header; the controller runs the footer alone.
        var host = ExampleHost(RefreshController(bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        #expect(host.controller.state(.top) == nil)
        host.send(.tap(.bottom), at: 1)
        #expect(host.triggers(.bottom) == [.tap])
    }
}

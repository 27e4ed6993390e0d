import HeadlessRefresh
import Testing

// The examples of the DocC articles on hosts and migration (Sources/HeadlessRefresh/HeadlessRefresh.docc:
// DrivingFromUIKit, DrivingFromSwiftUI, DrivingFromAGameLoop, MigratingFrom…), compiled and run so that they stay
// correct against the API. Each test names the article it checks; the values in the articles' comments are the
// ones asserted here.

// MARK: - Shared

/// A host for the examples: sends inputs with a manual clock and keeps every action.
private struct ExampleHost {
    var controller: RefreshController
    var geometry: ScrollGeometry
    var now = 0.0
    var actions: [RefreshAction] = []
    var log: [RefreshAction] = []
    var extraInsets = ScrollInsets.zero

    init(_ controller: RefreshController, geometry: ScrollGeometry) {
        self.controller = controller
        self.geometry = geometry
    }

    mutating func send(_ input: RefreshInput, at time: Double? = nil) {
        if let time { now = time }
        controller.send(input, now: now, into: &actions)
        for action in actions {
            if case .setExtraInset(let edge, let amount, _) = action { extraInsets[edge] = amount }
        }
        log += actions
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
private let phoneList = ScrollGeometry(
    contentOffset: ScrollPoint(x: 0, y: -91),
    contentSize: ScrollSize(width: 390, height: 2400),
    viewportSize: ScrollSize(width: 390, height: 844),
    contentInset: ScrollInsets(top: 91, bottom: 34)
)

// MARK: - DrivingFromUIKit

/// The geometry to send for what UIKit reports: the adjusted content inset holds the safe area, the app's own
/// inset *and* the extra inset the host set for the library, so that extra inset comes out.
private func sentGeometry(
    contentOffset: ScrollPoint,
    contentSize: ScrollSize,
    boundsSize: ScrollSize,
    adjustedContentInset: ScrollInsets,
    extraInset: ScrollInsets
) -> ScrollGeometry {
    ScrollGeometry(
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

// MARK: - DrivingFromAGameLoop

/// A vertical list in a host without native bounce — a game engine, a terminal. It owns the content offset and
/// plays the scroll physics with the library's helpers; the controller decides the rest.
private struct BouncelessList {
    var controller: RefreshController
    /// The list as the host draws it: `contentOffset` is the host's own, `contentInset` its own inset.
    var geometry: ScrollGeometry
    private(set) var now = 0.0
    /// What the host started: a load per trigger.
    private(set) var loads: [RefreshEdge] = []
    /// Where the content would be without the rubber band, while the finger is down.
    private var fingerOffset: Double?
    /// The content's velocity in points per second, positive towards the end.
    private var velocity = 0.0
    private var actions: [RefreshAction] = []
    private let band: RubberBand
    private let deceleration = ScrollDeceleration.normal
    private let spring = CriticallyDampedSpring(response: 0.4)

    init(controller: RefreshController, geometry: ScrollGeometry) {
        self.controller = controller
        self.geometry = geometry
        band = RubberBand(dimension: geometry.viewportSize.height)
        send(.geometry(geometry))
    }

    /// The offsets the content rests between: its top and its end, each with the extra inset shown there.
    var restingRange: ClosedRange<Double> {
        let extra = controller.extraInsets
        let top = -(geometry.contentInset.top + extra.top)
        let end =
            geometry.contentSize.height + geometry.contentInset.bottom + extra.bottom - geometry.viewportSize.height
        return top...max(top, end)
    }

    /// The finger touches the list: whatever moved stops under it.
    mutating func touchDown() {
        velocity = 0
        let offset = geometry.contentOffset.y
        let range = restingRange
        // Undo the rubber band, so that the finger picks the content up where it is.
        if offset < range.lowerBound {
            fingerOffset = range.lowerBound - band.travel(forOffset: range.lowerBound - offset)
        } else if offset > range.upperBound {
            fingerOffset = range.upperBound + band.travel(forOffset: offset - range.upperBound)
        } else {
            fingerOffset = offset
        }
        send(.dragBegan)
    }

    /// The finger moves `distance` points; positive moves it down, towards the header.
    mutating func moveFinger(by distance: Double) {
        guard let finger = fingerOffset.map({ $0 - distance }) else { return }
        fingerOffset = finger
        let range = restingRange
        var offset = finger
        if finger < range.lowerBound {
            offset = range.lowerBound - band.offset(forTravel: range.lowerBound - finger)
        } else if finger > range.upperBound {
            offset = range.upperBound + band.offset(forTravel: finger - range.upperBound)
        }
        geometry.contentOffset.y = offset
        geometry.contentOffset = controller.clampedOffset(geometry)  // stop at an edge's maximum pull
        send(.geometry(geometry))
    }

    /// The finger lifts, moving at `fingerVelocity` points per second (positive: down).
    mutating func release(fingerVelocity: Double = 0) {
        guard fingerOffset != nil else { return }
        fingerOffset = nil
        velocity = -fingerVelocity
        send(.dragEnded(velocity: ScrollPoint(x: 0, y: fingerVelocity)))
    }

    /// The load started for `edge` is done.
    mutating func finishLoad(_ edge: RefreshEdge, _ result: RefreshResult = .success) {
        send(.endRefreshing(edge, result))
    }

    /// One frame of `interval` seconds: the content coasts or springs back, and the controller hears the new
    /// geometry, or a tick when a deadline passed and nothing moved.
    mutating func step(_ interval: Double) {
        now += interval
        if fingerOffset == nil { settle(over: interval) }
        if let deadline = controller.nextDeadline, deadline <= now {
            send(.tick)
        }
    }

    private mutating func settle(over interval: Double) {
        let range = restingRange
        var offset = geometry.contentOffset.y
        let bound = min(max(offset, range.lowerBound), range.upperBound)
        if offset != bound {
            // Past an edge: spring back onto it.
            let state = spring.state(after: interval, position: offset - bound, velocity: velocity)
            let arrived = abs(state.position) < 0.5 || state.position * (offset - bound) < 0
            offset = arrived ? bound : bound + state.position
            velocity = arrived ? 0 : state.velocity
        } else if velocity != 0 {
            // Within the content: coast as UIScrollView does, slowing by 0.998 every millisecond.
            offset += deceleration.distance(velocity: velocity, after: interval)
            velocity *= deceleration.decay(over: interval)
            if abs(velocity) < 1 { velocity = 0 }
        }
        guard offset != geometry.contentOffset.y else { return }
        geometry.contentOffset.y = offset
        send(.geometry(geometry))
    }

    private mutating func send(_ input: RefreshInput) {
        controller.send(input, now: now, into: &actions)
        for action in actions {
            switch action {
            case .trigger(let edge, _):
                loads.append(edge)
            case .scroll(let offset, _):
                geometry.contentOffset = offset  // a terminal jumps; a game may animate over the duration
                velocity = 0
            case .setExtraInset, .stateChanged, .feedback, .scheduleTick, .diagnostic:
                // The inset shows at once through `restingRange`; redraw the indicators from
                // `controller.snapshot(edge)`.
                break
            }
        }
    }
}

// MARK: - Tests

struct ArticleExampleTests {
    // MARK: DrivingFromUIKit

    @Test func uikitGeometryTakesTheExtraInsetOut() {
        // The header holds 60 points under a 91-point navigation bar; the content rests against it.
        let geometry = sentGeometry(
            contentOffset: ScrollPoint(x: 0, y: -151),
            contentSize: ScrollSize(width: 390, height: 2400),
            boundsSize: ScrollSize(width: 390, height: 844),
            adjustedContentInset: ScrollInsets(top: 151, bottom: 34),
            extraInset: ScrollInsets(top: 60)
        )
        #expect(geometry.contentInset.top == 91)
        #expect(geometry.pull(.top) == 60)
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
        var controller = RefreshController(top: .header)
        var actions: [RefreshAction] = []
        controller.send(.geometry(phoneList), now: 0, into: &actions)
        controller.send(.suspend, now: 1, into: &actions)  // viewWillDisappear
        controller.send(.beginRefreshing(.top, reveal: true), now: 2, into: &actions)  // a push asks for news
        #expect(actions.isEmpty)  // the begin waits
        #expect(controller.state(.top) == .idle)
        controller.send(.resume, now: 9, into: &actions)  // viewDidAppear
        #expect(actions.contains(.trigger(.top, cause: .programmatic)))
        #expect(actions.contains(.setExtraInset(.top, amount: 60, duration: 0.25)))
        #expect(actions.contains(.scroll(toOffset: ScrollPoint(x: 0, y: -151), duration: 0.25)))
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
        var header = EdgeConfiguration.header
        header.refreshingExtent = 0  // the indicator is in the navigation bar: the list keeps its place
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

    // MARK: DrivingFromAGameLoop

    @Test func gameLoopHelpersGiveTheDocumentedValues() {
        let band = RubberBand(dimension: 600)
        #expect(abs(band.offset(forTravel: 300) - 129.41) < 0.01)
        #expect(abs(band.travel(forOffset: band.offset(forTravel: 300)) - 300) < 1e-9)

        let deceleration = ScrollDeceleration.normal
        #expect(abs(deceleration.coastDistance(velocity: 2000) - 998) < 1e-9)
        #expect(abs(deceleration.distance(velocity: 2000, after: 0.5) - 631.22) < 0.01)
        #expect(abs(deceleration.duration(velocity: 2000) - 3.796) < 0.001)

        let spring = CriticallyDampedSpring(response: 0.4)
        let state = spring.state(after: 0.1, position: 80, velocity: 0)
        #expect(abs(state.position - 42.75) < 0.01)
        #expect(abs(spring.settlingTime(position: 80, velocity: 0) - 0.5) < 0.05)
    }

    @Test func gameLoopMaximumPullClampsTheOffset() {
        var header = EdgeConfiguration.header
        header.maximumPull = 120
        var controller = RefreshController(top: header)
        var pulled = ScrollGeometry(
            contentOffset: ScrollPoint(x: 0, y: -200),
            contentSize: ScrollSize(width: 80, height: 3000),
            viewportSize: ScrollSize(width: 80, height: 600)
        )
        #expect(controller.clampedOffset(pulled) == ScrollPoint(x: 0, y: -120))
        pulled.contentOffset = controller.clampedOffset(pulled)
        controller.dragBegan(now: 0) { _ in }
        controller.geometry(pulled, now: 0.1) { _ in }
        #expect(controller.snapshot(.top)?.progress == 2)
    }

    @Test func gameLoopListRefreshesAndSettles() {
        var header = EdgeConfiguration.header
        header.maximumPull = 120
        var list = BouncelessList(
            controller: RefreshController(top: header, bottom: .footer),
            geometry: ScrollGeometry(
                contentSize: ScrollSize(width: 80, height: 3000),
                viewportSize: ScrollSize(width: 80, height: 600)
            )
        )
        list.touchDown()
        for _ in 0..<30 {
            list.moveFinger(by: 10)  // 300 points of finger travel, rubber-banded
            list.step(1.0 / 60)
        }
        #expect(list.geometry.contentOffset.y == -120)  // held at the maximum pull
        #expect(list.controller.state(.top) == .eligible)
        list.release()
        #expect(list.loads == [.top])
        for _ in 0..<60 { list.step(1.0 / 60) }
        #expect(abs(list.geometry.contentOffset.y + 60) < 0.5)  // sprung back onto the 60-point hold
        #expect(list.controller.state(.top) == .refreshing)
        list.finishLoad(.top)
        for _ in 0..<90 { list.step(1.0 / 60) }
        #expect(list.controller.state(.top) == .idle)
        #expect(list.controller.extraInsets.top == 0)
        #expect(abs(list.geometry.contentOffset.y) < 0.5)  // back at rest
    }

    @Test func gameLoopListCoastsAndLoadsMore() {
        var list = BouncelessList(
            controller: RefreshController(top: .header, bottom: .footer),
            geometry: ScrollGeometry(
                contentSize: ScrollSize(width: 80, height: 3000),
                viewportSize: ScrollSize(width: 80, height: 600)
            )
        )
        list.touchDown()
        for _ in 0..<10 {
            list.moveFinger(by: -30)
            list.step(1.0 / 60)
        }
        list.release(fingerVelocity: -6000)
        for _ in 0..<300 { list.step(1.0 / 60) }
        #expect(list.loads == [.bottom])
        #expect(list.geometry.contentOffset.y <= 3000 - 600 + 44 + 0.5)
    }

    @Test func gameLoopTicksAtTheNextDeadline() {
        var controller = RefreshController(top: .header)
        var actions: [RefreshAction] = []
        controller.send(.beginRefreshing(.top, reveal: false), now: 0, into: &actions)
        controller.send(.endRefreshing(.top, .success), now: 1, into: &actions)
        // A terminal that redraws on keys only waits no longer than this for the next one.
        #expect(controller.nextDeadline == 1.5)
        controller.send(.tick, now: 1.5, into: &actions)
        #expect(actions.contains(.setExtraInset(.top, amount: 0, duration: 0.3)))
        #expect(controller.nextDeadline == 1.8)
        controller.send(.tick, now: 1.8, into: &actions)
        #expect(controller.state(.top) == .idle)
        #expect(controller.nextDeadline == nil)
    }

    // MARK: MigratingFromMJRefresh

    /// MJRefresh's components, as edge configurations.
    enum MJRefreshLike {
        /// MJRefreshNormalHeader: release past 54, hold 54, 0.25 s in, 0.4 s out, no result shown.
        static var header: EdgeConfiguration {
            var header = EdgeConfiguration.header
            header.triggerDistance = 54
            header.refreshingExtent = 54
            header.revealDuration = 0.25
            header.collapseDuration = 0.4
            header.resultHold = ResultHold(0)
            return header
        }

        /// MJRefreshAutoNormalFooter: a 44-point row under the content that loads when it comes into view, or on a
        /// tap, once per drag (`autoTriggerTimes = 1`).
        static var autoFooter: EdgeConfiguration {
            var footer = EdgeConfiguration.footer  // [.reachingEnd(prefetch: 0), .tap], extent 44
            footer.restingExtent = 44
            footer.autoTriggerLimit = 1  // nil for autoTriggerTimes = -1
            return footer
        }

        /// MJRefreshBackNormalFooter: pull up past 44 and release.
        static var backFooter: EdgeConfiguration {
            var footer = EdgeConfiguration.header
            footer.triggerDistance = 44
            footer.refreshingExtent = 44
            footer.resultHold = ResultHold(0)
            footer.resetsOppositeNoMoreData = false
            return footer
        }

        /// MJRefreshNormalTrailer on a horizontal list: pull left past 60 and release.
        static var trailer: EdgeConfiguration {
            var trailer = backFooter
            trailer.triggerDistance = 60
            trailer.refreshingExtent = 60
            return trailer
        }
    }

    @Test func mjRefreshPresetsAreValid() {
        for configuration in [
            MJRefreshLike.header, MJRefreshLike.autoFooter, MJRefreshLike.backFooter, MJRefreshLike.trailer,
        ] {
            #expect(configuration.problems == [])
        }
    }

    @Test func mjRefreshHeaderAndAutoFooter() {
        var host = ExampleHost(
            RefreshController(top: MJRefreshLike.header, bottom: MJRefreshLike.autoFooter),
            geometry: phoneList
        )
        host.send(.geometry(phoneList))
        #expect(host.extraInsets.bottom == 44)  // the row is always there
        host.pullAndRelease(.top, 54, at: 1)
        #expect(host.triggers(.top) == [.release])
        #expect(host.extraInsets.top == 54)
        host.send(.endRefreshing(.top, .success), at: 2)
        #expect(host.log.contains(.setExtraInset(.top, amount: 0, duration: 0.4)))
        // Scroll to the end: the footer's row comes into view.
        host.send(.dragBegan, at: 3)
        host.geometry.contentOffset.y = 2400 + 34 - 844
        host.send(.geometry(host.geometry), at: 3.1)
        #expect(host.triggers(.bottom) == [.reachingEnd])
    }

    @Test func mjRefreshBackFooterAndTrailer() {
        var host = ExampleHost(RefreshController(bottom: MJRefreshLike.backFooter), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.pullAndRelease(.bottom, 50, at: 1)
        #expect(host.triggers(.bottom) == [.release])
        var banner = ExampleHost(
            RefreshController(right: MJRefreshLike.trailer),
            geometry: ScrollGeometry(
                contentSize: ScrollSize(width: 1200, height: 200),
                viewportSize: ScrollSize(width: 390, height: 200),
                axis: .horizontal
            )
        )
        banner.send(.geometry(banner.geometry))
        banner.pullAndRelease(.right, 70, at: 1)
        #expect(banner.triggers(.right) == [.release])
        #expect(banner.extraInsets.right == 60)
    }

    @Test func mjRefreshEndIsSynchronous() {
        var controller = RefreshController(top: .header, bottom: .footer)
        var actions: [RefreshAction] = []
        controller.send(.geometry(phoneList), now: 0, into: &actions)
        controller.send(.tap(.bottom), now: 1, into: &actions)
        controller.send(.endRefreshing(.bottom, .noMoreData), now: 2, into: &actions)
        #expect(controller.state(.bottom) == .finishing(.noMoreData))  // at once: nothing is dispatched for later
        controller.send(.endRefreshing(.bottom, .success), now: 2, into: &actions)
        #expect(actions == [.diagnostic(.ignored(.bottom, .end, because: .notRefreshing))])
        controller.send(.tick, now: 2.25, into: &actions)
        #expect(controller.state(.bottom) == .noMoreData)
        // A successful refresh takes the footer out of no-more-data; a failed one would not.
        controller.send(.beginRefreshing(.top, reveal: false), now: 3, into: &actions)
        controller.send(.endRefreshing(.top, .failure), now: 4, into: &actions)
        #expect(controller.state(.bottom) == .noMoreData)
        controller.send(.tick, now: 6, into: &actions)
        controller.send(.beginRefreshing(.top, reveal: false), now: 7, into: &actions)
        controller.send(.endRefreshing(.top, .success), now: 8, into: &actions)
        #expect(controller.state(.bottom) == .idle)
    }

    @Test func mjRefreshLastUpdatedFromAStoredWallTime() {
        var controller = RefreshController(top: .header)
        // Stored as wall-clock seconds when the last refresh succeeded; `now` is the monotonic clock.
        let storedWallTime = 1_700_000_000.0
        let wallNow = 1_700_000_300.0
        let now = 42.0
        controller.restoreLastSuccess(now - (wallNow - storedWallTime), for: .top)
        let text = RefreshText(language: .english)
        #expect(text.lastUpdated(at: controller.snapshot(.top)?.lastSuccess, now: now) == "Last updated: 5 minutes ago")
        #expect(text.lastUpdated(at: nil, now: now) == "Last updated: never")
    }

    @Test func mjRefreshContentSizeJittersDoNotChainLoads() {
        var host = ExampleHost(RefreshController(top: .header, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 1)
        host.geometry.contentOffset.y = 2400 + 34 - 844
        host.send(.geometry(host.geometry), at: 1.1)
        host.send(.dragEnded(velocity: .zero), at: 1.2)
        host.send(.endRefreshing(.bottom, .success), at: 2)
        // Self-sizing cells: the content size moves by a few points while the end stays in the prefetch zone.
        for (index, height) in [2398.0, 2395, 2399].enumerated() {
            host.geometry.contentSize.height = height
            host.send(.geometry(host.geometry), at: 3 + Double(index) * 0.1)
        }
        #expect(host.triggers(.bottom) == [.reachingEnd])
        // A page lands: the end moves away; scrolling to it again loads the next one.
        host.geometry.contentSize.height = 4400
        host.send(.geometry(host.geometry), at: 4)
        host.geometry.contentOffset.y = 4400 + 34 - 844
        host.send(.geometry(host.geometry), at: 5)
        #expect(host.triggers(.bottom) == [.reachingEnd, .reachingEnd])
    }

    @Test func mjRefreshAFailedLoadWaitsForATap() {
        var host = ExampleHost(RefreshController(top: .header, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.tap(.bottom), at: 1)
        host.send(.endRefreshing(.bottom, .failure), at: 2)
        host.send(.geometry(host.geometry), at: 3)
        #expect(host.controller.state(.bottom) == .failed)
        #expect(host.triggers(.bottom) == [.tap])  // no automatic retry
        host.send(.tap(.bottom), at: 4)
        #expect(host.triggers(.bottom) == [.tap, .tap])
    }

    @Test func mjRefreshFooterTapWhileTheHeaderRefreshesIsRefused() {
        var host = ExampleHost(RefreshController(top: .header, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.pullAndRelease(.top, 80, at: 1)
        host.send(.tap(.bottom), at: 1.5)
        #expect(host.triggers(.bottom) == [])
        #expect(host.diagnostics.contains(.ignored(.bottom, .tap, because: .exclusive(with: .top))))
    }

    @Test func mjRefreshBeginThenEndAtOnceStillCollapses() {
        var host = ExampleHost(RefreshController(top: .header), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.beginRefreshing(.top, reveal: true), at: 1)
        host.send(.endRefreshing(.top, .success), at: 1)
        host.send(.tick, at: 5)
        #expect(host.controller.state(.top) == .idle)
        #expect(host.extraInsets.top == 0)
    }

    // MARK: MigratingFromIQPullToRefresh

    @Test func iqProgressCompletionFiresBeforeTheRelease() {
        var header = EdgeConfiguration.header
        header.triggers = [.threshold]  // refreshStyle = .progressCompletion
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 100)]  // mode = .scrollLimitReached, preloadOffset = 100
        let controller = RefreshController(top: header, bottom: footer)
        var host = ExampleHost(controller, geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 1)
        host.pull(.top, 60, at: 1.1)
        #expect(host.triggers(.top) == [.threshold])  // the finger is still down
        host.send(.dragEnded(velocity: .zero), at: 1.2)
        host.send(.endRefreshing(.top, .success), at: 2)
        host.pull(.top, 0, at: 3)
        host.send(.dragBegan, at: 4)
        host.geometry.contentOffset.y = 2400 + 34 - 844 - 90
        host.send(.geometry(host.geometry), at: 4.1)
        #expect(host.triggers(.bottom) == [.reachingEnd])
    }

    @Test func iqHorizontalListUsesTheSideEdges() {
        var host = ExampleHost(
            RefreshController(left: .header, right: .footer),
            geometry: ScrollGeometry(
                contentSize: ScrollSize(width: 3000, height: 200),
                viewportSize: ScrollSize(width: 390, height: 200),
                axis: .horizontal
            )
        )
        host.send(.geometry(host.geometry))
        host.pullAndRelease(.left, 70, at: 1)
        #expect(host.triggers(.left) == [.release])
        host.send(.endRefreshing(.left, .success), at: 2)
        host.send(.tick, at: 3)
        host.send(.dragBegan, at: 4)
        host.geometry.contentOffset.x = 3000 - 390
        host.send(.geometry(host.geometry), at: 4.1)
        #expect(host.triggers(.right) == [.reachingEnd])
    }

    // MARK: MigratingFromPullToRefreshKit

    @Test func pullToRefreshKitElasticHeaderAndResults() {
        var elastic = EdgeConfiguration.header
        elastic.triggerDistance = 80  // heightForFireRefreshing()
        elastic.refreshingExtent = 40  // heightForRefreshingState()
        elastic.resultHold = ResultHold(success: 0.5, failure: 1, noMoreData: 0.5)  // .normal(result, delay)
        elastic.collapseDuration = 0.4  // durationOfHideAnimation
        var footer = EdgeConfiguration.footer  // RefreshMode.scrollAndTap
        footer.triggers = [.tap]  // RefreshMode.tap
        let list = RefreshController(top: elastic, bottom: footer)
        var host = ExampleHost(list, geometry: phoneList)
        host.send(.geometry(phoneList))
        host.pullAndRelease(.top, 70, at: 1)
        #expect(host.triggers(.top) == [])
        host.pullAndRelease(.top, 90, at: 2)
        #expect(host.triggers(.top) == [.release])
        #expect(host.extraInsets.top == 40)
        host.send(.endRefreshing(.top, .failure), at: 3)
        #expect(host.controller.state(.top) == .finishing(.failure))
        host.send(.tick, at: 4)
        #expect(host.log.contains(.setExtraInset(.top, amount: 0, duration: 0.4)))
        // Scrolling to the end does not load: only a tap does.
        host.geometry.contentOffset.y = 2400 + 34 - 844
        host.send(.geometry(host.geometry), at: 5)
        #expect(host.triggers(.bottom) == [])
        host.send(.tap(.bottom), at: 6)
        #expect(host.triggers(.bottom) == [.tap])
    }

    @Test func pullToRefreshKitSideActions() {
        // A horizontal banner: pull past 50 at either side and release to fire; nothing to end.
        let banner = RefreshController(left: .side, right: .side)
        var host = ExampleHost(
            banner,
            geometry: ScrollGeometry(
                contentSize: ScrollSize(width: 1200, height: 200),
                viewportSize: ScrollSize(width: 390, height: 200),
                axis: .horizontal
            )
        )
        host.send(.geometry(host.geometry))
        host.pullAndRelease(.right, 60, at: 1)
        #expect(host.triggers(.right) == [.release])
        #expect(host.controller.state(.right) == .idle)
        #expect(host.extraInsets.right == 0)
    }

    // MARK: MigratingFromUIRefreshControl

    @Test func uiRefreshControlLikeHeaderFiresAtTheThreshold() {
        var header = EdgeConfiguration.header
        header.triggers = [.threshold]
        var host = ExampleHost(RefreshController(top: header, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 1)
        host.pull(.top, 65, at: 1.1)
        #expect(host.triggers(.top) == [.threshold])
        host.pull(.top, 90, at: 1.2)
        #expect(host.triggers(.top) == [.threshold])  // once per arming
    }

    @Test func uiRefreshControlKeptForTheHeader() {
        // UIRefreshControl keeps drawing and triggering the header; the controller only learns that it refreshes,
        // so the footer it runs waits meanwhile.
        var systemHeader = EdgeConfiguration.header
        systemHeader.triggers = []  // the system's gesture triggers, not ours
        systemHeader.refreshingExtent = 0  // the system holds its own inset
        systemHeader.minimumRefreshingDuration = 0
        systemHeader.resultHold = ResultHold(0)
        var controller = RefreshController(top: systemHeader, bottom: .footer)
        var actions: [RefreshAction] = []
        // In the refresh control's .valueChanged action:
        controller.send(.beginRefreshing(.top, reveal: false), now: 10, into: &actions)
        // actions holds .trigger(.top, cause: .programmatic): start the load there
        // When the load is done, before refreshControl.endRefreshing():
        controller.send(.endRefreshing(.top, .success), now: 11.2, into: &actions)
        #expect(controller.state(.top) == .idle)
        #expect(controller.extraInsets == .zero)

        var host = ExampleHost(RefreshController(top: systemHeader, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.beginRefreshing(.top, reveal: false), at: 1)
        #expect(host.triggers(.top) == [.programmatic])
        #expect(!host.log.contains { if case .scroll = $0 { true } else { false } })
        host.send(.tap(.bottom), at: 1.5)
        #expect(host.triggers(.bottom) == [])  // exclusive with the header
        host.send(.dragBegan, at: 2)
        host.pull(.top, 100, at: 2.1)
        host.send(.dragEnded(velocity: .zero), at: 2.2)
        #expect(host.triggers(.top) == [.programmatic])  // a pull never triggers this header
        host.send(.endRefreshing(.top, .success), at: 3)
        host.send(.tap(.bottom), at: 3.5)
        #expect(host.triggers(.bottom) == [.tap])
    }

    @Test func uiRefreshControlStrayEndIsHarmless() {
        var host = ExampleHost(RefreshController(top: .header), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.endRefreshing(.top, .success), at: 1)
        #expect(host.diagnostics == [.ignored(.top, .end, because: .notRefreshing)])
        #expect(!host.log.contains { if case .scroll = $0 { true } else { false } })
    }
}

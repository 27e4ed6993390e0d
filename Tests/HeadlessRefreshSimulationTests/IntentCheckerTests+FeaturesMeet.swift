import HeadlessRefresh
import HeadlessRefreshSimulation
import HeadlessRefreshTestSupport
import Testing

/// The properties where features meet (P6–P9, and P1 and P4 sharpened by issue 20), each fed a host's record of the
/// defect it exists for: what a wrong controller answered.
extension IntentCheckerTests {
    /// A chat-like list: 2000 points of content in 800, scrolled to `offset`.
    static func list(offset: Double, content: Double = 2000, viewport: Double = 800) -> ScrollViewGeometry {
        ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: offset),
            contentSize: ScrollSize(width: 375, height: content),
            viewportSize: ScrollSize(width: 375, height: viewport))
    }

    static func load(_ edge: RefreshEdge, _ cause: TriggerCause, from: RefreshState = .idle) -> [RefreshCommand] {
        [.stateChanged(edge, from: from, to: .refreshing), .trigger(edge, cause: cause)]
    }

    /// Older messages at the top (a footer's triggers there), the newest end at the bottom.
    static let chat = RefreshController(top: .footer, bottom: .footer)

    @Test func p6CatchesALoadMoreEdgeThatScrollsTheReader() {
        var checker = IntentChecker(Self.chat)
        #expect(checker.check(.geometry(Self.list(offset: 1200)), movers: [], actions: []) == nil)
        let actions =
            Self.load(.top, .accessibleAction) + [
                .setExtraInset(.top, amount: 44, duration: 0.25),
                .scroll(toOffset: ScrollPoint(x: 0, y: -44), duration: 0.25),
            ]
        let violation = checker.check(.performAccessibleAction(.top), movers: [], actions: actions)
        #expect(violation?.hasPrefix("P6 top") == true)
        // A feed's header may show the refresh its action started.
        var feed = IntentChecker(Self.controller)
        _ = feed.check(.geometry(Self.list(offset: 1200)), movers: [], actions: [])
        #expect(feed.check(.performAccessibleAction(.top), movers: [], actions: actions) == nil)
    }

    @Test func p7CatchesADeliveredEndLostOnDisable() {
        var footer = EdgeConfiguration.footer
        footer.minimumRefreshingDuration = 0.5
        var checker = IntentChecker(RefreshController(bottom: footer))
        _ = checker.check(.geometry(Self.list(offset: 600)), movers: [], actions: [])
        #expect(checker.check(.tap(.bottom), movers: [], actions: Self.load(.bottom, .tap)) == nil)
        // The answer arrives inside the minimum time: it waits, and it is a fact already.
        #expect(checker.check(.endRefreshing(.bottom, .noMoreData), movers: [], actions: []) == nil)
        let disable: [RefreshCommand] = [.stateChanged(.bottom, from: .refreshing, to: .idle)]
        #expect(checker.check(.setEnabled(.bottom, false), movers: [], actions: disable) == nil)
        let violation = checker.check(.setEnabled(.bottom, true), movers: [], actions: [])
        #expect(violation == "P3 bottom: idle at the end of data")
    }

    @Test func p7CatchesAFailedEndThatRetriesByItself() {
        var checker = IntentChecker(RefreshController(bottom: .footer))
        _ = checker.check(.geometry(Self.list(offset: 1200)), movers: [], actions: [])
        _ = checker.check(.tap(.bottom), movers: [], actions: Self.load(.bottom, .tap))
        let failed: [RefreshCommand] = [.stateChanged(.bottom, from: .refreshing, to: .failed)]
        #expect(checker.check(.endRefreshing(.bottom, .failure), movers: [], actions: failed) == nil)
        // Twenty points of new content, no tap, no gesture: a load.
        let grown = Self.list(offset: 1200, content: 2020)
        let violation = checker.check(
            .geometry(grown), movers: [.content], actions: Self.load(.bottom, .reachingEnd, from: .failed))
        #expect(violation?.hasPrefix("P7 bottom: a failed end loads again") == true)
    }

    @Test func p7CatchesARefreshEdgeAtTheEndOfData() {
        var checker = IntentChecker(Self.controller)
        _ = checker.check(.geometry(Self.list(offset: 0)), movers: [], actions: [])
        _ = checker.check(.beginRefreshing(.top, reveal: false), movers: [], actions: Self.load(.top, .programmatic))
        let ended: [RefreshCommand] = [.stateChanged(.top, from: .refreshing, to: .noMoreData)]
        let violation = checker.check(.endRefreshing(.top, .noMoreData), movers: [], actions: ended)
        #expect(violation?.hasPrefix("P7 top: a refresh edge at the end of data") == true)
    }

    @Test func p7CatchesALoadOfOlderMessagesThatResetsTheNewestEnd() {
        var top = EdgeConfiguration.footer
        top.resetsOppositeNoMoreData = true
        var checker = IntentChecker(RefreshController(top: top, bottom: .footer))
        _ = checker.check(.geometry(Self.list(offset: 1200)), movers: [], actions: [])
        let marked: [RefreshCommand] = [.stateChanged(.bottom, from: .idle, to: .noMoreData)]
        #expect(checker.check(.markNoMoreData(.bottom), movers: [], actions: marked) == nil)
        _ = checker.check(.tap(.top), movers: [], actions: Self.load(.top, .tap))
        let loaded: [RefreshCommand] = [
            .stateChanged(.top, from: .refreshing, to: .idle), .stateChanged(.bottom, from: .noMoreData, to: .idle),
        ]
        let violation = checker.check(.endRefreshing(.top, .success), movers: [], actions: loaded)
        #expect(violation?.hasPrefix("P3 bottom: noMoreData ended by") == true)
    }

    @Test func p8CatchesAConfigurationThatFiresUnderAStillFinger() {
        var header = EdgeConfiguration.header
        header.triggers = [.threshold]
        header.triggerDistance = 60
        var checker = IntentChecker(RefreshController(top: header))
        _ = checker.check(.geometry(Self.geometry(top: 0)), movers: [], actions: [])
        _ = checker.check(.dragBegan, movers: [], actions: [])
        let pulling: [RefreshCommand] = [.stateChanged(.top, from: .idle, to: .pulling(progress: 0.8))]
        #expect(checker.check(.geometry(Self.geometry(top: 48)), movers: [.finger], actions: pulling) == nil)
        header.triggerDistance = 40
        let fired = Self.load(.top, .threshold, from: .pulling(progress: 0.8))
        let violation = checker.check(.configure(.top, header), movers: [], actions: fired)
        #expect(violation?.hasPrefix("P8 top") == true)
    }

    @Test func p9CatchesARotationThatBringsTheEndAndLoadsNothing() {
        var checker = IntentChecker(RefreshController(bottom: .footer))
        _ = checker.check(.geometry(Self.list(offset: 1000)), movers: [], actions: [])
        // A taller viewport shows the end: the same as a scroll to it.
        let rotated = Self.list(offset: 1000, viewport: 1040)
        let violation = checker.check(.geometry(rotated), movers: [], actions: [])
        #expect(violation?.hasPrefix("P9 bottom: its end came into view") == true)
    }

    @Test func p9CatchesAPrependThatReloadsTheFarEnd() {
        var checker = IntentChecker(Self.chat)
        // At the newest end: it loads once, as the screen opens.
        let newest = Self.list(offset: 1200)
        #expect(checker.check(.geometry(newest), movers: [], actions: Self.load(.bottom, .reachingEnd)) == nil)
        let done: [RefreshCommand] = [.stateChanged(.bottom, from: .refreshing, to: .idle)]
        #expect(checker.check(.endRefreshing(.bottom, .success), movers: [], actions: done) == nil)
        // Older messages land above and the offset follows them: the bottom end did not move.
        let prepended = Self.list(offset: 1800, content: 2600)
        let violation = checker.check(
            .geometry(prepended), movers: [.content, .hostScroll], actions: Self.load(.bottom, .reachingEnd))
        #expect(violation?.hasPrefix("P2 bottom") == true)
    }

    @Test func p4CatchesAPullPrintedAsZero() {
        var checker = IntentChecker(Self.controller)
        _ = checker.check(.geometry(Self.geometry(top: 0)), movers: [], actions: [])
        _ = checker.check(.dragBegan, movers: [], actions: [])
        // A real pull of a hundredth of a point: past the tolerance, but `"progress":0` in refresh-lab.
        let pulling: [RefreshCommand] = [.stateChanged(.top, from: .idle, to: .pulling(progress: 0.01 / 60))]
        let violation = checker.check(.geometry(Self.geometry(top: 0.01)), movers: [.finger], actions: pulling)
        #expect(violation?.hasPrefix("P4 top: pulling with progress") == true)
    }

    @Test func p1CatchesASecondLevelClosedByAStillFinger() {
        var header = EdgeConfiguration.header
        header.secondLevel = SecondLevel(triggerDistance: 150, openExtent: 300)
        var checker = IntentChecker(RefreshController(top: header))
        _ = checker.check(.geometry(Self.geometry(top: 300)), movers: [], actions: [])
        let opened: [RefreshCommand] = [.stateChanged(.top, from: .idle, to: .secondLevelOpen)]
        _ = checker.check(.beginRefreshing(.top, reveal: false), movers: [], actions: opened)
        // A finger lands on the open second level, stays still, and lifts.
        #expect(checker.check(.dragBegan, movers: [], actions: []) == nil)
        let closed: [RefreshCommand] = [.stateChanged(.top, from: .secondLevelOpen, to: .secondLevelClosing)]
        let violation = checker.check(.dragEnded(velocity: .zero), movers: [], actions: closed)
        #expect(violation?.hasPrefix("P1 top: the second level closed at a release") == true)
    }
}

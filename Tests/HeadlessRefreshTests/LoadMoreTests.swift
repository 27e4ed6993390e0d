import HeadlessRefresh
import Testing

/// Infinite scroll on the trailing edges: reachingEnd, tap, failure, no more data.
struct LoadMoreTests {
    @Test(arguments: Fixture.trailingEdges)
    func reachingThePrefetchZoneTriggersOnce(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.footer)
        host.touch()
        host.setRemaining(edge, 500)
        #expect(host.triggers.isEmpty)
        host.setRemaining(edge, 100)
        #expect(
            host.last == [
                .stateChanged(edge, from: .idle, to: .refreshing),
                .trigger(edge, cause: .reachingEnd),
            ])
        host.setRemaining(edge, 20)
        host.setRemaining(edge, 0)
        #expect(host.triggers(edge) == [.reachingEnd])
        // No haptic for an automatic load; the inset waits for the finger to lift.
        #expect(host.feedback(edge).isEmpty)
        #expect(host.insets(edge).isEmpty)
        host.release()
        #expect(host.last == [.setExtraInset(edge, amount: 44, duration: 0.25)])
    }

    @Test(arguments: Fixture.trailingEdges)
    func newContentReArmsButStandingStillDoesNot(edge: RefreshEdge) {
        // MJRefresh #941, #463: an empty page followed by an end must not loop.
        var host = TestHost(edge, Fixture.footer)
        host.setRemaining(edge, 50)
        host.end(edge)
        #expect(host.state(edge) == .finishing(.success))
        host.wait(0.25)
        #expect(host.state(edge) == .idle)
        for _ in 0..<5 {
            host.now += 1.0 / 120
            host.setRemaining(edge, 50)
            host.wait(0.1)
        }
        #expect(host.triggers(edge) == [.reachingEnd])
        // A page arrives: the content grows, the end is re-armed and fires when reached again.
        host.setContent(3000, along: edge)
        host.setRemaining(edge, 60)
        #expect(host.triggers(edge) == [.reachingEnd, .reachingEnd])
    }

    @Test(arguments: Fixture.trailingEdges)
    func autoTriggerLimitBoundsLoadsWhileTheEndStaysInView(edge: RefreshEdge) {
        // A short page that leaves the end in the prefetch zone does not chain loads (SmartRefreshLayout #19, #169).
        var host = TestHost(edge, Fixture.footer)
        host.touch()
        host.setRemaining(edge, 50)
        host.end(edge)
        host.setContent(2030, along: edge)
        host.setRemaining(edge, 40)
        #expect(host.triggers(edge) == [.reachingEnd])
        host.release()
        host.wait(1)
        host.setRemaining(edge, 30)
        #expect(host.triggers(edge) == [.reachingEnd])
        // A new drag starts a new count; the content change already armed the end.
        host.touch()
        host.setRemaining(edge, 20)
        #expect(host.triggers(edge) == [.reachingEnd, .reachingEnd])
    }

    @Test(arguments: Fixture.trailingEdges)
    func aPageThatPushesTheEndAwayStartsANewCount(edge: RefreshEdge) {
        // Without touches (a scroll wheel, a keyboard), each new approach to the end loads once.
        var host = TestHost(edge, Fixture.footer)
        for page in 1...3 {
            host.setRemaining(edge, 50)
            host.end(edge)
            host.wait(1)
            host.setContent(2000 + Double(page) * 800, along: edge)
        }
        #expect(host.triggers(edge) == [.reachingEnd, .reachingEnd, .reachingEnd])
    }

    @Test func contentSizeJitterAcrossTheZoneBoundaryDoesNotChainLoads() {
        // Self-sizing cells re-measured after each (empty) page nudge the content a few points either way around
        // the prefetch boundary (MJRefresh #976, #981). Each change re-arms the end, but the end never leaves the
        // zone by a quarter of the viewport, so the one automatic load of this approach is all there is.
        var host = TestHost(.bottom, Fixture.footer)
        host.setRemaining(.bottom, 90)
        #expect(host.triggers(.bottom) == [.reachingEnd])
        for height in [2004.0, 2015, 1996, 2020, 2003, 1990, 2012] {
            host.wait(0.5)
            if host.state(.bottom) == .refreshing { host.end(.bottom) }
            host.setContent(height, along: .bottom)
        }
        host.wait(1)
        #expect(host.triggers(.bottom) == [.reachingEnd])
        // A real page moves the end far away; the next approach loads.
        host.setContent(2900, along: .bottom)
        host.setRemaining(.bottom, 50)
        #expect(host.triggers(.bottom) == [.reachingEnd, .reachingEnd])
    }

    @Test func anUnlimitedFooterLoadsAgainOnEachNewPage() {
        var configuration = Fixture.footer
        configuration.autoTriggerLimit = nil
        var host = TestHost(.bottom, configuration)
        host.touch()
        for page in 1...3 {
            host.setRemaining(.bottom, 0)
            host.end(.bottom)
            host.wait(0.25)
            host.setContent(2000 + Double(page) * 500, along: .bottom)
        }
        #expect(host.triggers(.bottom) == [.reachingEnd, .reachingEnd, .reachingEnd])
    }

    @Test func aTouchReArmsOnlyForAnApproach() {
        // Holding the finger at the end during a load must not loop (easy_refresh #535); a touch that only stops
        // a scroll at the end does not load again either.
        var host = TestHost(.bottom, Fixture.footer)
        host.touch()
        host.setRemaining(.bottom, 0)
        host.end(.bottom)
        host.release()
        host.touch()
        host.setRemaining(.bottom, 0)
        #expect(host.triggers(.bottom) == [.reachingEnd])
        host.setRemaining(.bottom, -10)
        #expect(host.triggers(.bottom) == [.reachingEnd, .reachingEnd])
    }

    @Test(arguments: Fixture.trailingEdges)
    func shortContentFillsTheScreenOnce(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.footer, content: 300)
        host.layout()
        #expect(host.triggers(edge) == [.reachingEnd])
        host.end(edge)
        host.setContent(400, along: edge)
        // Still short, but the limit of one automatic load without a touch is spent.
        #expect(host.triggers(edge) == [.reachingEnd])
    }

    @Test func aTouchDownOnAShortListDoesNotLoadTheNextPage() {
        // Found by the simulator: after the first page of a short list, a touch (the start of a pull to refresh)
        // loaded the next page and, under exclusivity, blocked the header.
        var host = TestHost(TestHost.controller([.top: Fixture.header, .bottom: Fixture.footer]), content: 300)
        host.layout()
        host.wait(0.5)
        host.end(.bottom)
        host.wait(1)
        host.setContent(400, along: .bottom)
        #expect(host.triggers(.bottom) == [.reachingEnd])
        host.touch()
        #expect(host.triggers(.bottom) == [.reachingEnd])
        host.pull(.top, to: 80)
        host.release()
        #expect(host.triggers(.top) == [.release])
        #expect(host.triggers(.bottom) == [.reachingEnd])
    }

    @Test func shortContentCanBeExcluded() {
        var configuration = Fixture.footer
        configuration.triggersWhenContentIsShort = false
        var host = TestHost(.bottom, configuration, content: 300)
        host.layout()
        host.touch()
        host.setRemaining(.bottom, -600)
        #expect(host.triggers.isEmpty)
        host.tap(.bottom)
        #expect(host.triggers(.bottom) == [.tap])
    }

    @Test func emptyContentDoesNotLoadMore() {
        var host = TestHost(.bottom, Fixture.footer, content: 0)
        host.layout()
        host.touch()
        host.setRemaining(.bottom, -900)
        #expect(host.triggers.isEmpty)
    }

    @Test(arguments: Fixture.trailingEdges)
    func aFailureWaitsForATapAndDoesNotRetryByItself(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.footer)
        host.setRemaining(edge, 0)
        host.end(edge, .failure)
        host.wait(0.25)
        #expect(host.state(edge) == .failed)
        // New content during or after the failure does not start an automatic retry (easy_refresh #718).
        host.setContent(2200, along: edge)
        host.setRemaining(edge, 0)
        host.wait(5)
        #expect(host.triggers(edge) == [.reachingEnd])
        #expect(host.state(edge) == .failed)
        host.tap(edge)
        #expect(host.last.contains(.trigger(edge, cause: .tap)))
        #expect(host.kinds(edge) == [.refreshing, .finishing, .failed, .refreshing])
    }

    @Test func aFailureRetriesOnANewDragTowardsTheEnd() {
        var host = TestHost(.bottom, Fixture.footer)
        host.setRemaining(.bottom, 0)
        host.end(.bottom, .failure)
        host.wait(0.25)
        host.touch()
        host.setRemaining(.bottom, 0)
        #expect(host.state(.bottom) == .failed)
        host.setRemaining(.bottom, -5)
        #expect(host.triggers(.bottom) == [.reachingEnd, .reachingEnd])
    }

    @Test func aFailedFooterWithAPullTriggerLeavesFailedOnAPull() {
        var configuration = Fixture.footer
        configuration.triggers = [.release, .tap]
        var host = TestHost(.bottom, configuration)
        host.pull(.bottom, to: 50)
        host.release()
        host.end(.bottom, .failure)
        host.wait(0.25)
        #expect(host.state(.bottom) == .idle)  // a pull-only footer is not a load-more edge: no failed state
        configuration.triggers = [.release, .reachingEnd(prefetch: -1000), .tap]
        host = TestHost(.bottom, configuration)
        host.pull(.bottom, to: 50)
        host.release()
        host.end(.bottom, .failure)
        host.wait(1)
        #expect(host.state(.bottom) == .failed)
        host.pull(.bottom, to: 20)
        #expect(host.state(.bottom) == .pulling(progress: 20.0 / 44))
        host.pull(.bottom, to: 50)
        host.release()
        #expect(host.triggers(.bottom) == [.release, .release])
    }

    @Test(arguments: Fixture.trailingEdges)
    func noMoreDataStopsEveryTriggerUntilReset(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.footer)
        host.setRemaining(edge, 0)
        host.end(edge, .noMoreData)
        host.wait(0.25)
        #expect(host.state(edge) == .noMoreData)
        host.touch()
        host.setContent(2600, along: edge)
        host.setRemaining(edge, -20)
        host.tap(edge)
        #expect(host.lastDiagnostics == [.ignored(edge, .tap, because: .noMoreData)])
        host.begin(edge)
        #expect(host.lastDiagnostics == [.ignored(edge, .begin, because: .noMoreData)])
        #expect(host.triggers(edge) == [.reachingEnd])
        host.send(.resetNoMoreData(edge))
        // Reset re-arms the end: still in view, so it loads (the drag's one auto-trigger is unused).
        #expect(host.state(edge) == .refreshing)
        #expect(host.triggers(edge) == [.reachingEnd, .reachingEnd])
    }

    @Test func markNoMoreDataWithoutALoad() {
        var host = TestHost(.bottom, Fixture.footer)
        host.send(.markNoMoreData(.bottom))
        #expect(host.last == [.stateChanged(.bottom, from: .idle, to: .noMoreData)])
        host.send(.markNoMoreData(.bottom))
        #expect(host.last.isEmpty)
        host.setRemaining(.bottom, 0)
        #expect(host.triggers.isEmpty)
        host.send(.resetNoMoreData(.bottom))
        host.send(.resetNoMoreData(.bottom))
        #expect(host.kinds(.bottom) == [.noMoreData, .idle, .refreshing])
        host.send(.markNoMoreData(.bottom))
        #expect(host.lastDiagnostics == [.ignored(.bottom, .markNoMoreData, because: .alreadyRefreshing)])
    }

    @Test func tapNeedsTheTapTrigger() {
        var host = TestHost(.top, Fixture.header)
        host.tap(.top)
        #expect(host.lastDiagnostics == [.ignored(.top, .tap, because: .triggerNotAccepted)])
        host.tap(.bottom)
        #expect(host.lastDiagnostics == [.ignored(.bottom, .tap, because: .notConfigured)])
        #expect(host.triggers.isEmpty)
    }

    @Test func tapWhileLoadingIsIgnored() {
        var host = TestHost(.bottom, Fixture.footer)
        host.tap(.bottom)
        host.tap(.bottom)
        #expect(host.lastDiagnostics == [.ignored(.bottom, .tap, because: .alreadyRefreshing)])
        #expect(host.triggers(.bottom) == [.tap])
    }

    @Test func aLeadingEdgeCanLoadOlderItems() {
        // A chat list: the top edge loads older messages when the top comes near.
        var host = TestHost(.top, Fixture.footer)
        host.geometry.contentOffset.y = 1000
        host.layout()
        host.touch()
        host.setRemaining(.top, 80)
        #expect(host.triggers(.top) == [.reachingEnd])
    }
}

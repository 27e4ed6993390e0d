import HeadlessRefresh
import Testing

/// The eight rules of DESIGN.md section 3, each with a test that fails if the rule is broken.
struct RulesTests {
    // Rule 1: one trigger per arming.

    @Test(arguments: Fixture.leadingEdges)
    func rule1AFingerHeldPastTheThresholdThroughALoadFiresOnce(edge: RefreshEdge) {
        var configuration = Fixture.header
        configuration.triggers = [.threshold]
        var host = TestHost(edge, configuration)
        host.pull(edge, to: 80)
        #expect(host.triggers(edge) == [.threshold])
        host.wait(0.5)
        host.end(edge)
        host.wait(1)
        #expect(host.state(edge) == .idle)
        // The finger never lifted and the pull never went back to zero: no second trigger.
        for pull in [70.0, 95, 65, 120] { host.pull(edge, to: pull, steps: 1) }
        #expect(host.triggers(edge) == [.threshold])
        #expect(host.state(edge) == .idle)
        // Back to zero re-arms.
        host.pull(edge, to: 0)
        host.pull(edge, to: 80)
        #expect(host.triggers(edge) == [.threshold, .threshold])
    }

    @Test(arguments: Fixture.leadingEdges)
    func rule1ALiftAndANewTouchReArmTheRelease(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.pull(edge, to: 80)
        host.release()
        host.wait(0.4)
        // A new touch during the load holds the content past the distance while the load ends.
        host.pull(edge, to: 130)
        host.end(edge)
        host.wait(1)
        // The old extent still waits for the release, so the pull counts beyond it: 130 - 50 = 80 ≥ 60. But the
        // edge became able to trigger with the pull already past the distance: no crossing, not armed (P1).
        #expect(host.state(edge) == .idle)
        // Back below the distance (100 - 50 = 50) arms it; past it again is a crossing within this touch.
        host.pull(edge, to: 100)
        #expect(host.state(edge) == .pulling(progress: 50.0 / 60))
        host.pull(edge, to: 130)
        #expect(host.state(edge) == .eligible)
        host.release()
        #expect(host.triggers(edge) == [.release, .release])
    }

    @Test func rule1ReachingEndReArmsOnlyOnNewContentOrANewDrag() {
        // The finger stays down at the end of the list while empty pages come back (easy_refresh #535).
        var host = TestHost(.bottom, Fixture.footer)
        host.touch()
        host.setRemaining(.bottom, 0)
        for _ in 0..<4 {
            host.wait(0.2)
            host.end(.bottom)
            host.wait(0.5)
            host.setRemaining(.bottom, -10)
            host.setRemaining(.bottom, -5)
        }
        #expect(host.triggers(.bottom) == [.reachingEnd])
        host.setContent(2500, along: .bottom)
        host.setRemaining(.bottom, 0)
        #expect(host.triggers(.bottom) == [.reachingEnd, .reachingEnd])
    }

    // Rule 2: never move content under the finger.

    @Test(arguments: Fixture.leadingEdges)
    func rule2TheInsetWaitsForTheRelease(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.pull(edge, to: 80)
        host.release()
        host.touch()
        host.pull(edge, to: 40)
        host.wait(0.5)
        host.end(edge)
        host.wait(2)  // the hold is long over
        #expect(host.state(edge) == .idle)
        #expect(host.insets(edge).map(\.amount) == [50])
        host.release()
        #expect(host.last == [.setExtraInset(edge, amount: 0, duration: 0.3)])
    }

    @Test func rule2DisablingUnderTheFingerWaitsToo() {
        var host = TestHost(.top, Fixture.header)
        host.begin(.top)
        host.touch()
        host.send(.setEnabled(.top, false))
        #expect(host.state(.top) == .idle)
        #expect(host.insets(.top).map(\.amount) == [50])
        host.release()
        #expect(host.insets(.top).map(\.amount) == [50, 0])
    }

    // Rule 3: minimum refreshing duration.

    @Test(arguments: RefreshEdge.allCases)
    func rule3AnEarlyEndIsDeferred(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.begin(edge)
        let began = host.now
        host.wait(0.1)
        host.end(edge)
        #expect(host.state(edge) == .refreshing)
        #expect(host.last == [.scheduleTick(at: began + 0.3)])
        host.wait(0.1)
        #expect(host.state(edge) == .refreshing)
        host.tickAtDeadline()
        #expect(host.now == began + 0.3)
        #expect(host.state(edge) == .finishing(.success))
    }

    @Test func rule3ALateEndFinishesAtOnce() {
        var host = TestHost(.top, Fixture.header)
        host.begin(.top)
        host.wait(0.3)
        host.end(.top)
        #expect(host.state(.top) == .finishing(.success))
    }

    // Rule 4: exclusivity.

    @Test func rule4ALoadingFooterBlocksTheHeaderPull() {
        var host = TestHost(TestHost.controller([.top: Fixture.header, .bottom: Fixture.footer]))
        host.tap(.bottom)
        host.pull(.top, to: 100)
        #expect(host.state(.top) == .idle)
        host.release()
        #expect(host.triggers == [TriggerRecord(edge: .bottom, cause: .tap)])
        host.begin(.top)
        #expect(host.lastDiagnostics == [.ignored(.top, .begin, because: .exclusive(with: .bottom))])
    }

    @Test func rule4ARefreshingHeaderBlocksTheFooter() {
        var host = TestHost(TestHost.controller([.top: Fixture.header, .bottom: Fixture.footer]), content: 300)
        host.begin(.top, reveal: false)
        host.layout()
        host.tap(.bottom)
        #expect(host.lastDiagnostics == [.ignored(.bottom, .tap, because: .exclusive(with: .top))])
        #expect(host.triggers == [TriggerRecord(edge: .top, cause: .programmatic)])
        // When the header is done, the short list fills itself.
        host.wait(0.5)
        host.end(.top)
        host.wait(0.5)
        host.wait(0.3)
        #expect(host.triggers(.bottom) == [.reachingEnd])
    }

    @Test func rule4ExclusivityCanBeOffOrCoverAllEdges() {
        var host = TestHost(
            TestHost.controller([.top: Fixture.header, .bottom: Fixture.footer], exclusivity: .noEdges))
        host.begin(.top)
        host.tap(.bottom)
        #expect(host.triggers.map(\.edge) == [.top, .bottom])

        host = TestHost(TestHost.controller([.top: Fixture.header, .left: .side], exclusivity: .allEdges))
        host.begin(.top)
        host.pull(.left, to: 80)
        host.release()
        #expect(host.triggers.map(\.edge) == [.top])
    }

    @Test func rule4PullingTheHeaderOfAShortListDoesNotLoadMore() {
        // IQPullToRefresh 8a048d2, SVPullToRefresh #96: the footer fired while the header was pulled.
        var host = TestHost(TestHost.controller([.top: Fixture.header, .bottom: Fixture.footer]), content: 300)
        host.send(.markNoMoreData(.bottom))
        host.send(.resetNoMoreData(.bottom))
        host.clearLog()
        host.pull(.top, to: 30)
        #expect(host.triggers.isEmpty)
    }

    // Rule 5: misuse is ignored and reported.

    @Test(arguments: RefreshEdge.allCases)
    func rule5EndBeforeBeginAndDoubleEndAreIgnored(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.end(edge)
        #expect(host.last == [.diagnostic(.ignored(edge, .end, because: .notRefreshing))])
        host.begin(edge)
        host.begin(edge)
        #expect(host.last == [.diagnostic(.ignored(edge, .begin, because: .alreadyRefreshing))])
        host.wait(0.1)
        host.end(edge)
        host.end(edge, .failure)
        #expect(host.last == [.diagnostic(.ignored(edge, .end, because: .endAlreadyPending))])
        host.wait(1)
        host.end(edge)
        #expect(host.last == [.diagnostic(.ignored(edge, .end, because: .notRefreshing))])
        #expect(host.kinds(edge) == [.refreshing, .finishing, .idle])
        #expect(host.log.contains { $0.action == .stateChanged(edge, from: .refreshing, to: .finishing(.success)) })
    }

    // Rule 6: disabling a refreshing edge collapses it and drops its late end.

    @Test(arguments: RefreshEdge.allCases)
    func rule6DisablingWhileRefreshingCollapses(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.begin(edge, reveal: false)
        host.send(.setEnabled(edge, false))
        #expect(
            host.last == [
                .stateChanged(edge, from: .refreshing, to: .idle),
                .setExtraInset(edge, amount: 0, duration: 0.3),
            ])
        host.wait(1)
        host.end(edge)
        #expect(host.last == [.diagnostic(.ignored(edge, .end, because: .disabled))])
        host.send(.setEnabled(edge, true))
        host.end(edge)
        #expect(host.last == [.diagnostic(.ignored(edge, .end, because: .notRefreshing))])
        host.pull(edge, to: 90)
        host.release()
        #expect(host.triggers(edge) == [.programmatic, .release])
    }

    // Rule 7: a successful refresh resets noMoreData on the opposite edge; a failed one does not.

    @Test(arguments: [RefreshResult.success, .failure])
    func rule7OnlyASuccessfulRefreshResetsNoMoreData(result: RefreshResult) {
        var host = TestHost(TestHost.controller([.top: Fixture.header, .bottom: Fixture.footer]))
        host.send(.markNoMoreData(.bottom))
        host.begin(.top)
        host.wait(1)
        host.end(.top, result)
        #expect(host.state(.bottom) == (result == .success ? .idle : .noMoreData))
    }

    @Test func rule7ResetCanBeTurnedOff() {
        var header = Fixture.header
        header.resetsOppositeNoMoreData = false
        var host = TestHost(TestHost.controller([.top: header, .bottom: Fixture.footer]))
        host.send(.markNoMoreData(.bottom))
        host.begin(.top)
        host.wait(1)
        host.end(.top)
        #expect(host.state(.bottom) == .noMoreData)
    }

    // Rule 8: suspend and resume.

    @Test func rule8ABeginWhileSuspendedIsRevealedOnResume() {
        var host = TestHost(.top, Fixture.header, inset: ScrollInsets(top: 91))
        host.layout()
        host.send(.suspend)
        host.begin(.top)
        #expect(host.last.isEmpty)
        #expect(host.state(.top) == .idle)
        host.wait(5)
        host.send(.resume)
        #expect(
            host.last == [
                .stateChanged(.top, from: .idle, to: .refreshing),
                .trigger(.top, cause: .programmatic),
                // The inset first: a host reading its insets when the scroll arrives sees the edge revealed.
                .setExtraInset(.top, amount: 50, duration: 0.25),
                .scroll(toOffset: ScrollPoint(x: 0, y: -141), duration: 0.25),
            ])
    }

    @Test func rule8SuspendCancelsATouchWithoutTriggering() {
        // MJRefresh #455: swiping back while pulling left the header stuck.
        var host = TestHost(TestHost.controller([.top: Fixture.header, .bottom: Fixture.footer]))
        host.pull(.top, to: 90)
        host.send(.suspend)
        #expect(host.last == [.stateChanged(.top, from: .eligible, to: .idle), .feedback(.top, event: .disarmed)])
        #expect(!host.controller.isDragging)
        host.release()
        host.setRemaining(.bottom, 0)
        host.tap(.bottom)
        #expect(host.lastDiagnostics == [.ignored(.bottom, .tap, because: .suspended)])
        #expect(host.triggers.isEmpty)
        host.send(.resume)
        // The footer came into view while nothing could load; resuming is no reason to load (P8): an approach is.
        #expect(host.triggers.isEmpty)
        host.touch()
        host.setRemaining(.bottom, -5)
        #expect(host.triggers == [TriggerRecord(edge: .bottom, cause: .reachingEnd)])
    }

    @Test func rule8ALoadEndsWhileSuspended() {
        var host = TestHost(.top, Fixture.header)
        host.begin(.top)
        host.send(.suspend)
        host.wait(1)
        host.end(.top)
        host.wait(0.5)
        host.wait(0.3)
        #expect(host.state(.top) == .idle)
        #expect(host.insets(.top).map(\.amount) == [50, 0])
    }
}

extension RulesTests {
    @Test func anEdgeThatTriggersBlocksOneArmedEarlierInTheSameGeometry() {
        // A two-way scroll view: one geometry pulls the header past its distance and brings the left end into its
        // zone. The left edge loads, which blocks the header under exclusivity; its loader answers at once. The pull
        // that was past the distance when the header became free again is no crossing (P1, seed 16932239987545667246
        // of the controller's random tester).
        var left = EdgeConfiguration.footer
        left.triggers = [.reachingEnd(prefetch: 300), .tap]
        var host = TestHost(TestHost.controller([.top: .header, .left: left], exclusivity: .allEdges))
        host.geometry.contentSize = ScrollSize(width: 2000, height: 2000)
        host.geometry.contentOffset = ScrollPoint(x: 1000, y: 0)
        host.layout()
        host.touch()
        host.now += 0.1
        host.geometry.contentOffset = ScrollPoint(x: 200, y: -100)
        host.layout()
        #expect(host.triggers(.left) == [.reachingEnd])
        #expect(host.state(.top) == .idle)
        host.end(.left)
        host.release()
        #expect(host.triggers(.top) == [])
    }
}

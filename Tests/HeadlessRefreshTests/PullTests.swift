import HeadlessRefresh
import Testing

/// Pull to refresh on the leading edges: pulling, eligible, release, threshold, the full cycle.
struct PullTests {
    @Test(arguments: Fixture.leadingEdges)
    func aShortPullShowsProgressAndReleasesWithoutTrigger(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.pull(edge, to: 30)
        #expect(host.state(edge) == .pulling(progress: 0.5))
        #expect(host.controller.snapshot(edge)?.pull == 30)
        host.release()
        #expect(host.state(edge) == .idle)
        #expect(host.triggers.isEmpty)
        #expect(host.kinds(edge) == [.pulling, .idle])
        #expect(host.feedback(edge).isEmpty)
        #expect(host.insets(edge).isEmpty)
    }

    @Test(arguments: Fixture.leadingEdges)
    func crossingTheDistanceArmsAndGoingBackDisarms(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.pull(edge, to: 60)
        #expect(host.state(edge) == .eligible)
        #expect(host.last.contains(.feedback(edge, event: .armed)))
        host.pull(edge, to: 45)
        #expect(host.state(edge) == .pulling(progress: 0.75))
        #expect(host.feedback(edge) == [.armed, .disarmed])
        host.pull(edge, to: 0)
        #expect(host.state(edge) == .idle)
        host.release()
        #expect(host.triggers.isEmpty)
        #expect(host.kinds(edge) == [.pulling, .eligible, .pulling, .idle])
    }

    @Test(arguments: Fixture.leadingEdges)
    func releasePastTheDistanceTriggersOnceAndHoldsTheExtent(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.pull(edge, to: 90)
        host.release()
        #expect(
            host.last == [
                .stateChanged(edge, from: .eligible, to: .refreshing),
                .trigger(edge, cause: .release),
                .feedback(edge, event: .triggered),
                .setExtraInset(edge, amount: 50, duration: 0.25),
            ])
        #expect(host.triggers(edge) == [.release])
        #expect(host.controller.snapshot(edge)?.extraInset == 50)
    }

    @Test(arguments: Fixture.leadingEdges)
    func aWholeCycleEndsIdleWithTheInsetBack(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.pull(edge, to: 90)
        host.release()
        let triggeredAt = host.now
        host.setPull(edge, 50)  // the content settles on the held extent
        host.wait(1)
        host.end(edge)
        // The result is shown for 0.5 s, then the extent collapses over 0.3 s.
        #expect(
            host.last == [
                .stateChanged(edge, from: .refreshing, to: .finishing(.success)), .scheduleTick(at: host.now + 0.5),
            ])
        #expect(host.controller.snapshot(edge)?.lastSuccess == host.now)
        let endedAt = host.now
        host.tickAtDeadline()
        #expect(host.last == [.setExtraInset(edge, amount: 0, duration: 0.3), .scheduleTick(at: endedAt + 0.8)])
        #expect(host.state(edge) == .finishing(.success))
        host.tickAtDeadline()
        #expect(host.last == [.stateChanged(edge, from: .finishing(.success), to: .idle)])
        #expect(host.controller.nextDeadline == nil)
        #expect(host.kinds(edge) == [.pulling, .eligible, .refreshing, .finishing, .idle])
        #expect(host.insets(edge).map(\.amount) == [50, 0])
        #expect(host.insets(edge).first?.time == triggeredAt)
    }

    @Test(arguments: Fixture.leadingEdges)
    func thresholdTriggersWhileDraggingAndDefersTheInsetToTheRelease(edge: RefreshEdge) {
        var configuration = Fixture.header
        configuration.triggers = [.threshold]
        var host = TestHost(edge, configuration)
        host.pull(edge, to: 70)
        #expect(host.state(edge) == .refreshing)
        #expect(host.triggers(edge) == [.threshold])
        #expect(host.feedback(edge) == [.triggered])
        #expect(!host.kinds(edge).contains(.eligible))
        // Rule 2: the content does not move under the finger.
        #expect(host.insets(edge).isEmpty)
        host.release()
        #expect(host.last == [.setExtraInset(edge, amount: 50, duration: 0.25)])
    }

    @Test(arguments: Fixture.leadingEdges)
    func snapshotReportsRawPullAndUnclampedProgress(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.header)
        host.pull(edge, to: 150)
        let snapshot = host.controller.snapshot(edge)
        #expect(snapshot?.pull == 150)
        #expect(snapshot?.progress == 2.5)
        #expect(snapshot?.isDragging == true)
        #expect(snapshot?.state == .eligible)
        host.release()
        host.setPull(edge, -200)
        // While the extent is held, progress counts from it.
        #expect(host.controller.snapshot(edge)?.pull == -200)
        #expect(host.controller.snapshot(edge)?.progress == -250.0 / 60)
    }

    @Test func aPullAfterTheFingerLiftsDoesNotTrigger() {
        // A fling that overshoots the top (finger up) is not a pull: no eligible, no trigger.
        var host = TestHost(.top, Fixture.header)
        host.setPull(.top, 120)
        #expect(host.state(.top) == .idle)
        host.release()
        #expect(host.triggers.isEmpty)
    }

    @Test(arguments: RefreshEdge.allCases)
    func actionStyleFiresAndReturnsToIdle(edge: RefreshEdge) {
        var host = TestHost(edge, .side)
        host.pull(edge, to: 70)
        #expect(host.state(edge) == .eligible)
        host.release()
        #expect(
            host.last == [
                .stateChanged(edge, from: .eligible, to: .refreshing),
                .trigger(edge, cause: .release),
                .feedback(edge, event: .triggered),
                .stateChanged(edge, from: .refreshing, to: .idle),
            ])
        #expect(host.controller.nextDeadline == nil)
        host.end(edge)
        #expect(host.lastDiagnostics == [.ignored(edge, .end, because: .notRefreshing)])
    }

    @Test func anActionEdgeWithThresholdFiresOncePerArming() {
        var configuration = EdgeConfiguration.side
        configuration.triggers = [.threshold]
        var host = TestHost(.right, configuration)
        host.pull(.right, to: 60)
        host.pull(.right, to: 80)
        host.pull(.right, to: 55)
        host.pull(.right, to: 90)
        #expect(host.triggers(.right) == [.threshold])
        host.pull(.right, to: 0)
        host.pull(.right, to: 70)
        #expect(host.triggers(.right) == [.threshold, .threshold])
    }

    @Test func pullsCountFromTheRestingExtent() {
        var configuration = Fixture.header
        configuration.restingExtent = 30
        var host = TestHost(.top, configuration)
        host.layout()
        // The resting row is part of the layout: applied without animation.
        #expect(host.last == [.setExtraInset(.top, amount: 30, duration: 0)])
        host.pull(.top, to: 60)
        #expect(host.state(.top) == .pulling(progress: 0.5))
        host.pull(.top, to: 90)
        #expect(host.state(.top) == .eligible)
    }
}

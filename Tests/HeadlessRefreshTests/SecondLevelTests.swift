import HeadlessRefresh
import Testing

/// The second level ("second floor") of a header, and the maximum pull.
struct SecondLevelTests {
    /// A header with a second level at 150 that opens over 0.4 s and closes over 0.3 s.
    static var header: EdgeConfiguration {
        var configuration = Fixture.header
        configuration.secondLevel = SecondLevel(triggerDistance: 150)
        return configuration
    }

    @Test(arguments: Fixture.leadingEdges)
    func releasingBetweenTheTwoDistancesRefreshes(edge: RefreshEdge) {
        var host = TestHost(edge, Self.header)
        host.pull(edge, to: 120)
        #expect(host.state(edge) == .eligible)
        host.release()
        #expect(host.triggers(edge) == [.release])
        #expect(host.state(edge) == .refreshing)
    }

    @Test(arguments: Fixture.leadingEdges)
    func releasingPastTheSecondDistanceOpensIt(edge: RefreshEdge) {
        var host = TestHost(edge, Self.header)
        host.pull(edge, to: 160)
        #expect(host.state(edge) == .secondLevelEligible)
        #expect(host.feedback(edge) == [.armed, .secondLevelArmed])
        host.release()
        let viewport = edge.axis == .vertical ? 812.0 : 375.0
        #expect(
            host.last == [
                .stateChanged(edge, from: .secondLevelEligible, to: .secondLevelOpening),
                .feedback(edge, event: .secondLevelOpened),
                .setExtraInset(edge, amount: viewport, duration: 0.4),
                .scroll(toOffset: host.geometry.offset(revealing: viewport, at: edge), duration: 0.4),
                .scheduleTick(at: host.now + 0.4),
            ])
        #expect(host.triggers.isEmpty)
        host.tickAtDeadline()
        #expect(host.state(edge) == .secondLevelOpen)
        #expect(host.controller.nextDeadline == nil)
        #expect(host.kinds(edge) == [.pulling, .eligible, .secondLevelEligible, .secondLevelOpening, .secondLevelOpen])
    }

    @Test func goingBackBelowTheSecondDistanceRefreshesInstead() {
        var host = TestHost(.top, Self.header)
        host.pull(.top, to: 170)
        host.pull(.top, to: 100)
        #expect(host.state(.top) == .eligible)
        #expect(host.feedback(.top) == [.armed, .secondLevelArmed, .armed])
        host.release()
        #expect(host.triggers(.top) == [.release])
    }

    @Test func draggingBackCancelsEverything() {
        var host = TestHost(.top, Self.header)
        host.pull(.top, to: 170)
        host.pull(.top, to: 0)
        host.release()
        #expect(host.state(.top) == .idle)
        #expect(host.triggers.isEmpty)
        #expect(host.feedback(.top) == [.armed, .secondLevelArmed, .armed, .disarmed])
        #expect(host.insets(.top).isEmpty)
    }

    @Test(arguments: [(3500.0, true), (2999.0, false), (-4000.0, false)])
    func aFlingPastTheRefreshDistanceOpensIt(velocity: Double, opens: Bool) {
        var host = TestHost(.top, Self.header)
        host.pull(.top, to: 80)
        host.release(velocity: ScrollPoint(x: 0, y: velocity))
        #expect(host.state(.top) == (opens ? .secondLevelOpening : .refreshing))
        #expect(host.triggers(.top) == (opens ? [] : [.release]))
    }

    @Test func aFlingUpOpensABottomSecondLevel() {
        var host = TestHost(
            .bottom,
            {
                var footer = Self.header
                footer.secondLevel?.openExtent = 300
                return footer
            }())
        host.pull(.bottom, to: 80)
        host.release(velocity: ScrollPoint(x: 0, y: -3500))
        #expect(host.state(.bottom) == .secondLevelOpening)
        #expect(host.insets(.bottom).map(\.amount) == [300])
    }

    @Test func theHostClosesIt() {
        var host = Self.opened()
        host.send(.closeSecondLevel(.top))
        #expect(
            host.last == [
                .stateChanged(.top, from: .secondLevelOpen, to: .secondLevelClosing),
                .setExtraInset(.top, amount: 0, duration: 0.3),
                .scroll(toOffset: ScrollPoint(x: 0, y: 0), duration: 0.3),
                .scheduleTick(at: host.now + 0.3),
            ])
        host.tickAtDeadline()
        #expect(host.state(.top) == .idle)
        host.send(.closeSecondLevel(.top))
        #expect(host.lastDiagnostics == [.ignored(.top, .closeSecondLevel, because: .secondLevelNotOpen)])
    }

    @Test func pullingTheOpenContentBackClosesItAtTheRelease() {
        var host = Self.opened()
        // The open content rests at the viewport's length; pulling it back 50 is not enough.
        host.pull(.top, to: 812 - 50)
        host.release()
        #expect(host.state(.top) == .secondLevelOpen)
        host.setPull(.top, 812)  // the content springs back to its open position
        host.pull(.top, to: 812 - 90)
        #expect(host.state(.top) == .secondLevelOpen)
        #expect(host.insets(.top).map(\.amount) == [812])
        host.release()
        #expect(host.state(.top) == .secondLevelClosing)
        host.wait(0.3)
        #expect(host.state(.top) == .idle)
        #expect(host.triggers.isEmpty)
    }

    @Test func whileOpenTheLoadInputsAreIgnored() {
        // "End of refresh while open": a late end does not close or disturb the second level.
        var host = Self.opened()
        host.end(.top)
        #expect(host.lastDiagnostics == [.ignored(.top, .end, because: .notRefreshing)])
        host.begin(.top)
        #expect(host.lastDiagnostics == [.ignored(.top, .begin, because: .secondLevelOpen)])
        host.send(.markNoMoreData(.top))
        // A header has no end of data at all (P7), open or not.
        #expect(host.lastDiagnostics == [.ignored(.top, .markNoMoreData, because: .refreshEdge)])
        #expect(host.state(.top) == .secondLevelOpen)
    }

    @Test func aRefreshThatEndsWhileTheFingerOpensNothing() {
        // A refresh runs; the user pulls far while it runs: refreshing edges do not open the second level.
        var host = TestHost(.top, Self.header)
        host.pull(.top, to: 80)
        host.release()
        host.pull(.top, to: 250)
        #expect(host.state(.top) == .refreshing)
        host.wait(1)
        host.end(.top)
        host.wait(0.5)
        // The result is over with the finger still down, past the second distance counted from the held extent:
        // being past it when the edge becomes able to trigger is no crossing, so nothing is armed (P1).
        #expect(host.state(.top) == .idle)
        host.release()
        #expect(host.state(.top) == .idle)
        #expect(host.triggers(.top).count == 1)
    }

    @Test func exclusivityKeepsTheSecondLevelAndTheFooterApart() {
        var host = TestHost(TestHost.controller([.top: Self.header, .bottom: Fixture.footer]))
        host.tap(.bottom)
        host.pull(.top, to: 200)
        #expect(host.state(.top) == .idle)
        host.release()
        host.setPull(.top, 0)  // the content springs back
        host.wait(1)
        host.end(.bottom)
        host.wait(1)
        host.pull(.top, to: 200)
        host.release()
        host.wait(1)
        #expect(host.state(.top) == .secondLevelOpen)
        host.tap(.bottom)
        #expect(host.lastDiagnostics == [.ignored(.bottom, .tap, because: .exclusive(with: .top))])
    }

    @Test func anOpenSecondLevelFollowsTheViewport() {
        // Found by the random tester: a rotation changed the viewport, the open extent with it, but a scroll frame
        // that changed no state skipped settling, so the inset stayed at the old viewport's length.
        var host = Self.opened()
        host.geometry.viewportSize = ScrollSize(width: 812, height: 375)
        host.layout()
        #expect(host.insets(.top).map(\.amount) == [812, 375])
    }

    @Test func disablingCloses() {
        var host = Self.opened()
        host.send(.setEnabled(.top, false))
        #expect(host.state(.top) == .idle)
        #expect(host.insets(.top).map(\.amount) == [812, 0])
    }

    @Test func theMaximumPullStopsTheCount() {
        var configuration = Self.header
        configuration.maximumPull = 120
        var host = TestHost(.top, configuration)
        host.layout()  // at rest before the touch: the pull crosses the distance from below
        host.pull(.top, to: 400)
        // The pull never reaches the second distance: the maximum is below it.
        #expect(host.state(.top) == .eligible)
        let snapshot = host.controller.snapshot(.top)
        #expect(snapshot?.pull == 400)
        #expect(snapshot?.progress == 2)
        #expect(snapshot?.maximumPull == 120)
        #expect(host.controller.clampedOffset(host.geometry) == ScrollPoint(x: 0, y: -120))
        host.setPull(.top, 90)
        #expect(host.controller.clampedOffset(host.geometry) == host.geometry.contentOffset)
    }

    @Test func unusableSecondLevelValuesAreReplaced() {
        var configuration = EdgeConfiguration.header
        configuration.secondLevel = SecondLevel(triggerDistance: 40, openExtent: -1, velocityThreshold: 0)
        configuration.maximumPull = -5
        let (fixed, problems) = configuration.sanitized()
        #expect(
            problems == [
                .maximumPullNotPositive, .secondLevelDistanceNotBeyondFirst, .negativeExtent, .velocityNotPositive,
            ])
        #expect(fixed.secondLevel == SecondLevel(triggerDistance: 120, openExtent: nil, velocityThreshold: nil))
        #expect(fixed.maximumPull == nil)
    }

    @Test func secondLevelStatesHaveTitles() {
        let text = RefreshText(language: .english)
        #expect(text.title(for: .secondLevelEligible, role: .header) == "Release to open")
        #expect(text.title(for: .secondLevelOpen, role: .header) == "Swipe up to close")
        #expect(text.title(for: .secondLevelOpening, role: .header) == "Swipe up to close")
        #expect(text.title(for: .secondLevelClosing, role: .header) == "Pull to refresh")
        #expect(RefreshState.secondLevelOpen.isBusy && !RefreshState.secondLevelEligible.isBusy)
    }

    /// A host whose top second level is open.
    static func opened() -> TestHost {
        var host = TestHost(.top, header)
        host.pull(.top, to: 200)
        host.release()
        host.wait(0.4)
        #expect(host.state(.top) == .secondLevelOpen)
        return host
    }
}

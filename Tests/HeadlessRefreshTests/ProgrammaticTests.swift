import HeadlessRefresh
import Testing

/// Programmatic begin, restart during the result, staleness, and timed phases.
struct ProgrammaticTests {
    @Test func beginRevealsTheHeaderWithAScroll() {
        var host = TestHost(.top, Fixture.header, inset: ScrollInsets(top: 91, bottom: 34))
        host.layout()
        host.begin(.top)
        #expect(
            host.last == [
                .stateChanged(.top, from: .idle, to: .refreshing),
                .trigger(.top, cause: .programmatic),
                // The inset first: a host reading its insets when the scroll arrives sees the edge revealed.
                .setExtraInset(.top, amount: 50, duration: 0.25),
                .scroll(toOffset: ScrollPoint(x: 0, y: -141), duration: 0.25),
            ])
        #expect(host.feedback(.top).isEmpty)
    }

    @Test func beginCanSkipTheReveal() {
        var host = TestHost(.left, Fixture.header)
        host.layout()
        host.begin(.left, reveal: false)
        #expect(!host.last.contains { if case .scroll = $0 { true } else { false } })
        #expect(host.state(.left) == .refreshing)
    }

    @Test(arguments: Fixture.trailingEdges)
    func beginOnATrailingEdgeDoesNotScroll(edge: RefreshEdge) {
        var host = TestHost(edge, Fixture.footer)
        host.layout()
        host.begin(edge)
        #expect(
            host.last == [
                .stateChanged(edge, from: .idle, to: .refreshing),
                .trigger(edge, cause: .programmatic),
                .setExtraInset(edge, amount: 44, duration: 0.25),
            ])
    }

    @Test func beginWhileTheFingerIsDownInsetsAndScrollsAtTheRelease() {
        var host = TestHost(.top, Fixture.header)
        host.pull(.top, to: 20)
        host.begin(.top)
        #expect(
            host.last == [
                .stateChanged(.top, from: .pulling(progress: 20.0 / 60), to: .refreshing),
                .trigger(.top, cause: .programmatic),
            ])
        host.release()
        #expect(
            host.last == [
                .setExtraInset(.top, amount: 50, duration: 0.25),
                .scroll(toOffset: ScrollPoint(x: 0, y: -50), duration: 0.25),
            ])
    }

    @Test func aRevealThatWaitsForTheReleaseIsDroppedWhenTheLoadEndsFirst() {
        var configuration = Fixture.header
        configuration.minimumRefreshingDuration = 0
        configuration.resultHold = ResultHold(0)
        var host = TestHost(.top, configuration)
        host.pull(.top, to: 20)
        host.begin(.top)
        host.end(.top)
        host.release()
        #expect(!host.log.contains { if case .scroll = $0.action { true } else { false } })
        #expect(host.state(.top) == .idle)
    }

    @Test func beginDuringTheResultStartsOver() {
        // MJRefresh #765, #1433: end then begin left the header stuck.
        var host = TestHost(.top, Fixture.header)
        host.begin(.top, reveal: false)
        host.wait(1)
        host.end(.top)
        host.wait(0.6)  // collapsing now
        #expect(host.insets(.top).map(\.amount) == [50, 0])
        host.begin(.top, reveal: false)
        #expect(host.state(.top) == .refreshing)
        #expect(host.insets(.top).map(\.amount) == [50, 0, 50])
        host.wait(1)
        host.end(.top)
        host.wait(0.5)
        host.wait(0.3)
        #expect(host.state(.top) == .idle)
        #expect(host.controller.extraInsets == .zero)
        #expect(host.triggers(.top) == [.programmatic, .programmatic])
    }

    @Test func refreshIfStaleUsesTheLastSuccess() {
        var host = TestHost(.top, Fixture.header)
        var began = host.controller.refreshIfStale(maxAge: 60, now: 0) { _ in }
        #expect(began)  // no success yet: stale
        host.controller.endRefreshing(.top, now: 1) { _ in }
        host.controller.tick(now: 5) { _ in }
        began = host.controller.refreshIfStale(maxAge: 60, now: 30) { _ in }
        #expect(!began)
        began = host.controller.refreshIfStale(maxAge: 60, now: 61) { _ in }
        #expect(began)
        #expect(host.controller.state(.top) == .refreshing)
        host.controller.restoreLastSuccess(100, for: .top)
        #expect(host.controller.snapshot(.top)?.lastSuccess == 100)
        host.controller.restoreLastSuccess(.nan, for: .top)
        #expect(host.controller.snapshot(.top)?.lastSuccess == nil)
    }

    @Test func resultHoldsDifferPerResult() {
        // A pull-up footer: a header is never at the end of data, and its noMoreData is taken as a success (P7).
        var configuration = Fixture.header
        configuration.resultHold = ResultHold(success: 0.2, failure: 1.5, noMoreData: 0)
        configuration.minimumRefreshingDuration = 0
        for (result, hold) in [(RefreshResult.success, 0.2), (.failure, 1.5), (.noMoreData, 0)] {
            var host = TestHost(.bottom, configuration)
            host.begin(.bottom, reveal: false)
            host.end(.bottom, result)
            let collapse = host.insets(.bottom).last
            if hold == 0 {
                #expect(collapse == InsetRecord(time: 0, amount: 0, duration: 0.3))
            } else {
                #expect(host.last.last == .scheduleTick(at: hold))
                host.tickAtDeadline()
                #expect(host.insets(.bottom).last == InsetRecord(time: hold, amount: 0, duration: 0.3))
            }
            host.wait(0.3)
            #expect(host.state(.bottom) == (result == .noMoreData ? .noMoreData : .idle))
        }
    }

    @Test func aLateTickRunsEveryPhaseDueByThen() {
        var host = TestHost(.top, Fixture.header)
        host.begin(.top, reveal: false)
        host.wait(0.1)
        host.end(.top)
        host.wait(10)
        // The deferred end (0.3), the hold (0.8) and the collapse (1.1) all fell due: each phase ran from the
        // previous deadline, and the collapse animation the host still has to play starts now.
        #expect(host.state(.top) == .idle)
        #expect(
            host.last == [
                .stateChanged(.top, from: .refreshing, to: .finishing(.success)),
                .stateChanged(.top, from: .finishing(.success), to: .idle),
                .setExtraInset(.top, amount: 0, duration: 0.3),
            ])
        // The last success is the loader's answer, not the moment the picture showed it (P11).
        #expect(host.controller.snapshot(.top)?.lastSuccess == 0.1)
    }

    @Test func anyInputAfterADeadlineEndsThePhase() {
        var host = TestHost(.top, Fixture.header)
        host.begin(.top, reveal: false)
        host.wait(1)
        host.end(.top)
        host.now += 0.6
        host.layout()
        #expect(host.last.contains(.setExtraInset(.top, amount: 0, duration: 0.3)))
    }

    @Test func theControllerListsItsEdgesAndConfigurations() {
        let controller = TestHost.controller([.top: Fixture.header, .right: .side])
        #expect(controller.edges == [.top, .right])
        #expect(controller.configuration(.right) == .side)
        #expect(controller.configuration(.bottom) == nil)
        #expect(controller.state(.left) == nil)
        #expect(controller.snapshot(.bottom) == nil)
        #expect(controller.nextDeadline == nil)
        #expect(controller.geometry == nil && controller.now == nil)
    }
}

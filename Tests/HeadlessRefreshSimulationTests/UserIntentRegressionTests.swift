import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

@testable import RefreshLabScenario

/// The defect classes users of the libraries we replace filed, each played through the simulator as a user would
/// meet it, with what the user meant as the expectation (the Semantics article: one trigger per gesture, no load
/// from a bounce, a sticky end of data, rest is rest, the finger pins the content).
struct UserIntentRegressionTests {
    /// A header with distance 60, extent 54, no minimum duration and no result hold.
    static func header(_ trigger: RefreshTrigger) -> EdgeConfiguration {
        var header = EdgeConfiguration.header
        header.triggers = [trigger]
        header.triggerDistance = 60
        header.refreshingExtent = 54
        header.minimumRefreshingDuration = 0
        header.resultHold = ResultHold(0)
        return header
    }

    static func simulator(
        top: EdgeConfiguration? = nil,
        bottom: EdgeConfiguration? = nil,
        content: Double = 2400,
        viewport: Double = 844,
        inset: ScrollInsets = .zero,
        loader: [RefreshEdge: [LoaderResponse]] = [:]
    ) -> ScrollSimulator {
        ScrollSimulator(
            controller: RefreshController(top: top, bottom: bottom),
            viewport: ScrollSize(width: 375, height: viewport),
            content: ScrollSize(width: 375, height: content),
            inset: inset,
            loader: loader
        )
    }

    // MARK: One trigger per gesture

    @Test(arguments: [RefreshTrigger.threshold, .release])
    func aTouchDuringARefreshDoesNotFireAgainWhenTheLoadEnds(trigger: RefreshTrigger) {
        var simulator = Self.simulator(
            top: Self.header(trigger), loader: [.top: [LoaderResponse(after: 0.6), LoaderResponse(after: 0.6)]])
        simulator.drag(by: 250, duration: 0.3)
        simulator.release()
        #expect(simulator.triggerCount(.top) == 1)
        simulator.wait(0.1)
        // The finger catches the content on its way back and holds it while the load ends under it.
        simulator.drag(by: 0, duration: 1.5)
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.state(.top) != .eligible)
        simulator.drag(by: 5, duration: 0.2)
        simulator.release()
        simulator.wait(2)
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.state(.top) == .idle)
    }

    @Test func aLoadThatEndsUnderTheFingerCountsThePullBeyondTheHeldInset() {
        var simulator = Self.simulator(top: Self.header(.release), loader: [.top: [LoaderResponse(after: 1)]])
        simulator.drag(by: 250, duration: 0.3)
        simulator.release()
        simulator.wait(0.6)  // back at the held 54 points
        simulator.drag(by: 0, duration: 0.6)  // held while the load ends
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.extraInsets.top == 54)  // the collapse waits for the release
        #expect((simulator.snapshot(.top)?.progress ?? 1) < 0.01)  // at the held inset: no pull to speak of
        simulator.drag(by: 20, duration: 0.1)
        // A few points beyond the held inset are a small pull, not an armed one.
        guard case .pulling(let progress) = simulator.state(.top) else {
            Issue.record("expected pulling, got \(String(describing: simulator.state(.top)))")
            return
        }
        #expect(progress < 0.5)
        // A real new pull past the distance counts: it crossed from below within this touch.
        simulator.drag(by: 200, duration: 0.3)
        #expect(simulator.state(.top) == .eligible)
        simulator.release()
        #expect(simulator.triggerCount(.top) == 2)
    }

    // MARK: Rest is rest

    /// Insets and extents with decimals binary cannot hold; the footer's loads must not depend on them.
    @Test(arguments: [(98.52, 45.85), (91.37, 12.21), (47.03, 33.33), (100.1, 0.7)])
    func restWithDecimalInsetsIsRest(inset: Double, resting: Double) {
        func play(inset: Double, resting: Double) -> (states: [RefreshState?], loads: Int) {
            var header = Self.header(.release)
            header.restingExtent = resting
            var footer = EdgeConfiguration.footer
            footer.autoTriggerLimit = 5
            let pages = (0..<4).map { _ in LoaderResponse(after: 0.3, appending: 200) }
            var simulator = Self.simulator(
                top: header, bottom: footer, content: 200, inset: ScrollInsets(top: inset, bottom: 34),
                loader: [.bottom: pages])
            simulator.wait(3)
            simulator.drag(by: 0, duration: 0.2)  // a touch that does not move
            let states = [simulator.state(.top)]
            simulator.release()
            simulator.wait(1)
            return (states, simulator.triggerCount(.bottom))
        }
        let decimals = play(inset: inset, resting: resting)
        let whole = play(inset: inset.rounded(), resting: resting.rounded())
        #expect(decimals.states == [.idle])
        #expect(decimals.loads == whole.loads)
        #expect(decimals.loads == 3)  // 200 → 800 points fills the 844-point screen minus the insets
    }

    // MARK: No load from a bounce

    @Test func aBounceOnAShortListIsNoApproach() {
        var footer = EdgeConfiguration.footer
        footer.autoTriggerLimit = nil
        var simulator = Self.simulator(
            bottom: footer, content: 300, loader: [.bottom: (0..<4).map { _ in LoaderResponse(after: 0.3) }])
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 1)  // the screen is not full: load at rest
        simulator.drag(by: 5, duration: 0.1)  // a small pull down…
        simulator.release()
        simulator.wait(2)  // …and its spring back
        #expect(simulator.triggerCount(.bottom) == 1)
        // A push up towards the end is an approach.
        simulator.drag(by: -40, duration: 0.2)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 2)
    }

    @Test func aHeaderRefreshOnAShortListDoesNotLoadMoreWhenItCollapses() {
        var simulator = Self.simulator(
            top: Self.header(.release), bottom: .footer, content: 300,
            loader: [.top: [LoaderResponse(after: 0.5)], .bottom: [LoaderResponse(after: 0.3)]])
        simulator.wait(1)
        let loads = simulator.triggerCount(.bottom)
        simulator.drag(by: 250, duration: 0.3)
        simulator.release()
        simulator.wait(3)
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.extraInsets.top == 0)
        #expect(simulator.triggerCount(.bottom) == loads)
    }

    // MARK: End of data is sticky

    @Test(arguments: [RefreshResult.noMoreData, .failure])
    func disablingAndEnablingKeepsTheEndOfData(result: RefreshResult) {
        var simulator = Self.simulator(
            bottom: .footer, content: 2000, loader: [.bottom: [LoaderResponse(after: 0.3, result: result)]])
        simulator.drag(by: -1400, duration: 0.5)
        simulator.release()
        simulator.wait(1)
        let rest: RefreshState = result == .noMoreData ? .noMoreData : .failed
        #expect(simulator.state(.bottom) == rest)
        simulator.setEnabled(.bottom, false)
        #expect(simulator.state(.bottom) == .idle)
        simulator.setEnabled(.bottom, true)
        #expect(simulator.state(.bottom) == rest)
        // Scrolling back to the end loads nothing at the end of data; a failed load retries on a new drag.
        simulator.drag(by: 300, duration: 0.2)
        simulator.drag(by: -400, duration: 0.2)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == (result == .noMoreData ? 1 : 2))
    }

    // MARK: The finger pins the content

    @Test func aPageAppendedUnderAStillFingerDoesNotMoveTheContent() {
        var footer = EdgeConfiguration.footer
        footer.autoTriggerLimit = nil
        var simulator = Self.simulator(
            bottom: footer, content: 1200, loader: [.bottom: [LoaderResponse(after: 0.2, appending: 256)]])
        simulator.drag(by: -500, duration: 0.3)
        #expect(simulator.triggerCount(.bottom) == 1)
        let offset = simulator.offset
        simulator.drag(by: 0, duration: 1)  // the page lands under the still finger
        #expect(simulator.contentLength == 1456)
        #expect(simulator.offset == offset)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 1)
    }

    @Test func anInsetAnimationDoesNotDragTheNextTouch() {
        var simulator = Self.simulator(top: Self.header(.release), loader: [.top: [LoaderResponse(after: 5)]])
        simulator.drag(by: 250, duration: 0.3)
        simulator.release()  // the held inset starts animating in
        simulator.drag(by: 0, duration: 0.01)
        let offset = simulator.offset
        simulator.drag(by: 0, duration: 0.5)
        #expect(simulator.offset == offset)
    }

    // MARK: Finite values

    @Test func farApartSamplesKeepTheOffsetFinite() {
        var simulator = Self.simulator(top: Self.header(.release))
        simulator.replay([
            ReplaySample(time: 0.1, offset: -1e308, isDragging: true),
            ReplaySample(time: 0.2, offset: 1e308, isDragging: false),
        ])
        for _ in 0..<600 {
            simulator.step()
            #expect(simulator.offset.isFinite)
        }
        simulator.waitUntilSettled(limit: 60)
        #expect(!simulator.isMoving)
    }

    @Test func anEnormousReleaseVelocityComesBackToRest() {
        var simulator = Self.simulator(top: Self.header(.release))
        simulator.drag(by: 10, duration: 0.1)
        simulator.release(velocity: 1e308)
        simulator.waitUntilSettled(limit: 60)
        #expect(simulator.offset == 0)
    }

    // MARK: refresh-lab

    @Test func pullingNeverPrintsAProgressOfOne() throws {
        // A replayed pull that stops at 0.9996 of the trigger distance.
        let scenario = try Scenario(
            json: #"{"viewport": [375, 812], "content": [375, 2000], "edges": {"top": {"distance": 60}}, "#
                + #""steps": [{"samples": [[0.1, 0, true], [0.2, -59.976, true]]}]}"#)
        let output = JSONLines.render(scenario.run())
        #expect(output.contains(#""progress":0.999}"#))
        #expect(!output.contains(#""progress":1}"#))
    }

    @Test func pullingNeverPrintsAProgressOfZero() throws {
        // A replayed pull of a few thousandths of a point is rest; the first pull that shows a progress is pulling.
        let scenario = try Scenario(
            json: #"{"viewport": [375, 812], "content": [375, 2000], "edges": {"top": {"distance": 60}}, "#
                + #""steps": [{"samples": [[0.1, 0, true], [0.2, -0.004, true], [0.3, -0.05, true], "#
                + #"[0.4, -0.06, true], [0.5, -3, true]]}]}"#)
        let output = JSONLines.render(scenario.run())
        #expect(!output.contains(#""progress":0}"#))
        let pulls = output.split(separator: "\n").filter { $0.contains(#""state":"pulling""#) }
        #expect(pulls.count == 1)
        #expect(pulls.first?.contains(#""t":0.4,"#) == true)
        #expect(pulls.first?.contains(#""progress":0.001}"#) == true)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// The simulator against UIScrollView's published behaviour: the coast distance, the rubber band, the bounce.
struct PhysicsFidelityTests {
    /// A long list with the content in the middle, nothing configured: pure physics.
    private func midList(_ physics: ScrollPhysics = ScrollPhysics(), axis: ScrollAxis = .vertical) -> ScrollSimulator {
        let content =
            axis == .vertical ? ScrollSize(width: 375, height: 200_000) : ScrollSize(width: 200_000, height: 812)
        var simulator = ScrollSimulator(
            controller: RefreshController(),
            axis: axis,
            viewport: Fixture.viewport,
            content: content,
            physics: physics
        )
        simulator.scroll(to: 50_000)
        return simulator
    }

    @Test(arguments: [300.0, 1000, 2500, 6000], [ScrollDeceleration.normal, .fast])
    func aFlingCoastsTheDistanceOfUIScrollView(velocity: Double, deceleration: ScrollDeceleration) {
        var simulator = midList(ScrollPhysics(deceleration: deceleration))
        simulator.drag(by: 0, duration: 0)
        // The finger moves up: the content scrolls towards its end.
        simulator.release(velocity: -velocity)
        #expect(simulator.isMoving)
        simulator.waitUntilSettled(limit: 30)
        #expect(!simulator.isMoving)
        let expected = velocity / 1000 * deceleration.rate / (1 - deceleration.rate)
        let coasted = simulator.offset - 50_000
        #expect(abs(coasted - expected) / expected < 0.01, "coasted \(coasted), UIScrollView \(expected)")
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func theCoastFollowsTheDecayCurveFrameByFrame(axis: ScrollAxis) {
        var simulator = midList(axis: axis)
        simulator.drag(by: 0, duration: 0)
        simulator.release(velocity: 2000)  // the finger moves down or right: the offset decreases
        simulator.wait(0.5)
        let expected = ScrollDeceleration.normal.distance(velocity: 2000, after: 0.5)
        #expect(abs((50_000 - simulator.offset) - expected) < 0.01)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal], [40.0, 150, 300, 900])
    func draggingPastTheLeadingEdgeFollowsTheRubberBand(axis: ScrollAxis, travel: Double) {
        var simulator = Fixture.simulator(axis: axis, leading: nil)
        simulator.drag(by: travel, duration: 0.3)
        let d = axis.viewportLength
        let formula = (1 - 1 / (travel * 0.55 / d + 1)) * d
        #expect(abs(simulator.pull(axis.edges.leading) - formula) < 1e-9)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal], [100.0, 400])
    func draggingPastTheTrailingEdgeFollowsTheRubberBand(axis: ScrollAxis, travel: Double) {
        var simulator = Fixture.simulator(axis: axis, leading: nil, content: 1500)
        let end = 1500 - axis.viewportLength
        simulator.scroll(to: end)
        simulator.drag(by: -travel, duration: 0.2)
        let d = axis.viewportLength
        let formula = (1 - 1 / (travel * 0.55 / d + 1)) * d
        #expect(abs(simulator.pull(axis.edges.trailing) - formula) < 1e-9)
        #expect(abs(simulator.offset - (end + formula)) < 1e-9)
    }

    @Test func aTouchOnOverPulledContentPicksTheBandUpWhereItIs() {
        var simulator = Fixture.simulator()
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        simulator.wait(0.1)
        let pulled = simulator.pull(.top)
        simulator.drag(by: 0, duration: 0)
        #expect(abs(simulator.pull(.top) - pulled) < 1e-9)
        // Moving on from there gives the band of the total travel, not a fresh band on top.
        let band = RubberBand(dimension: 812)
        simulator.drag(by: 50, duration: 0.1)
        #expect(abs(simulator.pull(.top) - band.offset(forTravel: band.travel(forOffset: pulled) + 50)) < 1e-6)
    }

    @Test(arguments: [0.0, 800, 3000])
    func aBounceSettlesAtTheEdgeWithoutOvershoot(outwardVelocity: Double) {
        var simulator = Fixture.simulator()
        simulator.drag(by: 300, duration: 0.4)
        simulator.release(velocity: outwardVelocity)
        let rest = -Fixture.barInsets.top
        var frames = 0
        while simulator.isMoving {
            simulator.step()
            frames += 1
            #expect(simulator.offset <= rest, "overshot the edge at \(simulator.now)")
        }
        #expect(simulator.offset == rest)
        #expect(frames < 120, "the bounce took \(frames) frames")
    }

    @Test func aFlingIntoTheEndBouncesBackWithoutOvershoot() {
        var simulator = Fixture.simulator(content: 3000)
        let end = 3000 + Fixture.barInsets.bottom - Fixture.viewport.height
        simulator.scroll(to: end - 300)
        simulator.drag(by: 0, duration: 0)
        simulator.release(velocity: -3000)
        var furthest = simulator.offset
        var crossed = false
        while simulator.isMoving {
            simulator.step()
            furthest = max(furthest, simulator.offset)
            if simulator.offset > end { crossed = true }
            if crossed { #expect(simulator.offset >= end, "came back past the end at \(simulator.now)") }
        }
        #expect(crossed)
        #expect(furthest - end > 20 && furthest - end < 200, "bounced \(furthest - end) points past the end")
        #expect(simulator.offset == end)
    }

    @Test func theBounceSettlesInTheSpringsTime() {
        // A full pull of 137 points let go at rest: within half a point when the spring says so, at rest soon after.
        var simulator = Fixture.simulator()
        simulator.drag(by: 300, duration: 0.4)
        let pulled = simulator.pull(.top)
        let start = simulator.now
        simulator.release()
        let reached = simulator.step(until: { $0.pull(.top) <= 0.5 })
        #expect(reached)
        let withinHalfPoint = simulator.now - start
        let spring = CriticallyDampedSpring(response: 0.4)
        let predicted = spring.settlingTime(position: pulled, velocity: 0, tolerance: 0.5)
        #expect(abs(withinHalfPoint - predicted) <= 1.0 / 120 + 1e-9)
        let settled = simulator.waitUntilSettled() + withinHalfPoint
        #expect(settled > withinHalfPoint && settled < 0.8)
    }
}

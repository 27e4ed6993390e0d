import Testing

@testable import HeadlessRefresh

struct PhysicsTests {
    @Test(arguments: [-3.0, -1, -0.5, 0, 1e-9, 0.3, 1, 2.5, 10, 50, -50, 700])
    func exponentialMatchesKnownValues(x: Double) {
        // e^x e^-x = 1 and e^(a+b) = e^a e^b pin the function without a math library.
        let product = exponential(x) * exponential(-x)
        #expect(abs(product - 1) < 1e-13 || x > 700)
        #expect(abs(exponential(x / 2) * exponential(x / 2) / exponential(x) - 1) < 1e-13)
    }

    @Test func elementaryFunctionsAgreeWithConstants() {
        #expect(abs(exponential(1) - 2.718_281_828_459_045) < 1e-15)
        #expect(abs(naturalLogarithm(2.718_281_828_459_045) - 1) < 1e-15)
        #expect(abs(naturalLogarithm(0.998) - -0.002_002_002_670_673_4) < 1e-15)
        #expect(abs(power(0.998, 1000) - 0.135_064_522_446_683_4) < 1e-12)
        #expect(naturalLogarithm(0) == -.infinity)
        #expect(naturalLogarithm(-1).isNaN)
        #expect(exponential(.nan).isNaN)
        #expect(exponential(800) == .infinity)
        #expect(exponential(-800) == 0)
        for x in [1e-300, 1e-5, 0.7, 1.5, 1e5, 1e300] {
            #expect(abs(exponential(naturalLogarithm(x)) / x - 1) < 1e-12)
        }
    }

    @Test func rubberBandFollowsItsFormulaAndInverts() {
        let band = RubberBand(dimension: 812)
        for travel in [0.0, 10, 100, 300, 1000, 10_000] {
            let expected = (1 - 1 / (travel * 0.55 / 812 + 1)) * 812
            #expect(abs(band.offset(forTravel: travel) - expected) < 1e-9)
            #expect(band.offset(forTravel: -travel) == -band.offset(forTravel: travel))
            #expect(abs(band.travel(forOffset: band.offset(forTravel: travel)) - travel) < 1e-6 * max(1, travel))
        }
        #expect(band.offset(forTravel: 1e12) < 812)
        #expect(band.travel(forOffset: 812) == .infinity)
        #expect(RubberBand(dimension: 0).offset(forTravel: 50) == 0)
        #expect(band.offset(forTravel: .nan) == 0)
    }

    @Test func decelerationCoastsTheDesignDistance() {
        let deceleration = ScrollDeceleration.normal
        // 2000 pt/s: 2000 / 1000 * 0.998 / 0.002 = 998 points.
        #expect(abs(deceleration.coastDistance(velocity: 2000) - 998) < 1e-9)
        // Stepping the per-millisecond rule gives the same distance.
        var velocity = 2000.0
        var travelled = 0.0
        for _ in 0..<20_000 {
            velocity *= 0.998
            travelled += velocity / 1000
        }
        #expect(abs(travelled - 998) < 1e-6)
        #expect(abs(deceleration.distance(velocity: 2000, after: 20) - travelled) < 1e-6)
        #expect(abs(deceleration.decay(over: 0.001) - 0.998) < 1e-15)
        let stop = deceleration.duration(velocity: 2000, threshold: 1)
        #expect(abs(2000 * deceleration.decay(over: stop) - 1) < 1e-9)
        #expect(ScrollDeceleration.fast.coastDistance(velocity: 1000) == 1000.0 / 1000 * 0.99 / (1 - 0.99))
        #expect(ScrollDeceleration(rate: 1.5).rate == 0.998)
    }

    @Test(arguments: [(80.0, 0.0), (80, 500), (80, -300), (-40, 100)])
    func theSpringSettlesWithoutCrossingRest(position: Double, velocity: Double) {
        let spring = CriticallyDampedSpring(response: 0.4)
        var crossed = 0
        var previousSign = position > 0
        var time = 0.0
        while time < 3 {
            time += 1.0 / 120
            let state = spring.state(after: time, position: position, velocity: velocity)
            if (state.position > 0) != previousSign && abs(state.position) > 1e-9 {
                crossed += 1
                previousSign = state.position > 0
            }
        }
        // A critically damped spring crosses rest at most once, and only when thrown towards it hard enough.
        #expect(crossed <= 1)
        if velocity * position >= 0 { #expect(crossed == 0) }
        #expect(abs(spring.state(after: 3, position: position, velocity: velocity).position) < 0.01)
        let settle = spring.settlingTime(position: position, velocity: velocity, tolerance: 0.5)
        #expect(abs(spring.state(after: settle, position: position, velocity: velocity).position) <= 0.5 + 1e-9)
        #expect(abs(spring.state(after: settle * 0.9, position: position, velocity: velocity).position) > 0.4)
    }

    @Test func springStateIsConsistentWithItsVelocity() {
        let spring = CriticallyDampedSpring(angularFrequency: 15)
        let h = 1e-6
        let a = spring.state(after: 0.2, position: 50, velocity: 100)
        let b = spring.state(after: 0.2 + h, position: 50, velocity: 100)
        #expect(abs((b.position - a.position) / h - a.velocity) < 1e-3)
        #expect(CriticallyDampedSpring(angularFrequency: -1).angularFrequency == 2 * .pi / 0.4)
    }
}

import HeadlessRefresh
import Testing

@testable import HeadlessRefreshSimulation

/// The simulator's identity, by which the bounded explorer visits each state once: complete, the same for a state
/// reached later or along another path, and different for a state that does something else next.
///
/// The scroll view, its motion, inset animations and finger path, and the scripted loader are compared whole (their
/// synthesized `Hashable` on a normalized copy): a field added to them counts without a list. The simulator and its
/// host are values with a field per stored field, listed here with `Mirror`.
struct ScrollSimulatorIdentityTests {
    /// The labels of the stored fields of `value`.
    static func labels(_ value: Any) -> Set<String> { Set(Mirror(reflecting: value).children.compactMap(\.label)) }

    /// A simulator with a header and a footer, two loads of 0.8 s scripted at the top, waited to `start`.
    static func simulator(at start: Double = 0) -> ScrollSimulator {
        var simulator = Fixture.bareSimulator(
            top: Fixture.header, bottom: Fixture.footer,
            loader: [.top: [LoaderResponse(after: 0.8), LoaderResponse(after: 0.8)]])
        simulator.wait(start)
        return simulator
    }

    @Test func everyStoredFieldOfTheSimulatorIsInItsIdentityOrACache() {
        let simulator = Self.simulator()
        let identity = Self.labels(simulator.identity)
        #expect(Self.labels(simulator) == identity.union(ScrollSimulator.cacheFields))
        #expect(identity.isDisjoint(with: ScrollSimulator.cacheFields))
    }

    @Test func everyStoredFieldOfTheHostIsInItsIdentityOrARecordOrTheClock() {
        let host = Self.simulator().host
        let identity = Self.labels(host.identity)
        let leftOut = SimulatedHost.recordFields.union(SimulatedHost.clockFields)
        #expect(Self.labels(host) == identity.union(leftOut))
        #expect(identity.isDisjoint(with: leftOut))
    }

    @Test func aPullToRefreshLaterIsTheSameState() {
        // Pulled, released and loading: the load's due time, the bounce and the frames count from the clock, and the
        // positions the bounce reaches from another start differ by rounding only.
        func pulled(from start: Double) -> ScrollSimulator {
            var simulator = Self.simulator(at: start)
            simulator.drag(by: 200, duration: 0.2)
            simulator.release()
            simulator.wait(0.3)
            return simulator
        }
        let early = pulled(from: 0.5)
        let late = pulled(from: 1.5)
        #expect(early.loadsInFlight == 1)
        #expect(early.identity == late.identity)
        // A last success long ago or just now answers every input alike: a simulator never asks how old it is.
        var answered = early
        answered.wait(2)
        var answeredLater = answered
        answeredLater.wait(5)
        #expect(answered.identity == answeredLater.identity)
    }

    @Test func theControllersTimesCountFromTheSimulatorsClock() {
        // The controller's clock stops at its last input, the simulator's runs on through a wait without one: a load
        // that began two seconds ago is not one that began at the last input (the minimum refreshing time is over).
        func loading(from start: Double, waiting: Double) -> ScrollSimulator {
            var simulator = Fixture.bareSimulator(top: Fixture.header)
            simulator.wait(start)
            simulator.begin(.top, reveal: false)
            simulator.wait(waiting)
            return simulator
        }
        let long = loading(from: 0.5, waiting: 2)
        let short = loading(from: 2.25, waiting: 0.25)
        #expect(long.now == short.now)
        #expect(long.controller.identity == short.controller.identity)
        #expect(long.identity != short.identity)
    }

    @Test func aFingerHeldStillIsTheSameWhateverSinceWhen() {
        var held = Self.simulator()
        held.drag(by: 40, duration: 0.1)
        held.drag(by: 0, duration: 0.2)
        var heldLonger = held
        heldLonger.drag(by: 0, duration: 0.5)
        #expect(held.identity == heldLonger.identity)
        // Still moving is another state: the finger's path says where the content goes next.
        var moving = Self.simulator()
        moving.drag(by: 40, duration: 0.1)
        moving.host.view.moveFinger(by: 10, now: moving.now, until: moving.now + 0.1)
        var moved = moving
        moved.host.view.finger = held.host.view.finger
        #expect(moving.identity != moved.identity)
    }

    @Test func anotherPlaceAMotionOrALoadIsAnotherState() {
        let base = Self.simulator(at: 0.5)
        var scrolled = base
        scrolled.scroll(to: 100)
        var scrolledFurther = base
        scrolledFurther.scroll(to: 101)
        var flung = base
        flung.drag(by: -40, duration: 0.1)
        flung.release(velocity: -800)
        var loading = base
        loading.begin(.top, reveal: false)
        var loadingLater = base
        loadingLater.begin(.top, reveal: false)
        loadingLater.wait(0.1)
        let identities = [base, scrolled, scrolledFurther, flung, loading, loadingLater].map(\.identity)
        #expect(Set(identities).count == identities.count)
    }

    @Test func positionsCountToFortyBitsAndTimesFromTheClock() {
        var simulator = Self.simulator(at: 0.5)
        simulator.scroll(to: 300)
        let identity = simulator.identity
        // A rounding's worth away: the same place.
        var noisy = simulator
        noisy.host.view.offset = 300.000_000_000_001
        #expect(noisy.identity == identity)
        // A tick due in the same time from a later clock: the same state; due later: another.
        var ticking = simulator
        ticking.host.tickAt = ticking.now + 0.25
        var tickingLater = ticking
        tickingLater.wait(1)
        tickingLater.host.tickAt = tickingLater.now + 0.25
        #expect(ticking.identity == tickingLater.identity)
        tickingLater.host.tickAt += 0.001
        #expect(ticking.identity != tickingLater.identity)
    }
}

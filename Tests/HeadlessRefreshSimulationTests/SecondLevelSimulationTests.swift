import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// The second level ("second floor") and the maximum pull, played through the simulator's physics: each path a
/// user can take, as a finger would take it.
struct SecondLevelSimulationTests {
    /// The header of the fixtures with a second level at 150 (close distance 80, fling at 3000 pt/s).
    static var header: EdgeConfiguration {
        var configuration = Fixture.header
        configuration.secondLevel = SecondLevel(triggerDistance: 150)
        return configuration
    }

    static func simulator(
        header: EdgeConfiguration = header,
        footer: EdgeConfiguration? = nil,
        loader: [RefreshEdge: [LoaderResponse]] = [.top: [LoaderResponse(after: 1)]]
    ) -> ScrollSimulator {
        Fixture.simulator(top: header, bottom: footer, loader: loader)
    }

    @Test func aPullBetweenTheDistancesRefreshes() {
        var simulator = Self.simulator()
        simulator.drag(by: 250, duration: 0.4)  // about 117 points of pull: past 70, short of 150
        #expect(simulator.state(.top) == .eligible)
        simulator.release()
        simulator.waitUntilSettled()
        #expect(simulator.trace!.triggers(.top) == [.release])
        #expect(!simulator.trace!.stateKinds(.top).contains(.secondLevelOpen))
        #expect(simulator.offset == -91)
    }

    @Test func aLongPullOpensItAndTheContentLeavesTheScreen() {
        var simulator = Self.simulator()
        simulator.drag(by: 450, duration: 0.6)
        #expect(simulator.state(.top) == .secondLevelEligible)
        simulator.release()
        #expect(simulator.state(.top) == .secondLevelOpening)
        simulator.wait(1)
        #expect(simulator.state(.top) == .secondLevelOpen)
        // The content rests a whole viewport down: the second level fills the screen.
        #expect(simulator.offset == -91 - 812)
        #expect(simulator.triggerCount(.top) == 0)
        #expect(simulator.trace!.commands.contains { $0.command == .feedback(.top, event: .secondLevelOpened) })
    }

    @Test func pullingTheOpenContentBackClosesIt() {
        var simulator = Self.opened()
        simulator.drag(by: -50, duration: 0.2)
        simulator.release()
        simulator.wait(0.5)
        #expect(simulator.state(.top) == .secondLevelOpen)
        simulator.drag(by: -120, duration: 0.3)
        simulator.release()
        #expect(simulator.state(.top) == .secondLevelClosing)
        simulator.waitUntilSettled()
        #expect(simulator.state(.top) == .idle)
        #expect(simulator.offset == -91)
    }

    @Test func theHostClosesIt() {
        var simulator = Self.opened()
        simulator.closeSecondLevel(.top)
        simulator.waitUntilSettled()
        #expect(simulator.state(.top) == .idle)
        #expect(simulator.offset == -91)
        #expect(simulator.extraInsets.top == 0)
    }

    @Test func aFlingPastTheRefreshDistanceOpensIt() {
        var simulator = Self.simulator()
        simulator.drag(by: 200, duration: 0.2)
        #expect(simulator.state(.top) == .eligible)
        simulator.release(velocity: 3500)
        #expect(simulator.state(.top) == .secondLevelOpening)
        simulator.wait(1)
        #expect(simulator.state(.top) == .secondLevelOpen)
        #expect(simulator.triggerCount(.top) == 0)
    }

    @Test func draggingBackBeforeTheReleaseCancels() {
        var simulator = Self.simulator()
        simulator.drag(by: 450, duration: 0.6)
        simulator.drag(by: -450, duration: 0.6)
        simulator.release()
        simulator.waitUntilSettled()
        #expect(simulator.state(.top) == .idle)
        #expect(simulator.triggerCount(.top) == 0)
        #expect(
            simulator.trace!.stateKinds(.top) == [
                .pulling, .eligible, .secondLevelEligible, .eligible, .pulling, .idle,
            ])
    }

    @Test func aFooterLoadKeepsTheSecondLevelShutAndAnOpenOneKeepsTheFooterQuiet() {
        var simulator = Self.simulator(
            footer: Fixture.footer,
            loader: [.bottom: [LoaderResponse(after: 2, appending: 500)]]
        )
        simulator.tap(.bottom)
        simulator.drag(by: 450, duration: 0.6)
        #expect(simulator.state(.top) == .idle)
        simulator.release()
        simulator.waitUntilSettled()
        #expect(simulator.state(.top) == .idle)
        // Once the footer is done, the same pull opens the second level; the footer then cannot load.
        simulator.drag(by: 450, duration: 0.6)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.state(.top) == .secondLevelOpen)
        simulator.tap(.bottom)
        #expect(simulator.triggerCount(.bottom) == 1)
    }

    @Test func theEndOfARefreshWhileOpenIsIgnored() {
        var simulator = Self.opened()
        simulator.end(.top)
        #expect(simulator.state(.top) == .secondLevelOpen)
        #expect(simulator.trace!.diagnostics.last == .ignored(.top, .end, because: .notRefreshing))
        simulator.begin(.top)
        #expect(simulator.state(.top) == .secondLevelOpen)
        #expect(simulator.offset == -91 - 812)
    }

    @Test func theMaximumPullStopsTheContent() {
        var header = Self.header
        header.maximumPull = 130
        var simulator = Self.simulator(header: header)
        simulator.drag(by: 900, duration: 0.8)
        #expect(simulator.pull(.top) == 130)
        // The pull stops short of the second distance: releasing refreshes.
        #expect(simulator.state(.top) == .eligible)
        simulator.release()
        #expect(simulator.trace!.triggers(.top) == [.release])
    }

    /// A simulator whose second level is open and resting.
    static func opened() -> ScrollSimulator {
        var simulator = simulator()
        simulator.drag(by: 450, duration: 0.6)
        simulator.release()
        simulator.wait(1)
        return simulator
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// `collectsCommands` and `takeCommands()`: driving something else (a paging driver) from the simulator's actions.
struct ActionOutboxTests {
    @Test func actionsAreKeptOnlyWhenAsked() {
        var simulator = Fixture.simulator(top: Fixture.header, loader: [.top: [LoaderResponse(after: 1)]])
        simulator.drag(by: 250, duration: 0.4)
        simulator.release()
        #expect(simulator.takeCommands().isEmpty)

        simulator.collectsCommands = true
        simulator.wait(1)
        let actions = simulator.takeCommands()
        #expect(actions.contains(.stateChanged(.top, from: .refreshing, to: .finishing(.success))))
        #expect(simulator.takeCommands().isEmpty)
        // In order, and the same as the trace records.
        #expect(actions == simulator.trace!.commands.filter { $0.time > 0.45 }.map(\.command))

        simulator.wait(1)
        simulator.collectsCommands = false
        #expect(simulator.takeCommands().isEmpty)
    }

    /// A simulator lays out as it is made: made collecting, it keeps that layout's commands too, such as the trigger
    /// of a footer whose end is already in view (the web page's shared link with the largest prefetch).
    @Test func aSimulatorMadeCollectingKeepsItsFirstLayout() {
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 400), .tap]
        let controller = RefreshController(bottom: footer)
        var collecting = ScrollSimulator(
            controller: controller, content: ScrollSize(width: 375, height: 1000), collectsCommands: true)
        let first = collecting.takeCommands()
        #expect(first.contains(.trigger(.bottom, cause: .reachingEnd)))
        var turnedOnLater = ScrollSimulator(controller: controller, content: ScrollSize(width: 375, height: 1000))
        turnedOnLater.collectsCommands = true
        #expect(turnedOnLater.takeCommands().isEmpty)
        #expect(turnedOnLater.state(.bottom) == .refreshing)
    }

    @Test func aTriggerCanBeHandedOn() {
        var simulator = Fixture.simulator(top: Fixture.header)
        simulator.collectsCommands = true
        simulator.drag(by: 250, duration: 0.4)
        simulator.release()
        let triggers = simulator.takeCommands().compactMap { action -> RefreshEdge? in
            if case .trigger(let edge, _) = action { edge } else { nil }
        }
        #expect(triggers == [.top])
        // A driver answers with an end: the simulator applies it like any input.
        simulator.wait(0.5)
        simulator.send(.endRefreshing(.top, .success))
        #expect(simulator.state(.top) == .finishing(.success))
    }
}

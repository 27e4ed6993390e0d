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

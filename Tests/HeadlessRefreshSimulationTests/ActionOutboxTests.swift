import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// `collectsActions` and `takeActions()`: driving something else (a paging driver) from the simulator's actions.
struct ActionOutboxTests {
    @Test func actionsAreKeptOnlyWhenAsked() {
        var simulator = Fixture.simulator(top: Fixture.header, loader: [.top: [LoaderResponse(after: 1)]])
        simulator.drag(by: 250, duration: 0.4)
        simulator.release()
        #expect(simulator.takeActions().isEmpty)

        simulator.collectsActions = true
        simulator.wait(1)
        let actions = simulator.takeActions()
        #expect(actions.contains(.stateChanged(.top, from: .refreshing, to: .finishing(.success))))
        #expect(simulator.takeActions().isEmpty)
        // In order, and the same as the trace records.
        #expect(actions == simulator.trace!.actions.filter { $0.time > 0.45 }.map(\.action))

        simulator.wait(1)
        simulator.collectsActions = false
        #expect(simulator.takeActions().isEmpty)
    }

    @Test func aTriggerCanBeHandedOn() {
        var simulator = Fixture.simulator(top: Fixture.header)
        simulator.collectsActions = true
        simulator.drag(by: 250, duration: 0.4)
        simulator.release()
        let triggers = simulator.takeActions().compactMap { action -> RefreshEdge? in
            if case .trigger(let edge, _) = action { edge } else { nil }
        }
        #expect(triggers == [.top])
        // A driver answers with an end: the simulator applies it like any input.
        simulator.wait(0.5)
        simulator.send(.endRefreshing(.top, .success))
        #expect(simulator.state(.top) == .finishing(.success))
    }
}

import HeadlessRefresh
import RefreshAdapterCore
import Testing

/// The driver stamps inputs with the host's clock and queues inputs sent back from inside `perform`.
@MainActor
struct RefreshDriverTests {
    final class Recorder {
        var actions: [RefreshCommand] = []
        var clockReads = 0
    }

    @Test func eachInputReadsTheClockOnceAndPerformsItsActionsInOrder() {
        let recorder = Recorder()
        let driver = RefreshDriver(
            controller: RefreshController(top: .header),
            now: {
                recorder.clockReads += 1
                return 5
            },
            perform: { recorder.actions.append($0) }
        )
        driver.send(.beginRefreshing(.top, reveal: false))
        #expect(recorder.clockReads == 1)
        #expect(recorder.actions.first == .stateChanged(.top, from: .idle, to: .refreshing))
        #expect(recorder.actions.contains(.trigger(.top, cause: .programmatic)))
        #expect(driver.controller.state(.top) == .refreshing)
    }

    @Test func anInputSentFromInsidePerformWaitsForTheActionsBeforeIt() {
        let recorder = Recorder()
        // The closure reaches the driver weakly, as a host's perform should: the driver keeps its perform.
        weak var driver: RefreshDriver?
        let perform: @MainActor (RefreshCommand) -> Void = { action in
            recorder.actions.append(action)
            // The host reacts to the first action by disabling the edge, from inside perform.
            if recorder.actions.count == 1 { driver?.send(.setEnabled(.top, false)) }
        }
        let owner = RefreshDriver(controller: RefreshController(top: .header), now: { 0 }, perform: perform)
        driver = owner
        owner.send(.beginRefreshing(.top, reveal: false))
        // Exactly what the two inputs give one after the other: the disable's actions after all of the begin's.
        var reference = RefreshController(top: .header)
        var expected: [RefreshCommand] = []
        reference.send(.beginRefreshing(.top, reveal: false), now: 0) { expected.append($0) }
        let beginCount = expected.count
        reference.send(.setEnabled(.top, false), now: 0) { expected.append($0) }
        #expect(expected.count > beginCount)
        #expect(recorder.actions == expected)
        #expect(owner.controller.state(.top) == .idle)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// P8, changing settings is no gesture: resuming, enabling, a new configuration or exclusivity never trigger by
/// themselves, and a finger that is down through them is a touch like any other.
struct SettingsAreNoGestureTests {
    /// A header: release (or threshold) past 60, hold 60, no minimum time.
    static func header(_ trigger: RefreshTrigger = .release) -> EdgeConfiguration {
        var header = EdgeConfiguration.header
        header.triggers = [trigger]
        header.minimumRefreshingDuration = 0
        return header
    }

    /// The extra insets and scrolls among `actions`.
    static func moves(_ actions: [RefreshCommand]) -> [RefreshCommand] {
        actions.filter {
            switch $0 {
            case .setExtraInset, .scroll: true
            default: false
            }
        }
    }

    // MARK: Resume

    @Test(arguments: [false, true])
    func aRefreshAskedForWhileHiddenWaitsForTheFingerOnResume(touchedBeforeSuspend: Bool) {
        var simulator = Fixture.bareSimulator(top: Self.header(), loader: [.top: [LoaderResponse(after: 2)]])
        simulator.collectsActions = true
        if touchedBeforeSuspend { simulator.drag(by: 0, duration: 0.1) }
        simulator.suspend()
        simulator.begin(.top)
        // The finger touches the list while it comes back, and is down when it shows.
        simulator.drag(by: 0, duration: 0.2)
        _ = simulator.takeActions()
        simulator.resume()
        #expect(simulator.controller.isDragging)
        #expect(simulator.state(.top) == .refreshing)
        simulator.drag(by: 20, duration: 0.3)
        #expect(Self.moves(simulator.takeActions()).isEmpty)  // nothing moves under the finger (rule 2)
        #expect(simulator.extraInsets.top == 0)
        simulator.release()
        // At the release the inset and the reveal arrive, as for any inset held back by a finger.
        #expect(
            Self.moves(simulator.takeActions()) == [
                .setExtraInset(.top, amount: 60, duration: 0.25),
                .scroll(toOffset: ScrollPoint(x: 0, y: -60), duration: 0.25),
            ])
        simulator.wait(1)
        #expect(simulator.offset == -60)
        #expect(simulator.triggerCount(.top) == 1)
    }

    @Test(arguments: [RefreshTrigger.release, .threshold])
    func aFingerPastTheDistanceAtResumeHasNotCrossedIt(trigger: RefreshTrigger) {
        var simulator = Fixture.bareSimulator(top: Self.header(trigger), loader: [.top: [LoaderResponse(after: 1)]])
        simulator.suspend()
        simulator.drag(by: 300, duration: 0.4)  // pulled well past 60 while hidden
        simulator.resume()
        simulator.drag(by: 20, duration: 0.2)
        #expect(simulator.state(.top) == .idle)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.top) == 0)
        // A pull that crosses the distance after the resume triggers.
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        #expect(simulator.triggerCount(.top) == 1)
    }

    @Test func aTouchThatEndsWhileHiddenIsForgotten() {
        var simulator = Fixture.bareSimulator(top: Self.header(), loader: [.top: [LoaderResponse(after: 1)]])
        simulator.suspend()
        simulator.begin(.top)
        simulator.drag(by: 0, duration: 0.1)
        simulator.release()
        simulator.resume()
        #expect(!simulator.controller.isDragging)
        simulator.wait(0.5)
        #expect(simulator.extraInsets.top == 60)
        #expect(simulator.offset == -60)
    }
}

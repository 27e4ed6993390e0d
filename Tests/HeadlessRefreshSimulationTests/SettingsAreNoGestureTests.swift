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
        simulator.collectsCommands = true
        if touchedBeforeSuspend { simulator.drag(by: 0, duration: 0.1) }
        simulator.suspend()
        simulator.begin(.top)
        // The finger touches the list while it comes back, and is down when it shows.
        simulator.drag(by: 0, duration: 0.2)
        _ = simulator.takeCommands()
        simulator.resume()
        #expect(simulator.controller.isDragging)
        #expect(simulator.state(.top) == .refreshing)
        simulator.drag(by: 20, duration: 0.3)
        #expect(Self.moves(simulator.takeCommands()).isEmpty)  // nothing moves under the finger (rule 2)
        #expect(simulator.extraInsets.top == 0)
        simulator.release()
        // At the release the inset and the reveal arrive, as for any inset held back by a finger.
        #expect(
            Self.moves(simulator.takeCommands()) == [
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

    // MARK: Configuration

    @Test(arguments: [RefreshTrigger.threshold, .release])
    func aSmallerDistanceUnderAStillFingerIsNoCrossing(trigger: RefreshTrigger) {
        var header = Self.header(trigger)
        var simulator = Fixture.bareSimulator(top: header, loader: [.top: [LoaderResponse(after: 1)]])
        simulator.drag(by: 92, duration: 0.3)
        simulator.drag(by: 0, duration: 0.2)  // held still at a pull of about 48
        #expect((40..<60).contains(simulator.pull(.top)))
        #expect(simulator.state(.top)?.kind == .pulling)
        header.triggerDistance = 40  // a smaller header: Dynamic Type, a compact layout
        simulator.send(.configure(.top, header))
        #expect(simulator.triggerCount(.top) == 0)
        #expect(simulator.state(.top) == .idle)
        simulator.drag(by: 0, duration: 0.2)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.top) == 0)
        // A new pull past the new distance triggers.
        simulator.drag(by: 150, duration: 0.3)
        simulator.release()
        #expect(simulator.triggerCount(.top) == 1)
    }

    /// A settings change while a footer's end is in view.
    enum Change: CaseIterable {
        case enable, largerPrefetch, exclusivityOff, resume
    }

    @Test(arguments: Change.allCases)
    func aSettingsChangeDoesNotLoadByItself(change: Change) {
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 100), .tap]
        var start = footer
        switch change {
        case .enable: start.isEnabled = false
        case .largerPrefetch: start.triggers = [.reachingEnd(prefetch: 0), .tap]
        case .exclusivityOff, .resume: break
        }
        var simulator = Fixture.bareSimulator(
            top: Self.header(), bottom: start, content: 2000,
            loader: [.top: [LoaderResponse(after: 5)], .bottom: [LoaderResponse(after: 0.3)]])
        switch change {
        case .exclusivityOff:
            simulator.begin(.top, reveal: false)  // the header's long refresh holds the footer back
        case .resume:
            simulator.suspend()
        case .enable, .largerPrefetch:
            break
        }
        // New content brings the end 50 points from view while the footer cannot load.
        simulator.scroll(to: 1000)
        simulator.setContentLength(1862)
        simulator.wait(0.5)
        #expect(simulator.triggerCount(.bottom) == 0)
        switch change {
        case .enable: simulator.setEnabled(.bottom, true)
        case .largerPrefetch: simulator.send(.configure(.bottom, footer))
        case .exclusivityOff: simulator.send(.setExclusivity(.noEdges))
        case .resume: simulator.resume()
        }
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 0)
        // An approach loads, even one without a touch (the host scrolls towards the end).
        simulator.scroll(to: simulator.offset + 20, duration: 0.2)
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 1)
    }
}

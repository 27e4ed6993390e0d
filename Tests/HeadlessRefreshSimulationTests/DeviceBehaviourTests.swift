import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// What users hit on real devices, played through the physics: flings into the end, short lists, and ends that
/// arrive while the finger is still down.
struct DeviceBehaviourTests {
    @Test func aFlingIntoTheEndLoadsMoreOnceAndTheNextFlingLoadsAgain() {
        var simulator = Fixture.simulator(
            bottom: Fixture.footer,
            content: 1500,
            inset: .zero,
            loader: [.bottom: [LoaderResponse(after: 0.4, appending: 1000), LoaderResponse(after: 0.4)]]
        )
        simulator.drag(by: -400, duration: 0.25)
        simulator.release(velocity: -2500)
        let trace = { simulator.trace! }
        // The load starts during the coast, with the finger up, before the content reaches the end.
        let triggeredAt = trace().firstTime { $0 == .command(.trigger(.bottom, cause: .reachingEnd)) }
        simulator.wait(0.1)
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.state(.bottom) == .refreshing)
        #expect(triggeredAt == nil)  // not yet at release time
        simulator.wait(2)
        let firstTrigger = trace().firstTime { $0 == .command(.trigger(.bottom, cause: .reachingEnd)) }
        let release = trace().firstTime { if case .fingerUp = $0 { true } else { false } }
        #expect(firstTrigger != nil && release != nil && firstTrigger! > release!)
        // Bouncing at the end while the page loads does not load twice; the page arrived and the list grew.
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.contentLength == 2500)
        #expect(simulator.state(.bottom) == .idle)
        // The footer row stays shown all along: its inset never changed after the first layout.
        #expect(trace().extraInsets(.bottom).map(\.amount) == [50])
        simulator.drag(by: -400, duration: 0.25)
        simulator.release(velocity: -2500)
        simulator.wait(2)
        #expect(trace().triggers(.bottom) == [.reachingEnd, .reachingEnd])
    }

    @Test func aFlingThatStopsShortOfThePrefetchZoneLoadsNothing() {
        var simulator = Fixture.simulator(bottom: Fixture.footer, content: 5000, inset: .zero)
        simulator.drag(by: -100, duration: 0.1)
        simulator.release(velocity: -1000)  // coasts about 500 points of 4188
        simulator.waitUntilSettled()
        #expect(simulator.offset > 550 && simulator.offset < 650)
        #expect(simulator.triggerCount(.bottom) == 0)
    }

    @Test func aPullDownOnAShortListRefreshes() {
        var simulator = Fixture.simulator(top: Fixture.header, content: 300, loader: [.top: [LoaderResponse(after: 1)]])
        simulator.drag(by: 250, duration: 0.3)
        #expect(simulator.state(.top) == .eligible)
        simulator.release()
        simulator.wait(3)
        #expect(simulator.trace!.stateKinds(.top) == [.pulling, .eligible, .refreshing, .finishing, .idle])
        #expect(simulator.offset == -Fixture.barInsets.top)
    }

    @Test func aPullUpOnAShortListCountsFromRest() {
        // With short content the end is the viewport's end, so a pull up from rest counts from zero.
        var footer = EdgeConfiguration.footer
        footer.triggers = [.release, .tap]
        var simulator = Fixture.simulator(bottom: footer, content: 300, loader: [.bottom: [LoaderResponse(after: 1.5)]])
        simulator.drag(by: -40, duration: 0.1)
        let band = RubberBand(dimension: 812)
        #expect(abs(simulator.pull(.bottom) - band.offset(forTravel: 40)) < 1e-9)
        simulator.drag(by: -160, duration: 0.2)
        #expect(simulator.state(.bottom) == .eligible)
        simulator.release()
        #expect(simulator.trace!.triggers(.bottom) == [.release])
        // The content settles showing the footer's 44 points, then goes back once the load is over.
        simulator.wait(1)
        #expect(abs(simulator.pull(.bottom) - 44) < 1e-6)
        simulator.wait(1.5)
        #expect(simulator.state(.bottom) == .idle)
        #expect(simulator.offset == -Fixture.barInsets.top)
    }

    @Test func aShortListFillsTheScreenOnceWithoutLooping() {
        var footer = Fixture.footer
        footer.restingExtent = 0
        let pages = Array(repeating: LoaderResponse(after: 0.2, appending: 100), count: 5)
        var simulator = Fixture.simulator(bottom: footer, content: 300, loader: [.bottom: pages])
        simulator.wait(3)
        // One automatic load per approach: a page that leaves the list short does not chain another one.
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.contentLength == 400)
        #expect(simulator.state(.bottom) == .idle)
        #expect(simulator.offset == -Fixture.barInsets.top)
    }

    @Test func anEndWhileTheFingerIsDownWaitsForTheReleaseToCollapse() {
        var simulator = Fixture.simulator(top: Fixture.header, loader: [.top: [LoaderResponse(after: 1)]])
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        simulator.wait(0.9)
        #expect(simulator.offset == -151)
        // The finger comes back and holds the list while the load ends and the result hold passes.
        simulator.drag(by: 40, duration: 0.2)
        let insetsBefore = simulator.trace!.extraInsets(.top).count
        var previous = simulator.offset
        for _ in 0..<60 {
            simulator.drag(by: 1, duration: 1.0 / 60)
            // The content moves with the finger only: a few points a frame, never a jump of the held 60.
            #expect(abs(simulator.offset - previous) < 2)
            previous = simulator.offset
        }
        #expect(simulator.trace!.firstTime { $0 == .ended(.top, .success) } != nil)
        #expect(simulator.trace!.extraInsets(.top).count == insetsBefore)
        #expect(simulator.extraInsets.top == 60)
        // The result showed; the finger's pull beyond the held inset is a new pull, which the picture gives way to
        // (P11: the edge rests from the loader's answer on).
        #expect(simulator.trace!.stateKinds(.top).suffix(3) == [.refreshing, .finishing, .pulling])
        simulator.release()
        #expect(simulator.trace!.extraInsets(.top).last?.amount == 0)
        simulator.waitUntilSettled()
        #expect(simulator.offset == -Fixture.barInsets.top)
        #expect(simulator.triggerCount(.top) == 1)
    }

    @Test func aFingerHeldPastTheThresholdThroughAWholeLoadTriggersOnce() {
        var header = Fixture.header
        header.triggers = [.threshold]
        var simulator = Fixture.simulator(top: header, loader: [.top: [LoaderResponse(after: 0.5)]])
        simulator.drag(by: 300, duration: 0.4)
        #expect(simulator.trace!.triggers(.top) == [.threshold])
        simulator.drag(by: 0, duration: 2)
        #expect(simulator.triggerCount(.top) == 1)
        simulator.release()
        simulator.waitUntilSettled()
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.offset == -Fixture.barInsets.top)
    }

    @Test func aPullDownOnAShortListWithAFooterRefreshesTheHeader() {
        var footer = Fixture.footer
        footer.triggers = [.reachingEnd(prefetch: 0), .tap]
        footer.restingExtent = 0
        var simulator = Fixture.simulator(
            top: Fixture.header,
            bottom: footer,
            content: 400,
            loader: [.top: [LoaderResponse(after: 1)], .bottom: [LoaderResponse(after: 0.4, appending: 200)]]
        )
        simulator.wait(1.5)
        // The footer filled the screen once; the list is still shorter than the screen.
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.contentLength == 600)
        // A touch-down does not load the next page: after a touch the end fires only on an approach, and a pull
        // down moves away from it. The header refreshes.
        simulator.drag(by: 250, duration: 0.3)
        simulator.release()
        #expect(simulator.trace!.triggers(.top) == [.release])
        #expect(simulator.triggerCount(.bottom) == 1)
    }
}

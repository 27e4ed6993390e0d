import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// Gestures where two features of one edge meet: a footer that loads on reaching its end and on a pull, a second
/// level touched while it opens, a pull of a few thousandths of a point.
struct GestureCombinationTests {
    // MARK: A footer with two triggers

    @Test(arguments: [RefreshTrigger.release, .threshold])
    func aFooterThatAlsoAcceptsAPullLoadsWhenItsEndIsReached(pull: RefreshTrigger) {
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 0), pull]
        let pages = [LoaderResponse(after: 0.5, appending: 800), LoaderResponse(after: 0.5, appending: 800)]
        var simulator = Fixture.bareSimulator(bottom: footer, content: 1600, loader: [.bottom: pages])
        simulator.collectsCommands = true
        // The finger reaches the end and goes a point past it, far from the pull's distance.
        simulator.drag(by: -790, duration: 0.5)
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.state(.bottom) == .refreshing)
        simulator.release()
        simulator.wait(2)
        // And again at the new end, on a later drag.
        simulator.drag(by: -802, duration: 0.5)
        simulator.release()
        simulator.wait(2)
        #expect(simulator.triggerCount(.bottom) == 2)
        let causes = simulator.takeCommands().compactMap { if case .trigger(_, let cause) = $0 { cause } else { nil } }
        #expect(causes == [.reachingEnd, .reachingEnd])
    }

    // MARK: A second level touched while it opens

    @Test(arguments: [0.05, 0.2, 0.35])
    func aStillFingerDuringTheOpeningSlideDoesNotCloseIt(touchAfter: Double) {
        var header = Fixture.header
        header.secondLevel = SecondLevel(triggerDistance: 150)
        var simulator = Fixture.simulator(top: header)
        simulator.drag(by: 450, duration: 0.6)
        simulator.release()
        #expect(simulator.state(.top) == .secondLevelOpening)
        simulator.wait(touchAfter)
        // The finger lands on the sliding content and holds it still past the end of the slide, then lifts.
        simulator.drag(by: 0, duration: 0.6)
        #expect(simulator.state(.top) == .secondLevelOpen)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.state(.top) == .secondLevelOpen)
        // A pull back by the close distance, in a touch of its own, still closes it.
        simulator.drag(by: -120, duration: 0.3)
        simulator.release()
        #expect(simulator.state(.top) == .secondLevelClosing)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// P9, an approach is a change the user can see: content added above what the user reads does not bring the far
/// end closer, and after rule 7 resets a footer it needs an approach like any other.
struct ApproachTests {
    @Test(arguments: [0.0, 600])
    func olderMessagesPrependedDoNotReloadTheNewestEnd(prepended: Double) {
        var top = Fixture.chatTop
        top.triggers = [.reachingEnd(prefetch: 100), .tap]
        top.isEnabled = false  // until the chat shows its newest message
        // A short chat: the newest end stays within the bottom's prefetch zone while the reader is near the top.
        var bottom = EdgeConfiguration.footer
        bottom.triggers = [.reachingEnd(prefetch: 200), .tap]
        var simulator = Fixture.bareSimulator(
            top: top, bottom: bottom, content: 1000,
            loader: [
                .top: [LoaderResponse(after: 0.3, prepending: prepended)],
                .bottom: [LoaderResponse(after: 0.3), LoaderResponse(after: 0.3)],
            ])
        simulator.scroll(to: 1000 - 812)
        simulator.setEnabled(.top, true)
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 1)
        // Up towards the older messages: the top loads them, and the host keeps the reader's messages where they are.
        simulator.drag(by: 100, duration: 0.3)
        simulator.release()
        simulator.wait(2)
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.contentLength == 1000 + prepended)
        #expect(abs(simulator.offset - (1000 - 812 - 100 + prepended)) < 0.001)
        #expect(simulator.triggerCount(.bottom) == 1)
    }

    /// How the user brings the end closer.
    enum Approach: CaseIterable {
        /// A push of the finger towards the end.
        case drag
        /// The host scrolls there (a "latest" button, a keyboard's arrow), with no touch.
        case hostScroll
    }

    @Test(arguments: [0.0, 100], Approach.allCases)
    func aRefreshOfAShortCompleteListDoesNotReloadItsFooter(appended: Double, approach: Approach) {
        var header = EdgeConfiguration.header
        header.minimumRefreshingDuration = 0
        var simulator = Fixture.bareSimulator(
            top: header, bottom: .footer, content: 300,
            loader: [
                .top: [LoaderResponse(after: 0.5, appending: appended)],
                .bottom: [LoaderResponse(after: 0.3, result: .noMoreData), LoaderResponse(after: 0.3)],
            ])
        simulator.wait(1)
        #expect(simulator.state(.bottom) == .noMoreData)  // the short list filled once, and that was all
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        simulator.wait(3)
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.state(.bottom) == .idle)  // rule 7: after a refresh the end is not known
        #expect(simulator.triggerCount(.bottom) == 1)
        // An approach: now it loads.
        switch approach {
        case .drag:
            simulator.drag(by: -40, duration: 0.2)
            simulator.release()
        case .hostScroll:
            simulator.scroll(to: simulator.offset + 40, duration: 0.2)
        }
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 2)
    }
}

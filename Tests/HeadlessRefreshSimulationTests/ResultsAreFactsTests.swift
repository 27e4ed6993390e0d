import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// P7, results are facts of one end: a result the loader delivered is shown, whatever happens to the edge before
/// it shows; `noMoreData` and `failed` belong to their end and end only as the Semantics article says.
struct ResultsAreFactsTests {
    /// What an app does to an edge while its early answer waits for the minimum refreshing time.
    enum Interruption: CaseIterable {
        case disableAndEnable, configureDisabledAndBack, suspendAndResume
    }

    @Test(arguments: [RefreshResult.noMoreData, .failure], Interruption.allCases)
    func anEarlyAnswerSurvivesWhateverHappensBeforeItShows(result: RefreshResult, interruption: Interruption) {
        var footer = EdgeConfiguration.footer
        footer.minimumRefreshingDuration = 0.5
        var simulator = Fixture.bareSimulator(
            bottom: footer, loader: [.bottom: [LoaderResponse(after: 0.1, result: result)]])
        simulator.drag(by: -1400, duration: 0.5)
        simulator.release()
        #expect(simulator.triggerCount(.bottom) == 1)
        simulator.step(until: { $0.loadsInFlight == 0 })
        #expect(simulator.state(.bottom) == .refreshing)  // answered, shown after the minimum time
        switch interruption {
        case .disableAndEnable:
            simulator.setEnabled(.bottom, false)
            simulator.setEnabled(.bottom, true)
        case .configureDisabledAndBack:
            var disabled = footer
            disabled.isEnabled = false
            simulator.send(.configure(.bottom, disabled))
            simulator.send(.configure(.bottom, footer))
        case .suspendAndResume:
            simulator.suspend()
            simulator.wait(1)
            simulator.resume()
        }
        simulator.wait(1)
        let rest: RefreshState = result == .noMoreData ? .noMoreData : .failed
        #expect(simulator.state(.bottom) == rest)
        // Neither new content nor a drag back to the end loads past the end, or retries by itself.
        simulator.appendContent(20)
        simulator.wait(1)
        #expect(simulator.triggerCount(.bottom) == 1)
        if result == .noMoreData {
            simulator.drag(by: 300, duration: 0.2)
            simulator.drag(by: -400, duration: 0.2)
            simulator.release()
            simulator.wait(1)
            #expect(simulator.triggerCount(.bottom) == 1)
        }
    }
}

extension ResultsAreFactsTests {
    @Test(arguments: [false, true])
    func aTugIsNoRetryAndNeitherIsLaterContent(acceptsPull: Bool) {
        var footer = EdgeConfiguration.footer
        footer.triggers =
            acceptsPull ? [.reachingEnd(prefetch: 100), .release, .tap] : [.reachingEnd(prefetch: 100), .tap]
        let answers = [LoaderResponse(after: 0.3, result: .failure), LoaderResponse(after: 0.3)]
        var simulator = Fixture.bareSimulator(bottom: footer, loader: [.bottom: answers])
        simulator.drag(by: -1300, duration: 0.5)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.state(.bottom) == .failed)
        if acceptsPull {
            // A tug past the end, short of the pull's distance: "Pull up to retry" was not done.
            simulator.drag(by: -60, duration: 0.3)
            #expect(simulator.state(.bottom)?.kind == .pulling)
        } else {
            // A tug towards the end that stops short of it.
            simulator.drag(by: 300, duration: 0.3)
            simulator.drag(by: -30, duration: 0.2)
        }
        simulator.release()
        simulator.wait(1)
        #expect(simulator.state(.bottom) == .failed)
        simulator.appendContent(20)
        simulator.wait(2)
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.state(.bottom) == .failed)
        #expect(simulator.accessibleAction(.bottom) == .retry)
        simulator.tap(.bottom)
        #expect(simulator.triggerCount(.bottom) == 2)
    }
}

extension ResultsAreFactsTests {
    @Test(arguments: [0.0, 600])
    func loadingOlderMessagesKeepsTheNewestEndOfData(prepended: Double) {
        var top = Fixture.chatTop
        top.isEnabled = false  // until the chat shows its newest message
        let older = LoaderResponse(after: 0.3, prepending: prepended)
        var simulator = Fixture.bareSimulator(
            top: top, bottom: .footer,
            loader: [.top: [older, older], .bottom: [LoaderResponse(after: 0.3, result: .noMoreData)]])
        simulator.scroll(to: 2000 - 812)
        simulator.setEnabled(.top, true)
        simulator.wait(1)
        #expect(simulator.state(.bottom) == .noMoreData)
        // Up to the oldest messages: the top loads; back down to the newest: nothing loads there.
        simulator.drag(by: 1400, duration: 0.6)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.state(.bottom) == .noMoreData)
        simulator.scroll(to: simulator.contentLength - 812, duration: 0.5)
        simulator.wait(2)
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.state(.bottom) == .noMoreData)
    }

    @Test func aFeedRefreshStillResetsTheFootersEndOfData() {
        var header = EdgeConfiguration.header
        header.minimumRefreshingDuration = 0
        var simulator = Fixture.bareSimulator(
            top: header, bottom: .footer,
            loader: [.top: [LoaderResponse(after: 0.3)], .bottom: [LoaderResponse(after: 0.3, result: .noMoreData)]])
        simulator.drag(by: -1400, duration: 0.5)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.state(.bottom) == .noMoreData)
        simulator.scroll(to: 0)
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        simulator.wait(2)
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.state(.bottom) == .idle)
    }
}

extension ResultsAreFactsTests {
    @Test func aRefreshEdgeIsNeverAtTheEndOfData() {
        var header = EdgeConfiguration.header
        header.minimumRefreshingDuration = 0
        let answers = [LoaderResponse(after: 0.3, result: .noMoreData), LoaderResponse(after: 0.3)]
        var simulator = Fixture.bareSimulator(top: header, loader: [.top: answers])
        simulator.collectsCommands = true
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        simulator.wait(2)
        // The answer is taken as a success, and said so.
        #expect(simulator.state(.top) == .idle)
        let actions = simulator.takeCommands()
        #expect(actions.contains(.diagnostic(.noMoreDataAtRefreshEdge(.top))))
        #expect(actions.contains(.stateChanged(.top, from: .refreshing, to: .finishing(.success))))
        #expect(simulator.accessibleAction(.top) == .refresh)
        simulator.send(.markNoMoreData(.top))
        #expect(simulator.takeCommands() == [.diagnostic(.ignored(.top, .markNoMoreData, because: .refreshEdge))])
        // The user can always pull again.
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        #expect(simulator.triggerCount(.top) == 2)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// Refresh and load more without a pull, spoken states and reduced motion, driven through the simulator the way a
/// VoiceOver, switch-control or keyboard user drives a host: an action chosen from a list, never a gesture.
struct AccessibilityTests {
    static func header() -> EdgeConfiguration {
        var header = EdgeConfiguration.header
        header.minimumRefreshingDuration = 0
        return header
    }

    static func simulator(
        top: EdgeConfiguration? = header(),
        bottom: EdgeConfiguration? = .footer,
        content: Double = 2400,
        loader: [RefreshEdge: [LoaderResponse]] = [:]
    ) -> ScrollSimulator {
        var simulator = ScrollSimulator(
            controller: RefreshController(top: top, bottom: bottom),
            viewport: ScrollSize(width: 375, height: 800),
            content: ScrollSize(width: 375, height: content),
            loader: loader
        )
        simulator.collectsCommands = true
        return simulator
    }

    /// The announcements in `actions`, as (edge, announcement).
    static func announcements(_ actions: [RefreshCommand]) -> [String] {
        actions.compactMap {
            if case .announce(let edge, let announcement) = $0 { edge.name + " " + announcement.name } else { nil }
        }
    }

    static func ignored(_ actions: [RefreshCommand]) -> [IgnoreReason] {
        actions.compactMap {
            if case .diagnostic(.ignored(_, .accessibleAction, let reason)) = $0 { reason } else { nil }
        }
    }

    // MARK: Actions

    @Test func theRefreshActionRefreshesWithoutAPullAndShowsTheHeader() {
        var simulator = Self.simulator(loader: [.top: [LoaderResponse(after: 1)]])
        #expect(simulator.accessibleAction(.top) == .refresh)
        #expect(simulator.accessibleAction(.bottom) == .loadMore)
        _ = simulator.takeCommands()
        simulator.performAccessibleAction(.top)
        let actions = simulator.takeCommands()
        #expect(actions.contains(.trigger(.top, cause: .accessibleAction)))
        #expect(simulator.state(.top) == .refreshing)
        // While it loads, the header offers nothing: a second action would be a second load.
        #expect(simulator.accessibleAction(.top) == nil)
        simulator.wait(0.5)
        // Revealed as a programmatic begin is: the user who could not pull sees the load they started.
        #expect(simulator.extraInsets.top == 60)
        #expect(simulator.offset == -60)
        _ = simulator.waitUntilSettled()
        #expect(simulator.triggerCount(.top) == 1)
        #expect(simulator.state(.top) == .idle)
        #expect(simulator.offset == 0)
        #expect(simulator.accessibleAction(.top) == .refresh)
    }

    @Test func aStaleActionIsIgnoredWhileAnotherLoadRuns() {
        var simulator = Self.simulator(loader: [.top: [LoaderResponse(after: 2)], .bottom: [LoaderResponse(after: 1)]])
        simulator.performAccessibleAction(.top)
        #expect(simulator.state(.top) == .refreshing)
        // Exclusivity (opposite edges by default): the footer offers nothing while the header loads...
        #expect(simulator.accessibleAction(.bottom) == nil)
        _ = simulator.takeCommands()
        // ...and an action chosen from a list read before the header began is ignored, as a pull would be.
        simulator.performAccessibleAction(.bottom)
        #expect(Self.ignored(simulator.takeCommands()) == [.exclusive(with: .top)])
        #expect(simulator.triggerCount(.bottom) == 0)
        _ = simulator.waitUntilSettled()
        #expect(simulator.accessibleAction(.bottom) == .loadMore)
        simulator.performAccessibleAction(.bottom)
        #expect(simulator.triggerCount(.bottom) == 1)
    }

    @Test func theEndOfDataOffersNothingAndIgnoresAStaleAction() {
        var simulator = Self.simulator(
            loader: [.top: [LoaderResponse(after: 0.3)], .bottom: [LoaderResponse(after: 0.3, result: .noMoreData)]])
        simulator.performAccessibleAction(.bottom)
        _ = simulator.waitUntilSettled()
        #expect(simulator.state(.bottom) == .noMoreData)
        #expect(simulator.accessibleAction(.bottom) == nil)
        _ = simulator.takeCommands()
        simulator.performAccessibleAction(.bottom)
        #expect(Self.ignored(simulator.takeCommands()) == [.noMoreData])
        #expect(simulator.triggerCount(.bottom) == 1)
        // The header still refreshes, and a refresh that resets the footer's end offers load-more again.
        simulator.performAccessibleAction(.top)
        _ = simulator.waitUntilSettled()
        #expect(simulator.state(.bottom) == .idle)
        #expect(simulator.accessibleAction(.bottom) == .loadMore)
    }

    @Test func aFailedLoadMoreOffersRetry() {
        var footer = EdgeConfiguration.footer
        footer.minimumRefreshingDuration = 0
        var simulator = Self.simulator(
            bottom: footer,
            loader: [
                .bottom: [LoaderResponse(after: 0.3, result: .failure), LoaderResponse(after: 0.3, appending: 800)]
            ])
        simulator.performAccessibleAction(.bottom)
        _ = simulator.waitUntilSettled()
        #expect(simulator.state(.bottom) == .failed)
        #expect(simulator.accessibleAction(.bottom) == .retry)
        simulator.performAccessibleAction(.bottom)
        _ = simulator.waitUntilSettled()
        #expect(simulator.triggerCount(.bottom) == 2)
        #expect(simulator.contentLength == 3200)
        #expect(simulator.accessibleAction(.bottom) == .loadMore)
    }

    @Test func anActionKeepsTheMinimumRefreshingDuration() {
        var header = Self.header()
        header.minimumRefreshingDuration = 1
        var simulator = Self.simulator(top: header, loader: [.top: [LoaderResponse(after: 0.2)]])
        simulator.performAccessibleAction(.top)
        simulator.wait(0.5)
        #expect(simulator.state(.top) == .refreshing)  // the load ended at 0.2 s; the spinner stays to 1 s
        simulator.wait(0.6)
        #expect(simulator.state(.top) == .finishing(.success))
    }

    @Test func aSuspendedScreenOffersNothingAndIgnoresTheAction() {
        var simulator = Self.simulator()
        simulator.send(.suspend)
        #expect(simulator.accessibleAction(.top) == nil)
        _ = simulator.takeCommands()
        simulator.performAccessibleAction(.top)
        #expect(Self.ignored(simulator.takeCommands()) == [.suspended])
        simulator.send(.resume)
        #expect(simulator.triggerCount(.top) == 0)  // not a begin that waits: the user acts again if they want
        #expect(simulator.accessibleAction(.top) == .refresh)
    }

    @Test func anOpenSecondLevelOffersClose() {
        var header = Self.header()
        header.secondLevel = SecondLevel(triggerDistance: 150)
        var simulator = Self.simulator(top: header, bottom: nil)
        simulator.drag(by: 600, duration: 0.5)
        #expect(simulator.state(.top) == .secondLevelEligible)
        simulator.release()
        _ = simulator.waitUntilSettled()
        #expect(simulator.state(.top) == .secondLevelOpen)
        #expect(simulator.accessibleAction(.top) == .closeSecondLevel)
        simulator.performAccessibleAction(.top)
        _ = simulator.waitUntilSettled()
        #expect(simulator.state(.top) == .idle)
        #expect(simulator.offset == 0)
        #expect(simulator.triggerCount(.top) == 0)
    }

    @Test func anEdgeThatOnlyCodeBeginsOffersNothing() {
        var header = Self.header()
        header.triggers = []
        var simulator = Self.simulator(top: header)
        #expect(simulator.accessibleAction(.top) == nil)
        _ = simulator.takeCommands()
        simulator.performAccessibleAction(.top)
        #expect(Self.ignored(simulator.takeCommands()) == [.triggerNotAccepted])
        #expect(simulator.triggerCount(.top) == 0)
    }

    // MARK: Announcements

    @Test func aPullAndALoadAreAnnouncedOnceEach() {
        var simulator = Self.simulator(loader: [.top: [LoaderResponse(after: 1)]])
        simulator.drag(by: 80, duration: 0.3)  // pulling: nothing to say
        #expect(Self.announcements(simulator.takeCommands()).isEmpty)
        simulator.drag(by: 300, duration: 0.3)
        simulator.release()
        _ = simulator.waitUntilSettled()
        #expect(Self.announcements(simulator.takeCommands()) == ["top loading", "top succeeded"])
    }

    @Test func theEndOfDataIsAnnouncedOnce() {
        var simulator = Self.simulator(loader: [.bottom: [LoaderResponse(after: 0.3, result: .noMoreData)]])
        simulator.performAccessibleAction(.bottom)
        _ = simulator.waitUntilSettled()
        // The app also marks the end, as many do after the last page: no second "No more data".
        simulator.send(.markNoMoreData(.bottom))
        // Disabling and enabling the footer brings the end back without news.
        simulator.send(.setEnabled(.bottom, false))
        simulator.send(.setEnabled(.bottom, true))
        #expect(simulator.state(.bottom) == .noMoreData)
        // Frames at the end say nothing either.
        simulator.drag(by: -3000, duration: 0.5)
        simulator.release()
        _ = simulator.waitUntilSettled()
        #expect(Self.announcements(simulator.takeCommands()) == ["bottom loading", "bottom noMoreData"])
    }

    @Test func aFailureIsAnnouncedAndTheRetryStartsAnew() {
        var simulator = Self.simulator(
            loader: [
                .bottom: [LoaderResponse(after: 0.3, result: .failure), LoaderResponse(after: 0.3, result: .failure)]
            ])
        simulator.performAccessibleAction(.bottom)
        _ = simulator.waitUntilSettled()
        simulator.performAccessibleAction(.bottom)
        _ = simulator.waitUntilSettled()
        // Two loads, two failures: each is news, because a load came between.
        #expect(
            Self.announcements(simulator.takeCommands()) == [
                "bottom loading", "bottom failed", "bottom loading", "bottom failed",
            ])
    }

    @Test func aSecondLevelThatArmsAndOpensSaysNothing() {
        var header = Self.header()
        header.secondLevel = SecondLevel(triggerDistance: 150)
        var simulator = Self.simulator(top: header, bottom: nil)
        simulator.drag(by: 600, duration: 0.5)
        simulator.release()
        _ = simulator.waitUntilSettled()
        simulator.performAccessibleAction(.top)
        _ = simulator.waitUntilSettled()
        #expect(Self.announcements(simulator.takeCommands()).isEmpty)
    }

    // MARK: Reduced motion

    /// The durations of every inset change and scroll handed out in `actions`.
    static func durations(_ actions: [RefreshCommand]) -> [Double] {
        actions.compactMap {
            switch $0 {
            case .setExtraInset(_, _, let duration), .scroll(_, let duration): duration
            default: nil
            }
        }
    }

    @Test func reducedMotionMovesAtOnceAndStillHoldsTheResult() {
        var header = Self.header()
        header.resultHold = ResultHold(0.8)
        header.secondLevel = SecondLevel(triggerDistance: 400)
        func run(reduced: Bool) -> (simulator: ScrollSimulator, durations: [Double], insetAfterRelease: Double) {
            var simulator = Self.simulator(top: header, bottom: nil, loader: [.top: [LoaderResponse(after: 1)]])
            simulator.send(.setReducedMotion(reduced))
            simulator.drag(by: 300, duration: 0.3)
            simulator.release()
            simulator.step()
            let inset = simulator.extraInsets.top
            simulator.wait(1.5)
            #expect(simulator.state(.top) == .finishing(.success))  // the result is readable either way
            _ = simulator.waitUntilSettled()
            simulator.performAccessibleAction(.top)  // a revealing refresh scrolls
            _ = simulator.waitUntilSettled()
            simulator.drag(by: 1200, duration: 0.5)  // and the second level opens and closes
            simulator.release()
            _ = simulator.waitUntilSettled()
            simulator.performAccessibleAction(.top)
            _ = simulator.waitUntilSettled()
            return (simulator, Self.durations(simulator.takeCommands()), inset)
        }
        let normal = run(reduced: false)
        let reduced = run(reduced: true)
        #expect(normal.durations.contains { $0 > 0 })
        #expect(!reduced.durations.isEmpty)
        #expect(reduced.durations.allSatisfy { $0 == 0 })
        // The simulator shows it: the held inset is in place one frame after the release, not a quarter second.
        #expect(reduced.insetAfterRelease == 60)
        #expect(normal.insetAfterRelease < 60)
        #expect(reduced.simulator.controller.reducesMotion)
    }
}

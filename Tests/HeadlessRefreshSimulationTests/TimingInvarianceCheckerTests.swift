import HeadlessRefresh
import HeadlessRefreshSimulation
import HeadlessRefreshTestSupport
import RefreshLabScenario
import Testing

/// The P11 check (``TimingInvarianceChecker``): what it plays, what it compares, that it passes on a plain refresh
/// and catches a defect put back, and that the explorer's twin finds the same.
struct TimingInvarianceCheckerTests {
    /// A feed's pull to refresh and a footer's load more, answered by the scripted loader.
    static let feed = #"""
        {"viewport": [375, 812], "content": [375, 1600], "inset": {"top": 91, "bottom": 34},
         "edges": {"top": {}, "bottom": {"prefetch": 100, "resultHold": 0.5}},
         "loader": {"top": [{"after": 1.2, "result": "success"}],
                    "bottom": [{"after": 0.4, "result": "success", "append": 800}]},
         "steps": [{"drag": 300, "duration": 0.4}, {"release": 0}, {"wait": 3},
                   {"drag": -900, "duration": 0.5}, {"release": 0}, {"wait": 2}]}
        """#

    static let every: [TimingVariant] =
        [.durationsAtZero, .reducedMotion] + TimingVariant.frameRates.map { .frameRate($0) }

    @Test func aPullToRefreshAndALoadMoreChangeOnlyThePicture() throws {
        let scenario = try Scenario(json: Self.feed)
        let given = TimingInvarianceChecker.outcome(of: scenario)
        #expect(given.triggers.map(\.description) == ["top release", "bottom reachingEnd"])
        #expect(given.rests == [.idle, .idle, nil, nil])
        #expect(given.settled)
        for variant in Self.every {
            let other = TimingInvarianceChecker.outcome(of: variant.apply(to: scenario))
            #expect(TimingInvarianceChecker.compare(given, other, variant: variant) == nil, "\(variant)")
        }
    }

    @Test func variantsChangeOnlyTime() throws {
        var scenario = try Scenario(json: Self.feed)
        var header = scenario.edges[.top]!
        header.secondLevel = SecondLevel(triggerDistance: 200)
        scenario.steps.append(.configure(.top, header))
        scenario.steps.append(.reducedMotion(false))
        let zero = TimingVariant.durationsAtZero.apply(to: scenario)
        guard case .configure(_, let configured) = zero.steps[zero.steps.count - 2] else {
            Issue.record("the configure step is gone")
            return
        }
        for configuration in [zero.edges[.top]!, zero.edges[.bottom]!, configured] {
            #expect(configuration.minimumRefreshingDuration == 0 && configuration.revealDuration == 0)
            #expect(configuration.collapseDuration == 0 && configuration.resultHold == ResultHold(0))
        }
        #expect(configured.secondLevel?.openDuration == 0 && configured.secondLevel?.closeDuration == 0)
        #expect(zero.steps.count == scenario.steps.count && zero.frameRate == scenario.frameRate)
        let reduced = TimingVariant.reducedMotion.apply(to: scenario)
        #expect(reduced.steps.first == .reducedMotion(true) && reduced.steps.last == .reducedMotion(true))
        #expect(reduced.edges == scenario.edges)
        #expect(TimingVariant.frameRate(30).apply(to: scenario).frameRate == 30)
        #expect(TimingVariant.frameRate(30).description == "at 30 Hz")
    }

    /// A footer told "no more data" while it still shows its last result: as given, a host that loses that call
    /// leaves the footer loading again; with durations at zero the result is gone and the call counts.
    static let markDuringHold = #"""
        {"viewport": [375, 812], "content": [375, 1600],
         "edges": {"bottom": {"triggers": ["tap"], "resultHold": 0.5}},
         "loader": {"bottom": [{"after": 0.2, "result": "success"}, {"after": 0.2, "result": "success"}]},
         "steps": [{"tap": "bottom"}, {"wait": 0.3}, {"markNoMoreData": "bottom"}, {"wait": 1}, {"tap": "bottom"},
                   {"wait": 1}]}
        """#

    @Test func theCheckerCatchesAHostCallLostWhileAResultShows() throws {
        let scenario = try Scenario(json: Self.markDuringHold)
        // The core takes the call while the result shows: the end of data holds in every play.
        #expect(TimingInvarianceChecker.check(scenario, variants: Self.every) == nil)
        #expect(TimingInvarianceChecker.outcome(of: scenario).rests[1] == .noMoreData)
        let defect = TimingDefect.markLostWhileResultShows
        let violation = try #require(
            TimingInvarianceChecker.check(scenario, variants: [.durationsAtZero], defect: defect))
        #expect(violation.hasPrefix("P11 bottom: a tap trigger as given, none with durations at zero"), "\(violation)")
        // Reduced motion keeps the hold (reading time, not motion): it does not show this defect; another rate does.
        #expect(TimingInvarianceChecker.check(scenario, variants: [.reducedMotion], defect: defect) == nil)
        let shrunk = try #require(TimingInvarianceShrinker.shrink(scenario, variant: .durationsAtZero, defect: defect))
        // Both waits after the mark and the second answer go: the second tap's trigger is the difference, whatever it
        // loads, and the tap needs no wait (the core takes a tap while a result shows).
        #expect(
            shrunk.scenario.steps.count == 4 && shrunk.scenario.loader[.bottom]?.count == 1, "\(shrunk.scenario.json)")
        #expect(BoundedExplorer.kind(shrunk.violation) == BoundedExplorer.kind(violation))
    }

    @Test func aTouchThatCatchesTheLibraryMovingTheContentEndsWhatIsCompared() throws {
        let reveal = try Scenario(
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600], "edges": {"top": {}},
                 "steps": [{"scrollTo": 600}, {"begin": "top"}, {"wait": 0.1}]}
                """#)
        // A begin scrolls to reveal the header, over a quarter of a second as given, at once with durations at zero:
        // at rest, the same place.
        let given = TimingInvarianceChecker.outcome(of: reveal)
        let zero = TimingInvarianceChecker.outcome(of: TimingVariant.durationsAtZero.apply(to: reveal))
        #expect(given.offset == zero.offset && given.caughtAt == nil)
        // A touch a tenth of a second in, while the scroll still shows, catches the content where the library asked
        // (the simulator moves the model at once and eases only the picture, as UIKit's animation blocks do): the same
        // place as with durations at zero. The checker still counts the touch as catching the library's scroll.
        var caught = reveal
        caught.append(contentsOf: [.drag(0, duration: 0), .release(0)])
        let stopped = TimingInvarianceChecker.outcome(of: caught)
        let stoppedAtZero = TimingInvarianceChecker.outcome(of: TimingVariant.durationsAtZero.apply(to: caught))
        #expect(stopped.caughtAt == 3 && stoppedAtZero.caughtAt == nil)
        #expect(abs(stopped.offset - stoppedAtZero.offset) <= TimingInvarianceChecker.offsetTolerance)
        #expect(TimingInvarianceChecker.compare(stopped, stoppedAtZero, variant: .durationsAtZero) == nil)
        // The check compares the steps before that touch, which agree.
        #expect(TimingInvarianceChecker.check(caught, variants: [.durationsAtZero]) == nil)
        // What went wrong before the touch is still found.
        var marked = try Scenario(json: Self.markDuringHold)
        marked.append(contentsOf: [.begin(.bottom, reveal: false), .drag(-10, duration: 0.1)])
        let defect = TimingDefect.markLostWhileResultShows
        // The begin reveals the footer's row over a quarter of a second; the touch at once catches it moving.
        #expect(TimingInvarianceChecker.outcome(of: marked, defect: defect).caughtAt == marked.steps.count - 1)
        #expect(TimingInvarianceChecker.check(marked, variants: [.durationsAtZero], defect: defect) != nil)
    }

    @Test func triggersDifferingAreNamedByTheFirstThatDiffers() throws {
        typealias Trigger = TimingInvarianceChecker.Trigger
        var given = TimingInvarianceChecker.outcome(of: try Scenario(json: Self.feed))
        var other = given
        other.triggers.append(Trigger(.bottom, .tap))
        #expect(
            TimingInvarianceChecker.compare(given, other, variant: .durationsAtZero)
                == "P11 bottom: no tap trigger as given, one with durations at zero (triggers as given: top release, "
                + "bottom reachingEnd; with durations at zero: top release, bottom reachingEnd, bottom tap)")
        other = given
        other.triggers[1] = Trigger(.top, .threshold)
        let swapped = TimingInvarianceChecker.compare(given, other, variant: .reducedMotion) ?? ""
        #expect(swapped.hasPrefix("P11 bottom: a reachingEnd trigger as given, top threshold with reduced motion"))
        given.rests[1] = .noMoreData
        other = given
        other.rests[1] = .idle
        #expect(
            TimingInvarianceChecker.compare(given, other, variant: .frameRate(1000))
                == "P11 bottom: rests noMoreData as given, idle at 1000 Hz")
    }
}

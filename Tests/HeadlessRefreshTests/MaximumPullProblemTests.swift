import HeadlessRefresh
import Testing

/// A maximum pull that stops the pull short of what the edge is for can never work: it is dropped and reported, when
/// the controller is built (with the first input) or reconfigured (with the configure input), and the pull then does
/// what the edge is for (issue 28).
struct MaximumPullProblemTests {
    /// The fixtures' header (release at 60) with a maximum pull of 40: no pull could trigger it.
    static var shortHeader: EdgeConfiguration {
        var configuration = Fixture.header
        configuration.maximumPull = 40
        return configuration
    }

    /// A header whose second level (at 150, no fling) lies beyond its maximum pull of 120: it could never open.
    static var unreachableSecondLevel: EdgeConfiguration {
        var configuration = Fixture.header
        configuration.secondLevel = SecondLevel(triggerDistance: 150, velocityThreshold: nil)
        configuration.maximumPull = 120
        return configuration
    }

    @Test(arguments: RefreshEdge.allCases)
    func aMaximumBelowTheTriggerDistanceIsDroppedAndReportedWithTheFirstInput(edge: RefreshEdge) {
        #expect(Self.shortHeader.problems == [.maximumPullBelowTriggerDistance])
        var host = TestHost(edge, Self.shortHeader)
        #expect(host.controller.configuration(edge)?.maximumPull == nil)
        host.layout()
        #expect(host.lastDiagnostics == [.invalidConfiguration(edge, .maximumPullBelowTriggerDistance)])
        host.layout()
        #expect(host.lastDiagnostics.isEmpty)
        // The pull now reaches the distance: releasing past it refreshes.
        host.pull(edge, to: 80)
        #expect(host.state(edge) == .eligible)
        #expect(host.controller.snapshot(edge)?.maximumPull == nil)
        host.release()
        #expect(host.triggers(edge) == [.release])
    }

    @Test func aMaximumBelowTheTriggerDistanceIsReportedWhenConfigured() {
        var host = TestHost(.top, Fixture.header)
        host.layout()
        host.now = 1
        var threshold = Self.shortHeader
        threshold.triggers = [.threshold]
        #expect(threshold.problems == [.maximumPullBelowTriggerDistance])
        host.send(.configure(.top, threshold))
        #expect(host.lastDiagnostics == [.invalidConfiguration(.top, .maximumPullBelowTriggerDistance)])
        host.pull(.top, to: 80)
        #expect(host.triggers(.top) == [.threshold])
        #expect(host.lastDiagnostics.isEmpty)
    }

    @Test func aSecondLevelBeyondTheMaximumIsReportedWithTheFirstInputAndOpens() {
        #expect(Self.unreachableSecondLevel.problems == [.maximumPullBelowSecondLevel])
        var host = TestHost(.top, Self.unreachableSecondLevel)
        host.layout()
        #expect(host.lastDiagnostics == [.invalidConfiguration(.top, .maximumPullBelowSecondLevel)])
        Self.openSecondLevel(&host)
    }

    @Test func aSecondLevelBeyondTheMaximumIsReportedWhenConfiguredAndOpens() {
        var host = TestHost(.top, Fixture.header)
        host.layout()
        host.now = 1
        host.send(.configure(.top, Self.unreachableSecondLevel))
        #expect(host.lastDiagnostics == [.invalidConfiguration(.top, .maximumPullBelowSecondLevel)])
        #expect(host.controller.configuration(.top)?.maximumPull == nil)
        Self.openSecondLevel(&host)
    }

    /// Pulls past the second distance and releases: the second level opens, and nothing loads.
    static func openSecondLevel(_ host: inout TestHost) {
        host.pull(.top, to: 160)
        #expect(host.state(.top) == .secondLevelEligible)
        host.release()
        host.tickAtDeadline()
        #expect(host.state(.top) == .secondLevelOpen)
        #expect(host.triggers(.top).isEmpty)
    }

    @Test func aMaximumThatNothingNeedsToPassStays() {
        // A fling opens this second level: the maximum below its distance is a choice (only a fling opens it).
        var flung = Self.unreachableSecondLevel
        flung.secondLevel?.velocityThreshold = 3000
        // A footer that only loads more and takes taps needs no pull.
        var footer = Fixture.footer
        footer.maximumPull = 10
        // A maximum at the trigger distance lets the pull reach it.
        var exact = Self.shortHeader
        exact.maximumPull = exact.triggerDistance
        for configuration in [flung, footer, exact] {
            #expect(configuration.problems.isEmpty)
            #expect(configuration.sanitized().configuration.maximumPull == configuration.maximumPull)
        }
        var host = TestHost(.bottom, footer)
        host.layout()
        #expect(host.lastDiagnostics.isEmpty)
        #expect(host.controller.snapshot(.bottom)?.maximumPull == 10)
    }

    @Test func theProblemsSayWhatIsUsedInstead() {
        #expect(
            ConfigurationProblem.maximumPullBelowTriggerDistance.message
                == "maximum pull is below the trigger distance, so no pull could trigger; no maximum is used")
        #expect(
            RefreshDiagnostic.invalidConfiguration(.top, .maximumPullBelowSecondLevel).message
                == "top configuration: maximum pull is below the second level's distance and no fling opens it; "
                + "no maximum is used")
    }
}

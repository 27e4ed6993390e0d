import HeadlessRefresh
import Testing

/// Bad input never crashes, never triggers and never changes state: it is reported.
struct MisuseTests {
    @Test func unusableGeometryKeepsThePreviousOne() {
        var host = TestHost(.top, Fixture.header)
        host.pull(.top, to: 30)
        let before = host.controller.snapshot(.top)
        for value in [Double.nan, .infinity, -.infinity] {
            var bad = host.geometry
            bad.contentOffset.y = value
            host.send(.geometry(bad))
            #expect(host.last == [.diagnostic(.invalidGeometry(.nonFiniteOffset))])
        }
        var negative = host.geometry
        negative.viewportSize.height = -1
        host.send(.geometry(negative))
        #expect(host.last == [.diagnostic(.invalidGeometry(.negativeViewportSize))])
        #expect(host.controller.snapshot(.top) == before)
        #expect(host.controller.geometry == host.geometry)
        host.release()
        #expect(host.triggers.isEmpty)
    }

    @Test func nonFiniteTimeIsIgnored() {
        var controller = TestHost.controller([.top: Fixture.header])
        var actions: [RefreshCommand] = []
        for time in [Double.nan, .infinity] {
            controller.beginRefreshing(.top, now: time) { actions.append($0) }
        }
        #expect(actions == [.diagnostic(.invalidTime), .diagnostic(.invalidTime)])
        #expect(controller.state(.top) == .idle)
        #expect(controller.now == nil)
    }

    @Test func timeGoingBackwardsUsesThePreviousTime() {
        var host = TestHost(.top, Fixture.header)
        host.now = 10
        host.begin(.top, reveal: false)
        host.now = 5
        host.end(.top)
        // The end counts as at 10: before the minimum duration, so it is deferred to 10.3.
        #expect(host.last == [.diagnostic(.timeWentBackwards), .scheduleTick(at: 10.3)])
        #expect(host.controller.now == 10)
    }

    @Test func aNonFiniteVelocityIsReportedAndTheReleaseStillCounts() {
        var host = TestHost(.top, Fixture.header)
        host.pull(.top, to: 80)
        host.release(velocity: ScrollPoint(x: 0, y: .nan))
        #expect(host.last.first == .diagnostic(.invalidVelocity))
        #expect(host.triggers(.top) == [.release])
    }

    @Test func inputsForUnconfiguredEdgesAreReported() {
        var host = TestHost(.top, Fixture.header)
        let inputs: [(RefreshInput, IgnoredInput)] = [
            (.tap(.bottom), .tap), (.beginRefreshing(.bottom, reveal: true), .begin),
            (.endRefreshing(.bottom, .success), .end), (.markNoMoreData(.bottom), .markNoMoreData),
            (.resetNoMoreData(.bottom), .resetNoMoreData), (.setEnabled(.bottom, false), .setEnabled),
        ]
        for (input, kind) in inputs {
            host.send(input)
            #expect(host.last == [.diagnostic(.ignored(.bottom, kind, because: .notConfigured))])
        }
        var controller = host.controller
        var actions: [RefreshCommand] = []
        let began = controller.refreshIfStale(.left, maxAge: 1, now: 1) { actions.append($0) }
        #expect(!began)
        #expect(actions == [.diagnostic(.ignored(.left, .begin, because: .notConfigured))])
    }

    @Test func aDisabledEdgeIgnoresEverything() {
        var configuration = Fixture.footer
        configuration.isEnabled = false
        configuration.restingExtent = 40
        var host = TestHost(.bottom, configuration)
        host.layout()
        host.touch()
        host.setRemaining(.bottom, -50)
        host.tap(.bottom)
        #expect(host.lastDiagnostics == [.ignored(.bottom, .tap, because: .disabled)])
        host.begin(.bottom)
        #expect(host.lastDiagnostics == [.ignored(.bottom, .begin, because: .disabled)])
        host.send(.markNoMoreData(.bottom))
        #expect(host.lastDiagnostics == [.ignored(.bottom, .markNoMoreData, because: .disabled)])
        host.release()  // a finger still down at the resume would hold the inset back until it lifts
        host.send(.suspend)
        host.begin(.bottom)
        #expect(host.lastDiagnostics == [.ignored(.bottom, .begin, because: .disabled)])
        host.send(.resume)
        #expect(host.triggers.isEmpty)
        // A disabled edge holds no extra inset, not even its resting row (MJRefresh #1163).
        #expect(host.insets(.bottom).isEmpty)
        host.setRemaining(.bottom, 500)
        host.send(.setEnabled(.bottom, true))
        #expect(host.last.contains(.setExtraInset(.bottom, amount: 40, duration: 0)))
    }

    @Test func configurationThatCannotWorkIsReplacedAndReported() {
        var configuration = EdgeConfiguration.header
        configuration.triggerDistance = 0
        configuration.collapseDuration = -1
        configuration.refreshingExtent = .nan
        configuration.autoTriggerLimit = -3
        configuration.triggers = [.reachingEnd(prefetch: .infinity), .release]
        #expect(
            configuration.problems == [
                .triggerDistanceNotPositive, .negativeExtent, .negativeDuration, .prefetchNotFinite,
                .negativeAutoTriggerLimit,
            ])
        var host = TestHost(.top, configuration)
        let fixed = host.controller.configuration(.top)
        #expect(fixed?.triggerDistance == 60)
        #expect(fixed?.collapseDuration == 0)
        #expect(fixed?.refreshingExtent == 0)
        #expect(fixed?.autoTriggerLimit == 0)
        #expect(fixed?.triggers.reachingEndPrefetch == 0)
        #expect(fixed?.problems == [])
        host.layout()
        #expect(host.lastDiagnostics.count == 5)
        #expect(host.lastDiagnostics.first == .invalidConfiguration(.top, .triggerDistanceNotPositive))
        host.layout()
        #expect(host.lastDiagnostics.isEmpty)
        for problem in configuration.problems { #expect(!problem.message.isEmpty) }
        // The trigger set lists what it holds, in a fixed order, and rebuilds from that list.
        #expect(configuration.triggers.elements == [.release, .reachingEnd(prefetch: .infinity)])
        #expect(RefreshTriggers(configuration.triggers.elements) == configuration.triggers)
    }

    @Test func diagnosticsHaveReadableMessages() {
        let diagnostics: [RefreshDiagnostic] = [
            .invalidGeometry(.nonFiniteOffset), .invalidTime, .timeWentBackwards, .invalidVelocity,
            .invalidConfiguration(.top, .negativeDuration),
            .ignored(.bottom, .end, because: .exclusive(with: .top)),
        ]
        #expect(
            diagnostics.map(\.message) == [
                "geometry ignored: content offset is not finite",
                "input ignored: time is not finite",
                "time went backwards; the previous time is used",
                "release velocity is not finite; 0 is used",
                "top configuration: durations must be >= 0; 0 is used",
                "end of bottom ignored: top is refreshing",
            ])
    }

    @Test func releaseWithoutATouchAndRepeatedSuspendsAreHarmless() {
        var host = TestHost(TestHost.controller([.top: Fixture.header, .bottom: Fixture.footer]))
        host.release()
        host.send(.resume)
        host.send(.suspend)
        host.send(.suspend)
        host.touch()
        #expect(!host.controller.isDragging)  // a touch while suspended is not a drag
        host.send(.resume)
        #expect(host.log.allSatisfy { if case .diagnostic = $0.action { false } else { true } })
        #expect(host.triggers.isEmpty)
    }
}

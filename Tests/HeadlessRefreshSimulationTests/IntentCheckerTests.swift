import HeadlessRefresh
import HeadlessRefreshSimulation
import HeadlessRefreshTestSupport
import RefreshLabScenario
import Testing

/// The user-side checkers must be able to fail: each property fed a host's record of the bug it exists for.
struct IntentCheckerTests {
    static let controller = RefreshController(top: .header, bottom: .footer)

    static func geometry(top pull: Double, content: Double = 2000) -> ScrollViewGeometry {
        ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: -pull),
            contentSize: ScrollSize(width: 375, height: content),
            viewportSize: ScrollSize(width: 375, height: 800))
    }

    static let triggerTop: [RefreshCommand] = [
        .stateChanged(.top, from: .idle, to: .refreshing), .trigger(.top, cause: .threshold),
    ]

    @Test func p1CatchesATriggerWithoutACrossing() {
        var checker = IntentChecker(Self.controller)
        #expect(checker.check(.geometry(Self.geometry(top: 0)), movers: [], actions: []) == nil)
        // The finger lands on content already pulled past the distance: no crossing from below.
        #expect(checker.check(.geometry(Self.geometry(top: 100)), movers: [.spring], actions: []) == nil)
        #expect(checker.check(.dragBegan, movers: [], actions: []) == nil)
        let violation = checker.check(.geometry(Self.geometry(top: 101)), movers: [.finger], actions: Self.triggerTop)
        #expect(violation?.hasPrefix("P1 top") == true)
    }

    @Test func p1AcceptsACrossingFromBelow() {
        var checker = IntentChecker(Self.controller)
        _ = checker.check(.geometry(Self.geometry(top: 0)), movers: [], actions: [])
        _ = checker.check(.dragBegan, movers: [], actions: [])
        #expect(checker.check(.geometry(Self.geometry(top: 100)), movers: [.finger], actions: Self.triggerTop) == nil)
    }

    @Test func p2CatchesALoadFromASpringBack() {
        var checker = IntentChecker(Self.controller)
        _ = checker.check(.geometry(Self.geometry(top: 0, content: 300)), movers: [], actions: [])
        _ = checker.check(.dragBegan, movers: [], actions: [])
        _ = checker.check(.geometry(Self.geometry(top: 5, content: 300)), movers: [.finger], actions: [])
        _ = checker.check(.dragEnded(velocity: .zero), movers: [], actions: [])
        let load: [RefreshCommand] = [
            .stateChanged(.bottom, from: .idle, to: .refreshing), .trigger(.bottom, cause: .reachingEnd),
        ]
        let violation = checker.check(.geometry(Self.geometry(top: 0, content: 300)), movers: [.spring], actions: load)
        #expect(violation?.hasPrefix("P2 bottom") == true)
        // The same move by the finger is an approach.
        var finger = IntentChecker(Self.controller)
        _ = finger.check(.geometry(Self.geometry(top: 0, content: 300)), movers: [], actions: [])
        _ = finger.check(.dragBegan, movers: [], actions: [])
        _ = finger.check(.geometry(Self.geometry(top: 5, content: 300)), movers: [.finger], actions: [])
        #expect(finger.check(.geometry(Self.geometry(top: 0, content: 300)), movers: [.finger], actions: load) == nil)
    }

    @Test func p3CatchesAnEndOfDataForgotten() {
        var checker = IntentChecker(Self.controller)
        _ = checker.check(.geometry(Self.geometry(top: 0)), movers: [], actions: [])
        _ = checker.check(
            .markNoMoreData(.bottom), movers: [], actions: [.stateChanged(.bottom, from: .idle, to: .noMoreData)])
        _ = checker.check(
            .setEnabled(.bottom, false), movers: [], actions: [.stateChanged(.bottom, from: .noMoreData, to: .idle)])
        let violation = checker.check(.setEnabled(.bottom, true), movers: [], actions: [])
        #expect(violation == "P3 bottom: idle at the end of data")
    }

    @Test func p4CatchesPullingAtRest() {
        var checker = IntentChecker(Self.controller)
        _ = checker.check(.geometry(Self.geometry(top: 0)), movers: [], actions: [])
        let violation = checker.check(
            .dragBegan, movers: [], actions: [.stateChanged(.top, from: .idle, to: .pulling(progress: 1e-17))])
        #expect(violation?.hasPrefix("P4 top") == true)
    }

    @Test func p5CatchesContentMovingUnderAStillFinger() {
        var pin = FingerPin()
        #expect(pin.check(offset: -50, fingerDown: true, travel: 10, movers: [.finger]) == nil)
        #expect(pin.check(offset: -50, fingerDown: true, travel: 10, movers: [.content]) == nil)
        #expect(pin.check(offset: -306, fingerDown: true, travel: 10, movers: [.finger])?.hasPrefix("P5") == true)
        // The host's own scroll may move it; a finger that moved may too.
        #expect(pin.check(offset: 0, fingerDown: true, travel: 10, movers: [.hostScroll]) == nil)
        #expect(pin.check(offset: 20, fingerDown: true, travel: -10, movers: [.finger]) == nil)
    }

    @Test func aPassingScenarioHasNothingToShrink() throws {
        // (DeltaDebugging, which shrinks failures, has its own test in RandomInputTests.)
        var generator = SimulationScenarioGenerator(source: SplitMix64(seed: 3))
        let scenario = generator.scenario(stepCount: 20)
        #expect(SimulationChecker.run(scenario) == nil)
        #expect(SimulationShrinker.shrink(scenario) == nil)
        #expect(try Scenario(json: scenario.json) == scenario)
    }
}

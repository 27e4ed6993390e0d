import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario
import Testing

@testable import HeadlessRefreshTestSupport

/// The identities of the checkers' memory and of the explorer's nodes: complete (every stored field is in them or
/// named a record, a cache or a constant), and the same where the memory decides the same.
///
/// What the user meant (`IntentChecker`) and the finger's pin are compared whole (their synthesized `Hashable` on a
/// normalized copy): a field added to them counts without a list.
struct SimulationCheckerIdentityTests {
    /// The labels of the stored fields of `value`.
    static func labels(_ value: Any) -> Set<String> { Set(Mirror(reflecting: value).children.compactMap(\.label)) }

    /// A checker of a header and a footer on a 1600-point list.
    static func checker() throws -> SimulationChecker {
        let scenario = try Scenario(
            json: #"{"viewport": [375, 812], "content": [375, 1600], "edges": {"top": {}, "bottom": {}}, "steps": []}"#)
        return SimulationChecker(simulator: scenario.makeSimulator(keeping: nil))
    }

    @Test func everyStoredFieldOfTheSimulationCheckerIsInItsIdentityOrARecordOrAConstant() throws {
        let checker = try Self.checker()
        let identity = Self.labels(checker.identity)
        let leftOut = SimulationChecker.recordFields.union(SimulationChecker.constantFields)
        #expect(Self.labels(checker) == identity.union(leftOut))
        #expect(identity.isDisjoint(with: leftOut))
    }

    @Test func everyStoredFieldOfTheControllerCheckerIsInItsIdentityOrARecordOrACacheOrAConstant() throws {
        let rules = try Self.checker().rules
        let identity = Self.labels(rules.identity)
        let leftOut = ControllerChecker.recordFields.union(ControllerChecker.cacheFields)
            .union(ControllerChecker.constantFields)
        #expect(Self.labels(rules) == identity.union(leftOut))
        #expect(identity.isDisjoint(with: leftOut))
    }

    @Test func everyFieldOfAnExplorerNodeAndItsTwinIsInItsKey() throws {
        let setup = try #require(ExplorationSetup.standard.first)
        let (node, violation) = setup.makeNode(checksTiming: true)
        #expect(violation == nil)
        let twin = try #require(node.twin)
        #expect(Self.labels(node) == Self.labels(node.identity))
        #expect(Self.labels(twin) == Self.labels(twin.identity))
    }

    @Test func theFingersPinCountsFromWhereTheContentAndTheFingerAre() {
        var pin = FingerPin()
        _ = pin.check(offset: 100, fingerDown: true, travel: 20, movers: .finger)
        var elsewhere = FingerPin()
        _ = elsewhere.check(offset: 300, fingerDown: true, travel: 50, movers: .finger)
        // Each right on its content: the same.
        #expect(pin.identity(offset: 100, travel: 20) == elsewhere.identity(offset: 300, travel: 50))
        // A rounding away from the content is a violation waiting for the next input: another state.
        #expect(pin.identity(offset: 100, travel: 20) != pin.identity(offset: 100.000_000_000_000_01, travel: 20))
        #expect(pin.identity(offset: 100, travel: 20) != FingerPin().identity(offset: 100, travel: 20))
    }

    @Test func whatTheUserMeantLeavesOutTheScratchOfTheLastInputAndRoundsPulls() throws {
        let intent = try Self.checker().intent
        var scratched = intent
        scratched.reasons = [true, false, true, false]
        scratched.inputApproached = [true, true, true, true]
        scratched.inputChanged = [false, true, false, true]
        #expect(scratched.identity == intent.identity)
        var pulled = intent
        pulled.touchMaxPull[0] = 62.5
        var pulledNoisily = intent
        pulledNoisily.touchMaxPull[0] = 62.499_999_999_999_986
        #expect(pulled.identity == pulledNoisily.identity)
        var pulledFurther = intent
        pulledFurther.touchMaxPull[0] = 62.6
        #expect(pulled.identity != pulledFurther.identity)
        // What the user meant decides: a phase of a pull is another state.
        var armed = intent
        armed.phase[0] = .below
        #expect(armed.identity != intent.identity)
    }
}

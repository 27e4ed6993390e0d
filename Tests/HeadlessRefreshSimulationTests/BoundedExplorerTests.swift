import HeadlessRefresh
import HeadlessRefreshSimulation
import HeadlessRefreshTestSupport
import RefreshLabScenario
import Testing

/// The bounded explorer: every short sequence of inputs from each setup, checked after every input. It must pass
/// on the controller, catch a defect put back, report the shortest sequence that shows it, and write that sequence
/// as a scenario file that replays it.
///
/// `HEADLESS_REFRESH_EXPLORE_DEPTH` sets the depth of ``everySetupHoldsForEveryShortSequence()`` (4 by default,
/// a few seconds of a loaded 2-core machine in a debug build); CI runs `refresh-explore` to depth 8 in release.
/// P11 is explored apart (``everySetupChangesOnlyThePictureWithDurationsAtZero()``), so that a core that breaks it
/// still has P1–P9 checked; `HEADLESS_REFRESH_P11=0` turns it off.
struct BoundedExplorerTests {
    @Test func everySetupHoldsForEveryShortSequence() async {
        let depth = ProcessEnvironment.count("HEADLESS_REFRESH_EXPLORE_DEPTH", default: 4)
        for setup in ExplorationSetup.standard {
            let report = await BoundedExplorer.explore(setup, depth: depth, checksTiming: false)
            print("BoundedExplorerTests: \(setup.name): \(report.sequences) sequences, \(report.states) states")
            if let failure = report.failure {
                Issue.record(
                    """
                    \(setup.name): \(failure.violation)
                    after \(failure.inputs.map(\.description).joined(separator: ", ")); replay with refresh-lab:
                    \(failure.scenario.json)
                    """)
            }
            // Equal states were visited once: the search did not grow with the number of sequences.
            #expect(report.states <= report.sequences + 1)
        }
    }

    /// A defect put back, the setup that shows it, the violation it must cause, and the most inputs it may take.
    struct Case: Sendable, CustomTestStringConvertible {
        var defect: PutBackDefect
        var setup: ExplorationSetup
        var violation: String
        var inputs: Int
        var testDescription: String { defect.name }
    }

    static let cases: [Case] = [
        Case(
            defect: .configureFires,
            setup: narrowed(.short, to: [.touch, .pulls, .distance], regions: [.below]),
            violation: "P8 top", inputs: 4),
        Case(
            defect: .loadMoreReveals, setup: narrowed(.rightToLeft, to: [.accessibility]), violation: "P6 left",
            inputs: 1),
        Case(
            defect: .hostChangeLoadsNothing, setup: narrowed(.feedHost, to: [.host]), violation: "P9 bottom",
            inputs: 2),
        Case(
            defect: .headerEndsData,
            setup: narrowed(.feedPull, to: [.touch, .pulls, .time, .answers], regions: [.past]),
            violation: "P7 top", inputs: 4),
        Case(
            defect: .resumeInsetsUnderFinger, setup: narrowed(.feedLifecycle, to: [.touch, .lifecycle]),
            violation: "rule 2 top", inputs: 3),
        Case(
            defect: .onAppearLoadsTwice, setup: narrowed(.items, to: [.items, .answers]), violation: "items bottom",
            inputs: 3),
        Case(
            defect: .budgetIgnored, setup: narrowed(.items, to: [.items, .answers, .content]),
            violation: "budget bottom", inputs: 4),
    ]

    /// `setup` with only the inputs of `families` (and the pull regions of `regions`), so that the defect put back
    /// is the first thing it finds.
    static func narrowed(
        _ setup: ExplorationSetup,
        to families: ExplorerInput.Families,
        regions: [ExplorerInput.Region]? = nil
    ) -> ExplorationSetup {
        var narrowed = setup
        narrowed.families = families
        if let regions { narrowed.regions = regions }
        return narrowed
    }

    @Test(arguments: cases)
    func theExplorerCatchesADefectPutBack(_ example: Case) async throws {
        var setup = example.setup
        setup.defect = example.defect
        let report = await BoundedExplorer.explore(setup, depth: example.inputs + 1, checksTiming: false)
        let failure = try #require(report.failure)
        #expect(failure.violation.hasPrefix(example.violation), "\(failure.violation)")
        #expect(failure.inputs.count <= example.inputs, "\(failure.inputs)")
        // Shortest: no sequence one input shorter fails.
        let shorter = await BoundedExplorer.explore(setup, depth: failure.inputs.count - 1, checksTiming: false)
        #expect(failure.inputs.count == 1 || shorter.failure == nil)
        // The scenario it prints reads back as itself and replays the failure through the simulator.
        let scenario = try Scenario(json: failure.scenario.json)
        #expect(scenario == failure.scenario)
        var replay = SimulationChecker(simulator: scenario.makeSimulator(keeping: nil))
        replay.defect = example.defect
        let violations = scenario.steps.compactMap { step in replay.perform { $0.perform(step) } }
        #expect(violations.first?.hasPrefix(example.violation) == true, "\(violations)")
    }

    @Test func theSurveyFindsEachKindOfFailureOnce() async {
        var setup = Self.narrowed(.rightToLeft, to: [.accessibility, .commands, .time, .answers])
        setup.defect = .loadMoreReveals
        let report = await BoundedExplorer.explore(setup, depth: 3, collecting: true, checksTiming: false)
        let kinds = report.failures.map { BoundedExplorer.kind($0.violation) }
        #expect(kinds.contains { $0.hasPrefix("P6 left") })
        #expect(Set(kinds).count == kinds.count)
    }

    @Test func equalStatesShareAnIdentityAndOthersDoNot() throws {
        let scenario = try Scenario(
            json: #"{"viewport": [375, 812], "content": [375, 1600], "edges": {"top": {}, "bottom": {}}, "steps": []}"#)
        func identity(_ steps: [Scenario.Step]) -> SimulationChecker.Identity {
            var checker = SimulationChecker(simulator: scenario.makeSimulator(keeping: nil))
            for step in steps { _ = checker.perform { $0.perform(step) } }
            return checker.identity
        }
        // The same place reached by one scroll or two, and a second later: the same state.
        let direct = identity([.scrollTo(600), .wait(1)])
        #expect(identity([.scrollTo(300), .scrollTo(600), .wait(1)]) == direct)
        #expect(identity([.scrollTo(600), .wait(2)]) == direct)
        // Another place, a finger still down, or a load running: other states.
        #expect(identity([.scrollTo(601), .wait(1)]) != direct)
        #expect(identity([.scrollTo(600), .drag(0, duration: 0), .wait(1)]) != direct)
        #expect(identity([.scrollTo(600), .begin(.top, reveal: false), .wait(1)]) != direct)
    }
}

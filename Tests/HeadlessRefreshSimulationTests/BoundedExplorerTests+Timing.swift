import HeadlessRefresh
import HeadlessRefreshSimulation
import HeadlessRefreshTestSupport
import RefreshLabScenario
import Testing

/// The bounded explorer's P11 check: every short sequence from each setup, played beside a twin with every duration
/// at zero, must trigger the same and rest the same; and the twin catches a defect put back.
extension BoundedExplorerTests {
    /// To depth 3 by default (`HEADLESS_REFRESH_EXPLORE_DEPTH` sets it): the twin costs half as much again as the play
    /// it follows, and depth 4 would take 7 seconds of a debug build; CI explores P11 to depth 8 (`refresh-explore`).
    @Test func everySetupChangesOnlyThePictureWithDurationsAtZero() async {
        guard TimingVariant.isChecked else { return }
        let depth = ProcessEnvironment.count("HEADLESS_REFRESH_EXPLORE_DEPTH", default: 3)
        for setup in ExplorationSetup.standard {
            let report = await BoundedExplorer.explore(setup, depth: depth, checksTiming: true)
            print("BoundedExplorerTests (P11): \(setup.name): \(report.sequences) sequences, \(report.states) states")
            guard let failure = report.failure else { continue }
            Issue.record(
                """
                \(setup.name): \(failure.violation)
                after \(failure.inputs.map(\.description).joined(separator: ", ")); as given, and the same file with \
                every duration at zero:
                \(failure.scenario.json)
                """)
        }
    }

    /// A footer loaded from code, whose result shows for half a second: a begin while it shows starts a new load at
    /// once in the core, as it does with no hold at all.
    static let footerBegun = try! Scenario(
        json: #"""
            {"viewport": [375, 812], "content": [375, 1600],
             "edges": {"bottom": {"triggers": ["reachingEnd"], "resultHold": 0.5, "collapse": 0.3}}}
            """#)

    @Test func theExplorersTwinCatchesABeginLostWhileAResultShows() async throws {
        var setup = ExplorationSetup(
            name: "footer begun from code", scenario: Self.footerBegun, contentLengths: [1600],
            families: [.commands, .answers, .time], regions: [])
        let clean = await BoundedExplorer.explore(setup, depth: 4, checksTiming: true)
        #expect(clean.failure == nil, "\(clean.failure?.violation ?? "")")
        setup.timingDefect = .beginLostWhileResultShows
        let report = await BoundedExplorer.explore(setup, depth: 4, checksTiming: true)
        let failure = try #require(report.failure)
        #expect(
            failure.violation.hasPrefix("P11 bottom: no programmatic trigger as given, one"), "\(failure.violation)")
        #expect(failure.inputs.map(\.description) == ["begin bottom", "answer bottom success", "begin bottom"])
        // Without the twin the explorer sees nothing wrong: each play keeps P1–P9.
        #expect(await BoundedExplorer.explore(setup, depth: 4, checksTiming: false).failure == nil)
        // The scenario it prints replays the failure through the checker.
        let scenario = try Scenario(json: failure.scenario.json)
        let replayed = TimingInvarianceChecker.check(scenario, variants: [.durationsAtZero], defect: setup.timingDefect)
        #expect(replayed == failure.violation)
    }
}

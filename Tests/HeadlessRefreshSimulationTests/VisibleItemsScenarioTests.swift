import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

@testable import RefreshLabScenario
@testable import refresh_lab

/// refresh-lab's `visible` step, with the simulator and without a host: read, played, written back as itself.
struct VisibleItemsScenarioTests {
    static let hostless = #"""
        {
          "host": "none",
          "edges": {"bottom": {"triggers": ["itemsInView", "tap"], "itemPrefetch": 2, "automaticLoadBudget": 1}},
          "steps": [
            {"at": 0, "visible": [0, 9], "of": 20},
            {"at": 0.5, "visible": [8, 17], "of": 20},
            {"at": 0.6, "visible": [8, 17], "of": 20},
            {"at": 1, "end": "bottom"},
            {"at": 2, "visible": [30, 39], "of": 40},
            {"at": 3, "visible": [5, 2], "of": 40}
          ]
        }
        """#

    @Test func withoutAHostEachReportIsAnInputAndTheBudgetHolds() throws {
        let scenario = try Scenario(json: Self.hostless)
        var footer = EdgeConfiguration.footer
        footer.triggers = [.itemsInView(prefetch: 2), .tap]
        footer.automaticLoadBudget = 1
        #expect(scenario.edges == [.bottom: footer])
        #expect(scenario.steps[1] == .send(.visibleItems(VisibleItems(first: 8, last: 17, count: 20)), at: 0.5))
        #expect(try Scenario(json: scenario.json) == scenario, "\(scenario.json)")
        let play = scenario.playWithoutHost()
        #expect(play.triggerCount(.bottom) == 1)
        #expect(play.controller.snapshot(.bottom)?.waitsForTap == true)
        let output = try LabCommand(arguments: ["-"]).run(scenario: Self.hostless)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains(#""cause":"itemsInView""#))
        #expect(output.standardOutput.contains("visible items ignored: items 5 to 2 of 40 are not in the list"))
    }

    @Test func withTheSimulatorTheExampleReadsBackAsItself() throws {
        let url = GoldenOutputTests.folder.appendingPathComponent("items-in-view.json")
        let scenario = try Scenario(json: try GoldenOutputTests.text(url))
        #expect(scenario.simulatesHost)
        #expect(scenario.steps.first == .visibleItems(VisibleItems(first: 0, last: 7, count: 20)))
        #expect(try Scenario(json: scenario.json) == scenario, "\(scenario.json)")
        let simulator = scenario.run()
        #expect(simulator.trace?.triggers(.bottom) == [.itemsInView, .itemsInView, .tap])
    }

    @Test(arguments: [
        (#"{"visible": 3, "of": 10}"#, "steps[0].visible: expected [first, last]"),
        (#"{"visible": [1, 2]}"#, "steps[0].of: required"),
        (#"{"visible": [1.5, 2], "of": 10}"#, "steps[0].visible[0]: must be a whole number"),
    ])
    func aMalformedReportNamesTheFieldAtFault(step: String, message: String) {
        let json = #"{"viewport": [375, 812], "content": [375, 2000], "steps": ["# + step + "]}"
        #expect(throws: ScenarioError.self) { try Scenario(json: json) }
        do {
            _ = try Scenario(json: json)
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }
}

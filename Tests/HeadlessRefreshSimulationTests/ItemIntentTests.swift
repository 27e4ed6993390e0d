import HeadlessRefresh
import HeadlessRefreshTestSupport
import RefreshLabScenario
import Testing

/// The properties of loading by the items in view (``ItemIntent``, judged with the rest of what the user meant) hold
/// for the controller, through the simulator as a host drives it, and catch the defects they are about, put back.
struct ItemIntentTests {
    /// A list of 100-point rows whose footer loads at the last row, with `budget` automatic loads, and `steps`.
    private static func scenario(budget: Int? = nil, _ steps: String) throws -> Scenario {
        let budgetField = budget.map { #", "automaticLoadBudget": \#($0)"# } ?? ""
        return try Scenario(
            json: #"""
                {"viewport": [375, 800], "content": [375, 2000],
                 "edges": {"top": {}, "bottom": {"triggers": ["itemsInView", "tap"], "itemPrefetch": 0\#(budgetField)}},
                 "steps": [\#(steps)]}
                """#)
    }

    /// The last row appears, its page is empty, the row appears again: SwiftUI's `onAppear` firing twice.
    @Test func onAppearFiringTwiceIsOneLoadAndTheDefectIsCaught() throws {
        let scenario = try Self.scenario(
            #"""
            {"visible": [19, 19], "of": 20}, {"wait": 0.1}, {"end": "bottom"}, {"wait": 1},
            {"visible": [19, 19], "of": 20}, {"wait": 1}
            """#)
        #expect(SimulationChecker.run(scenario) == nil)
        let failure = SimulationChecker.run(scenario, defect: .onAppearLoadsTwice)
        #expect(failure?.step == 4)
        #expect(failure?.violation.hasPrefix("items bottom") == true, "\(failure?.violation ?? "no violation")")
        #expect(failure?.violation.contains("onAppear twice") == true)
    }

    /// A page of 20 rows lands after each load; the budget of two automatic loads then waits for a tap, which loads
    /// and starts a new count.
    @Test func theBudgetHoldsAndTheDefectIsCaught() throws {
        let scenario = try Self.scenario(
            budget: 2,
            #"""
            {"visible": [19, 19], "of": 20}, {"end": "bottom"}, {"wait": 1},
            {"visible": [39, 39], "of": 40}, {"end": "bottom"}, {"wait": 1},
            {"visible": [59, 59], "of": 60}, {"wait": 1},
            {"tap": "bottom"}, {"end": "bottom"}, {"wait": 1},
            {"visible": [79, 79], "of": 80}, {"wait": 1}
            """#)
        #expect(SimulationChecker.run(scenario) == nil)
        let simulator = scenario.run()
        #expect(simulator.trace?.triggers(.bottom) == [.itemsInView, .itemsInView, .tap, .itemsInView])
        let failure = SimulationChecker.run(scenario, defect: .budgetIgnored)
        #expect(failure?.step == 6)
        #expect(failure?.violation.hasPrefix("budget bottom") == true, "\(failure?.violation ?? "no violation")")
    }

    /// No item load after a failure until a tap, none at the end of data: the rows that appear again load nothing.
    @Test(arguments: [RefreshResult.failure, .noMoreData])
    func noItemLoadAfterAFailureOrTheEndOfData(result: RefreshResult) throws {
        let scenario = try Self.scenario(
            #"""
            {"visible": [19, 19], "of": 20}, {"end": "bottom", "result": "\#(result.name)"}, {"wait": 1},
            {"visible": [5, 5], "of": 20}, {"visible": [19, 19], "of": 20}, {"visible": [39, 39], "of": 40}
            """#)
        #expect(SimulationChecker.run(scenario) == nil)
        let simulator = scenario.run()
        #expect(simulator.trace?.triggers(.bottom).count == 1)
        #expect(simulator.controller.state(.bottom) == (result == .failure ? .failed : .noMoreData))
    }
}

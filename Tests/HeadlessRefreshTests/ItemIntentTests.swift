import HeadlessRefresh
import Testing

@testable import HeadlessRefreshTestSupport

/// The properties of loading by the items in view (``ItemIntent``) hold for the controller and catch the defects
/// they are about, put back on purpose.
struct ItemIntentTests {
    /// A footer that loads at the last item, and a header that refreshes.
    private static func edges(budget: Int? = nil) -> [EdgeConfiguration?] {
        var footer = EdgeConfiguration.footer
        footer.triggers = [.itemsInView(prefetch: 0), .tap]
        footer.automaticLoadBudget = budget
        return [.header, footer, nil, nil]
    }

    private static func script(_ edges: [EdgeConfiguration?], _ inputs: [RefreshInput]) -> ControllerScript {
        let steps = inputs.enumerated().map { ControllerScript.Step.input($1, now: Double($0)) }
        return ControllerScript(edges: edges, exclusivity: .oppositeEdges, steps: steps + [.settle])
    }

    private static func last(_ count: Int) -> RefreshInput { .visibleItems(VisibleItems(item: count - 1, of: count)) }

    /// The last row appears, its page is empty, the row appears again: SwiftUI's `onAppear` firing twice.
    @Test func onAppearFiringTwiceIsOneLoadAndTheDefectIsCaught() {
        let script = Self.script(Self.edges(), [Self.last(20), .endRefreshing(.bottom, .success), Self.last(20)])
        #expect(ControllerChecker.run(script) == nil)
        let failure = ControllerChecker.run(script, defect: .onAppearLoadsTwice)
        #expect(failure?.step == 2)
        #expect(failure?.violation.contains("onAppear twice") == true, "\(failure?.violation ?? "no violation")")
    }

    /// A page of 20 lands after each load; the budget of two automatic loads then waits for a tap.
    @Test func theBudgetHoldsAndTheDefectIsCaught() {
        let inputs: [RefreshInput] = [
            Self.last(20), .endRefreshing(.bottom, .success), Self.last(40), .endRefreshing(.bottom, .success),
            Self.last(60), .tap(.bottom), .endRefreshing(.bottom, .success), Self.last(80),
        ]
        let script = Self.script(Self.edges(budget: 2), inputs)
        var checker = ControllerChecker(script)
        for step in script.steps { #expect(checker.perform(step) == nil) }
        #expect(checker.causes == [.itemsInView, .tap])
        let failure = ControllerChecker.run(script, defect: .budgetIgnored)
        #expect(failure?.step == 4)
        #expect(failure?.violation.hasPrefix("budget bottom") == true, "\(failure?.violation ?? "no violation")")
    }

    /// A failure waits for a tap: an item load from `failed` breaks the controller's rules for triggers.
    @Test func noItemLoadAfterAFailureOrTheEndOfData() {
        for result in [RefreshResult.failure, .noMoreData] {
            let script = Self.script(
                Self.edges(), [Self.last(20), .endRefreshing(.bottom, result), Self.last(40), Self.last(41)])
            var checker = ControllerChecker(script)
            for step in script.steps { #expect(checker.perform(step) == nil) }
            #expect(checker.controller.state(.bottom) == (result == .failure ? .failed : .noMoreData))
        }
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import HeadlessRefreshTestSupport
import RefreshLabScenario
import Testing

/// A host that scrolls without touches (a mouse wheel, arrow keys, Page Down, VoiceOver's three-finger scroll) loads
/// page after page as a dragging user does, also when pages are short: each approach of the end by the host's scroll
/// loads one page (P9), a page landing does not load another by itself (rule 1: no loops), and the end of data stays
/// (P3). A wheel never pulls past an edge.
struct WheelScrollingTests {
    /// A feed's footer that loads 100 points before the end, and a loader whose pages are short: 150 points each,
    /// less than a quarter of the screen, five of them, then the end of data.
    static func feed(pages: Int = 5, page: Double = 150) -> Scenario {
        var footer = EdgeConfiguration.footer
        footer.triggers.reachingEndPrefetch = 100
        var responses = (0..<pages).map { _ in LoaderResponse(after: 0.3, appending: page) }
        responses.append(LoaderResponse(after: 0.3, result: .noMoreData))
        return Scenario(
            axis: .vertical, viewport: ScrollSize(width: 375, height: 812),
            content: ScrollSize(width: 375, height: 1600),
            inset: ScrollInsets(top: 91, bottom: 34), edges: [.top: .header, .bottom: footer],
            loader: [.bottom: responses])
    }

    @Test func aWheelNeverPullsPastAnEdge() {
        var simulator = Self.feed().makeSimulator()
        simulator.perform(.wheel(-ScrollSimulator.wheelNotch))
        #expect(simulator.offset == -91)
        simulator.perform(.wheel(10_000))
        // At the end, with the footer's row that its load reveals there, and no further.
        #expect(simulator.offset == 1600 - 812 + 34 + simulator.controller.extraInsets.bottom)
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.state(.top) == .idle)
    }

    /// Pages of 400 points push the end a quarter of the screen out of its zone, which lets the next approach load
    /// whatever moved the content; pages of 150 points do not, and only the host's scroll approaches again.
    @Test(arguments: [150.0, 400])
    func eachApproachByTheWheelLoadsOnePageUntilTheEndOfData(page: Double) {
        let scenario = Self.feed(page: page)
        var checker = SimulationChecker(scenario)
        var loadsPerApproach: [Int] = []
        var notches = 0
        // Notch by notch to the end, waiting for each page; twice as many notches as the list needs.
        while notches < 80 {
            let before = checker.simulator.triggerCount(.bottom)
            let remaining = checker.simulator.geometry.remaining(.bottom)
            for step in [Scenario.Step.wheel(ScrollSimulator.wheelNotch), .wait(0.5)] {
                if let violation = checker.perform(step) { Issue.record("\(violation)") }
            }
            notches += 1
            let loads = checker.simulator.triggerCount(.bottom) - before
            // An approach: this notch brought the end into the footer's zone from outside it.
            let approached = remaining > 100 && checker.simulator.geometry.remaining(.bottom) <= 100
            if approached || loads > 0 { loadsPerApproach.append(loads) }
            #expect(loads <= 1, "notch \(notches) loaded \(loads) pages")
        }
        // Five pages and the load that said there is no more: one load for each approach, none without one.
        #expect(loadsPerApproach == Array(repeating: 1, count: 6), "\(loadsPerApproach)")
        #expect(checker.simulator.state(.bottom) == .noMoreData)
        #expect(checker.simulator.contentLength == 1600 + 5 * page)
        // The end of data stays through more scrolling, up and down.
        for step in [Scenario.Step.wheel(-812 * 0.875), .wheel(812), .wait(1)] { _ = checker.perform(step) }
        #expect(checker.simulator.state(.bottom) == .noMoreData && checker.simulator.triggerCount(.bottom) == 6)
    }
}

extension WheelScrollingTests {
    /// The checker of what the user meant takes the host's scroll for an approach (P9: it must load) that may load
    /// (P2): a controller that loads only for a finger is caught.
    @Test func aWheelThatBringsTheEndIntoViewMustLoad() {
        var checker = SimulationChecker(Self.feed())
        checker.defect = .scrollWithoutFingerLoadsNothing
        var violations: [String] = []
        for _ in 0..<10 {
            if let violation = checker.perform(.wheel(ScrollSimulator.wheelNotch)) { violations.append(violation) }
        }
        #expect(violations.first?.hasPrefix("P9 bottom: its end came into view by geometry") == true, "\(violations)")
        // Without the defect the same notches load, and nothing else is said.
        var clean = SimulationChecker(Self.feed())
        for _ in 0..<10 { #expect(clean.perform(.wheel(ScrollSimulator.wheelNotch)) == nil) }
        #expect(clean.simulator.triggerCount(.bottom) == 1)
    }
}

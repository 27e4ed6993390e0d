import HeadlessRefresh
import HeadlessRefreshSimulation
import HeadlessRefreshTestSupport
import RefreshLabScenario
import Testing

/// P11 regressions: short scenarios, each found by the P11 check (the bounded explorer's twin or the random scenario
/// tester) and shrunk, in which a duration or the frame rate changed which edges trigger or where things rest. Each
/// must play the same with every duration at zero (or at another frame rate) as given.
///
/// On the core as of d4d989f (main when they were found) they fail: from the loader's answer on, an edge is still
/// treated as loading while its answer waits for the minimum refreshing time or its result shows, and exclusivity
/// counts a result still shown. The two cases of an extent shown at a release, and the frame rates, are the
/// simulator's: they fail until it applies an instant inset as it applies an animated one, and events at their own
/// time between frames.
struct DurationInvarianceTests {
    /// A scenario, the variant it must play the same in, and what the core does wrong today.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var variant: TimingVariant
        var json: String
        var testDescription: String { name }
    }

    static let durations: [Case] = [
        Case(
            // Found by the random P11 check (seed 1, scenario 370) once item footers joined its scenarios: the first
            // layout's reveal moved the content, the simulator reported it only with the next input, and a reduced-motion
            // step (an input) sent it first. It fails until the simulator reports an offset its own layout's commands
            // moved at once, as UIKit does.
            name: "an end judged after the first layout's reveal moved the content, whatever input comes next",
            variant: .reducedMotion,
            json: #"""
                {"viewport": [375, 865.67], "content": [375, 853.88], "inset": {"top": 92.67},
                 "edges": {"top": {"triggers": ["reachingEnd", "tap"], "distance": 44, "extent": 44,
                                   "minimumRefreshing": 0, "collapse": 0.25, "resultHold": 0},
                           "bottom": {"triggers": ["reachingEnd", "tap"], "prefetch": 102}},
                 "steps": [{"enable": "top", "value": false}]}
                """#),
        Case(
            name: "a tap on a footer while its result shows (its collapse) is ignored", variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600], "edges": {"bottom": {"triggers": ["tap"]}},
                 "steps": [{"tap": "bottom"}, {"end": "bottom", "result": "success"}, {"tap": "bottom"}]}
                """#),
        Case(
            name: "the accessible action of a header while its result shows is ignored", variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600], "edges": {"top": {}},
                 "steps": [{"accessibleAction": "top"}, {"wait": 0.4}, {"end": "top", "result": "success"},
                           {"accessibleAction": "top"}]}
                """#),
        Case(
            name: "a pull past a header while its result shows does not refresh", variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600], "inset": {"top": 91}, "edges": {"top": {}},
                 "steps": [{"drag": 250, "duration": 0.2}, {"release": 0}, {"wait": 1},
                           {"end": "top", "result": "success"}, {"drag": 250, "duration": 0.2}, {"release": 0}]}
                """#),
        Case(
            name: "a pull past a second level while the header's result shows does not open it",
            variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600],
                 "edges": {"top": {"secondLevel": {"distance": 150, "extent": 300, "velocity": null}}},
                 "steps": [{"drag": 219.26, "duration": 0.1}, {"release": 0}, {"wait": 2},
                           {"end": "top", "result": "success"}, {"drag": 398.24, "duration": 0.1}]}
                """#),
        Case(
            name: "a tug past a footer's end while its result shows does not load", variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600], "inset": {"top": 91, "bottom": 34},
                 "edges": {"top": {}, "bottom": {"prefetch": 100}},
                 "steps": [{"scrollTo": 600}, {"drag": -172, "duration": 0.1}, {"release": 0},
                           {"end": "bottom", "result": "success"}, {"drag": -91.11, "duration": 0.1}]}
                """#),
        Case(
            name: "a begin while an early answer waits for the minimum refreshing time is ignored",
            variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600], "edges": {"top": {}},
                 "steps": [{"begin": "top", "reveal": false}, {"end": "top", "result": "success"},
                           {"begin": "top", "reveal": false}]}
                """#),
        Case(
            name: "the host's end of data while an early answer waits is ignored", variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600],
                 "edges": {"bottom": {"triggers": ["tap"], "minimumRefreshing": 0.5}},
                 "steps": [{"tap": "bottom"}, {"end": "bottom", "result": "success"}, {"markNoMoreData": "bottom"}]}
                """#),
        Case(
            name: "the host's reset of the end of data while an early answer says so is ignored",
            variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600],
                 "edges": {"bottom": {"triggers": ["tap"], "minimumRefreshing": 0.5}},
                 "steps": [{"tap": "bottom"}, {"end": "bottom", "result": "noMoreData"},
                           {"resetNoMoreData": "bottom"}]}
                """#),
        Case(
            name: "a load-more end fires again only once its result has shown: the next answer finds no load",
            variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 2400],
                 "edges": {"top": {"triggers": ["reachingEnd"], "prefetch": 300, "enabled": false}, "bottom": {}},
                 "steps": [{"scrollTo": 1588}, {"end": "bottom", "result": "noMoreData"}, {"wait": 0.5},
                           {"enable": "top", "value": true}, {"drag": 1438, "duration": 0.1}, {"prepend": 609},
                           {"drag": 609, "duration": 0.1}, {"end": "top", "result": "success"},
                           {"end": "top", "result": "failure"}]}
                """#),
        Case(
            name: "exclusivity counts a header's result still shown: the footer's tap is ignored",
            variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600], "edges": {"top": {}, "bottom": {"triggers": ["tap"]}},
                 "steps": [{"begin": "top", "reveal": false}, {"end": "top", "result": "success"}, {"wait": 0.4},
                           {"tap": "bottom"}]}
                """#),
        Case(
            name: "rule 7 resets the footer's end of data when the success shows, after the host marked it",
            variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 400],
                 "edges": {"top": {"triggers": ["threshold"]}, "bottom": {}},
                 "steps": [{"end": "bottom", "result": "noMoreData"}, {"wait": 0.5}, {"drag": 150, "duration": 0.1},
                           {"end": "top", "result": "success"}, {"resetNoMoreData": "bottom"},
                           {"markNoMoreData": "bottom"}]}
                """#),
        Case(
            name: "a finger held through the answer arms when the result has shown, not at the answer",
            variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600],
                 "edges": {"top": {"secondLevel": {"distance": 150, "extent": 300, "velocity": null}}},
                 "steps": [{"drag": 219.26, "duration": 0.1}, {"reducedMotion": true}, {"release": 0},
                           {"end": "top", "result": "success"}, {"drag": 0, "duration": 0}, {"wait": 2},
                           {"drag": 311.62, "duration": 0.1}]}
                """#),
        Case(
            name: "a footer's row shown at a release: animated, the content follows it; at once, it does not",
            variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 1600], "inset": {"top": 91, "bottom": 34},
                 "edges": {"top": {}, "bottom": {"prefetch": 100}},
                 "steps": [{"scrollTo": 600}, {"drag": -263.1139240506328, "duration": 0.1}]}
                """#),
        Case(
            name: "a header's extent shown at a release: animated, the content follows it; at once, it does not",
            variant: .durationsAtZero,
            json: #"""
                {"viewport": [375, 812], "content": [375, 400],
                 "edges": {"top": {"triggers": ["threshold"]}, "bottom": {}},
                 "steps": [{"end": "bottom", "result": "noMoreData"}, {"wait": 0.5},
                           {"drag": 150.24053287282575, "duration": 0.1},
                           {"drag": -93.60254170798021, "duration": 0.1}]}
                """#),
    ]

    static let frameRates: [Case] = [
        Case(
            name: "a touch stops a fling where the last frame left it", variant: .frameRate(30),
            json: #"""
                {"viewport": [375, 694.56], "content": [375, 1281.6], "inset": {"top": 11.99},
                 "steps": [{"drag": -2.99, "duration": 0}, {"release": -2732.81}, {"wait": 0.57},
                           {"drag": 110.11, "duration": 0}]}
                """#),
        Case(
            name: "content that grows between two frames finds the bounce where the last frame left it",
            variant: .frameRate(30),
            json: #"""
                {"viewport": [375, 570.34], "content": [375, 166.44], "inset": {"top": 18.19, "bottom": 21.65},
                 "steps": [{"scrollTo": 696.81}, {"wait": 0.03}, {"content": 1250.51}]}
                """#),
    ]

    @Test(arguments: durations)
    func durationsChangeOnlyWhenThingsShow(_ example: Case) throws {
        try check(example)
    }

    @Test(arguments: frameRates)
    func frameRatesChangeOnlyWhenThingsShow(_ example: Case) throws {
        try check(example)
    }

    private func check(_ example: Case) throws {
        let scenario = try Scenario(json: example.json)
        // Each scenario keeps P1–P9 as given: only P11 is at stake.
        var checker = SimulationChecker(simulator: scenario.makeSimulator(keeping: nil))
        let violations = scenario.steps.compactMap { step in checker.perform { $0.perform(step) } }
        #expect(violations.isEmpty, "\(violations)")
        let violation = TimingInvarianceChecker.check(scenario, variants: [example.variant])
        #expect(violation == nil, "\(violation ?? "")")
    }
}

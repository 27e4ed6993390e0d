import HeadlessRefresh
import Testing

@testable import HeadlessRefreshTestSupport

/// Model-based random testing of `RefreshController`: random configurations and input sequences, every
/// invariant checked after every input, a failure shrunk to a short script and printed with its seed, as a
/// refresh-lab file without a host that replays its inputs (or, when a value JSON cannot hold remains, as lines).
///
/// `HEADLESS_REFRESH_SEED` reproduces a run; `HEADLESS_REFRESH_INPUTS` sets how many inputs to send
/// (1,000,000 by default).
struct RandomInputTests {
    /// Every invariant holds after every input, and the inputs are ones the controller takes: at most 5 % of the
    /// scripts' inputs are rejected.
    ///
    /// An input is *rejected* when the controller's whole answer to it is diagnostics of misuse: it changed nothing a
    /// host sees, and was ignored (a time that is not finite, a broken geometry, an input about an edge that cannot
    /// take it) or only adjusted (a time that went backwards, a velocity that is not finite) with nothing else to
    /// show for it. A diagnostic of a configuration value that was replaced, or of a `noMoreData` result taken as a
    /// success at a refresh edge, is no misuse of the input it comes with. An input whose time went backwards but
    /// that still moved an edge counts as taken. The inputs a settle adds are not counted. The scripts misuse the
    /// controller on purpose now and then (about 1 % of times, 1 % of geometries, 4 % of the inputs about one edge):
    /// that share must stay small, or the run tests rejection and little else.
    @Test func everyInvariantHoldsAfterEveryRandomInput() async {
        let seed = ProcessEnvironment.seed
        let target = ProcessEnvironment.count("HEADLESS_REFRESH_INPUTS", default: 1_000_000)
        print("RandomInputTests: seed \(seed) (HEADLESS_REFRESH_SEED=\(seed) reproduces), \(target) inputs")
        var generator = ScriptGenerator(source: SplitMix64(seed: seed))
        var sent = 0
        var scripts = 0
        var transitions: Set<ControllerChecker.Transition> = []
        var causes: Set<TriggerCause> = []
        var tally = RejectedInputs()
        while sent < target {
            // Seconds of work on a 2-core machine: give the cooperative pool back now and then, or the async suites
            // running beside it starve and overrun their time limits.
            if scripts % 20 == 0 { await Task.yield() }
            let script = generator.script(length: 400)
            scripts += 1
            var checker = ControllerChecker(script)
            for step in script.steps {
                let violation = checker.perform(step)
                if case .input = step { tally.count(checker.actions) }
                if let violation {
                    let shrunk = ScriptShrinker.shrink(script)
                    Issue.record(
                        """
                        seed \(seed), script \(scripts): \(violation)
                        shrunk to \(shrunk?.script.steps.count ?? -1) steps: \(shrunk?.violation ?? "")
                        \(shrunk?.script.printed ?? "")
                        actions of the failing input: \(shrunk?.actions ?? [])
                        """
                    )
                    return
                }
            }
            sent += checker.inputs
            transitions.formUnion(checker.transitions)
            causes.formUnion(checker.causes)
        }
        #expect(sent >= target)
        print("RandomInputTests: seed \(seed), \(tally)")
        #expect(tally.share < 0.05, "\(tally)")
        // Shorter runs (the sanitizer runs send 100,000) check the invariants but are too short to reach every
        // transition reliably.
        guard target >= 500_000 else { return }
        // The inputs must have explored the machine, or passing would mean little. (A fling that opens a second
        // level is too rare to count on here; SecondLevelTests covers it.)
        #expect(causes == Set(TriggerCause.allCases))
        let expected: [ControllerChecker.Transition] = [
            .init(.idle, .pulling), .init(.pulling, .eligible), .init(.eligible, .pulling), .init(.pulling, .idle),
            .init(.eligible, .idle), .init(.eligible, .refreshing), .init(.pulling, .refreshing),
            .init(.idle, .refreshing), .init(.refreshing, .finishing), .init(.refreshing, .idle),
            .init(.finishing, .idle), .init(.finishing, .failed), .init(.finishing, .noMoreData),
            .init(.finishing, .refreshing), .init(.failed, .refreshing), .init(.failed, .pulling),
            .init(.noMoreData, .idle), .init(.idle, .noMoreData), .init(.failed, .noMoreData), .init(.failed, .idle),
            .init(.eligible, .secondLevelEligible), .init(.secondLevelEligible, .eligible),
            .init(.secondLevelEligible, .secondLevelOpening), .init(.secondLevelOpening, .secondLevelOpen),
            .init(.secondLevelOpen, .secondLevelClosing), .init(.secondLevelClosing, .idle),
            .init(.secondLevelOpen, .idle),
        ]
        let missing = expected.filter { !transitions.contains($0) }
        #expect(missing.isEmpty, "transitions never reached: \(missing)")
    }

    @Test func theCheckerCatchesABrokenHost() {
        // The checker itself must be able to fail: an end sent for an edge that then triggers twice.
        var script = ControllerScript(edges: [.header, nil, nil, nil], exclusivity: .oppositeEdges, steps: [])
        script.steps = [
            .input(.beginRefreshing(.top, reveal: true), now: 0),
            .input(.dragBegan, now: 1),
            .input(.geometry(ScrollViewGeometry(contentSize: .init(width: 1, height: 1), viewportSize: .zero)), now: 1),
        ]
        #expect(ControllerChecker.run(script) == nil)
        var checker = ControllerChecker(script)
        for step in script.steps { _ = checker.perform(step) }
        #expect(checker.controller.state(.top) == .refreshing)
        #expect(checker.settle() == nil)
        #expect(checker.controller.state(.top) == .idle)
    }

    @Test func theSettleLetsAnOpeningSecondLevelOpen() {
        // Seed 8858589286585244568 reached secondLevelOpening → secondLevelOpen nowhere: its one opening that was
        // not disabled was closed by the settle before its open duration ran out. The settle waits for it instead,
        // so an opening that never ends by itself fails the liveness check, and the transition is explored.
        var header = EdgeConfiguration.header
        header.secondLevel = SecondLevel(triggerDistance: 150, openDuration: 0.4)
        let geometry = ScrollViewGeometry(
            contentSize: .init(width: 400, height: 2000), viewportSize: .init(width: 400, height: 800))
        var pulled = geometry
        pulled.contentOffset.y = -200
        let script = ControllerScript(
            edges: [header, nil, nil, nil], exclusivity: .oppositeEdges,
            steps: [
                .input(.geometry(geometry), now: 0), .input(.dragBegan, now: 0.1),
                .input(.geometry(pulled), now: 0.2), .input(.dragEnded(velocity: .zero), now: 0.3), .settle,
            ])
        var checker = ControllerChecker(script)
        for step in script.steps { #expect(checker.perform(step) == nil) }
        #expect(checker.transitions.contains(.init(.secondLevelOpening, .secondLevelOpen)))
        #expect(checker.transitions.contains(.init(.secondLevelClosing, .idle)))
        #expect(checker.controller.state(.top) == .idle)
    }

    @Test func aLoadThatAPhaseStartsIsJudgedByTheReasonsBeforeTheInput() {
        // Seed 13, once times moved on: a footer's collapse ends before a geometry that brings new content, and the
        // load it starts is the input's first effect. The content that landed during that load is a reason for the
        // next one, as it is when the host ticks at the collapse's end: three loads either way.
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 50)]
        footer.minimumRefreshingDuration = 1
        footer.autoTriggerLimit = 3
        var geometry = ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: 1644), contentSize: ScrollSize(width: 680, height: 1470),
            viewportSize: ScrollSize(width: 680, height: 1128), contentInset: ScrollInsets(top: 99, bottom: 20))
        var steps: [ControllerScript.Step] = [.input(.geometry(geometry), now: 0)]
        geometry.contentInset = ScrollInsets(top: 7, bottom: 97)
        steps.append(.input(.geometry(geometry), now: 0.01))
        steps.append(.input(.endRefreshing(.bottom, .success), now: 2.35))  // collapses until 2.6, then loads again
        geometry.contentOffset.y = 1638
        geometry.contentSize.height = 1930
        steps += [.input(.geometry(geometry), now: 3.24), .settle]
        var ticked = steps
        ticked.insert(.input(.tick, now: 2.9), at: 3)
        for steps in [steps, ticked] {
            let script = ControllerScript(edges: [nil, footer, nil, nil], exclusivity: .noEdges, steps: steps)
            var checker = ControllerChecker(script)
            var loads = 0
            for step in script.steps {
                #expect(checker.perform(step) == nil)
                loads += checker.actions.filter { if case .trigger = $0 { true } else { false } }.count
            }
            #expect(loads >= 2)
        }
    }

    @Test func aStyleChangeAfterTheResultEndedIsJudgedByTheNewStyle() {
        // Seed 3181601171640271950's script, once times moved on: the end of data's hold ran out before the host
        // reconfigured the footer as a side action, so the edge rested first and took the new style. An action edge
        // may rest at its end of data; only a refresh edge (holding, at the left, no tap) may not (P7).
        var footer = EdgeConfiguration.footer
        footer.resultHold.noMoreData = 0.5
        let geometry = ScrollViewGeometry(
            contentSize: ScrollSize(width: 2000, height: 400), viewportSize: ScrollSize(width: 400, height: 400),
            axis: .horizontal)
        let script = ControllerScript(
            edges: [nil, nil, footer, nil], exclusivity: .oppositeEdges,
            steps: [
                .input(.geometry(geometry), now: 0), .input(.endRefreshing(.left, .noMoreData), now: 0.1),
                .input(.configure(.left, .side), now: 1), .settle,
            ])
        var checker = ControllerChecker(script)
        for step in script.steps { #expect(checker.perform(step) == nil) }
        #expect(checker.controller.configuration(.left)?.style == .action)
        #expect(checker.controller.state(.left) == .noMoreData)
    }

    @Test func deltaDebuggingFindsTheStepsThatMatter() {
        // A "failure" that needs steps 17 and 42, reported at the later one: nothing else survives.
        var runs = 0
        let steps = Array(0..<100)
        let shrunk = DeltaDebugging.shrink(steps, failingAt: 99, budget: 1000, runs: &runs) { candidate in
            guard let first = candidate.firstIndex(of: 17), let second = candidate.firstIndex(of: 42) else {
                return nil
            }
            return max(first, second)
        }
        #expect(shrunk == [17, 42])
        #expect(runs <= 1000)
    }

    @Test func shrinkingKeepsTheFailure() {
        // A script that fails by construction: the settle cannot finish a load whose edge has a stuck clock.
        var generator = ScriptGenerator(source: SplitMix64(seed: 7))
        let script = generator.script(length: 300)
        #expect(ControllerChecker.run(script) == nil)
        #expect(ScriptShrinker.shrink(script) == nil)
        #expect(script.inputCount >= 300)  // the host reconfigures now and then, on top of the 300
        #expect(!script.description.isEmpty)
    }
}

/// How many of the inputs a run sent the controller rejected (see
/// ``RandomInputTests/everyInvariantHoldsAfterEveryRandomInput()``).
struct RejectedInputs: CustomStringConvertible {
    /// The inputs counted.
    var inputs = 0
    /// Those whose whole answer was diagnostics of misuse.
    var rejected = 0
    /// Those whose time went backwards (taken at the previous time), rejected or not.
    var backwards = 0

    /// The share of the inputs rejected, from 0 to 1.
    var share: Double { inputs == 0 ? 0 : Double(rejected) / Double(inputs) }

    /// Counts one input by the controller's answer to it.
    mutating func count(_ answer: [RefreshCommand]) {
        inputs += 1
        if answer.contains(.diagnostic(.timeWentBackwards)) { backwards += 1 }
        var misuse = false
        for command in answer {
            guard case .diagnostic(let diagnostic) = command else { return }
            switch diagnostic {
            case .invalidConfiguration, .noMoreDataAtRefreshEdge: break
            default: misuse = true
            }
        }
        if misuse { rejected += 1 }
    }

    var description: String {
        let percent = (share * 1000).rounded() / 10
        return "rejected \(rejected) of \(inputs) inputs (\(percent) %); \(backwards) with a time that went backwards"
    }
}

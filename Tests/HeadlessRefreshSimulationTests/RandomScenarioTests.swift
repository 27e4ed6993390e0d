import HeadlessRefresh
import HeadlessRefreshChecking
import HeadlessRefreshSimulation
import Testing

/// Random scenarios through the simulator, judged from the user's side after every input (P1–P5 of the Semantics
/// article): one trigger per gesture, no load from a bounce, a sticky end of data, rest is rest, and the finger
/// pins the content. A failure is shrunk and printed with its seed.
///
/// `HEADLESS_REFRESH_SEED` reproduces a run; `HEADLESS_REFRESH_SCENARIOS` sets how many scenarios to play
/// (20,000 by default).
struct RandomScenarioTests {
    @Test func everyScenarioDoesWhatTheUserMeant() async {
        let seed = ProcessEnvironment.seed
        let target = ProcessEnvironment.count("HEADLESS_REFRESH_SCENARIOS", default: 20_000)
        print("RandomScenarioTests: seed \(seed) (HEADLESS_REFRESH_SEED=\(seed) reproduces), \(target) scenarios")
        var generator = SimulationScenarioGenerator(source: SplitMix64(seed: seed))
        var causes: Set<TriggerCause> = []
        for number in 1...max(target, 1) {
            // Seconds of work on a 2-core machine: give the cooperative pool back now and then, or the async suites
            // running beside it starve and overrun their time limits.
            if number % 20 == 0 { await Task.yield() }
            let scenario = generator.scenario(stepCount: 14)
            var checker = SimulationChecker(scenario)
            for step in scenario.steps {
                guard let violation = checker.perform(step) else { continue }
                let shrunk = SimulationShrinker.shrink(scenario)
                Issue.record(
                    """
                    seed \(seed), scenario \(number): \(violation)
                    shrunk to \(shrunk?.scenario.steps.count ?? -1) steps: \(shrunk?.violation ?? "")
                    \(shrunk.map { String(describing: $0.scenario) } ?? String(describing: scenario))
                    """
                )
                return
            }
            causes.formUnion(checker.causes)
        }
        // The scenarios must have exercised every kind of trigger, or passing would mean little.
        if target >= 2000 { #expect(causes == Set(TriggerCause.allCases)) }
    }
}

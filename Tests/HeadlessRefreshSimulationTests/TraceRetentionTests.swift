import HeadlessRefresh
import HeadlessRefreshSimulation
import HeadlessRefreshTestSupport
import Testing

@testable import RefreshLabScenario

/// A trace that keeps less loses nothing its output shows: over random scripts, the JSON lines from the events
/// alone and the table from its rows alone are byte for byte those from every frame.
struct TraceRetentionTests {
    /// A random script: drags and releases at both edges, waits that fall on and between frames, taps, begins,
    /// ends, content changes and scrolls, against a header and a footer with scripted loads.
    static func scenario(_ random: inout SplitMix64) throws -> Scenario {
        var scenario = try Scenario(
            json: #"{"viewport": [375, 812], "content": [375, 1500], "inset": {"top": 91, "bottom": 34}, "#
                + #""edges": {"top": {"minimumRefreshing": 0.3}, "bottom": {"prefetch": 100}}, "#
                + #""loader": {"top": [{"after": 0.7, "result": "success"}, {"after": 0.2, "result": "failure"}], "#
                + #""bottom": [{"after": 0.5, "result": "success", "append": 600}, {"after": 0.4, "result": "failure"}, "#
                + #"{"after": 0.3, "result": "noMoreData"}]}}"#
        )
        let edges: [RefreshEdge] = [.top, .bottom]
        for _ in 0..<Int.random(in: 4...14, using: &random) {
            let step: Scenario.Step
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                step = .drag(
                    Double.random(in: -900...400, using: &random), duration: Double.random(in: 0...0.6, using: &random))
            case 2: step = .release(Double.random(in: -3000...3000, using: &random))
            // Whole frames at 120 Hz, or anywhere between them.
            case 3:
                step = .wait(
                    Bool.random(using: &random)
                        ? Double(Int.random(in: 1...90, using: &random)) / 120
                        : Double.random(in: 0...1.5, using: &random))
            case 4: step = .tap(edges.randomElement(using: &random)!)
            case 5: step = .begin(edges.randomElement(using: &random)!, reveal: true)
            case 6:
                step = .end(edges.randomElement(using: &random)!, RefreshResult.allCases.randomElement(using: &random)!)
            case 7: step = .content(Double.random(in: 0...3000, using: &random))
            default: step = .scrollTo(Double.random(in: -200...2000, using: &random))
            }
            scenario.steps.append(step)
        }
        return scenario
    }

    @Test func theLinesAndTheTableAreTheSameFromLessThanEveryFrame() throws {
        let seed = ProcessEnvironment.seed
        var random = SplitMix64(seed: seed)
        for index in 0..<ProcessEnvironment.count("HEADLESS_REFRESH_TRACE_SCENARIOS", default: 300) {
            let scenario = try Self.scenario(&random)
            let full = scenario.run(keeping: .everything)
            let events = scenario.run(keeping: .events)
            let rows = scenario.run(keeping: .tableRows(every: 0.1))
            let sameLines = JSONLines.render(events) == JSONLines.render(full)
            let sameTable = rows.trace!.table() == full.trace!.table()
            #expect(sameLines && sameTable, "HEADLESS_REFRESH_SEED=\(seed), scenario \(index): \(scenario.steps)")
            #expect(events.trace!.frames.isEmpty)
            // One failing script is enough to read.
            if !sameLines || !sameTable { break }
        }
    }
}

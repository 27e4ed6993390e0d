import HeadlessRefresh
import HeadlessRefreshTestSupport
import Testing

@testable import RefreshLabScenario
@testable import refresh_lab

/// The controller's random tester prints a failure as a refresh-lab file without a host, which replays the very inputs
/// of the script (see ``ControllerScript/labScenario()``).
struct ControllerScriptReplayTests {
    /// With a defect put back (a header answered with noMoreData is dead for good), the tester finds a failing script
    /// and shrinks it; the file it prints, read by refresh-lab's reader, replays to the same violation, and refresh-lab
    /// plays it to where the checker's controller is. Without the defect, the same file passes.
    @Test func aFailureIsPrintedAsARefreshLabFileThatReplaysIt() throws {
        let defect = PutBackDefect.headerEndsData
        var generator = ScriptGenerator(source: SplitMix64(seed: 1))
        for _ in 0..<100 {
            let script = generator.script(length: 400)
            guard ControllerChecker.run(script, defect: defect) != nil else { continue }
            let shrunk = try #require(ScriptShrinker.shrink(script, defect: defect))
            let file = shrunk.script.printed
            let scenario = try Scenario(json: file)
            #expect(!scenario.simulatesHost)
            let replayed = try #require(ControllerScript(replaying: scenario))
            #expect(ControllerChecker.run(replayed, defect: defect)?.violation == shrunk.violation, "\(file)")
            #expect(ControllerChecker.run(replayed) == nil, "\(file)")
            // refresh-lab sends the same inputs: its controller ends as the checker's does before the last settle.
            var checker = ControllerChecker(replayed)
            for step in replayed.steps.dropLast() { _ = checker.perform(step) }
            let play = scenario.playWithoutHost()
            for edge in RefreshEdge.allCases {
                #expect(play.controller.state(edge) == checker.controller.state(edge), "\(edge.name)\n\(file)")
            }
            #expect(play.controller.extraInsets == checker.controller.extraInsets)
            let output = try LabCommand(arguments: ["-"]).run(scenario: file)
            #expect(output.status == 0 && output.standardOutput.hasSuffix(#","frames":0}"# + "\n"))
            return
        }
        Issue.record("no script caught the defect put back")
    }

    /// A script's file sends the inputs the script sends, at the same times, settles included: the checker fed the
    /// replay sends the very same inputs as the one fed the script. Scripts that hold a NaN or an infinity (a time, a
    /// geometry or a configuration that cannot work, on purpose; most of the long ones) have no file, and say where.
    @Test func aScriptsFileSendsItsVeryInputs() throws {
        var generator = ScriptGenerator(source: SplitMix64(seed: 2))
        var written = 0
        var unwritable = 0
        var settlesWritten = 0
        for _ in 0..<80 {
            let script = generator.script(length: 120)
            let scenario: Scenario
            do {
                scenario = try script.labScenario()
            } catch {
                unwritable += 1
                #expect(error.description.contains("not finite"), "\(error)")
                #expect(script.printed.hasPrefix("no refresh-lab file: "))
                continue
            }
            written += 1
            settlesWritten += script.steps.dropLast().filter { $0 == .settle }.count
            let file = scenario.json
            let read = try Scenario(json: file)
            #expect(read == scenario)
            let replayed = try #require(ControllerScript(replaying: read))
            var original = ControllerChecker(script)
            var replay = ControllerChecker(replayed)
            original.sent = []
            replay.sent = []
            for step in script.steps { #expect(original.perform(step) == nil) }
            for step in replayed.steps { #expect(replay.perform(step) == nil) }
            let sent = try #require(original.sent)
            let resent = try #require(replay.sent)
            #expect(sent.count == resent.count)
            #expect(zip(sent, resent).allSatisfy { $0.input == $1.input && $0.time == $1.time })
        }
        // Both kinds are met: the check above is not empty, nor is the one of what cannot be written.
        #expect(written >= 5 && unwritable >= 5, "\(written) written, \(unwritable) not")
        #expect(settlesWritten > 0)
    }

    /// A time that is not finite has no JSON: the failure prints the script as lines, naming the step.
    @Test func aValueJSONCannotHoldIsNamed() {
        let script = ControllerScript(
            edges: [.header, nil, nil, nil], exclusivity: .oppositeEdges,
            steps: [.input(.tick, now: 0), .input(.dragBegan, now: .nan), .settle])
        #expect(throws: ControllerScript.Unwritable.self) { try script.labScenario() }
        #expect(
            script.printed.hasPrefix("no refresh-lab file: step 1, dragBegan at nan, holds a value that is not finite"))
        #expect(script.printed.hasSuffix(script.description))
    }
}

import Foundation
import HeadlessRefreshSimulation
import Testing

@testable import RefreshLabScenario
@testable import refresh_lab

/// `refresh-lab` as a user meets it: `--help`, a path that is not a file, and a long scenario that must not cost
/// memory in proportion to its simulated time.
struct LabCommandTests {
    static let minimal = #"{"viewport": [375, 812], "content": [375, 2000], "edges": {"top": {}}, "#

    @Test func helpIsAnAnswerNotAnError() throws {
        for flag in ["--help", "-h"] {
            let command = try LabCommand(arguments: [flag])
            #expect(command.showsHelp)
        }
        #expect(try LabCommand(arguments: ["a.json", "--help"]).showsHelp)
        #expect(LabCommand.help.hasPrefix(LabCommand.usage + "\n"))
        #expect(LabCommand.help.contains("Scenario fields:") && LabCommand.help.contains("Steps"))
        #expect(try LabCommand(arguments: ["a.json"]).showsHelp == false)
    }

    @Test func aDirectoryOrAMissingFileIsNamedForWhatItIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refresh-lab-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ScenarioError(path: folder.path, message: "is a directory, not a scenario file")) {
            try ScenarioFile.read(folder.path)
        }
        let missing = folder.appendingPathComponent("none.json").path
        #expect(throws: ScenarioError(path: missing, message: "no such file")) { try ScenarioFile.read(missing) }
        let file = folder.appendingPathComponent("s.json")
        try Data("{}".utf8).write(to: file)
        #expect(try ScenarioFile.read(file.path) == "{}")
    }

    /// The JSON lines need only the events: the trace of a plain run keeps no frames and no progress updates, so
    /// an hour of pulling costs what a second does; a table or an SVG still gets every frame.
    @Test func theLinesDoNotKeepFramesSoMemoryFollowsEventsNotTime() throws {
        func trace(pullingFor seconds: Double, frames: Bool) throws -> Trace {
            let scenario = try Scenario(
                json: Self.minimal + #""steps": [{"drag": 100, "duration": \#(seconds)}, {"wait": \#(seconds)}]}"#)
            return scenario.run(tracingFrames: frames).trace!
        }
        let short = try trace(pullingFor: 1, frames: false)
        let long = try trace(pullingFor: 1000, frames: false)
        #expect(short.frames.isEmpty && long.frames.isEmpty)
        #expect(long.entries.count == short.entries.count)
        #expect(try trace(pullingFor: 1, frames: true).frames.count == 241)
        #expect(try trace(pullingFor: 1, frames: true).entries.count > short.entries.count)
    }

    @Test func theLinesAreTheSameWithOrWithoutFrames() throws {
        let scenario = try Scenario(
            json: Self.minimal
                + #""loader": {"top": [{"after": 1, "result": "success"}]}, "#
                + #""steps": [{"drag": 300, "duration": 0.4}, {"release": 0}, {"tap": "top"}, {"wait": 3}]}"#
        )
        let full = JSONLines.render(scenario.run(tracingFrames: true))
        #expect(JSONLines.render(scenario.run(tracingFrames: false)) == full)
        #expect(full.contains(#""type":"end""#))
    }
}

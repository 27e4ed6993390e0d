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

    /// No argument points at `--help` rather than printing a bare usage line; `-` is standard input, any other
    /// dash-argument is an error that names it.
    @Test func argumentsAUserGetsWrongAreNamed() throws {
        #expect(throws: ScenarioError(path: "", message: "no scenario given; " + LabCommand.seeHelp)) {
            try LabCommand(arguments: [])
        }
        #expect(LabCommand.seeHelp.contains("refresh-lab --help"))
        #expect(throws: ScenarioError(path: "", message: "unexpected argument --tabel; " + LabCommand.seeHelp)) {
            try LabCommand(arguments: ["a.json", "--tabel"])
        }
        #expect(throws: ScenarioError(path: "", message: "unexpected argument b.json; " + LabCommand.seeHelp)) {
            try LabCommand(arguments: ["a.json", "b.json"])
        }
        let piped = try LabCommand(arguments: ["-", "--table"])
        #expect(piped.scenarioPath == LabCommand.standardInput && piped.printsTable)
        #expect(LabCommand.title("-") == "standard input")
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
    /// an hour of pulling costs what a second does; a table keeps its rows, an SVG every frame.
    @Test func withoutAnSVGTheTraceFollowsEventsNotTime() throws {
        func trace(pullingFor seconds: Double, keeping retention: Trace.Retention) throws -> Trace {
            let scenario = try Scenario(
                json: Self.minimal + #""steps": [{"drag": 100, "duration": \#(seconds)}, {"wait": \#(seconds)}]}"#)
            return scenario.run(keeping: retention).trace!
        }
        let short = try trace(pullingFor: 1, keeping: .events)
        let long = try trace(pullingFor: 1000, keeping: .events)
        #expect(short.frames.isEmpty && long.frames.isEmpty)
        #expect(long.entries.count == short.entries.count)
        #expect(try trace(pullingFor: 1, keeping: .everything).frames.count == 241)
        #expect(try trace(pullingFor: 1, keeping: .everything).entries.count > short.entries.count)
        // A table row every 0.1 s and where something happened: about 10 a second instead of 120.
        let table = try trace(pullingFor: 1000, keeping: .tableRows(every: 0.1))
        #expect(table.frames.count > 19_990 && table.frames.count < 20_100)
        // The pull's progress changes every frame; a table keeps the change before each row, not all 120 000.
        #expect(table.entries.count < 2 * table.frames.count)
    }

    static let pull = try! Scenario(
        json: minimal
            + #""loader": {"top": [{"after": 1, "result": "success"}]}, "#
            + #""steps": [{"drag": 300, "duration": 0.4}, {"release": 0}, {"tap": "top"}, {"wait": 3}, "#
            + #"{"drag": 30, "duration": 0.013}, {"begin": "top"}, {"end": "top"}, {"wait": 0.5}]}"#
    )

    @Test func theLinesAreTheSameWithoutFrames() throws {
        let full = JSONLines.render(Self.pull.run(keeping: .everything))
        #expect(JSONLines.render(Self.pull.run(keeping: .events)) == full)
        #expect(full.contains(#""type":"end""#))
    }

    /// The table from its rows alone is the table from every frame, for the example scenarios and a pull whose
    /// events fall between frames and at a frame's very time.
    @Test(arguments: GoldenOutputTests.scenarios + [""])
    func theTableIsTheSameFromItsRowsAlone(name: String) throws {
        let scenario =
            name.isEmpty
            ? Self.pull
            : try Scenario(
                json: GoldenOutputTests.text(GoldenOutputTests.folder.appendingPathComponent(name + ".json")))
        let full = scenario.run(keeping: .everything).trace!
        let rows = scenario.run(keeping: .tableRows(every: 0.1)).trace!
        #expect(rows.table(every: 0.1) == full.table(every: 0.1))
        #expect(rows.frames.count < full.frames.count)
    }
}

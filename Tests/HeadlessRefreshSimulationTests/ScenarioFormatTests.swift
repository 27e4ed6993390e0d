import Foundation
import HeadlessRefresh
import Testing

@testable import RefreshLabScenario
@testable import refresh_lab

/// The scenario format as documented: every name the reader accepts appears in `refresh-lab --help` and in the
/// TuningWithRefreshLab article, so a field added to the reader cannot stay undocumented.
struct ScenarioFormatTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent(
            "Sources/HeadlessRefreshSimulation/HeadlessRefreshSimulation.docc/TuningWithRefreshLab.md")

    /// Every accepted name, with where it may appear.
    static var names: [(place: String, name: String)] {
        Scenario.acceptedNames.flatMap { entry in entry.names.map { (entry.place, $0) } }
    }

    /// The words of `text` (runs of letters), or only those inside its code spans (between backticks).
    static func words(_ text: String, inCode: Bool) -> Set<String> {
        let spans =
            inCode
            ? text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) } : [text]
        return Set(spans.flatMap { $0.split { !$0.isLetter }.map(String.init) })
    }

    /// The accepted names missing from `words`, as `place name`.
    static func missing(from words: Set<String>) -> [String] {
        names.filter { !words.contains($0.name) }.map { $0.place + " " + $0.name }
    }

    @Test func theArticleNamesEveryFieldStepAndValueTheReaderAccepts() throws {
        let text = String(decoding: try Data(contentsOf: Self.article), as: UTF8.self)
        let missing = Self.missing(from: Self.words(text, inCode: true))
        #expect(missing.isEmpty, "add these to TuningWithRefreshLab.md, as code: \(missing)")
    }

    @Test func theArticleListsEveryStateKind() throws {
        let words = Self.words(String(decoding: try Data(contentsOf: Self.article), as: UTF8.self), inCode: true)
        let missing = RefreshStateKind.allCases.map(\.name).filter { !words.contains($0) }
        #expect(missing.isEmpty, "add these states to TuningWithRefreshLab.md: \(missing)")
    }

    @Test func theHelpNamesEveryFieldStepValueAndState() {
        let words = Self.words(LabCommand.help, inCode: false)
        let missing = Self.missing(from: words)
        #expect(missing.isEmpty, "add these to Scenario.formatHelp: \(missing)")
        #expect(RefreshStateKind.allCases.map(\.name).filter { !words.contains($0) }.isEmpty)
    }

    /// The checks above are only as good as the list they read: every listed field is one the reader takes where
    /// the list says (it may fail on the value, never with "unknown field"), and a made-up name is refused there.
    @Test(arguments: [
        ("", Scenario.fields),
        (#""inset": {"#, Scenario.insetFields),
        (#""edges": {"top": {"#, Scenario.edgeFields),
        (#""edges": {"top": {"secondLevel": {"#, Scenario.secondLevelFields),
        (#""edges": {"top": {"resultHold": {"#, Scenario.resultHoldFields),
        (#""edges": {"top": {}}, "loader": {"top": [{"#, Scenario.loaderResponseFields),
    ])
    func theListedFieldsAreTheOnesTheReaderTakes(prefix: String, fields: [String]) {
        func message(_ field: String) -> String? {
            var open: [Character] = []
            for character in prefix {
                switch character {
                case "{", "[": open.append(character)
                case "}", "]": open.removeLast()
                default: break
                }
            }
            let closing = String(open.reversed().map { $0 == "{" ? "}" : "]" })
            let text = #"{"viewport": [1, 1], "content": [1, 1], "# + prefix + "\"\(field)\": null" + closing + "}"
            do {
                _ = try Scenario(json: prefix.isEmpty ? "{\"\(field)\": null}" : text)
                return nil
            } catch {
                return error.message
            }
        }
        for field in fields { #expect(message(field) != "unknown field", "\(prefix)\(field)") }
        #expect(message("distanse") == "unknown field")
    }

    /// Each step is taken with its fields where it belongs, with the simulator or without a host (where every step
    /// but a wait also takes its time, `at`).
    @Test func theListedStepsAndTheirFieldsAreTheOnesTheReaderTakes() {
        let simulated = #"{"viewport": [1, 1], "content": [1, 1], "steps": [{"#
        let hostless = #"{"host": "none", "steps": [{"#
        for (action, companions) in Scenario.stepFields {
            var files: [String] = []
            if !Scenario.hostInputSteps.contains(action) { files.append(simulated) }
            if !Scenario.simulatorSteps.contains(action) {
                files.append(hostless + (action == "wait" ? "" : #""at": 1, "#))
            }
            for start in files {
                let members = ([action] + companions).map { "\"\($0)\": null" }.joined(separator: ", ")
                #expect(throws: ScenarioError.self) { try Scenario(json: start + members + "}]}") }
                do {
                    _ = try Scenario(json: start + members + "}]}")
                } catch {
                    // Taken as this step: the complaint is about one of its fields' values, not the step itself.
                    #expect(error.path.hasPrefix("steps[0]."), "\(action): \(error)")
                    #expect(error.message.hasPrefix("expected"), "\(action): \(error)")
                }
            }
        }
    }

    /// The fields of a geometry step (without a host) are the ones it takes.
    @Test func theListedGeometryFieldsAreTheOnesTheReaderTakes() {
        func message(_ field: String) -> String? {
            do {
                _ = try Scenario(json: #"{"host": "none", "steps": [{"geometry": {"\#(field)": null}}]}"#)
                return nil
            } catch {
                return error.message
            }
        }
        for field in Scenario.geometryFields { #expect(message(field) != "unknown field", "\(field)") }
        #expect(message("offsett") == "unknown field")
    }
}

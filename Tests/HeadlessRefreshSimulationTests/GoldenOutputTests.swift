import Foundation
import HeadlessRefreshSimulation
import Testing

@testable import RefreshLabScenario
@testable import refresh_lab

/// Every example scenario against its checked-in output, byte for byte.
///
/// After an intended change of behaviour, regenerate the expected files with `Examples/scenarios/regenerate.sh`
/// and review the diff.
struct GoldenOutputTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Examples/scenarios")

    static var scenarios: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test func everyDocumentedExampleIsPresent() {
        let documented = [
            "chat-older-messages", "end-while-dragging", "infinite-scroll", "infinite-scroll-to-the-end",
            "items-in-view", "keyboard", "lifecycle",
            "pull-to-refresh", "reconfigure",
            "replayed-trace", "rotation-and-keyboard", "second-level", "short-content", "side-action", "tap-to-retry",
        ]
        #expect(Self.scenarios == documented)
    }

    @Test(arguments: scenarios)
    func theOutputMatchesTheExpectedFile(name: String) throws {
        let scenario = try Self.text(Self.folder.appendingPathComponent(name + ".json"))
        let expected = try Self.text(Self.folder.appendingPathComponent(name + ".expected.jsonl"))
        let command = try LabCommand(arguments: ["Examples/scenarios/" + name + ".json"])
        let output = command.run(scenario: scenario)
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput == expected, "regenerate with Examples/scenarios/regenerate.sh if intended")
        // Deterministic: a second run prints the same bytes.
        #expect(command.run(scenario: scenario) == output)
    }

    @Test func theSharedScenariosEndAsTheirReadmeSays() throws {
        func summary(_ name: String) throws -> String {
            let scenario = try Self.text(Self.folder.appendingPathComponent(name + ".json"))
            let lines = try LabCommand(arguments: [name]).run(scenario: scenario).standardOutput.split(separator: "\n")
            return String(lines.last ?? "")
        }
        let pull = try summary("pull-to-refresh")
        #expect(pull.hasPrefix(#"{"type":"summary","triggers":{"top":1},"states":{"top":"idle"},"#))
        #expect(pull.contains(#""extraInset":{"top":0},"offset":-91,"#))
        let scroll = try summary("infinite-scroll")
        #expect(scroll.hasPrefix(#"{"type":"summary","triggers":{"bottom":3},"states":{"bottom":"noMoreData"},"#))
    }

    @Test func theReadmeTimelineIsUpToDate() throws {
        let scenario = try Self.text(Self.folder.appendingPathComponent("pull-to-refresh.json"))
        let command = try LabCommand(arguments: ["Examples/scenarios/pull-to-refresh.json", "--svg", "x.svg"])
        let svg = command.run(scenario: scenario).svg
        #expect(svg == (try Self.text(Self.root.appendingPathComponent("docs/pull-to-refresh.svg"))))
    }
}

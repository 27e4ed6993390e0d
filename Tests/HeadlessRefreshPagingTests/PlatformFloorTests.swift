import Foundation
import Testing

/// The package runs on iOS 13 and macOS 10.15, but Observation needs iOS 17 and macOS 14: every declaration of the
/// paging module that uses the store or Observation must carry `@available`. Linux does not check Apple
/// availability, so this reads the sources; `scripts/check-availability` type-checks them for the Apple floors.
struct PlatformFloorTests {
    static let availability = "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)"
    /// Names whose use needs Observation: the `@Observable` store, what holds one, and Observation itself.
    static let observationNames = [
        "PagingStore", "StoreAttachment", "PagingEdgeDriver", "@Observable", "withObservationTracking",
        "ObservationRegistrar",
    ]
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/HeadlessRefreshPaging")

    /// Whether `line` starts a top-level declaration: `public final class …`, `extension …`.
    static func startsDeclaration(_ line: String) -> Bool {
        let modifiers: Set = ["public", "package", "internal", "private", "fileprivate", "final"]
        let introducers: Set = ["class", "struct", "enum", "extension", "actor", "protocol", "func", "let", "var"]
        let word = line.split(separator: " ").map(String.init).first { !modifiers.contains($0) }
        return !line.hasPrefix(" ") && word.map(introducers.contains) == true
    }

    /// The top-level declarations of `source` whose code (not comments) uses an Observation name and that lack the
    /// `@available` attribute, by their first line.
    static func ungatedDeclarations(in source: String) -> [String] {
        var found: [String] = []
        var attributes: [String] = []
        var current: (header: String, attributes: [String], code: String)?
        func close() {
            guard let declaration = current else { return }
            let usesObservation = observationNames.contains { declaration.code.contains($0) }
            if usesObservation && !declaration.attributes.contains(availability) { found.append(declaration.header) }
            current = nil
        }
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            if line.hasPrefix("@") {
                // An attribute at the top level ends the declaration before it and starts the next one's list.
                close()
                attributes.append(line)
                continue
            }
            if startsDeclaration(line) {
                close()
                current = (line, attributes, line)
                attributes = []
            } else {
                current?.code += "\n" + line
            }
        }
        close()
        return found
    }

    @Test func everyDeclarationThatUsesObservationCarriesAvailable() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.contains("PagingStore.swift"))
        var ungated: [String] = []
        for file in files {
            let source = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            ungated += Self.ungatedDeclarations(in: source).map { "\(file): \($0)" }
        }
        #expect(ungated == [])
    }

    @Test func theScanFindsAnUngatedDeclaration() {
        let source = """
            /// Uses ``PagingStore`` in a comment only: fine.
            public struct Plain {}

            @MainActor
            public final class Holder {
                let store: PagingStore<Int, Int>
            }

            \(Self.availability)
            extension PagingStore {
                func gated() {}
            }

            extension PagingStore where Key == Int {}
            """
        #expect(
            Self.ungatedDeclarations(in: source) == [
                "public final class Holder {", "extension PagingStore where Key == Int {}",
            ])
    }
}

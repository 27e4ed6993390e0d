// The libFuzzer target of refresh-lab's scenario reader: bytes in as a scenario file, through the hand-written JSON
// parser and the decoder; a scenario that reads and is short is also played and printed as refresh-lab would.
//
// No input may crash or hang, and every rejection must name a field (`steps[3].drag`) or a position
// (`line 2, column 20`); a scenario without a host is played whatever its times, having no frames. Built with
// `-DFUZZING -sanitize=fuzzer,address` by `Fuzz/run`, it is a libFuzzer binary; built plainly, it replays the files
// given as arguments, and `--dictionary` prints a libFuzzer dictionary of the names the reader accepts.
import HeadlessRefreshSimulation
import RefreshLabScenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scenarios longer than this many frames are read but not played: an hour of frames would take a fuzz input
/// seconds, and waiting is what the simulator's own tests and fuzzing cover.
let framesPlayed = 3000.0

/// Reads (and plays, when short) one input; returns what is wrong, or `nil`.
func check(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let scenario: Scenario
    do {
        scenario = try Scenario(json: text)
    } catch {
        return namesFieldOrPosition(error) ? nil : "a rejection names neither a field nor a position: \(error)"
    }
    let lines: String
    if scenario.simulatesHost {
        guard scenario.duration * scenario.frameRate <= framesPlayed else { return nil }
        lines = JSONLines.render(scenario.run(keeping: .events))
    } else {
        // Without a host there are no frames: an input a step, whatever the times.
        lines = JSONLines.render(scenario.playWithoutHost())
    }
    guard lines.hasSuffix("}\n"), lines.split(separator: "\n").last?.hasPrefix(#"{"type":"summary""#) == true else {
        return "the output does not end with the summary:\n\(lines)"
    }
    return nil
}

/// Whether the error names a position (`line 2, column 20`) or a field under one of the top-level fields.
func namesFieldOrPosition(_ error: ScenarioError) -> Bool {
    let path = error.path
    if path.hasPrefix("line ") {
        let numbers = path.dropFirst(5).split(separator: ", column ")
        return numbers.count == 2 && numbers.allSatisfy { Int($0).map { $0 >= 1 } ?? false }
    }
    guard !error.message.isEmpty else { return false }
    // An unknown field at the top is named as itself, quoted unless it is a plain name.
    if error.message == "unknown field" && !path.isEmpty
        && (path.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } || isQuoted(path))
    {
        return true
    }
    // Anything else is a field the reader knows, or one under it.
    let field = String(path.prefix { $0 != "." && $0 != "[" })
    return Scenario.fields.contains(field)
}

/// Whether `text` is one JSON string literal: quoted, with every inner quote escaped.
///
/// Read by Unicode scalar: a quote followed by a combining mark (`"\u{0DDC}`) is one `Character`, not a quote.
func isQuoted(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return false }
    var escaping = false
    for character in scalars.dropFirst().dropLast() {
        if escaping {
            escaping = false
        } else if character == "\\" {
            escaping = true
        } else if character == "\"" {
            return false
        }
    }
    return !escaping
}

/// A libFuzzer dictionary: JSON punctuation, and every name the reader accepts as a quoted string.
func dictionary() -> String {
    var entries = [#"{"#, #"}"#, #"["#, #"]"#, #":"#, #","#, #"true"#, #"false"#, #"null"#, #"1e308"#, #"-0.5"#]
    entries += Scenario.acceptedNames.flatMap(\.names).map { "\"\($0)\"" }
    var seen: Set<String> = []
    return entries.filter { seen.insert($0).inserted }.map { "\"" + escaped($0) + "\"" }.joined(separator: "\n")
        + "\n"
}

/// A dictionary entry's text with `\` and `"` escaped, as libFuzzer reads it.
func escaped(_ text: String) -> String {
    String(text.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] })
}

#if FUZZING
    /// libFuzzer's entry point for one input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let problem = check(bytes) {
            fatalError("scenario reader: \(problem)\ninput: \(String(decoding: bytes, as: UTF8.self))")
        }
        return 0
    }

    typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: FuzzCallback
    ) -> CInt

    // SwiftPM gives every executable its own entry point; this one hands the command line to libFuzzer's driver.
    @main
    enum Fuzzer {
        static func main() {
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(runFuzzerDriver(&argc, &argv, fuzzerTestOneInput))
        }
    }
#else
    @main
    enum ReplayCorpus {
        static func main() {
            let paths = CommandLine.arguments.dropFirst()
            if paths.first == "--dictionary" {
                print(dictionary(), terminator: "")
                exit(0)
            }
            var failures = 0
            for path in paths {
                guard let bytes = readFile(path) else {
                    print("scenario-fuzz: cannot read \(path)")
                    failures += 1
                    continue
                }
                if let problem = check(bytes) {
                    print("scenario-fuzz: \(path): \(problem)")
                    failures += 1
                }
            }
            print("scenario-fuzz: replayed \(paths.count) inputs, \(failures) failed")
            exit(failures == 0 ? 0 : 1)
        }

        static func readFile(_ path: String) -> [UInt8]? {
            guard let file = fopen(path, "rb") else { return nil }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count <= 0 { break }
                bytes.append(contentsOf: buffer[0..<count])
            }
            return bytes
        }
    }
#endif

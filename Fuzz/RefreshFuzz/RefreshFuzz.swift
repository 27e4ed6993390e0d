// The libFuzzer target: decodes bytes into a controller configuration and an input sequence (and, for the
// paging machine, a one-way schedule, a two-way schedule with jumps and a window, a server-truth schedule against
// a server that changes, and refreshes that keep the reader's place), runs them, and stops at the first broken
// invariant.
//
// Built with `-DFUZZING -sanitize=fuzzer,address` by `Fuzz/run`, it is a libFuzzer binary. Built plainly (as
// `swift build` does), it replays the files given as arguments, so the committed corpus doubles as a
// regression test.
import HeadlessRefreshTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one fuzz input through the controller and the paging machine; returns the first violation, or `nil`.
///
/// The controller's script reads the bytes from the front and the paging schedule reads them from the back, so
/// that every input exercises both and a mutation near one end mostly changes one of the two.
func check(_ bytes: [UInt8]) -> String? {
    var generator = ScriptGenerator(source: ByteSource(bytes))
    let script = generator.script(length: min(max(bytes.count / 3, 1), 600))
    if let failure = ControllerChecker.run(script) {
        // As the random tester prints it: shrunk, as a refresh-lab file that replays it where JSON can hold it.
        let shrunk = ScriptShrinker.shrink(script)?.script ?? script
        return "controller, step \(failure.step): \(failure.violation)\nshrunk to:\n\(shrunk.printed)"
    }
    // About 20 bytes choose the server and the settings, then each step reads about 6.
    var paging = PagingScheduleGenerator(source: ByteSource(bytes.reversed()))
    let schedule = paging.schedule(length: min(max((bytes.count - 20) / 6, 1), 300))
    if let failure = PagingScheduleChecker.run(schedule) {
        let shrunk = PagingScheduleShrinker.shrink(schedule)?.schedule ?? schedule
        return """
            paging, step \(failure.step): \(failure.violation)
            shrunk to:
            \(shrunk)
            \(PagingScheduleChecker.transcript(of: shrunk).joined(separator: "\n"))
            """
    }
    // Both ends, jumps and a window: the bytes from the middle outwards, so that each mutation moves a third run.
    var twoWay = ByteSource(Array(bytes[(bytes.count / 2)...] + bytes[..<(bytes.count / 2)]))
    let schedule2 = TwoWayPagingSchedule.random(length: min(max((bytes.count - 8) / 4, 1), 300), using: &twoWay)
    if let failure = TwoWayPagingChecker.run(schedule2) {
        let shrunk = TwoWayPagingChecker.shrink(schedule2) ?? schedule2
        return "paging both ways, step \(failure.step): \(failure.violation)\nshrunk to:\n\(shrunk)"
    }
    // Nothing lost against a changing server (P10): the bytes from a third in, so that a fourth run moves too.
    var truth = ByteSource(Array(bytes[(bytes.count / 3)...] + bytes[..<(bytes.count / 3)]))
    let kind = ServerTruthSchedule.kinds[truth.below(ServerTruthSchedule.kinds.count)]
    let schedule3 = ServerTruthSchedule.random(
        keys: kind.keys, changesAnywhere: kind.changesAnywhere, length: min(max((bytes.count - 8) / 4, 1), 200),
        using: &truth)
    if let failure = ServerTruthChecker.run(schedule3) {
        let shrunk = ServerTruthChecker.shrink(schedule3) ?? schedule3
        return "server truth, step \(failure.step): \(failure.violation)\nshrunk to:\n\(shrunk)"
    }
    // Refreshes that keep the reader's place while rows arrive at the server's head: the bytes from a quarter in.
    var place = ByteSource(Array(bytes[(bytes.count / 4)...] + bytes[..<(bytes.count / 4)]))
    let schedule4 = KeepPlaceSchedule.random(
        keys: KeepPlaceSchedule.kinds[place.below(KeepPlaceSchedule.kinds.count)],
        length: min(max((bytes.count - 8) / 4, 1), 200), using: &place)
    if let failure = KeepPlaceChecker.run(schedule4) {
        let shrunk = KeepPlaceChecker.shrink(schedule4) ?? schedule4
        return "keeping the place, step \(failure.step): \(failure.violation)\nshrunk to:\n\(shrunk)"
    }
    return nil
}

#if FUZZING
    /// libFuzzer's entry point for one input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let violation = check(bytes) {
            fatalError("invariant broken: \(violation)")
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

    // SwiftPM gives every executable its own entry point, so libFuzzer's `main` is not linked; this one hands
    // the command line to libFuzzer's driver instead.
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
            var failures = 0
            let paths = CommandLine.arguments.dropFirst()
            for path in paths {
                guard let bytes = readFile(path) else {
                    print("refresh-fuzz: cannot read \(path)")
                    failures += 1
                    continue
                }
                if let violation = check(bytes) {
                    print("refresh-fuzz: \(path): \(violation)")
                    failures += 1
                }
            }
            print("refresh-fuzz: replayed \(paths.count) inputs, \(failures) failed")
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

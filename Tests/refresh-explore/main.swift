// refresh-explore: plays every sequence of up to N abstract inputs from each setup of the bounded explorer, checks
// P1–P9 and the controller's rules after each, and P11 against a twin with every duration at zero, and prints what it
// explored; a failure prints the shortest sequence as a refresh-lab scenario (exit status 1).
//
//     swift run -c release refresh-explore                    depth 8, or HEADLESS_REFRESH_EXPLORE_DEPTH
//     swift run -c release refresh-explore --depth 6 --setup chat
//     swift run -c release refresh-explore --survey           every kind of failure, each at its shortest
//     swift run -c release refresh-explore --help
//     HEADLESS_REFRESH_P11=0 swift run -c release refresh-explore    without P11
import HeadlessRefreshTestSupport
import RefreshLabScenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let usage = """
    usage: refresh-explore [--depth N] [--setup NAME] [--survey] [--list]

    Plays every sequence of up to N inputs (default 8, or HEADLESS_REFRESH_EXPLORE_DEPTH) from each setup, checks
    P1-P9 and the controller's rules after each input, and P11 (durations change only the picture: the same
    sequence with every duration at zero triggers the same and rests the same; HEADLESS_REFRESH_P11=0 turns it
    off), and prints the depth, sequences and distinct states per setup. A failure prints the shortest failing
    sequence as a refresh-lab scenario and exits 1; for P11, the scenario as given, to compare with the same file
    with every duration at zero.

      --depth N      the longest sequence, 1 or more
      --setup NAME   only the setups whose name starts with NAME ("feed", "chat: both ends")
      --survey       go on past failures: the shortest failure of each kind (property and edge)
      --list         print the setups' names and exit
    """

/// Writes a line to standard error.
func printError(_ line: String) {
    var text = line + "\n"
    _ = text.withUTF8 { write(2, $0.baseAddress, $0.count) }
}

/// What the command line asks for.
struct Options {
    var depth = ProcessEnvironment.count("HEADLESS_REFRESH_EXPLORE_DEPTH", default: 8)
    var surveys = false
    var prefix: String?
    var lists = false
    var helps = false

    /// Reads the arguments; a message for an argument it cannot take.
    init(_ arguments: [String]) throws(Problem) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": helps = true
            case "--list": lists = true
            case "--survey": surveys = true
            case "--depth":
                guard let text = remaining.popFirst(), let number = Int(text), number >= 1 else {
                    throw Problem(message: "--depth needs a whole number of 1 or more")
                }
                depth = number
            case "--setup":
                guard let name = remaining.popFirst() else { throw Problem(message: "--setup needs a name (--list)") }
                prefix = name
            default: throw Problem(message: "unknown argument \(argument)")
            }
        }
    }

    /// An argument that cannot be taken.
    struct Problem: Error { var message: String }
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("refresh-explore: \(error.message)\n\n\(usage)")
    exit(2)
}
if options.helps {
    print(usage)
    exit(0)
}
if options.lists {
    for setup in ExplorationSetup.standard { print(setup.name) }
    exit(0)
}
let depth = options.depth
let surveys = options.surveys
let setups = ExplorationSetup.standard.filter { setup in options.prefix.map { setup.name.hasPrefix($0) } ?? true }
guard !setups.isEmpty else {
    printError("refresh-explore: no setup's name starts with \(options.prefix ?? "") (--list)")
    exit(2)
}

/// Seconds on a monotonic clock.
func seconds() -> Double {
    let time = ContinuousClock.now - origin
    return Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
}
let origin = ContinuousClock.now

/// Seconds to a tenth.
func rounded(_ seconds: Double) -> Double { (seconds * 10).rounded() / 10 }

let timing = TimingVariant.isChecked ? ", P11 with durations at zero" : ", P11 off (\(TimingVariant.switchName))"
print("refresh-explore: \(setups.count) setups to depth \(depth)\(timing)\(surveys ? ", every kind of failure" : "")")
let start = seconds()
let reports = await withTaskGroup(of: (BoundedExplorer.Report, Double).self) { group in
    for setup in setups {
        group.addTask {
            let began = seconds()
            let report = await BoundedExplorer.explore(setup, depth: depth, collecting: surveys)
            return (report, seconds() - began)
        }
    }
    var reports: [BoundedExplorer.Report] = []
    for await (report, elapsed) in group {
        let figures = "depth \(report.depth), \(report.sequences) sequences, \(report.states) states"
        print("\(report.name): \(figures), \(rounded(elapsed)) s — " + (report.failures.isEmpty ? "ok" : "FAILED"))
        reports.append(report)
    }
    return reports
}
var failed = false
for report in reports {
    for failure in report.failures {
        failed = true
        print(
            """

            \(report.name): \(failure.violation)
            \(failure.inputs.count) inputs, found after \(rounded(failure.seconds)) s: \(failure.inputs.map(\.description).joined(separator: ", "))
            replay with refresh-lab:
            \(failure.scenario.json)
            """)
    }
}
let total = reports.reduce(0) { $0 + $1.sequences }
let states = reports.reduce(0) { $0 + $1.states }
print("total: \(total) sequences, \(states) states, \(rounded(seconds() - start)) s")
exit(failed ? 1 : 0)

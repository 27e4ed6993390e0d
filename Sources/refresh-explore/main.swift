// refresh-explore: plays every sequence of up to N abstract inputs from each setup of the bounded explorer, checks
// P1–P9 and the controller's rules after each, and prints what it explored; a failure prints the shortest sequence
// as a refresh-lab scenario (exit status 1).
//
//     swift run -c release refresh-explore                    depth 8, or HEADLESS_REFRESH_EXPLORE_DEPTH
//     swift run -c release refresh-explore --depth 6 --setup chat
//     swift run -c release refresh-explore --survey           every kind of failure, each at its shortest
import HeadlessRefreshChecking
import RefreshLabScenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
func value(_ flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let depth =
    value("--depth").flatMap(Int.init)
    ?? ProcessEnvironment.count("HEADLESS_REFRESH_EXPLORE_DEPTH", default: 8)
let surveys = arguments.contains("--survey")
let setups = ExplorationSetup.standard.filter { setup in value("--setup").map { setup.name.hasPrefix($0) } ?? true }
guard !setups.isEmpty, depth >= 1 else {
    print("usage: refresh-explore [--depth N] [--setup NAME] [--survey]")
    exit(2)
}

/// Seconds on a monotonic clock.
func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

print("refresh-explore: \(setups.count) setups to depth \(depth)\(surveys ? ", every kind of failure" : "")")
let start = seconds()
let reports = await withTaskGroup(of: (BoundedExplorer.Report, Double).self) { group in
    for setup in setups {
        group.addTask {
            let began = seconds()
            let report = BoundedExplorer.explore(setup, depth: depth, collecting: surveys)
            return (report, seconds() - began)
        }
    }
    var reports: [BoundedExplorer.Report] = []
    for await (report, elapsed) in group {
        let figures = "depth \(report.depth), \(report.sequences) sequences, \(report.states) states"
        let time = (elapsed * 10).rounded() / 10
        print("\(report.name): \(figures), \(time) s — " + (report.failures.isEmpty ? "ok" : "FAILED"))
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
            after \(failure.inputs.count) inputs: \(failure.inputs.map { "\($0)" }.joined(separator: ", "))
            replay with refresh-lab:
            \(failure.scenario.json)
            """)
    }
}
let total = reports.reduce(0) { $0 + $1.sequences }
let states = reports.reduce(0) { $0 + $1.states }
print("total: \(total) sequences, \(states) states, \(((seconds() - start) * 10).rounded() / 10) s")
exit(failed ? 1 : 0)

import HeadlessRefreshSimulation
import RefreshLabScenario

/// `refresh-lab SCENARIO.json [--table] [--svg FILE]`, without the file system: what to print and write for
/// the arguments and the scenario text, so tests run it whole.
struct LabCommand: Equatable {
    static let usage = "usage: refresh-lab SCENARIO.json|- [--table] [--svg FILE]"

    /// The path that means "read the scenario from standard input".
    static let standardInput = "-"

    /// What `--help` prints, on standard output, before exiting 0.
    static let help = """
        \(usage)

        Plays a scenario file (or standard input, for -) through the scroll simulator and prints what the
        library decided: JSON lines on standard output, or a table with --table; --svg FILE also writes an SVG
        timeline. Exits 0, or 2 for a bad argument or a malformed scenario.

        \(Scenario.formatHelp)
        """

    /// The scenario file, ``standardInput`` for standard input; empty with `--help`.
    var scenarioPath: String
    var printsTable = false
    var svgPath: String?
    /// Whether to print ``help`` and exit 0 instead of running a scenario.
    var showsHelp = false

    /// What a run produces.
    struct Output: Equatable {
        /// Standard output: the JSON lines, or the table with `--table`.
        var standardOutput = ""
        /// Standard error: one line naming the problem, or nothing.
        var standardError = ""
        /// The SVG document to write to `LabCommand/svgPath`, if asked for.
        var svg: String?
        /// 0, or 2 for a usage error or a malformed scenario.
        var status: Int32 = 0
    }

    /// Parses the arguments (without the program name).
    init(arguments: [String]) throws(ScenarioError) {
        var path: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--table":
                printsTable = true
            case "--svg":
                guard let file = remaining.popFirst() else {
                    throw ScenarioError(path: "", message: "--svg needs a FILE")
                }
                svgPath = file
            case "-h", "--help":
                showsHelp = true
            default:
                guard argument == Self.standardInput || !argument.hasPrefix("-"), path == nil else {
                    throw ScenarioError(path: "", message: "unexpected argument \(argument); " + Self.seeHelp)
                }
                path = argument
            }
        }
        guard let path = path ?? (showsHelp ? "" : nil) else {
            throw ScenarioError(path: "", message: "no scenario given; " + Self.seeHelp)
        }
        scenarioPath = path
    }

    /// The usage line and where to read more, for an argument error.
    static let seeHelp = "\(usage) (refresh-lab --help describes the scenario format)"

    /// Runs the scenario text.
    func run(scenario text: String) -> Output {
        let scenario: Scenario
        do {
            scenario = try Scenario(json: text)
        } catch {
            return Output(standardError: error.description + "\n", status: 2)
        }
        guard scenario.simulatesHost else {
            guard !printsTable && svgPath == nil else {
                let message = "--table and --svg draw the simulated scroll view, which a scenario with "
                return Output(standardError: message + "\"host\": \"none\" has not\n", status: 2)
            }
            return Output(standardOutput: JSONLines.render(scenario.playWithoutHost()))
        }
        // Every frame only for the SVG; the table needs its rows, the lines the events alone. So without an SVG,
        // memory follows what happened, not the simulated time.
        let retention: Trace.Retention = svgPath != nil ? .everything : printsTable ? .tableRows(every: 0.1) : .events
        let simulator = scenario.run(keeping: retention)
        var output = Output()
        let trace = simulator.trace!
        output.standardOutput = printsTable ? trace.table(every: 0.1) : JSONLines.render(simulator)
        if svgPath != nil { output.svg = trace.svg(title: Self.title(scenarioPath)) }
        return output
    }

    /// The scenario's file name without its folder and extension, as the SVG's title.
    static func title(_ path: String) -> String {
        if path == standardInput { return "standard input" }
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".json") { name.removeLast(5) }
        return name
    }
}

/// The command line of `refresh-bench`: which groups to run, how long, and how to print them.
struct BenchOptions: Equatable {
    /// The benchmark groups, in the order they run.
    static let groups = ["geometry", "items", "cycle", "adapter", "paging", "simulator"]

    /// What `--help` prints, on standard output, before exiting 0.
    static let usage = """
        usage: refresh-bench [--json] [--smoke | --callgrind] [--only GROUP]

        Measures the core per input (time and heap allocations), paging per item against a bare array and Set,
        the bounded window, a scroll frame through the products' runtime, and simulator throughput, and prints each
        figure beside its target.

          --json          one JSON object on standard output instead of a table
          --smoke         tiny runs that only check the benchmarks work (figures meaningless; for CI)
          --callgrind     one short repetition without warm-up, for instruction counts under valgrind:
                          valgrind --tool=callgrind .build/release/refresh-bench --callgrind --only geometry
          --only GROUP    run one group: \(groups.joined(separator: ", "))
          -h, --help      print this and exit
        """

    var json = false
    var smoke = false
    var callgrind = false
    /// The one group to run, or `nil` for all.
    var only: String?
    var help = false

    /// Parses the arguments after the program's name; throws a message naming the argument at fault.
    init(arguments: [String]) throws(BenchOptionsError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--smoke": smoke = true
            case "--callgrind": callgrind = true
            case "-h", "--help": help = true
            case "--only":
                guard let group = remaining.popFirst(), Self.groups.contains(group) else {
                    throw BenchOptionsError(message: "--only needs one of \(Self.groups.joined(separator: ", "))")
                }
                only = group
            default:
                throw BenchOptionsError(message: "unknown argument \(argument)")
            }
        }
        if smoke && callgrind { throw BenchOptionsError(message: "--smoke and --callgrind exclude each other") }
    }

    /// Whether `group` runs.
    func runs(_ group: String) -> Bool { only == nil || only == group }
}

/// A command line `refresh-bench` cannot run: printed with the usage, exit status 2.
struct BenchOptionsError: Error, Equatable {
    /// What is wrong.
    var message: String
}

import Glibc

/// The command line: `gtk-feed [--fail-load N] [--delay SECONDS] [--page-size N] [--record FILE] [--commands]`.
struct FeedOptions {
    /// The request that fails once, counting refreshes and loads from 1 (0: none). The 4th by default: the first
    /// page, a pull, a load at the end, and then the next load fails.
    var failingRequest = 4
    /// How long the fake server takes to answer.
    var delay = 0.6
    /// Posts per page: 20, or fewer for a list shorter than the window.
    var postsPerPage = 20
    /// Where to write the scenario of the session when the window closes.
    var recordPath: String?
    /// Whether standard input carries commands (`shot FILE`, `dump FILE`, `quit`), for scripts/check-gtk.
    var readsCommands = false

    static let usage = """
        usage: gtk-feed [--fail-load N] [--delay SECONDS] [--page-size N] [--record FILE] [--commands]
          --fail-load N    the Nth request to the fake server fails, once (default 4; 0 for none)
          --delay SECONDS  how long the fake server takes to answer (default 0.6)
          --page-size N    posts per page, 1 to 100 (default 20; 5 make a list shorter than the window)
          --record FILE    write what the host fed the library as a refresh-lab scenario when the window closes
          --commands       read commands from standard input: shot FILE.png, dump FILE.json, quit
        """

    /// Reads the arguments after the program's name; exits 2 with the usage on a bad one.
    init(arguments: [String]) {
        var rest = arguments[...]
        func value(_ name: String) -> String {
            guard let next = rest.popFirst() else { Self.fail("\(name) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--fail-load":
                guard let number = Int(value(argument)), number >= 0 else { Self.fail("--fail-load: a number >= 0") }
                failingRequest = number
            case "--delay":
                guard let seconds = Double(value(argument)), seconds >= 0, seconds < 60 else {
                    Self.fail("--delay: seconds, 0 to 60")
                }
                delay = seconds
            case "--page-size":
                guard let number = Int(value(argument)), (1...100).contains(number) else {
                    Self.fail("--page-size: a number from 1 to 100")
                }
                postsPerPage = number
            case "--record": recordPath = value(argument)
            case "--commands": readsCommands = true
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default: Self.fail("unknown argument \(argument)")
            }
        }
    }

    private static func fail(_ message: String) -> Never {
        print("gtk-feed: \(message)\n\(usage)")
        exit(2)
    }
}

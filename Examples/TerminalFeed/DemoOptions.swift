/// The command line of `refresh-demo`.
struct DemoOptions: Sendable, Hashable {
    /// Play the scripted story even on a terminal.
    var script = false
    /// Print at most this many frames of the story.
    var frames: Int?
    /// The seed of the interactive server.
    var seed: UInt64 = 42
    /// Print the usage and exit.
    var help = false

    /// The usage text.
    static let usage = """
        usage: refresh-demo [--script] [--frames N] [--seed N]

        On a terminal, an interactive feed: ↓/j pull the list down, ↑/k push it up, space lets go (the finger
        also lifts after a short pause), r refreshes, t taps the footer ("Tap to retry"), a long pull opens the
        archive and x closes it, q quits.
        Otherwise, or with --script, plays a scripted story as plain-text frames and exits 0.

          --script     play the story even on a terminal
          --frames N   print at most N frames of the story
          --seed N     seed of the interactive server's latencies and failures: a whole number from 0 to
                       18446744073709551615 (default 42)
        """

    /// Parses the arguments after the program's name; throws a message naming the argument at fault.
    init(arguments: [String]) throws(DemoOptionsError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--script":
                script = true
            case "--frames":
                guard let value = remaining.popFirst(), let count = Int(value), count >= 0 else {
                    throw DemoOptionsError(message: "--frames needs a count of 0 or more")
                }
                frames = count
            case "--seed":
                guard let value = remaining.popFirst(), let seed = UInt64(value) else {
                    throw DemoOptionsError(message: "--seed needs a whole number from 0 to \(UInt64.max)")
                }
                self.seed = seed
            case "--help", "-h":
                help = true
            default:
                throw DemoOptionsError(message: "unknown argument \(argument)")
            }
        }
    }
}

/// A command line `refresh-demo` cannot run.
struct DemoOptionsError: Error, Hashable {
    /// What is wrong.
    var message: String
}

/// A command line that ends before the demo runs: the text to print, where, and the exit status.
struct DemoExit: Error, Hashable {
    /// What to print, without the final newline.
    var text: String
    /// Whether it goes to standard error (an argument error) rather than standard output (the help asked for).
    var toStandardError: Bool
    /// The exit status: 0 for the help, 2 for an argument error.
    var status: Int32
}

extension DemoOptions {
    /// The options to run with, or how to end: `--help` prints the usage on standard output and exits 0; a bad
    /// argument is named on standard error, with the usage, and exits 2.
    static func resolve(_ arguments: [String]) -> Result<DemoOptions, DemoExit> {
        let options: DemoOptions
        do {
            options = try DemoOptions(arguments: arguments)
        } catch {
            let text = "refresh-demo: \(error.message)\n\n\(usage)"
            return .failure(DemoExit(text: text, toStandardError: true, status: 2))
        }
        if options.help { return .failure(DemoExit(text: usage, toStandardError: false, status: 0)) }
        return .success(options)
    }
}

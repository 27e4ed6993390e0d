#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal settings before raw mode, restored on every way out.
nonisolated(unsafe) private var savedAttributes = termios()
/// Whether raw mode is on; read by the signal handler.
nonisolated(unsafe) private var rawModeIsOn: Int32 = 0
/// Set by the SIGWINCH handler, taken by the key loop: the window changed size.
nonisolated(unsafe) private var windowResized: Int32 = 0

/// Notes a resize; the key loop lays the screen out again (a handler may only set a flag).
private let noteResize: @convention(c) (Int32) -> Void = { _ in windowResized = 1 }

/// Restores the terminal from a signal handler, then dies of the signal as if it had not been caught. Only
/// async-signal-safe calls: `tcsetattr`, `write`, `signal`, `raise`.
private let restoreThenDie: @convention(c) (Int32) -> Void = { signalNumber in
    if rawModeIsOn != 0 {
        rawModeIsOn = 0
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
        let leave: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
        _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    }
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}

/// The terminal, through termios and read(2): raw mode on an alternate screen, restored on every exit path — a key,
/// Ctrl-C (read as a key, since raw mode turns signals off), and SIGINT, SIGTERM, SIGHUP or SIGQUIT sent from
/// outside (the handler restores, then re-raises).
enum Terminal {
    /// The signals that restore the terminal before the process dies of them.
    private static let fatalSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Whether standard input and output are both terminals.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// Switches to raw mode on the alternate screen with the cursor hidden. Returns `false` when standard input is
    /// not a terminal.
    static func enterRawMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, &savedAttributes) == 0 else { return false }
        var raw = savedAttributes
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        for signalNumber in fatalSignals { _ = signal(signalNumber, restoreThenDie) }
        _ = signal(SIGWINCH, noteResize)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            restoreSignals()
            return false
        }
        rawModeIsOn = 1
        output("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        return true
    }

    /// Leaves raw mode and the alternate screen and shows the cursor. Safe to call twice.
    static func restore() {
        guard rawModeIsOn != 0 else { return }
        rawModeIsOn = 0
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
        output("\u{1B}[?25h\u{1B}[?1049l")
        restoreSignals()
    }

    private static func restoreSignals() {
        for signalNumber in fatalSignals + [SIGWINCH] { _ = signal(signalNumber, SIG_DFL) }
    }

    /// Whether the window changed size since the last call (SIGWINCH). A resize also wakes ``readBytes(waitingAtMost:)``.
    static func takeResize() -> Bool {
        guard windowResized != 0 else { return false }
        windowResized = 0
        return true
    }

    /// The terminal's size in rows and columns; 24 by 80 when it cannot tell.
    static func size() -> (rows: Int, columns: Int) {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 {
            return (Int(size.ws_row), Int(size.ws_col))
        }
        return (24, 80)
    }

    /// The bytes typed within `milliseconds`: empty when none came, `nil` at the end of input.
    static func readBytes(waitingAtMost milliseconds: Int32) -> [UInt8]? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count == 0 { return nil }
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Writes `text` to standard output at once, unbuffered.
    static func output(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                let result = write(STDOUT_FILENO, bytes.baseAddress! + written, bytes.count - written)
                if result <= 0 { return }
                written += result
            }
        }
    }
}

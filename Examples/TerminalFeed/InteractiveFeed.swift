import HeadlessRefresh

/// The interactive demo: keys move a finger over the feed, a frame loop driven by the monotonic clock runs the
/// simulation at the pace of real time and redraws about 60 times a second.
@MainActor
enum InteractiveFeed {
    /// How far one key press moves the finger: one row.
    static let keyTravel = FeedSession.rowHeight
    /// The finger lifts by itself after this long without a key.
    static let releasePause = 0.35
    /// The window over which the release speed is measured.
    static let velocityWindow = 0.25

    private static let help = " ↓/j pull · ↑/k push · space let go · r refresh · t tap · x close · q quit"

    /// Runs until `q`, Ctrl-C or the end of input, and returns the exit status; `nil` when the terminal cannot be
    /// put in raw mode.
    static func run(seed: UInt64) async -> Int32? {
        guard Terminal.enterRawMode() else { return nil }
        defer { Terminal.restore() }
        let size = Terminal.size()
        let columns = min(size.columns, 80)
        let session = FeedSession(backend: .interactive(seed: seed), viewportRows: size.rows - 4)
        let text = RefreshText(language: .english)
        let start = MonotonicClock.seconds()
        var moves: [(time: Double, distance: Double)] = []
        await session.start()
        while true {
            guard let bytes = Terminal.readBytes(waitingAtMost: 16) else { return 0 }
            await session.advance(to: MonotonicClock.seconds() - start)
            for key in KeyPress.parse(bytes) {
                switch key {
                case .fingerDown, .fingerUp:
                    let distance = key == .fingerDown ? keyTravel : -keyTravel
                    await session.drag(by: distance, duration: 0)
                    moves.append((session.now, distance))
                case .release:
                    let recent = moves.filter { session.now - $0.time <= velocityWindow }
                    await session.release(velocity: recent.reduce(0) { $0 + $1.distance } / velocityWindow)
                    moves.removeAll()
                case .refresh:
                    await session.refresh()
                case .tapFooter:
                    await session.tapFooter()
                case .closeArchive:
                    await session.closeArchive()
                case .quit:
                    return 0
                case .interrupt:
                    return 130
                }
            }
            if session.isDragging, let last = moves.last, session.now - last.time > releasePause {
                await session.release()
                moves.removeAll()
            }
            if let screen = session.screen(text: text, columns: columns) {
                draw(screen, columns: columns)
            }
        }
    }

    /// Draws a frame over the previous one: home, each line then clear to its end, clear below.
    private static func draw(_ screen: FeedScreen, columns: Int) {
        let title = String(" HeadlessRefresh · refresh-demo · \(screen.posts.count) posts".prefix(columns))
        let lines = [title] + screen.lines + [String(help.prefix(columns))]
        Terminal.output("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
    }
}

extension FeedSession {
    /// Whether the finger is down.
    var isDragging: Bool { simulator.isDragging }
}

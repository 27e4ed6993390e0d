import HeadlessRefresh

/// The interactive demo: keys move a finger over the feed, a frame loop driven by the monotonic clock runs the
/// simulation at the pace of real time and redraws about 60 times a second.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
enum InteractiveFeed {
    /// How far one key press moves the finger: one row.
    static let keyTravel = FeedSession.rowHeight
    /// The finger lifts by itself after this long without a key.
    static let releasePause = 0.35
    /// The window over which the release speed is measured.
    static let velocityWindow = 0.25

    /// The help line, longest first: the first that fits the width is shown, so "q quit" always shows.
    static let helpLines = [
        " j/k move · space let go · r refresh · l load more · t tap · x close · q quit",
        " j/k · space go · r refresh · l more · t tap · x close · q quit",
        " j/k · space · r refresh · l more · t tap · x close · q quit",
        " j/k · space · r · l · t · x · q quit",
        " q quit",
    ]

    /// Runs until `q`, Ctrl-C or the end of input, and returns the exit status; `nil` when the terminal cannot be
    /// put in raw mode.
    static func run(seed: UInt64) async -> Int32? {
        guard Terminal.enterRawMode() else { return nil }
        defer { Terminal.restore() }
        var size = Terminal.size()
        let session = FeedSession(backend: .interactive(seed: seed), viewportRows: listRows(size.rows))
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
                    await session.performAccessibleAction(.top)
                case .loadMore:
                    await session.performAccessibleAction(.bottom)
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
            // After a resize (SIGWINCH) the screen is laid out again for the new size, so nothing scrolls off it.
            if Terminal.takeResize() {
                size = Terminal.size()
                session.shownRows = listRows(size.rows)
            }
            let columns = min(size.columns, 80)
            if let screen = session.screen(text: text, columns: columns, rows: listRows(size.rows)) {
                draw(lines(screen, rows: size.rows, columns: columns, spoken: session.spokenText(text)))
            }
        }
    }

    /// The rows of the list on a terminal of `rows` rows: all but the title, header, footer and help lines.
    static func listRows(_ rows: Int) -> Int { max(rows - 4, 0) }

    /// What fills a terminal of `rows` by `columns`: the title (the status line, which also shows the last
    /// announcement a screen reader would speak), the screen's lines and the help line, at most `rows` lines of at
    /// most `columns` characters. On a terminal too short for all of them the help line stays.
    static func lines(_ screen: FeedScreen, rows: Int, columns: Int, spoken: String? = nil) -> [String] {
        let status =
            " HeadlessRefresh · refresh-demo · \(screen.posts.count) posts" + (spoken.map { " · 🔈 " + $0 } ?? "")
        let title = String(status.prefix(columns))
        let lines = [title] + screen.lines.map { String($0.prefix(columns)) } + [helpLine(columns: columns)]
        return Array(lines.suffix(max(rows, 1)))
    }

    /// The longest help line that fits in `columns`.
    static func helpLine(columns: Int) -> String {
        helpLines.first { $0.count <= columns } ?? String(helpLines[helpLines.count - 1].suffix(max(columns, 0)))
    }

    /// Draws a frame over the previous one: home, each line then clear to its end, clear below.
    private static func draw(_ lines: [String]) {
        Terminal.output("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FeedSession {
    /// Whether the finger is down.
    var isDragging: Bool { simulator.isDragging }
}

import HeadlessRefresh

/// The scripted story the demo plays without a terminal (and with `--script`): every phase a user of a feed meets,
/// printed as plain-text frames. Deterministic: the simulator's clock and a seeded server.
///
/// 1. the first page loads; 2. a short pull is let go and nothing happens; 3. a pull past the threshold refreshes;
/// 4–5. scrolling to the end loads more, twice; 6. a load-more fails ("Tap to retry"); 7. a tap retries it;
/// 8. the last page brings "No more data"; 9. back at the top, a long pull opens the archive (the header's second
/// level), and `x` closes it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct FeedStory {
    /// Something that happens in the story.
    enum Step: Sendable, Hashable {
        /// The app starts its first load.
        case start
        /// Time passes, in seconds.
        case wait(Double)
        /// The finger moves, in points over seconds (positive pulls the list down).
        case drag(Double, over: Double)
        /// The finger lifts.
        case release
        /// The finger drags the list up until its end shows, and lifts.
        case scrollToEnd
        /// The footer is tapped.
        case tapFooter
        /// The host scrolls to the top, as a tap on the status bar does.
        case scrollToTop
        /// The archive's close button (the `x` key).
        case closeArchive
    }

    /// One beat of the story: what happens, then a frame with its caption.
    struct Beat: Sendable, Hashable {
        /// What the frame shows.
        var caption: String
        /// What happens before the frame is taken.
        var steps: [Step]
    }

    /// A printed frame: its caption, the edges' states and the screen.
    struct Frame: Sendable {
        /// The simulated time of the frame.
        var time: Double
        /// What the frame shows.
        var caption: String
        /// The header's state.
        var header: RefreshState
        /// The footer's state.
        var footer: RefreshState
        /// How many posts the list holds.
        var postCount: Int
        /// The screen's lines.
        var lines: [String]
        /// The width of the screen.
        var columns: Int

        /// The frame as printed: a rule with the time and caption, then the screen.
        var text: String {
            let time = String(Int((self.time * 100).rounded())).leftPadded(to: 3)
            let rule = "── \(time.dropLast(2)).\(time.suffix(2)) s · \(caption) "
            let fill = String(repeating: "─", count: max(columns - rule.count, 2))
            return ([rule + fill] + lines).joined(separator: "\n")
        }
    }

    /// The session the story plays on.
    let session: FeedSession
    /// The width of a line.
    var columns = 56
    /// The titles.
    var text = RefreshText(language: .english)

    /// The beats, in order.
    static let beats: [Beat] = [
        Beat(caption: "launch: the first page loads", steps: [.start, .wait(0.3)]),
        Beat(caption: "the first page is in", steps: [.wait(0.7)]),
        Beat(caption: "pull a little…", steps: [.wait(1.0), .drag(90, over: 0.3)]),
        Beat(caption: "…and let go: nothing happens", steps: [.release, .wait(0.6)]),
        Beat(caption: "pull past the threshold", steps: [.drag(220, over: 0.4)]),
        Beat(caption: "let go: the header refreshes", steps: [.release, .wait(0.3)]),
        Beat(caption: "two new posts on top", steps: [.wait(0.6)]),
        Beat(caption: "scroll to the end: the footer loads more", steps: [.scrollToEnd, .wait(0.2)]),
        Beat(caption: "page 2 is in", steps: [.wait(1.0)]),
        Beat(caption: "scroll to the end again", steps: [.scrollToEnd, .wait(0.2)]),
        Beat(caption: "page 3 is in", steps: [.wait(1.0)]),
        Beat(caption: "and again: the server fails", steps: [.scrollToEnd, .wait(1.2)]),
        Beat(caption: "tap to retry (t)", steps: [.tapFooter, .wait(0.2)]),
        Beat(caption: "page 4 is in", steps: [.wait(1.0)]),
        Beat(caption: "the last page: no more data", steps: [.scrollToEnd, .wait(1.2)]),
        Beat(caption: "back to the top, pull far: the second level", steps: [.scrollToTop, .drag(600, over: 0.6)]),
        Beat(caption: "let go: the archive opens", steps: [.release, .wait(0.6)]),
        Beat(caption: "x closes the archive", steps: [.closeArchive, .wait(0.15)]),
        Beat(caption: "back to the feed", steps: [.wait(0.5)]),
    ]

    /// Plays the story, handing each frame to `show`, which returns whether to go on.
    func play(_ show: (Frame) -> Bool) async {
        for beat in Self.beats {
            for step in beat.steps { await perform(step) }
            guard let screen = session.screen(text: text, columns: columns) else { return }
            let frame = Frame(
                time: session.now,
                caption: beat.caption,
                header: screen.header.state,
                footer: screen.footer.state,
                postCount: screen.posts.count,
                lines: screen.lines,
                columns: columns
            )
            if !show(frame) { return }
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FeedStory {
    private func perform(_ step: Step) async {
        switch step {
        case .start: await session.start()
        case .wait(let seconds): await session.wait(seconds)
        case .drag(let distance, let duration): await session.drag(by: distance, duration: duration)
        case .release: await session.release()
        case .scrollToEnd: await session.scrollToEnd()
        case .tapFooter: await session.tapFooter()
        case .scrollToTop: await session.scrollToTop()
        case .closeArchive: await session.closeArchive()
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FeedSession {
    /// Drags the list up until its end comes into view, and lets go.
    func scrollToEnd() async {
        let end = Double(posts.count) * Self.rowHeight - Double(viewportRows) * Self.rowHeight
        await drag(by: -(max(end - offset, 0) + 40), duration: 0.4)
        await release()
    }
}

extension String {
    /// The string with zeros in front, to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

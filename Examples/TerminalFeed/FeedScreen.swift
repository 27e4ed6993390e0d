import HeadlessRefresh
import HeadlessRefreshAdapterCore

/// One frame of the demo as text: a header row, the visible rows of the list, a footer row.
///
/// A value with no terminal in it: the script mode prints it as plain lines, the interactive mode draws the same
/// lines with cursor moves, and the tests read it.
struct FeedScreen: Sendable, Hashable {
    /// The seconds since the session started.
    var time: Double
    /// The header's indicator.
    var header: RefreshIndicator
    /// The footer's indicator.
    var footer: RefreshIndicator
    /// The content offset, in points.
    var offset: Double
    /// The posts in the list.
    var posts: [Post]
    /// The posts on the archive screen, the second level behind the header.
    var archive: [Post]
    /// How many rows of the list are visible.
    var rows: Int
    /// How wide a line is, in columns.
    var columns: Int

    /// The header row, the list's rows, and the footer row.
    var lines: [String] {
        [headerLine] + listLines + [footerLine]
    }

    /// The header: a progress bar while pulling, a spinner while refreshing, the result while finishing.
    var headerLine: String {
        let title = header.title
        if let progress = header.progress {
            // Up: letting go now does something; down: keep pulling.
            let arrow = header.state == .eligible || header.state == .secondLevelEligible ? "↑" : "↓"
            let percent = String(Int((progress * 100).rounded(.down))) + "%"
            return fit(" \(arrow) \(title)  \(Self.bar(progress, cells: 10)) \(percent)")
        }
        if header.showsSpinner { return fit(" \(spinner) \(title)") }
        if header.showsSecondLevel { return fit(" ⇅ \(title)") }
        if let result = header.result { return fit(" \(Self.mark(result)) \(title)") }
        if header.state == .idle, let updated = header.lastUpdated { return fit("   \(title) · \(updated)") }
        return fit("   \(title)")
    }

    /// The footer: "Loading…", "Tap to retry", "No more data", or how to load more.
    var footerLine: String {
        let title = footer.title
        if !footer.isEnabled { return fit("   \(posts.count) posts") }
        if footer.showsSpinner { return fit(" \(spinner) \(title)") }
        switch footer.state {
        case .failed: return fit(" ✗ \(title) (t)")
        case .noMoreData: return fit(" — \(title) · \(posts.count) posts —")
        case .finishing(let result): return fit(" \(Self.mark(result)) \(title)")
        default: return fit("   \(title) · \(posts.count) posts")
        }
    }

    /// The visible rows: posts where the content is, a dotted gutter where an indicator's space is revealed, and
    /// the archive screen above the content while the header's second level shows.
    var listLines: [String] {
        (0..<rows).map { row in
            // The row shows what lies under its middle.
            let y = offset + (Double(row) + 0.5) * FeedSession.rowHeight
            let index = Int((y / FeedSession.rowHeight).rounded(.down))
            if y < 0 && header.showsSecondLevel {
                // The archive is as tall as the list and sits right above the content.
                return fit(archiveLine(rows + index))
            }
            guard y >= 0, index < posts.count else { return fit(" ┊") }
            let post = posts[index]
            return fit(" │ #\(post.id) @\(post.author)  \(post.text)")
        }
    }

    /// Line `index` of the archive screen, from its top.
    private func archiveLine(_ index: Int) -> String {
        let rule = String(repeating: "─", count: max(columns - 20, 0))
        switch index {
        case 0: return " ╭─ Archive: last year " + rule
        case rows - 1: return " ╰─ x closes, or push the list back up " + rule
        case 1..<(rows - 1) where index - 1 < archive.count:
            let post = archive[index - 1]
            return " ┆ @\(post.author)  \(post.text)"
        default: return " ┆"
        }
    }

    private var spinner: String {
        let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
        return String(frames[Int(time * 10) % frames.count])
    }

    private static func mark(_ result: RefreshResult) -> String {
        switch result {
        case .success: "✓"
        case .failure: "✗"
        case .noMoreData: "—"
        }
    }

    private static func bar(_ progress: Double, cells: Int) -> String {
        let filled = min(max(Int((progress * Double(cells)).rounded(.down)), 0), cells)
        return "[" + String(repeating: "█", count: filled) + String(repeating: "·", count: cells - filled) + "]"
    }

    /// `text` cut to the width (every character used here takes one column).
    private func fit(_ text: String) -> String {
        text.count > columns ? String(text.prefix(columns)) : text
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FeedSession {
    /// The frame to draw now, with `rows` rows of the list (the session's own by default: a terminal resized
    /// since the start shows more or fewer rows of the same list).
    func screen(text: RefreshText, columns: Int, rows: Int? = nil) -> FeedScreen? {
        guard let header = indicator(.top, text: text), let footer = indicator(.bottom, text: text) else { return nil }
        return FeedScreen(
            time: now,
            header: header,
            footer: footer,
            offset: offset,
            posts: posts,
            archive: backend.archive,
            rows: max(rows ?? viewportRows, 0),
            columns: columns
        )
    }
}

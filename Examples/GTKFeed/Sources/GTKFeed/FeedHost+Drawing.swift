import HeadlessRefresh

/// The header and the footer, drawn from the session's snapshots with the library's words.
extension FeedHost {
    /// Redraws both indicators from the session's snapshots.
    func redraw() {
        if let top = session.snapshot(.top) {
            let title = text.title(for: top.state, role: .header)
            let detail = text.lastUpdated(at: top.lastSuccess, now: now)
            let progress: Double? =
                switch top.state {
                case .pulling, .eligible: min(max(top.progress, 0), 1)
                default: nil
                }
            widgets.drawHeader(title: title, detail: detail, progress: progress, busy: top.state == .refreshing)
            noteDrawn(.top, title)
        }
        if let bottom = session.snapshot(.bottom) {
            let title = text.title(for: bottom.state, role: .footer)
            widgets.drawFooter(title: title, busy: bottom.state == .refreshing)
            noteDrawn(.bottom, title)
        }
    }

    /// Logs a title the user now sees, once per change.
    private func noteDrawn(_ edge: RefreshEdge, _ title: String) {
        guard drawnTitles[edge] != title else { return }
        drawnTitles[edge] = title
        HostLog.line("drawn", at: now, ["edge": .string(edge.name), "title": .string(title)])
    }
}

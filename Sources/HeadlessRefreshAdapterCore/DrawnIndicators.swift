import HeadlessRefresh

/// The indicators an adapter has drawn, one per edge, so that it draws again exactly those whose snapshot changed.
///
/// Redrawing on `stateChanged` alone leaves an indicator stale: after a short pull and a release the last command
/// arrives while the pull is still 30 points, and no command follows as the content settles, so the indicator keeps
/// showing a pull that is gone. Update after every input instead (a geometry, a touch, a tick) and after every
/// `stateChanged`: the indicator then follows the content to rest. An indicator that did not change is not
/// returned, so content scrolled away from every edge redraws nothing; a new `RefreshText` redraws every edge.
///
/// ```swift
/// var drawn = DrawnIndicators()
/// session.send(input)
/// for indicator in drawn.update(from: session.controller, text: text, now: now) { render(indicator) }
/// ```
package struct DrawnIndicators: Sendable, Hashable {
    /// The indicator last drawn for each edge.
    package private(set) var indicators: [RefreshEdge: RefreshIndicator] = [:]
    /// What each was drawn from: an edge whose source is the same is not built again, so a frame that changes
    /// nothing makes no "Last updated" string and allocates nothing.
    private var sources: [RefreshEdge: RefreshIndicator.Source] = [:]

    /// Creates an empty record: the first update draws every configured edge.
    package init() {}

    /// The indicator last drawn for `edge`, or `nil`.
    package subscript(edge: RefreshEdge) -> RefreshIndicator? {
        indicators[edge]
    }

    /// The indicators of `controller`'s edges that differ from those last drawn, in edge order, now recorded as
    /// drawn.
    ///
    /// - Parameters:
    ///   - controller: the controller, after the input (read it from the session or binding).
    ///   - text: the titles.
    ///   - now: the host's time, the clock the controller gets ("last updated").
    ///   - lastUpdated: where a header's "Last updated" comes from.
    package mutating func update(
        from controller: RefreshController,
        text: RefreshText,
        now: Double,
        lastUpdated: LastUpdatedSource = .session
    ) -> [RefreshIndicator] {
        var changed: [RefreshIndicator] = []
        for edge in RefreshEdge.allCases {
            let source = RefreshIndicator.Source(
                controller: controller, edge: edge, text: text, now: now, lastUpdated: lastUpdated)
            guard source != sources[edge] else { continue }
            sources[edge] = source
            let indicator = source.map(RefreshIndicator.init)
            guard indicator != indicators[edge] else { continue }
            indicators[edge] = indicator
            if let indicator { changed.append(indicator) }
        }
        return changed
    }
}

import HeadlessRefresh

/// The indicator displays an adapter has installed, one per edge, and what each was last given: after every input,
/// ``redraw(from:text:now:)`` updates exactly the displays whose indicator changed.
///
/// ```swift
/// var displays = IndicatorDisplays()
/// displays.install(RefreshIndicatorView(), for: .top)
/// session.send(input)
/// displays.redraw(from: session.controller, text: text, now: now)
/// ```
@MainActor
package struct IndicatorDisplays {
    private var displays: [RefreshEdge: any RefreshIndicatorDisplay] = [:]
    /// What was drawn last, for every configured edge, installed or not.
    package private(set) var drawn = DrawnIndicators()

    /// Creates an empty set.
    package init() {}

    /// The display installed at `edge`, or `nil`.
    package subscript(edge: RefreshEdge) -> (any RefreshIndicatorDisplay)? {
        displays[edge]
    }

    /// The edges with a display.
    package var edges: [RefreshEdge] {
        RefreshEdge.allCases.filter { displays[$0] != nil }
    }

    /// Installs `display` at `edge`, replacing and returning the one there; it shows the edge's last indicator at
    /// once, if there is one.
    @discardableResult
    package mutating func install(_ display: any RefreshIndicatorDisplay, for edge: RefreshEdge)
        -> (any RefreshIndicatorDisplay)?
    {
        let replaced = displays.updateValue(display, forKey: edge)
        if let indicator = drawn[edge] { display.update(indicator, previous: nil) }
        return replaced
    }

    /// Removes and returns the display at `edge`.
    @discardableResult
    package mutating func remove(_ edge: RefreshEdge) -> (any RefreshIndicatorDisplay)? {
        displays.removeValue(forKey: edge)
    }

    /// Updates the displays whose edge's indicator changed since the last redraw, and returns every changed
    /// indicator (installed or not, for an app's `onRedraw`).
    ///
    /// - Parameters:
    ///   - controller: the controller, after the input.
    ///   - text: the titles; a new one redraws every edge.
    ///   - now: the host's time, the controller's clock ("last updated").
    ///   - lastUpdated: where a header's "Last updated" comes from.
    @discardableResult
    package mutating func redraw(
        from controller: RefreshController,
        text: RefreshText,
        now: Double,
        lastUpdated: LastUpdatedSource = .session
    ) -> [RefreshIndicator] {
        let before = drawn
        let changed = drawn.update(from: controller, text: text, now: now, lastUpdated: lastUpdated)
        for indicator in changed {
            displays[indicator.edge]?.update(indicator, previous: before[indicator.edge])
        }
        return changed
    }
}

import HeadlessRefresh

extension IndicatorPlacement {
    /// The space that a pull or a held extra inset opens at `edge`, in the coordinates of the visible area (the
    /// scroll view's frame, top-left corner at 0, 0), or `nil` when none of it is in view.
    ///
    /// The space runs from the edge of the area the app's own inset leaves visible (below the bars, for the header)
    /// to the content's edge, so an indicator drawn in it is pinned to the content: it moves with the rows and
    /// leaves the screen with them. An overlay pinned to the frame instead floats over the rows when the user
    /// scrolls down during a refresh. For toolkits that draw the indicator over the scroll view (SwiftUI's
    /// `overlay`) rather than inside its content (UIKit's subviews, placed by ``init(edge:thickness:geometry:)``).
    ///
    /// ```swift
    /// // Refreshing at rest under a 91-point bar, the header holding 60 points:
    /// IndicatorPlacement(openedAt: .top, in: geometry)  // origin (0, 91), size (390, 60)
    /// ```
    ///
    /// - Parameters:
    ///   - edge: the edge.
    ///   - geometry: the geometry sent to the controller (the app's own inset, without the extra inset).
    package init?(openedAt edge: RefreshEdge, in geometry: ScrollViewGeometry) {
        guard edge.axis == geometry.axis else { return nil }
        let opened = geometry.pull(edge)
        // Less than a point open is the content at rest, give or take rounding.
        guard opened.isFinite, opened >= 0.5 else { return nil }
        let inset = geometry.contentInset
        let viewport = geometry.viewportSize
        switch edge {
        case .top:
            origin = ScrollPoint(x: 0, y: inset.top)
            size = ScrollSize(width: viewport.width, height: opened)
        case .bottom:
            origin = ScrollPoint(x: 0, y: viewport.height - inset.bottom - opened)
            size = ScrollSize(width: viewport.width, height: opened)
        case .left:
            origin = ScrollPoint(x: inset.left, y: 0)
            size = ScrollSize(width: opened, height: viewport.height)
        case .right:
            origin = ScrollPoint(x: viewport.width - inset.right - opened, y: 0)
            size = ScrollSize(width: opened, height: viewport.height)
        }
    }
}

import HeadlessRefresh

/// Where an edge's indicator view sits in the scroll view's content coordinates, MJRefresh style: a header just
/// above the content, a footer just below its end, sides just before and after it. The extra inset the library
/// holds is what brings it into view.
///
/// ```swift
/// let frame = IndicatorPlacement(edge: .top, thickness: 60, geometry: geometry)
/// headerView.frame = CGRect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
/// ```
public struct IndicatorPlacement: Sendable, Hashable {
    /// The top-left corner, in content coordinates.
    public var origin: ScrollPoint
    /// The size.
    public var size: ScrollSize

    /// The frame of an indicator `thickness` points thick (its height at the top and bottom, its width at the sides).
    ///
    /// The trailing edges sit at the end the library measures pulls from: the content's end, or the end of the
    /// visible area when the content is shorter than it.
    package init(edge: RefreshEdge, thickness: Double, geometry: ScrollViewGeometry) {
        let inset = geometry.contentInset
        let viewport = geometry.viewportSize
        let content = geometry.contentSize
        switch edge {
        case .top:
            origin = ScrollPoint(x: 0, y: -thickness)
            size = ScrollSize(width: viewport.width, height: thickness)
        case .bottom:
            let end = max(content.height, viewport.height - inset.top - inset.bottom)
            origin = ScrollPoint(x: 0, y: end)
            size = ScrollSize(width: viewport.width, height: thickness)
        case .left:
            origin = ScrollPoint(x: -thickness, y: 0)
            size = ScrollSize(width: thickness, height: viewport.height)
        case .right:
            let end = max(content.width, viewport.width - inset.left - inset.right)
            origin = ScrollPoint(x: end, y: 0)
            size = ScrollSize(width: thickness, height: viewport.height)
        }
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation

extension ScrollSimulator {
    /// A wheel notch, in points: what one click of a mouse wheel scrolls in a browser.
    package static let wheelNotch = 100.0

    /// The offset a host that scrolls without touches (a mouse wheel, arrow keys, Page Down, VoiceOver's three-finger
    /// scroll) reaches by scrolling `distance` points from where the content is (positive towards the end of the list:
    /// down, or right). Like a browser's, it never pulls past an edge: it stops where the content rests at either
    /// end, with the extra insets shown there in place (a footer's row can be scrolled into view, not past).
    package func wheelOffset(by distance: Double) -> Double {
        let geometry = self.geometry
        let (leading, trailing): (RefreshEdge, RefreshEdge) =
            geometry.axis == .vertical ? (.top, .bottom) : (.left, .right)
        let start = geometry.offset(revealing: extraInsets[leading], at: leading)
        let end = geometry.offset(revealing: extraInsets[trailing], at: trailing)
        let lower = geometry.axis == .vertical ? start.y : start.x
        let upper = max(lower, geometry.axis == .vertical ? end.y : end.x)
        return min(max(offset + distance, lower), upper)
    }
}

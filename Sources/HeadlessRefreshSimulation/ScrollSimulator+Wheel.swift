import HeadlessRefresh

/// A host that scrolls without a touch: a mouse wheel, arrow keys, Page Down, VoiceOver's three-finger scroll.
extension ScrollSimulator {
    /// What one notch of a mouse wheel scrolls in a browser, in points.
    public static let wheelNotch = 100.0

    /// The host scrolls the content `distance` points from where it is, at once and without a touch: a mouse wheel,
    /// arrow keys, Page Down, VoiceOver's three-finger scroll. Positive scrolls towards the end of the list (down, or
    /// right), as a wheel's delta does; a distance that is not finite is ignored.
    ///
    /// Like a browser's, it never pulls past an edge: it stops where the content rests at either end, with the extra
    /// insets shown there in place (a footer's row scrolls into view, not past it). The geometry it sends says the
    /// host moved the content (`ContentMotion.host`), so an end it brings into a prefetch zone loads as one a finger
    /// brings does.
    ///
    /// ```swift
    /// var simulator = ScrollSimulator(controller: RefreshController(bottom: .footer))
    /// simulator.wheel(by: ScrollSimulator.wheelNotch)  // one notch down: the offset goes from 0 to 100
    /// simulator.wheel(by: -1000)  // back up, stopping at the top: 0
    /// ```
    public mutating func wheel(by distance: Double) {
        guard distance.isFinite else { return }
        scroll(to: wheelOffset(by: distance))
    }

    /// The offset ``wheel(by:)`` scrolls to from where the content is: `distance` on, kept between the offsets at
    /// which the content rests at either end with the extra insets shown there.
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

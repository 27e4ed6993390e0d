/// Where the content stands relative to one edge.
struct EdgeMeasure: Sendable, Hashable {
    /// See ``ScrollViewGeometry/pull(_:)``.
    var pull: Double
    /// See ``ScrollViewGeometry/remaining(_:)``.
    var remaining: Double
    /// The content's length along the edge's axis.
    var contentLength: Double
    /// Whether the content is shorter than the viewport minus the host's insets.
    var contentIsShort: Bool
    /// The viewport's length along the edge's axis.
    var viewportLength: Double
    /// The host's own inset at this edge (a bar, the keyboard): with the content and the viewport, what places the end
    /// relative to the visible end, apart from the offset.
    var hostInset = 0.0
    /// What moved the content to this measure, as the host knows it.
    var motion = ContentMotion.unknown

    /// How far past the prefetch zone the end must go before a new approach counts again: a quarter of the
    /// viewport. A page pushes the end much further; self-sizing cells that jiggle the content size by a few
    /// points around the boundary do not, so they cannot chain loads (MJRefresh #976, #981).
    var leftZoneMargin: Double { viewportLength * 0.25 }

    static let unknown = EdgeMeasure(
        pull: 0,
        remaining: .infinity,
        contentLength: -1,
        contentIsShort: false,
        viewportLength: 0
    )
}

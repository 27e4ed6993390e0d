/// Everything a host needs to draw one edge's indicator.
public struct EdgeSnapshot: Sendable, Hashable {
    /// The edge.
    public var edge: RefreshEdge
    /// Its state.
    public var state: RefreshState
    /// The raw pull distance in points (``ScrollViewGeometry/pull(_:)``), for elastic drawing.
    public var pull: Double
    /// The pull beyond the resting extent over the trigger distance, not clamped: above 1 while over-pulled,
    /// negative while scrolled away.
    public var progress: Double
    /// The extra inset the host was last told to apply at this edge.
    public var extraInset: Double
    /// Whether the finger is down.
    public var isDragging: Bool
    /// Whether the edge is enabled.
    public var isEnabled: Bool
    /// The time of the last successful load, or `nil` if none.
    public var lastSuccess: Double?
    /// The largest pull the edge counts, or `nil` for no limit; ``progress`` stops there.
    public var maximumPull: Double?
    /// Whether to draw the indicator: `false` while one of ``EdgeConfiguration/hiddenWhen`` holds.
    public var isVisible: Bool
    /// Whether the edge spent its ``EdgeConfiguration/automaticLoadBudget``: it loads no more by itself, and its
    /// indicator asks for a tap ("tap to load more").
    public var waitsForTap = false

    /// Creates a snapshot, for previews and for testing indicator views without a controller.
    public init(
        edge: RefreshEdge,
        state: RefreshState,
        pull: Double = 0,
        progress: Double = 0,
        extraInset: Double = 0,
        isDragging: Bool = false,
        isEnabled: Bool = true,
        lastSuccess: Double? = nil,
        maximumPull: Double? = nil,
        isVisible: Bool = true
    ) {
        self.edge = edge
        self.state = state
        self.pull = pull
        self.progress = progress
        self.extraInset = extraInset
        self.isDragging = isDragging
        self.isEnabled = isEnabled
        self.lastSuccess = lastSuccess
        self.maximumPull = maximumPull
        self.isVisible = isVisible
    }
}

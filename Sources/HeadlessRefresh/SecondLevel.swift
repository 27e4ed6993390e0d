/// A second level behind a header (Taobao's "second floor"): pull far past the refresh distance and release,
/// and the content slides away to reveal a screen behind the list.
///
/// Releasing between the edge's trigger distance and ``triggerDistance`` refreshes as usual; releasing past it
/// opens the second level, as does a fling past the refresh distance at ``velocityThreshold`` or faster
/// (easy_refresh's secondary velocity). While open, the edge holds ``openExtent`` of extra inset; it closes
/// with ``RefreshController/closeSecondLevel(_:now:_:)``, or when the finger pulls the content back by
/// ``closeDistance`` and lets go.
///
/// ```swift
/// var header = EdgeConfiguration.header
/// header.secondLevel = SecondLevel(triggerDistance: 150)
/// header.maximumPull = 240
/// ```
///
/// The second level needs the ``RefreshTrigger/release`` trigger: with ``RefreshTrigger/threshold`` the refresh
/// fires before the second distance can be reached.
public struct SecondLevel: Sendable, Hashable {
    /// The pull, beyond the resting extent, at which releasing opens the second level. Must exceed the edge's
    /// trigger distance.
    public var triggerDistance: Double
    /// The extra inset held while open; `nil` for the viewport's length along the axis, which moves the content
    /// out of view.
    public var openExtent: Double?
    /// How far the finger must pull the open content back before a release closes it, counted from the furthest it
    /// held the content in that touch (at most the open position): a touch that catches the content while it slides
    /// open and holds it still closes nothing.
    public var closeDistance: Double
    /// A release past the refresh distance with at least this speed towards the edge (points per second) opens
    /// the second level; `nil` to open only by distance.
    public var velocityThreshold: Double?
    /// How long the content takes to slide away.
    public var openDuration: Double
    /// How long it takes to come back.
    public var closeDuration: Double

    /// Creates a second level; the defaults follow flutter_pulltorefresh (close distance 80) and easy_refresh
    /// (secondary velocity 3000).
    public init(
        triggerDistance: Double = 150,
        openExtent: Double? = nil,
        closeDistance: Double = 80,
        velocityThreshold: Double? = 3000,
        openDuration: Double = 0.4,
        closeDuration: Double = 0.3
    ) {
        self.triggerDistance = triggerDistance
        self.openExtent = openExtent
        self.closeDistance = closeDistance
        self.velocityThreshold = velocityThreshold
        self.openDuration = openDuration
        self.closeDuration = closeDuration
    }
}

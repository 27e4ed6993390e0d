/// What moved the content to the offset a ``ScrollViewGeometry`` reports, as the host knows it.
///
/// The library loads at an end only when the user brings it closer (P2): a finger, a fling's momentum, or the host's
/// own scroll (a wheel, arrow keys, VoiceOver, a "scroll to bottom" button). A spring back after an over-pull, or an
/// animation of an inset or a scroll the library asked for, never approaches an end, however far it overshoots its
/// rest. UIKit knows what moves the content: `isDragging` is the finger, and `isDecelerating` is momentum inside the
/// content's bounds and a spring back beyond them.
///
/// ```swift
/// var geometry = ScrollViewGeometry(
///     contentOffset: ScrollPoint(x: 0, y: 1200),
///     contentSize: ScrollSize(width: 375, height: 2000),
///     viewportSize: ScrollSize(width: 375, height: 812))
/// geometry.motion = .momentum  // a fling carries the content towards the footer
/// ```
///
/// A host that cannot tell sends ``unknown``, the default: the library then takes content that was pulled past the
/// opposite end, or carried by an inset it changed, to spring back, and any other motion towards an end to approach
/// it — a spring back that overshoots its rest by a fraction of a point can then count as an approach.
public enum ContentMotion: Sendable, Hashable, CaseIterable {
    /// The host cannot tell what moved the content; the library judges from positions.
    case unknown
    /// The finger drags the content.
    case finger
    /// The content coasts after the finger let go with a velocity.
    case momentum
    /// The content springs back after an over-pull, or an animation carries it (an inset or a scroll the library
    /// asked for).
    case springBack
    /// The host moved the content itself: a scroll from code, a mouse wheel, arrow keys, an assistive technology.
    case host

    /// The motion's name as scenario files and logs write it: `"unknown"`, `"finger"`, `"momentum"`,
    /// `"springBack"`, `"host"`.
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .finger: "finger"
        case .momentum: "momentum"
        case .springBack: "springBack"
        case .host: "host"
        }
    }
}

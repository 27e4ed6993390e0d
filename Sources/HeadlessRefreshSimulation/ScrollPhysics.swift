import HeadlessRefresh

/// The physics of the simulated scroll view: UIScrollView's rubber band, deceleration and bounce.
///
/// ```swift
/// var physics = ScrollPhysics()
/// physics.deceleration = .fast  // UIScrollView.DecelerationRate.fast
/// let simulator = ScrollSimulator(controller: RefreshController(top: .header), physics: physics)
/// ```
public struct ScrollPhysics: Sendable, Hashable {
    /// How a fling slows down: the velocity is multiplied by `rate` every millisecond (0.998 normal, 0.99 fast).
    public var deceleration: ScrollDeceleration
    /// The rubber band's constant while dragging past an edge; the band's dimension is the viewport's length.
    public var rubberBandConstant: Double
    /// The spring that brings the content back to an edge: critically damped, so it never overshoots the edge.
    public var spring: CriticallyDampedSpring
    /// Below this speed, in points per second, a coast stops and a settling bounce snaps to its edge.
    public var stopSpeed: Double
    /// A bounce within this many points of its edge, and slower than ``stopSpeed``, snaps to the edge.
    public var settleDistance: Double

    /// Creates physics; the defaults are UIScrollView's normal deceleration and a 0.4 s bounce.
    public init(
        deceleration: ScrollDeceleration = .normal,
        rubberBandConstant: Double = RubberBand.defaultConstant,
        spring: CriticallyDampedSpring = CriticallyDampedSpring(response: 0.4),
        stopSpeed: Double = 1,
        settleDistance: Double = 0.05
    ) {
        self.deceleration = deceleration
        self.rubberBandConstant = rubberBandConstant
        self.spring = spring
        self.stopSpeed = stopSpeed
        self.settleDistance = settleDistance
    }
}

/// The physics reduced to a few coefficients for one frame interval, so a frame costs multiplications only; an
/// interval of any other length (up to an event between two frames) computes its own from the same closed forms.
struct FrameStep: Sendable, Hashable {
    /// The velocity factor over one frame: `rate^(interval in ms)`.
    let decay: Double
    /// The distance coasted over one frame per point-per-second of velocity, so the frames sum to
    /// `v / 1000 * rate / (1 - rate)` exactly.
    let coast: Double
    /// The spring over one frame as a linear map of (position, velocity).
    let springPP: Double
    let springPV: Double
    let springVP: Double
    let springVV: Double
    /// The rubber band; its dimension follows the viewport.
    var band: RubberBand
    let stopSpeed: Double
    let settleDistance: Double
    /// The deceleration, for intervals shorter than a frame.
    let deceleration: ScrollDeceleration
    /// The whole distance coasted per point-per-second of velocity: `rate / (1 - rate) / 1000`.
    let coastPerVelocity: Double
    /// The spring, for intervals shorter than a frame.
    let spring: CriticallyDampedSpring

    init(physics: ScrollPhysics, interval: Double, dimension: Double) {
        let deceleration = physics.deceleration
        self.deceleration = deceleration
        decay = deceleration.decay(over: interval)
        coastPerVelocity = deceleration.coastDistance(velocity: 1)
        coast = coastPerVelocity * (1 - decay)
        spring = physics.spring
        // The critically damped spring is linear in its state: two unit responses give the whole map.
        let fromPosition = physics.spring.state(after: interval, position: 1, velocity: 0)
        let fromVelocity = physics.spring.state(after: interval, position: 0, velocity: 1)
        springPP = fromPosition.position
        springVP = fromPosition.velocity
        springPV = fromVelocity.position
        springVV = fromVelocity.velocity
        band = RubberBand(dimension: dimension, constant: physics.rubberBandConstant)
        stopSpeed = physics.stopSpeed
        settleDistance = physics.settleDistance
    }

    /// The spring's state after one whole frame, from the precomputed map.
    @inline(__always) func springFrame(position: Double, velocity: Double) -> (position: Double, velocity: Double) {
        (springPP * position + springPV * velocity, springVP * position + springVV * velocity)
    }
}

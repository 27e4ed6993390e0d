/// UIScrollView's deceleration after a fling: the velocity is multiplied by `rate` every millisecond.
///
/// A release at velocity `v` (points per second) coasts `v / 1000 * rate / (1 - rate)` points in all.
///
/// ```swift
/// let deceleration = ScrollDeceleration.normal
/// deceleration.coastDistance(velocity: 2000)  // 998 points
/// ```
public struct ScrollDeceleration: Sendable, Hashable {
    /// UIScrollView's normal rate, 0.998 per millisecond.
    public static let normal = ScrollDeceleration(rate: 0.998)
    /// UIScrollView's fast rate, 0.99 per millisecond.
    public static let fast = ScrollDeceleration(rate: 0.99)

    /// The fastest release velocity the library takes, in points per second: far beyond any finger (UIKit reports a
    /// few thousand), yet small enough that a coast stays a finite, reasonable distance.
    public static let maximumVelocity = 100_000.0

    /// `velocity` as the library uses it: not finite becomes zero, beyond ``maximumVelocity`` is clamped to it.
    @inlinable public static func usableVelocity(_ velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        return min(max(velocity, -maximumVelocity), maximumVelocity)
    }

    /// The factor applied to the velocity each millisecond, in (0, 1).
    public let rate: Double
    /// `ln(rate)`, kept to step frames without recomputing it.
    public let logRate: Double

    /// Creates a deceleration with `rate` per millisecond; a rate outside (0, 1) becomes 0.998.
    public init(rate: Double) {
        let usable = rate > 0 && rate < 1 ? rate : 0.998
        self.rate = usable
        self.logRate = naturalLogarithm(usable)
    }

    /// The factor applied to the velocity over `seconds`: `rate^(seconds * 1000)`.
    @inlinable public func decay(over seconds: Double) -> Double {
        exponential(seconds * 1000 * logRate)
    }

    /// The distance travelled over `seconds` after a release at `velocity`, following the per-millisecond steps.
    @inlinable public func distance(velocity: Double, after seconds: Double) -> Double {
        coastDistance(velocity: velocity) * (1 - decay(over: seconds))
    }

    /// The whole distance coasted after a release at `velocity` points per second.
    @inlinable public func coastDistance(velocity: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// How long until the velocity falls below `threshold` points per second.
    @inlinable public func duration(velocity: Double, threshold: Double = 1) -> Double {
        let speed = abs(velocity)
        guard speed > threshold, threshold > 0 else { return 0 }
        return naturalLogarithm(threshold / speed) / logRate / 1000
    }
}

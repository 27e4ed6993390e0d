/// A spring that returns to rest as fast as possible without overshooting: the bounce-back of a scroll view.
///
/// The displacement from rest after `t` seconds is `(x0 + (v0 + ω x0) t) e^(-ω t)` with `ω = 2π / response`.
///
/// ```swift
/// let spring = CriticallyDampedSpring(response: 0.4)
/// let (position, velocity) = spring.state(after: 1 / 120, position: 80, velocity: 0)
/// ```
public struct CriticallyDampedSpring: Sendable, Hashable {
    /// The natural angular frequency ω, in radians per second.
    public var angularFrequency: Double

    /// Creates a spring that settles in about `response` seconds (the period of the undamped spring).
    public init(response: Double = 0.4) {
        let period = response.isFinite && response > 0 ? response : 0.4
        angularFrequency = 2 * Double.pi / period
    }

    /// Creates a spring with angular frequency `angularFrequency` (radians per second).
    public init(angularFrequency: Double) {
        self.angularFrequency = angularFrequency.isFinite && angularFrequency > 0 ? angularFrequency : 2 * .pi / 0.4
    }

    /// The displacement and velocity `time` seconds after starting at `position` with `velocity`.
    public func state(after time: Double, position: Double, velocity: Double) -> (position: Double, velocity: Double) {
        let omega = angularFrequency
        let decay = exponential(-omega * time)
        let b = velocity + omega * position
        let newPosition = (position + b * time) * decay
        let newVelocity = (b - omega * (position + b * time)) * decay
        return (newPosition, newVelocity)
    }

    /// How long until the displacement stays within `tolerance` of rest, starting at `position` with `velocity`.
    ///
    /// - Complexity: O(log(1/tolerance)) steps of bisection.
    public func settlingTime(position: Double, velocity: Double, tolerance: Double = 0.5) -> Double {
        guard position.isFinite, velocity.isFinite, tolerance > 0 else { return 0 }
        // After the last extremum the displacement decays monotonically; search past it.
        var high = 1 / angularFrequency
        while abs(state(after: high, position: position, velocity: velocity).position) > tolerance
            || abs(state(after: 2 * high, position: position, velocity: velocity).position) > tolerance
        {
            high *= 2
            if high > 1e6 { return high }
        }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            let tail = max(
                abs(state(after: middle, position: position, velocity: velocity).position),
                abs(state(after: (middle + high) / 2, position: position, velocity: velocity).position)
            )
            if tail > tolerance { low = middle } else { high = middle }
        }
        return high
    }
}

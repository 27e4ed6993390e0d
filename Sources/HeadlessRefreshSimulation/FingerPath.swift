/// The finger's travel during a drag: it moves linearly from `fromTravel` to `toTravel` between two times.
/// Positive travel moves the finger down or right, which lowers the offset.
struct FingerPath: Sendable, Hashable {
    var fromTravel = 0.0
    var toTravel = 0.0
    var fromTime = -Double.infinity
    var toTime = -Double.infinity

    @inline(__always) func travel(at time: Double) -> Double {
        if time >= toTime { return toTravel }
        return fromTravel + (toTravel - fromTravel) * (time - fromTime) / (toTime - fromTime)
    }
}

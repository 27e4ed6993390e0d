/// One sample of a scroll recorded on a device: the time, the content offset along the axis, and whether the
/// finger was down.
///
/// Record `scrollViewDidScroll` with `isTracking` on a device and replay the samples with
/// ``ScrollSimulator/replay(_:)`` to see what the library decides on exactly that gesture.
///
/// ```swift
/// simulator.replay([
///     ReplaySample(time: 0.0, offset: -91, isDragging: true),
///     ReplaySample(time: 0.1, offset: -140, isDragging: true),
///     ReplaySample(time: 0.2, offset: -190, isDragging: false),
/// ])
/// ```
public struct ReplaySample: Sendable, Hashable {
    /// Seconds since the simulation started.
    public var time: Double
    /// The content offset along the axis.
    public var offset: Double
    /// Whether the finger was down.
    public var isDragging: Bool

    /// Creates a sample.
    public init(time: Double, offset: Double, isDragging: Bool) {
        self.time = time
        self.offset = offset
        self.isDragging = isDragging
    }
}

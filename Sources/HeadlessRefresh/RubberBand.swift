/// The resistance UIScrollView applies when content is dragged past an edge.
///
/// The content moves `f(x, d) = (1 - 1 / (x * c / d + 1)) * d` for a finger travel of `x` past the edge, where `d`
/// is the viewport's length along the axis and `c` is 0.55. A host without native bounce (a game engine, a
/// terminal) feeds its finger travel through ``offset(forTravel:)`` and scrolls by the result.
///
/// ```swift
/// let band = RubberBand(dimension: 812)
/// band.offset(forTravel: 300)  // about 137 points of pull for 300 points of finger travel
/// ```
public struct RubberBand: Sendable, Hashable {
    /// UIScrollView's rubber-band constant.
    public static let defaultConstant = 0.55

    /// The viewport's length along the axis, in points.
    public var dimension: Double
    /// The resistance constant; smaller is stiffer.
    public var constant: Double

    /// Creates a rubber band for a viewport `dimension` points long.
    public init(dimension: Double, constant: Double = RubberBand.defaultConstant) {
        self.dimension = dimension
        self.constant = constant
    }

    /// How far the content moves past the edge for a finger travel of `travel` points past it. Symmetric for
    /// negative travel; never reaches `dimension`.
    @inlinable public func offset(forTravel travel: Double) -> Double {
        guard dimension > 0, travel.isFinite else { return 0 }
        let magnitude = abs(travel)
        let result = (1 - 1 / (magnitude * constant / dimension + 1)) * dimension
        return travel < 0 ? -result : result
    }

    /// The finger travel that moves the content `offset` points past the edge: the inverse of
    /// ``offset(forTravel:)``, for replaying recorded offsets. Offsets at or beyond `dimension` give infinity.
    @inlinable public func travel(forOffset offset: Double) -> Double {
        guard dimension > 0, offset.isFinite else { return 0 }
        let magnitude = abs(offset)
        guard magnitude < dimension else { return offset < 0 ? -.infinity : .infinity }
        let result = dimension / constant * (1 / (1 - magnitude / dimension) - 1)
        return offset < 0 ? -result : result
    }
}

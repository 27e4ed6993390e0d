// Stand-in for the part of CoreGraphics the adapters use (UIKit and SwiftUI re-export it), for
// scripts/check-availability only. `CGFloat` is its own type, as on Apple platforms, so a missing conversion from or to
// `Double` fails the check as it would in Xcode.

/// [CGFloat](https://developer.apple.com/documentation/corefoundation/cgfloat): a `Double` on 64-bit platforms.
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
@frozen
public struct CGFloat: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// [native](https://developer.apple.com/documentation/corefoundation/cgfloat/native)
    public var native: Double

    /// [init(_:)](https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)) from a `Double`.
    public init(_ value: Double) { native = value }

    /// [init(_:)](https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)) from an `Int`.
    public init(_ value: Int) { native = Double(value) }

    /// [init(floatLiteral:)](https://developer.apple.com/documentation/corefoundation/cgfloat/init(floatliteral:))
    public init(floatLiteral value: Double) { native = value }

    /// [init(integerLiteral:)](https://developer.apple.com/documentation/corefoundation/cgfloat/init(integerliteral:))
    public init(integerLiteral value: Int) { native = Double(value) }

    /// [infinity](https://developer.apple.com/documentation/corefoundation/cgfloat/infinity)
    public static var infinity: CGFloat { CGFloat(Double.infinity) }

    /// [+](https://developer.apple.com/documentation/corefoundation/cgfloat/+(_:_:))
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }

    /// [-](https://developer.apple.com/documentation/corefoundation/cgfloat/-(_:_:))
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }

    /// [*](https://developer.apple.com/documentation/corefoundation/cgfloat/*(_:_:))
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }

    /// [/](https://developer.apple.com/documentation/corefoundation/cgfloat/_(_:_:))
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }

    /// [<](https://developer.apple.com/documentation/corefoundation/cgfloat/<(_:_:))
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
}

@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
extension Double {
    /// [init(_:)](https://developer.apple.com/documentation/swift/double/init(_:)) from a `CGFloat`.
    public init(_ value: CGFloat) { self = value.native }
}

@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
extension Float {
    /// [init(_:)](https://developer.apple.com/documentation/swift/float/init(_:)) from a `CGFloat`.
    public init(_ value: CGFloat) { self = Float(value.native) }
}

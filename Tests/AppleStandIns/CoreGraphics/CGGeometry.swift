// Stand-ins for CoreGraphics' geometry values, for scripts/check-availability only.

/// [CGPoint](https://developer.apple.com/documentation/corefoundation/cgpoint)
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
public struct CGPoint: Sendable, Hashable {
    /// [x](https://developer.apple.com/documentation/corefoundation/cgpoint/x)
    public var x: CGFloat
    /// [y](https://developer.apple.com/documentation/corefoundation/cgpoint/y)
    public var y: CGFloat

    /// [init(x:y:)](https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)), `CGFloat`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// [init(x:y:)](https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)), `Double`.
    public init(x: Double, y: Double) {
        self.init(x: CGFloat(x), y: CGFloat(y))
    }

    /// [init(x:y:)](https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)), `Int`.
    public init(x: Int, y: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y))
    }
}

/// [CGSize](https://developer.apple.com/documentation/corefoundation/cgsize)
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
public struct CGSize: Sendable, Hashable {
    /// [width](https://developer.apple.com/documentation/corefoundation/cgsize/width)
    public var width: CGFloat
    /// [height](https://developer.apple.com/documentation/corefoundation/cgsize/height)
    public var height: CGFloat

    /// [init(width:height:)](https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:))
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

/// [CGRect](https://developer.apple.com/documentation/corefoundation/cgrect)
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
public struct CGRect: Sendable, Hashable {
    /// [origin](https://developer.apple.com/documentation/corefoundation/cgrect/origin)
    public var origin: CGPoint
    /// [size](https://developer.apple.com/documentation/corefoundation/cgrect/size)
    public var size: CGSize

    /// [zero](https://developer.apple.com/documentation/corefoundation/cgrect/zero)
    public static var zero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }

    /// [init(x:y:width:height:)](https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)),
    /// `CGFloat`.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }

    /// [init(x:y:width:height:)](https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)),
    /// `Double`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    /// [init(x:y:width:height:)](https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)),
    /// `Int`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    /// [width](https://developer.apple.com/documentation/corefoundation/cgrect/width)
    public var width: CGFloat { size.width }
    /// [height](https://developer.apple.com/documentation/corefoundation/cgrect/height)
    public var height: CGFloat { size.height }
    /// [minX](https://developer.apple.com/documentation/corefoundation/cgrect/minx)
    public var minX: CGFloat { origin.x }
    /// [midX](https://developer.apple.com/documentation/corefoundation/cgrect/midx)
    public var midX: CGFloat { origin.x + size.width / 2 }
    /// [midY](https://developer.apple.com/documentation/corefoundation/cgrect/midy)
    public var midY: CGFloat { origin.y + size.height / 2 }
    /// [maxY](https://developer.apple.com/documentation/corefoundation/cgrect/maxy)
    public var maxY: CGFloat { origin.y + size.height }
}

/// The direction a scroll view scrolls in.
public enum ScrollAxis: Sendable, Hashable {
    /// Content moves up and down; the top and bottom edges apply.
    case vertical
    /// Content moves left and right; the left and right edges apply.
    case horizontal
}

/// One of the four edges of a scroll view where an indicator can be pulled into view.
public enum RefreshEdge: Sendable, Hashable, CaseIterable {
    /// The header: pulling the content down reveals it.
    case top
    /// The footer: pushing the content up past its end reveals it.
    case bottom
    /// The leading side on a horizontal axis.
    case left
    /// The trailing side on a horizontal axis.
    case right

    /// The axis along which this edge is pulled.
    public var axis: ScrollAxis {
        switch self {
        case .top, .bottom: .vertical
        case .left, .right: .horizontal
        }
    }

    /// The edge across the content from this one: top and bottom, left and right.
    public var opposite: RefreshEdge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        }
    }

    /// Whether this edge comes first along its axis (top, left), where content starts.
    public var isLeading: Bool { self == .top || self == .left }

    /// The edge's lowercase name as used in scenario files and diagnostics: `"top"`, `"bottom"`, `"left"`, `"right"`.
    public var name: String {
        switch self {
        case .top: "top"
        case .bottom: "bottom"
        case .left: "left"
        case .right: "right"
        }
    }

    @usableFromInline var index: Int {
        switch self {
        case .top: 0
        case .bottom: 1
        case .left: 2
        case .right: 3
        }
    }
}

/// A point in scroll-view coordinates (UIKit orientation: y grows downward, x rightward).
public struct ScrollPoint: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin.
    public static let zero = ScrollPoint(x: 0, y: 0)
}

/// A width and a height.
public struct ScrollSize: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent.
    public static let zero = ScrollSize(width: 0, height: 0)
}

/// Insets on the four sides of a scroll view's content.
public struct ScrollInsets: Sendable, Hashable {
    /// The inset above the content.
    public var top: Double
    /// The inset before the content on the horizontal axis.
    public var left: Double
    /// The inset below the content.
    public var bottom: Double
    /// The inset after the content on the horizontal axis.
    public var right: Double

    /// Creates insets.
    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = ScrollInsets()

    /// The inset on one edge.
    @inlinable public subscript(edge: RefreshEdge) -> Double {
        get {
            switch edge {
            case .top: top
            case .bottom: bottom
            case .left: left
            case .right: right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .bottom: bottom = newValue
            case .left: left = newValue
            case .right: right = newValue
            }
        }
    }
}

/// What the host knows about its scroll view at one moment.
///
/// `contentInset` is the host's *own* inset (safe area, bars, app insets). It never includes the extra inset
/// this library asks for with ``RefreshCommand/setExtraInset(_:amount:duration:)``: the host applies
/// `contentInset + extraInset` to its view and reports `contentInset` alone. Keeping the two apart is what
/// rules out the "inset not restored" and "inset jumps" bugs of libraries that add and subtract in place.
///
/// ```swift
/// let geometry = ScrollViewGeometry(
///     contentOffset: ScrollPoint(x: 0, y: -91),
///     contentSize: ScrollSize(width: 375, height: 2400),
///     viewportSize: ScrollSize(width: 375, height: 812),
///     contentInset: ScrollInsets(top: 91, bottom: 34))
/// geometry.pull(.top)  // 0: the content rests under the navigation bar
/// ```
public struct ScrollViewGeometry: Sendable, Hashable {
    /// The scroll position: the point of the content shown at the viewport's top-left corner.
    public var contentOffset: ScrollPoint
    /// The size of the scrollable content.
    public var contentSize: ScrollSize
    /// The size of the visible bounds.
    public var viewportSize: ScrollSize
    /// The host's own inset, without the extra inset the library asked for.
    public var contentInset: ScrollInsets
    /// The direction the host scrolls in.
    public var axis: ScrollAxis
    /// What moved the content to this offset since the previous geometry, when the host knows
    /// (``ContentMotion/unknown`` otherwise): a spring back never approaches an end.
    public var motion: ContentMotion

    /// Creates a geometry.
    @inlinable public init(
        contentOffset: ScrollPoint = .zero,
        contentSize: ScrollSize,
        viewportSize: ScrollSize,
        contentInset: ScrollInsets = .zero,
        axis: ScrollAxis = .vertical,
        motion: ContentMotion = .unknown
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.viewportSize = viewportSize
        self.contentInset = contentInset
        self.axis = axis
        self.motion = motion
    }

    /// Creates the geometry of a list that scrolls along one axis, from what such a host knows: the offset, the
    /// content's and the viewport's lengths along the axis, and its own insets at the two ends (before the content
    /// and after it). The other axis has no extent and no offset.
    ///
    /// ```swift
    /// // A vertical list, 2400 points long in an 812-point view, under a 91-point bar, pulled down by 40.
    /// let geometry = ScrollViewGeometry(offset: -131, contentLength: 2400, viewportLength: 812, leadingInset: 91)
    /// geometry.pull(.top)  // 40
    /// ```
    @inlinable public init(
        offset: Double,
        contentLength: Double,
        viewportLength: Double,
        leadingInset: Double = 0,
        trailingInset: Double = 0,
        axis: ScrollAxis = .vertical,
        motion: ContentMotion = .unknown
    ) {
        switch axis {
        case .vertical:
            self.init(
                contentOffset: ScrollPoint(x: 0, y: offset),
                contentSize: ScrollSize(width: 0, height: contentLength),
                viewportSize: ScrollSize(width: 0, height: viewportLength),
                contentInset: ScrollInsets(top: leadingInset, bottom: trailingInset), axis: axis, motion: motion)
        case .horizontal:
            self.init(
                contentOffset: ScrollPoint(x: offset, y: 0),
                contentSize: ScrollSize(width: contentLength, height: 0),
                viewportSize: ScrollSize(width: viewportLength, height: 0),
                contentInset: ScrollInsets(left: leadingInset, right: trailingInset), axis: axis, motion: motion)
        }
    }

    /// How close two positions along an axis must be, in points, to count as the same position: a thousandth of
    /// a point.
    ///
    /// Insets and extents with decimals are not exact in binary (98.52 + 45.85 is not 144.37), so the library
    /// never compares positions exactly: content within this distance of its resting position is at rest (it
    /// shows no pull and blocks no other edge), and the end must move by more than this to count as approaching.
    public static let positionTolerance = 0.001

    /// How far the content is pulled past its resting position at `edge`, in points.
    ///
    /// Zero at rest, positive when the content is pulled away from the edge (revealing an indicator there),
    /// negative when it is scrolled away from that end. For the trailing edges the end is the content's end, or
    /// the end of the viewport when the content is shorter than the viewport, so a pull up from rest on a short
    /// list counts from zero.
    @inlinable public func pull(_ edge: RefreshEdge) -> Double {
        switch edge {
        case .top:
            return -(contentOffset.y + contentInset.top)
        case .left:
            return -(contentOffset.x + contentInset.left)
        case .bottom:
            let end = max(contentSize.height, viewportSize.height - contentInset.top - contentInset.bottom)
            return contentOffset.y + viewportSize.height - contentInset.bottom - end
        case .right:
            let end = max(contentSize.width, viewportSize.width - contentInset.left - contentInset.right)
            return contentOffset.x + viewportSize.width - contentInset.right - end
        }
    }

    /// The distance from the visible end of the content to its end at `edge`, for prefetching.
    ///
    /// For the bottom edge it is the content still below the visible area; for the top edge (a chat list that
    /// loads older items) the content still above it. Zero or negative means the end is in view.
    @inlinable public func remaining(_ edge: RefreshEdge) -> Double {
        switch edge {
        case .top: contentOffset.y + contentInset.top
        case .left: contentOffset.x + contentInset.left
        case .bottom: contentSize.height - (contentOffset.y + viewportSize.height - contentInset.bottom)
        case .right: contentSize.width - (contentOffset.x + viewportSize.width - contentInset.right)
        }
    }

    /// The content's length along the axis of `edge`.
    @inlinable public func contentLength(along edge: RefreshEdge) -> Double {
        edge.axis == .vertical ? contentSize.height : contentSize.width
    }

    /// The content offset at which the content rests with `extent` points revealed at `edge`.
    ///
    /// The other coordinate is left as it is. Used to reveal a header on a programmatic begin.
    @inlinable public func offset(revealing extent: Double, at edge: RefreshEdge) -> ScrollPoint {
        var point = contentOffset
        switch edge {
        case .top: point.y = -(contentInset.top + extent)
        case .left: point.x = -(contentInset.left + extent)
        case .bottom:
            let end = max(contentSize.height, viewportSize.height - contentInset.top - contentInset.bottom)
            point.y = end + contentInset.bottom + extent - viewportSize.height
        case .right:
            let end = max(contentSize.width, viewportSize.width - contentInset.left - contentInset.right)
            point.x = end + contentInset.right + extent - viewportSize.width
        }
        return point
    }

    /// The first problem that makes this geometry unusable, or `nil` when every value is usable.
    ///
    /// Offsets and insets must be finite; sizes must be finite and not negative.
    @inlinable public var problem: GeometryProblem? {
        // One sum catches every NaN and infinity at once: the fast path is a single check. Summed as a tree so
        // the additions do not wait on each other.
        let offsets = contentOffset.x + contentOffset.y
        let sizes = (contentSize.width + contentSize.height) + (viewportSize.width + viewportSize.height)
        let insets = (contentInset.top + contentInset.left) + (contentInset.bottom + contentInset.right)
        if (offsets + sizes + insets).isFinite {
            if min(contentSize.width, contentSize.height) < 0 { return .negativeContentSize }
            if min(viewportSize.width, viewportSize.height) < 0 { return .negativeViewportSize }
            return nil
        }
        if !(contentOffset.x.isFinite && contentOffset.y.isFinite) { return .nonFiniteOffset }
        if !(contentSize.width.isFinite && contentSize.height.isFinite) { return .nonFiniteContentSize }
        if !(viewportSize.width.isFinite && viewportSize.height.isFinite) { return .nonFiniteViewportSize }
        if !(contentInset.top.isFinite && contentInset.left.isFinite && contentInset.bottom.isFinite
            && contentInset.right.isFinite)
        {
            return .nonFiniteInset
        }
        // Finite values whose sum overflows to infinity: too large to be a real scroll view.
        return .outOfRange
    }
}

/// Why a ``ScrollViewGeometry`` was rejected.
public enum GeometryProblem: Sendable, Hashable {
    /// The content offset is NaN or infinite.
    case nonFiniteOffset
    /// The content size is NaN or infinite.
    case nonFiniteContentSize
    /// The viewport size is NaN or infinite.
    case nonFiniteViewportSize
    /// An inset is NaN or infinite.
    case nonFiniteInset
    /// The content size has a negative width or height.
    case negativeContentSize
    /// The viewport size has a negative width or height.
    case negativeViewportSize
    /// The values are finite but so large that arithmetic on them overflows.
    case outOfRange

    /// A short English description for logs.
    public var message: String {
        switch self {
        case .nonFiniteOffset: "content offset is not finite"
        case .nonFiniteContentSize: "content size is not finite"
        case .nonFiniteViewportSize: "viewport size is not finite"
        case .nonFiniteInset: "content inset is not finite"
        case .negativeContentSize: "content size is negative"
        case .negativeViewportSize: "viewport size is negative"
        case .outOfRange: "geometry values overflow"
        }
    }
}

import HeadlessRefresh

/// A scroll view as UIKit and SwiftUI report it, before the library's extra inset is taken out.
///
/// The toolkits report the inset they apply in full: the app's own inset, the safe area and bars, *and* the extra
/// inset this library asked for. The controller wants the host's own part only (see `ScrollViewGeometry`), so
/// ``geometry(removing:axis:)`` subtracts the extra inset the host last applied.
///
/// | field | UIKit (`UIScrollView`) | SwiftUI (`ScrollViewGeometry`, iOS 18) |
/// |---|---|---|
/// | ``contentOffset`` | `contentOffset` | `contentOffset` |
/// | ``contentSize`` | `contentSize` | `contentSize` |
/// | ``boundsSize`` | `bounds.size` | `containerSize` |
/// | ``adjustedContentInset`` | `adjustedContentInset` | `contentInsets` (safe area plus content margins) |
///
/// ```swift
/// let metrics = ScrollViewMetrics(
///     contentOffset: ScrollPoint(x: 0, y: -151),
///     contentSize: ScrollSize(width: 390, height: 2400),
///     boundsSize: ScrollSize(width: 390, height: 844),
///     adjustedContentInset: ScrollInsets(top: 151, bottom: 34))  // 91 of bars + 60 held by the header
/// metrics.geometry(removing: ScrollInsets(top: 60)).pull(.top)  // 60: the header shows its refreshing extent
/// ```
public struct ScrollViewMetrics: Sendable, Hashable {
    /// The scroll position.
    public var contentOffset: ScrollPoint
    /// The size of the scrollable content.
    public var contentSize: ScrollSize
    /// The size of the visible bounds.
    public var boundsSize: ScrollSize
    /// The inset the toolkit applies: the app's own, the safe area's, and the library's extra inset.
    public var adjustedContentInset: ScrollInsets

    /// Creates metrics from the values a toolkit reports.
    public init(
        contentOffset: ScrollPoint,
        contentSize: ScrollSize,
        boundsSize: ScrollSize,
        adjustedContentInset: ScrollInsets = .zero
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.adjustedContentInset = adjustedContentInset
    }

    /// The geometry to send to the controller: the reported inset minus `extraInset`, the extra inset the host last
    /// applied on the library's behalf.
    ///
    /// Pass the extra inset as last *set*, not as currently drawn: UIKit and SwiftUI report the target of an
    /// animated inset change at once, while only the drawing animates.
    package func geometry(removing extraInset: ScrollInsets, axis: ScrollAxis = .vertical) -> ScrollViewGeometry {
        ScrollViewGeometry(
            contentOffset: contentOffset,
            contentSize: contentSize,
            viewportSize: boundsSize,
            contentInset: adjustedContentInset.removing(extraInset),
            axis: axis
        )
    }
}

extension ScrollInsets {
    /// The sum of two insets, side by side.
    func adding(_ other: ScrollInsets) -> ScrollInsets {
        ScrollInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }

    /// The difference of two insets, side by side.
    func removing(_ other: ScrollInsets) -> ScrollInsets {
        ScrollInsets(
            top: top - other.top, left: left - other.left, bottom: bottom - other.bottom, right: right - other.right)
    }
}

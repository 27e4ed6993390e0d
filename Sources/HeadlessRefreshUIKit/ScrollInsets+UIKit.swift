#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefresh
    import HeadlessRefreshAdapterCore
    import UIKit

    // Conversions between UIKit's geometry types and the library's, and UIKit's gesture states and the adapter
    // core's. CGFloat is a Double on every 64-bit platform, so nothing is rounded.

    extension ScrollInsets {
        /// The library's insets for UIKit's.
        init(_ insets: UIEdgeInsets) {
            self.init(
                top: Double(insets.top),
                left: Double(insets.left),
                bottom: Double(insets.bottom),
                right: Double(insets.right)
            )
        }
    }

    extension UIEdgeInsets {
        /// UIKit's insets for the library's.
        init(_ insets: ScrollInsets) {
            self.init(
                top: CGFloat(insets.top),
                left: CGFloat(insets.left),
                bottom: CGFloat(insets.bottom),
                right: CGFloat(insets.right)
            )
        }
    }

    extension ScrollPoint {
        /// The library's point for UIKit's.
        init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }
    }

    extension CGPoint {
        /// UIKit's point for the library's.
        init(_ point: ScrollPoint) {
            self.init(x: CGFloat(point.x), y: CGFloat(point.y))
        }
    }

    extension ScrollSize {
        /// The library's size for UIKit's.
        init(_ size: CGSize) {
            self.init(width: Double(size.width), height: Double(size.height))
        }
    }

    extension PanGestureState {
        /// The adapter core's state for a gesture recognizer's.
        init(_ state: UIGestureRecognizer.State) {
            switch state {
            case .possible: self = .possible
            case .began: self = .began
            case .changed: self = .changed
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            case .failed: self = .failed
            @unknown default: self = .possible
            }
        }
    }
#endif

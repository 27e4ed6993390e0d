// Stand-ins for UIKit's gesture recognizers and scroll views, for scripts/check-availability only.

/// [UIGestureRecognizer](https://developer.apple.com/documentation/uikit/uigesturerecognizer)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UIGestureRecognizer: NSObject {
    /// [UIGestureRecognizer.State](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum):
    /// an Objective-C enum, so not frozen (the stand-in is built with library evolution, and a switch needs
    /// `@unknown default`).
    public enum State: Int, Sendable {
        /// [possible](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible)
        case possible
        /// [began](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began)
        case began
        /// [changed](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed)
        case changed
        /// [ended](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended)
        case ended
        /// [cancelled](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled)
        case cancelled
        /// [failed](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed)
        case failed
    }

    /// [init(target:action:)](https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:))
    public init(target: Any?, action: Selector?) {}
    /// [state](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property)
    open var state = State.possible
    /// [addTarget(_:action:)](https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:))
    open func addTarget(_ target: Any, action: Selector) {}
    /// [removeTarget(_:action:)](https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:))
    open func removeTarget(_ target: Any?, action: Selector?) {}
}

/// [UITapGestureRecognizer](https://developer.apple.com/documentation/uikit/uitapgesturerecognizer)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

/// [UIPanGestureRecognizer](https://developer.apple.com/documentation/uikit/uipangesturerecognizer)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// [velocity(in:)](https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:))
    open func velocity(in view: UIView?) -> CGPoint { CGPoint(x: 0, y: 0) }
}

/// [UIScrollView](https://developer.apple.com/documentation/uikit/uiscrollview)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UIScrollView: UIView {
    /// [contentOffset](https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset)
    open var contentOffset = CGPoint(x: 0, y: 0)
    /// [contentSize](https://developer.apple.com/documentation/uikit/uiscrollview/contentsize)
    open var contentSize = CGSize(width: 0, height: 0)
    /// [contentInset](https://developer.apple.com/documentation/uikit/uiscrollview/contentinset)
    open var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// [adjustedContentInset](https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset)
    /// (iOS 11).
    @available(iOS 11, tvOS 11, visionOS 1, *)
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// [alwaysBounceVertical](https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical):
    /// `false` by default, so content shorter than the view cannot be pulled.
    open var alwaysBounceVertical = false
    /// [alwaysBounceHorizontal](https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal)
    open var alwaysBounceHorizontal = false
    /// [panGestureRecognizer](https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer)
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
}

@_exported import Foundation

// Stand-ins for the UIKit views the adapter uses, for scripts/check-availability only.

/// [UIEdgeInsets](https://developer.apple.com/documentation/uikit/uiedgeinsets)
@available(iOS 2, tvOS 9, visionOS 1, *)
public struct UIEdgeInsets: Sendable, Hashable {
    /// [top](https://developer.apple.com/documentation/uikit/uiedgeinsets/top)
    public var top: CGFloat
    /// [left](https://developer.apple.com/documentation/uikit/uiedgeinsets/left)
    public var left: CGFloat
    /// [bottom](https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom)
    public var bottom: CGFloat
    /// [right](https://developer.apple.com/documentation/uikit/uiedgeinsets/right)
    public var right: CGFloat

    /// [init(top:left:bottom:right:)](https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:))
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// [UIResponder](https://developer.apple.com/documentation/uikit/uiresponder)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UIResponder: NSObject {}

/// [UIView](https://developer.apple.com/documentation/uikit/uiview)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UIView: UIResponder {
    /// [init(frame:)](https://developer.apple.com/documentation/uikit/uiview/init(frame:))
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    /// [init(coder:)](https://developer.apple.com/documentation/uikit/uiview/init(coder:))
    public required init?(coder: NSCoder) { return nil }

    /// [frame](https://developer.apple.com/documentation/uikit/uiview/frame)
    open var frame: CGRect
    /// [bounds](https://developer.apple.com/documentation/uikit/uiview/bounds)
    open var bounds: CGRect
    /// [center](https://developer.apple.com/documentation/uikit/uiview/center)
    open var center = CGPoint(x: 0, y: 0)
    /// [isHidden](https://developer.apple.com/documentation/uikit/uiview/ishidden)
    open var isHidden = false
    /// [isUserInteractionEnabled](https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled)
    open var isUserInteractionEnabled = true
    /// [superview](https://developer.apple.com/documentation/uikit/uiview/superview)
    open private(set) weak var superview: UIView?

    /// [window](https://developer.apple.com/documentation/uikit/uiview/window): `nil` while the view is in no window.
    open var window: UIWindow? { nil }
    /// [didMoveToWindow()](https://developer.apple.com/documentation/uikit/uiview/didmovetowindow())
    open func didMoveToWindow() {}
    /// [safeAreaInsetsDidChange()](https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange())
    /// (iOS 11).
    @available(iOS 11, tvOS 11, visionOS 1, *)
    open func safeAreaInsetsDidChange() {}
    /// [autoresizingMask](https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property)
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// [UIView.AutoresizingMask](https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct)
    public struct AutoresizingMask: OptionSet, Sendable {
        /// [rawValue](https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue)
        public let rawValue: UInt
        /// [init(rawValue:)](https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:))
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// [flexibleWidth](https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// [flexibleHeight](https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// [subviews](https://developer.apple.com/documentation/uikit/uiview/subviews)
    open var subviews: [UIView] { [] }
    /// [addSubview(_:)](https://developer.apple.com/documentation/uikit/uiview/addsubview(_:))
    open func addSubview(_ view: UIView) {}
    /// [removeFromSuperview()](https://developer.apple.com/documentation/uikit/uiview/removefromsuperview())
    open func removeFromSuperview() {}
    /// [addGestureRecognizer(_:)](https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:))
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// [setNeedsLayout()](https://developer.apple.com/documentation/uikit/uiview/setneedslayout())
    open func setNeedsLayout() {}
    /// [layoutSubviews()](https://developer.apple.com/documentation/uikit/uiview/layoutsubviews())
    open func layoutSubviews() {}
    /// [sizeToFit()](https://developer.apple.com/documentation/uikit/uiview/sizetofit())
    open func sizeToFit() {}

    /// [animate(withDuration:delay:options:animations:completion:)](https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:))
    open class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}

    /// [UIView.AnimationOptions](https://developer.apple.com/documentation/uikit/uiview/animationoptions)
    public struct AnimationOptions: OptionSet, Sendable {
        /// [rawValue](https://developer.apple.com/documentation/uikit/uiview/animationoptions/rawvalue)
        public let rawValue: UInt
        /// [init(rawValue:)](https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:))
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// [allowUserInteraction](https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// [beginFromCurrentState](https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }
}

/// [UIWindow](https://developer.apple.com/documentation/uikit/uiwindow)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UIWindow: UIView {}

/// [NSTextAlignment](https://developer.apple.com/documentation/uikit/nstextalignment)
@available(iOS 2, tvOS 9, visionOS 1, *)
public enum NSTextAlignment: Int, Sendable {
    /// [left](https://developer.apple.com/documentation/uikit/nstextalignment/left)
    case left = 0
    /// [center](https://developer.apple.com/documentation/uikit/nstextalignment/center)
    case center = 1
}

/// [UIFont](https://developer.apple.com/documentation/uikit/uifont)
@available(iOS 2, tvOS 9, visionOS 1, *)
open class UIFont: NSObject {
    /// [UIFont.TextStyle](https://developer.apple.com/documentation/uikit/uifont/textstyle)
    public struct TextStyle: Hashable, Sendable {
        /// [footnote](https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote)
        public static let footnote = TextStyle()
        /// [caption2](https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2)
        public static let caption2 = TextStyle()
    }

    /// [preferredFont(forTextStyle:)](https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:))
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

/// [UIColor](https://developer.apple.com/documentation/uikit/uicolor)
@available(iOS 2, tvOS 9, visionOS 1, *)
open class UIColor: NSObject {
    /// [secondaryLabel](https://developer.apple.com/documentation/uikit/uicolor/secondarylabel) (iOS 13).
    @available(iOS 13, tvOS 13, visionOS 1, *)
    open class var secondaryLabel: UIColor { UIColor() }
}

/// [UILabel](https://developer.apple.com/documentation/uikit/uilabel)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UILabel: UIView {
    /// [init()](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()), a zero frame.
    public convenience init() { self.init(frame: .zero) }
    /// [text](https://developer.apple.com/documentation/uikit/uilabel/text)
    open var text: String?
    /// [font](https://developer.apple.com/documentation/uikit/uilabel/font)
    open var font: UIFont!
    /// [textColor](https://developer.apple.com/documentation/uikit/uilabel/textcolor)
    open var textColor: UIColor!
    /// [textAlignment](https://developer.apple.com/documentation/uikit/uilabel/textalignment)
    open var textAlignment = NSTextAlignment.left
}

/// [UIActivityIndicatorView](https://developer.apple.com/documentation/uikit/uiactivityindicatorview)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UIActivityIndicatorView: UIView {
    /// [UIActivityIndicatorView.Style](https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum)
    public enum Style: Int, Sendable {
        /// [medium](https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/medium)
        /// (iOS 13).
        @available(iOS 13, tvOS 13, visionOS 1, *)
        case medium = 100
    }

    /// [init(style:)](https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:))
    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
    /// [init(coder:)](https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:))
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    /// [hidesWhenStopped](https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped)
    open var hidesWhenStopped = true
    /// [startAnimating()](https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating())
    open func startAnimating() {}
    /// [stopAnimating()](https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating())
    open func stopAnimating() {}
}

/// [UIProgressView](https://developer.apple.com/documentation/uikit/uiprogressview)
@available(iOS 2, tvOS 9, visionOS 1, *)
@MainActor
open class UIProgressView: UIView {
    /// [UIProgressView.Style](https://developer.apple.com/documentation/uikit/uiprogressview/style-swift.enum)
    public enum Style: Int, Sendable {
        /// [default](https://developer.apple.com/documentation/uikit/uiprogressview/style-swift.enum/default)
        case `default` = 0
    }

    /// [init(progressViewStyle:)](https://developer.apple.com/documentation/uikit/uiprogressview/init(progressviewstyle:))
    public convenience init(progressViewStyle style: UIProgressView.Style) { self.init(frame: .zero) }
    /// [setProgress(_:animated:)](https://developer.apple.com/documentation/uikit/uiprogressview/setprogress(_:animated:))
    open func setProgress(_ progress: Float, animated: Bool) {}
}

/// [UIImpactFeedbackGenerator](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator) (iOS 10;
/// not on tvOS, the adapter uses it under `#if os(iOS)`).
@available(iOS 10, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor
open class UIImpactFeedbackGenerator: NSObject {
    /// [UIImpactFeedbackGenerator.FeedbackStyle](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle)
    public enum FeedbackStyle: Int, Sendable {
        /// [light](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/light)
        case light = 0
        /// [medium](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/medium)
        case medium = 1
    }

    /// [init(style:)](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:))
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    /// [impactOccurred()](https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred())
    open func impactOccurred() {}
}

/// [UISelectionFeedbackGenerator](https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator)
/// (iOS 10; like the impact generator, not on tvOS or visionOS).
@available(iOS 10, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor
open class UISelectionFeedbackGenerator: NSObject {
    /// [init()](https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator): a generator with no view.
    public override init() {}
    /// [selectionChanged()](https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged())
    open func selectionChanged() {}
}

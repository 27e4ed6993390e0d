// Stand-ins for the UIKit accessibility API the adapter uses, for scripts/check-availability only.

/// [UIAccessibility](https://developer.apple.com/documentation/uikit/uiaccessibility): the namespace of UIKit's
/// accessibility functions, notifications and settings.
@available(iOS 2, tvOS 9, visionOS 1, *)
public struct UIAccessibility {
    /// [UIAccessibility.Notification](https://developer.apple.com/documentation/uikit/uiaccessibility/notification)
    public struct Notification: Hashable, Sendable, RawRepresentable {
        /// [rawValue](https://developer.apple.com/documentation/uikit/uiaccessibility/notification/rawvalue)
        public let rawValue: UInt32
        /// [init(rawValue:)](https://developer.apple.com/documentation/uikit/uiaccessibility/notification/init(rawvalue:))
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// [announcement](https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement):
        /// its argument is the string to speak.
        public static let announcement = Notification(rawValue: 1008)
    }

    /// [post(notification:argument:)](https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:))
    @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    /// [isReduceMotionEnabled](https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled)
    /// (iOS 8).
    @MainActor
    public static var isReduceMotionEnabled: Bool { false }

    /// [reduceMotionStatusDidChangeNotification](https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification)
    /// (iOS 8): posted on the default center when the setting changes.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        rawValue: "UIAccessibilityReduceMotionStatusDidChangeNotification"
    )
}

/// [UIAccessibilityCustomAction](https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction)
@available(iOS 8, tvOS 9, visionOS 1, *)
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// [UIAccessibilityCustomAction.Handler](https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler)
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// [init(name:actionHandler:)](https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:))
    /// (iOS 13).
    @available(iOS 13, tvOS 13, visionOS 1, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.name = name
    }

    /// [name](https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name)
    open var name: String
    /// [actionHandler](https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/actionhandler)
    /// (iOS 13).
    @available(iOS 13, tvOS 13, visionOS 1, *)
    open var actionHandler: UIAccessibilityCustomAction.Handler? {
        get { nil }
        set {}
    }
}

@available(iOS 8, tvOS 9, visionOS 1, *)
extension NSObject {
    /// [accessibilityCustomActions](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions)
    /// (iOS 8), which UIKit declares on every object (the informal `UIAccessibility` protocol). A stand-in cannot add
    /// storage in an extension: it reads `nil` and drops what it is given.
    @MainActor
    public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { nil }
        set {}
    }
}

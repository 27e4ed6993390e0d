// Stand-ins for the Accessibility framework's API the SwiftUI adapter uses, for scripts/check-availability only.

/// [AccessibilityNotification](https://developer.apple.com/documentation/accessibility/accessibilitynotification)
/// (iOS 17): the notifications an app posts to assistive technologies.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public enum AccessibilityNotification {
    /// [AccessibilityNotification.Announcement](https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement)
    public struct Announcement {
        /// The `String` form of
        /// [init(_:)](https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement),
        /// listed on the type's page with the `AttributedString` and `NSAttributedString` forms.
        public init(_ announcement: String) {}

        /// [post()](https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post())
        public func post() {}
    }
}

// Stand-ins for the Foundation values the adapter core reads: the user's languages, the defaults database and the
// wall clock. For scripts/check-availability only.

/// [Locale](https://developer.apple.com/documentation/foundation/locale) (iOS 8, macOS 10.10, tvOS 9, watchOS 2,
/// visionOS 1, the availability of its `preferredLanguages` page).
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
public struct Locale: Sendable, Hashable {
    /// [preferredLanguages](https://developer.apple.com/documentation/foundation/locale/preferredlanguages)
    /// (iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1).
    public static var preferredLanguages: [String] { [] }
}

/// [NSLocale](https://developer.apple.com/documentation/foundation/nslocale) (iOS 2, macOS 10.4, tvOS 9, watchOS 2,
/// visionOS 1).
@available(iOS 2, macOS 10.4, tvOS 9, watchOS 2, visionOS 1, *)
open class NSLocale: NSObject {
    /// [currentLocaleDidChangeNotification](https://developer.apple.com/documentation/foundation/nslocale/currentlocaledidchangenotification)
    /// (iOS 2, macOS 10.5, tvOS 9, watchOS 2, visionOS 1): posted when the user changes the region or the languages.
    @available(iOS 2, macOS 10.5, tvOS 9, watchOS 2, visionOS 1, *)
    public static let currentLocaleDidChangeNotification = NSNotification.Name(
        rawValue: "kCFLocaleCurrentLocaleDidChangeNotification"
    )
}

/// [UserDefaults](https://developer.apple.com/documentation/foundation/userdefaults) (iOS 2, macOS 10.0, tvOS 9,
/// watchOS 2, visionOS 1).
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
open class UserDefaults: NSObject, @unchecked Sendable {
    /// [standard](https://developer.apple.com/documentation/foundation/userdefaults/standard)
    open class var standard: UserDefaults { UserDefaults() }
    /// [object(forKey:)](https://developer.apple.com/documentation/foundation/userdefaults/object(forkey:))
    open func object(forKey defaultName: String) -> Any? { nil }
    /// [double(forKey:)](https://developer.apple.com/documentation/foundation/userdefaults/double(forkey:))
    open func double(forKey defaultName: String) -> Double { 0 }
    /// [set(_:forKey:)](https://developer.apple.com/documentation/foundation/userdefaults/set(_:forkey:)-1hwu9), the
    /// `Double` form.
    open func set(_ value: Double, forKey defaultName: String) {}
}

/// [Date](https://developer.apple.com/documentation/foundation/date) (iOS 8, macOS 10.10, tvOS 9, watchOS 2,
/// visionOS 1).
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
public struct Date: Sendable, Hashable {
    /// [init()](https://developer.apple.com/documentation/foundation/date/init()): now.
    public init() {}
    /// [timeIntervalSince1970](https://developer.apple.com/documentation/foundation/date/timeintervalsince1970)
    public var timeIntervalSince1970: TimeInterval { 0 }
}

@_exported import CoreGraphics
@_exported import ObjectiveC

// Stand-ins for the Foundation API the adapter core and the products use (UIKit and SwiftUI re-export Foundation on
// Apple platforms). For scripts/check-availability only: declarations with bodies that compile, never run against an
// app.

/// [TimeInterval](https://developer.apple.com/documentation/foundation/timeinterval)
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
public typealias TimeInterval = Double

/// [NSCoder](https://developer.apple.com/documentation/foundation/nscoder)
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
open class NSCoder: NSObject {}

/// [IndexPath](https://developer.apple.com/documentation/foundation/indexpath)
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
public struct IndexPath: Hashable, Sendable {
    /// [row](https://developer.apple.com/documentation/foundation/indexpath/row) (UIKit's table view extension).
    public var row: Int
}

/// [NSKeyValueObservation](https://developer.apple.com/documentation/foundation/nskeyvalueobservation)
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
public final class NSKeyValueObservation: NSObject {}

/// [NSKeyValueObservingOptions](https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions)
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// [rawValue](https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/rawvalue)
    public let rawValue: UInt
    /// [init(rawValue:)](https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/init(rawvalue:))
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// [NSKeyValueObservedChange](https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange)
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
public struct NSKeyValueObservedChange<Value> {
    /// [newValue](https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/newvalue)
    public let newValue: Value?
}

/// [_KeyValueCodingAndObserving](https://developer.apple.com/documentation/foundation/_keyvaluecodingandobserving):
/// where `observe(_:options:changeHandler:)` lives.
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
public protocol _KeyValueCodingAndObserving {}

@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
extension _KeyValueCodingAndObserving {
    /// [observe(_:options:changeHandler:)](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:))
    @preconcurrency
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}

extension NSObject: _KeyValueCodingAndObserving {}

/// [NSNotification](https://developer.apple.com/documentation/foundation/nsnotification)
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
open class NSNotification: NSObject {
    /// [NSNotification.Name](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct)
    public struct Name: Hashable, Sendable, RawRepresentable {
        /// [rawValue](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/rawvalue)
        public let rawValue: String
        /// [init(rawValue:)](https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/init(rawvalue:))
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// [NotificationCenter](https://developer.apple.com/documentation/foundation/notificationcenter)
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
open class NotificationCenter: NSObject {
    /// [default](https://developer.apple.com/documentation/foundation/notificationcenter/default)
    open class var `default`: NotificationCenter { NotificationCenter() }

    /// [addObserver(_:selector:name:object:)](https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:))
    open func addObserver(
        _ observer: Any,
        selector aSelector: Selector,
        name aName: NSNotification.Name?,
        object anObject: Any?
    ) {}

    /// [addObserver(forName:object:queue:using:)](https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:))
    /// (iOS 4, macOS 10.6, tvOS 9, watchOS 2, visionOS 1).
    @available(iOS 4, macOS 10.6, tvOS 9, watchOS 2, visionOS 1, *)
    open func addObserver(
        forName name: NSNotification.Name?,
        object obj: Any?,
        queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol { NSObject() }

    /// [removeObserver(_:)](https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)-2yciv)
    open func removeObserver(_ observer: Any) {}
}

/// [Notification](https://developer.apple.com/documentation/foundation/notification) (iOS 8, macOS 10.10, tvOS 9,
/// watchOS 2, visionOS 1).
@available(iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1, *)
public struct Notification: Sendable {
    /// [name](https://developer.apple.com/documentation/foundation/notification/name-swift.property)
    public var name: NSNotification.Name
}

/// [OperationQueue](https://developer.apple.com/documentation/foundation/operationqueue) (iOS 2, macOS 10.5, tvOS 9,
/// watchOS 2, visionOS 1).
@available(iOS 2, macOS 10.5, tvOS 9, watchOS 2, visionOS 1, *)
open class OperationQueue: NSObject, @unchecked Sendable {
    /// [main](https://developer.apple.com/documentation/foundation/operationqueue/main)
    open class var main: OperationQueue { OperationQueue() }
}

@_exported import CoreGraphics
@_exported import ObjectiveC

// Stand-ins for the Foundation API the UIKit adapter uses, which UIKit re-exports on Apple
// platforms. For scripts/check-adapters only: declarations with bodies that compile, never run against an app.

/// [TimeInterval](https://developer.apple.com/documentation/foundation/timeinterval)
public typealias TimeInterval = Double

/// [NSCoder](https://developer.apple.com/documentation/foundation/nscoder)
open class NSCoder: NSObject {}

/// [Selector](https://developer.apple.com/documentation/objectivec/selector). Linux has no Objective-C runtime, so
/// scripts/check-adapters rewrites `#selector(method)` to `Selector(method)`: this initializer then checks that the
/// method exists, which is what `#selector` checks too.
public struct Selector {
    /// Takes the method a `#selector` names (check-only; the real type is made from a name).
    public init<Method>(_ method: Method) {}
}

/// [IndexPath](https://developer.apple.com/documentation/foundation/indexpath)
public struct IndexPath: Hashable, Sendable {
    /// [row](https://developer.apple.com/documentation/foundation/indexpath/row) (UIKit's table view extension).
    public var row: Int
}

/// [NSKeyValueObservation](https://developer.apple.com/documentation/foundation/nskeyvalueobservation)
public final class NSKeyValueObservation: NSObject {}

/// [NSKeyValueObservingOptions](https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions)
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// [rawValue](https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/rawvalue)
    public let rawValue: UInt
    /// [init(rawValue:)](https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/init(rawvalue:))
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// [NSKeyValueObservedChange](https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange)
public struct NSKeyValueObservedChange<Value> {
    /// [newValue](https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/newvalue)
    public let newValue: Value?
}

/// [_KeyValueCodingAndObserving](https://developer.apple.com/documentation/foundation/_keyvaluecodingandobserving):
/// where `observe(_:options:changeHandler:)` lives.
public protocol _KeyValueCodingAndObserving {}

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

    /// [removeObserver(_:)](https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)-2yciv)
    open func removeObserver(_ observer: Any) {}
}

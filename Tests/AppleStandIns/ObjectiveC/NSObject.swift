// Stand-in for the Objective-C runtime's root class, for scripts/check-availability only. It lives in a module named
// ObjectiveC, as on Apple platforms, because the compiler treats that NSObject specially: a main-actor class that
// inherits from it is Sendable.

/// [NSObjectProtocol](https://developer.apple.com/documentation/objectivec/nsobjectprotocol)
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
public protocol NSObjectProtocol: AnyObject {}

/// [NSObject](https://developer.apple.com/documentation/objectivec/nsobject-swift.class)
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
open class NSObject: NSObjectProtocol {
    /// [init()](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init())
    public init() {}
}

/// [Selector](https://developer.apple.com/documentation/objectivec/selector). Linux has no Objective-C runtime, so
/// scripts/check-availability rewrites `#selector(method)` to `Selector(method)`: this initializer then checks that the
/// method exists, which is what `#selector` checks too.
@available(iOS 2, macOS 10.0, tvOS 9, watchOS 2, visionOS 1, *)
public struct Selector {
    /// Takes the method a `#selector` names (check-only; the real type is made from a name).
    public init<Method>(_ method: Method) {}
}

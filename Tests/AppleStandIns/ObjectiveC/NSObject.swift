// Stand-in for the Objective-C runtime's root class, for scripts/check-adapters only. It lives in a module named
// ObjectiveC, as on Apple platforms, because the compiler treats that NSObject specially: a main-actor class that
// inherits from it is Sendable.

/// [NSObject](https://developer.apple.com/documentation/objectivec/nsobject-swift.class)
open class NSObject {
    /// [init()](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init())
    public init() {}
}

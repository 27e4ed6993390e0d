// Stand-ins for SwiftUI's state, bindings and animation, for scripts/check-availability only.

/// [DynamicProperty](https://developer.apple.com/documentation/swiftui/dynamicproperty)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public protocol DynamicProperty {}

/// [Binding](https://developer.apple.com/documentation/swiftui/binding)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// [init(get:set:)](https://developer.apple.com/documentation/swiftui/binding/init(get:set:))
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// [wrappedValue](https://developer.apple.com/documentation/swiftui/binding/wrappedvalue)
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}

/// [State](https://developer.apple.com/documentation/swiftui/state)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// [init(wrappedValue:)](https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:))
    public init(wrappedValue value: Value) { box = Box(value) }

    /// [wrappedValue](https://developer.apple.com/documentation/swiftui/state/wrappedvalue)
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// [projectedValue](https://developer.apple.com/documentation/swiftui/state/projectedvalue)
    public var projectedValue: Binding<Value> {
        Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// [Bindable](https://developer.apple.com/documentation/swiftui/bindable) (iOS 17).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// [wrappedValue](https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue)
    public var wrappedValue: Value

    /// [projectedValue](https://developer.apple.com/documentation/swiftui/bindable/projectedvalue)
    public var projectedValue: Bindable<Value> { self }

    /// [init(wrappedValue:)](https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:))
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// [subscript(dynamicMember:)](https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:))
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// [Animation](https://developer.apple.com/documentation/swiftui/animation)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct Animation: Sendable, Equatable {
    /// [default](https://developer.apple.com/documentation/swiftui/animation/default)
    public static let `default` = Animation()

    /// [easeInOut(duration:)](https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:))
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
}

/// [withAnimation(_:_:)](https://developer.apple.com/documentation/swiftui/withanimation(_:_:))
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// [RefreshAction](https://developer.apple.com/documentation/swiftui/refreshaction) (iOS 15). Not used by the
/// adapter: declared because it is public in SwiftUI and was the name of the core's `RefreshCommand`, so a type of
/// this package named like it again makes an unqualified use ambiguous here, as it would be against the real SDK.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
public struct RefreshAction: Sendable {
    /// [callAsFunction()](https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction())
    public func callAsFunction() async {}
}

/// [EnvironmentValues](https://developer.apple.com/documentation/swiftui/environmentvalues)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct EnvironmentValues {
    /// [init()](https://developer.apple.com/documentation/swiftui/environmentvalues/init())
    public init() {}

    /// [accessibilityReduceMotion](https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion)
    public var accessibilityReduceMotion: Bool { false }
}

/// [Environment](https://developer.apple.com/documentation/swiftui/environment)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// [init(_:)](https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf), for a key path
    /// into the environment values.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// [wrappedValue](https://developer.apple.com/documentation/swiftui/environment/wrappedvalue)
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

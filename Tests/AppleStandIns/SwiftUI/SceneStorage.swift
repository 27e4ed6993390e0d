import Foundation

// Stand-ins for saving a screen's state with its scene (Examples/SwiftUIAdapter/*Restoration*).

/// [SceneStorage](https://developer.apple.com/documentation/swiftui/scenestorage)
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private var value: Value

    /// [init(_:)](https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-7j2m9), for optional data.
    public init(_ key: String) where Value == Data? { value = nil }

    /// [wrappedValue](https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue)
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
}

/// [ScenePhase](https://developer.apple.com/documentation/swiftui/scenephase)
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// [background](https://developer.apple.com/documentation/swiftui/scenephase/background)
    case background
    /// [inactive](https://developer.apple.com/documentation/swiftui/scenephase/inactive)
    case inactive
    /// [active](https://developer.apple.com/documentation/swiftui/scenephase/active)
    case active
}

extension EnvironmentValues {
    /// [scenePhase](https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase)
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    public var scenePhase: ScenePhase { .active }
}

@_exported import Accessibility
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Observation

// Stand-ins for the SwiftUI API the adapter uses, for scripts/check-availability only: declarations with bodies that
// compile (a modifier returns its view unchanged), never run against an app. SwiftUI re-exports the Accessibility
// framework (`AccessibilityNotification`), as apps that post announcements with only `import SwiftUI` show.

/// [View](https://developer.apple.com/documentation/swiftui/view)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@MainActor
@preconcurrency
public protocol View {
    /// [Body](https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype)
    associatedtype Body: View
    /// [body](https://developer.apple.com/documentation/swiftui/view/body-swift.property)
    @ViewBuilder
    var body: Self.Body { get }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Never: View {
    /// [body](https://developer.apple.com/documentation/swiftui/never/body-swift.property): never called.
    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Optional: View where Wrapped: View {
    /// [body](https://developer.apple.com/documentation/swiftui/optional/body-swift.property): primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [ViewBuilder](https://developer.apple.com/documentation/swiftui/viewbuilder)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@resultBuilder
public struct ViewBuilder {
    /// [buildExpression(_:)](https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:))
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// [buildBlock()](https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock())
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// [buildBlock(_:)](https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:))
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// [buildBlock(_:)](https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)), several views.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// [buildIf(_:)](https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:))
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// [buildEither(first:)](https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:))
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// [buildEither(second:)](https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:))
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// [EmptyView](https://developer.apple.com/documentation/swiftui/emptyview)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct EmptyView: View {
    /// [init()](https://developer.apple.com/documentation/swiftui/emptyview/init())
    public nonisolated init() {}
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [TupleView](https://developer.apple.com/documentation/swiftui/tupleview)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct TupleView<T> {
    /// [value](https://developer.apple.com/documentation/swiftui/tupleview/value)
    public var value: T
    /// [init(_:)](https://developer.apple.com/documentation/swiftui/tupleview/init(_:))
    public init(_ value: T) { self.value = value }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension TupleView: View {
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [_ConditionalContent](https://developer.apple.com/documentation/swiftui/_conditionalcontent)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    /// The branch taken.
    public enum Storage {
        /// The `if` branch.
        case trueContent(TrueContent)
        /// The `else` branch.
        case falseContent(FalseContent)
    }

    /// The branch taken.
    public let storage: Storage
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension _ConditionalContent: View {
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [ViewModifier](https://developer.apple.com/documentation/swiftui/viewmodifier)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@MainActor
@preconcurrency
public protocol ViewModifier {
    /// [Body](https://developer.apple.com/documentation/swiftui/viewmodifier/body)
    associatedtype Body: View
    /// [Content](https://developer.apple.com/documentation/swiftui/viewmodifier/content)
    typealias Content = _ViewModifier_Content<Self>
    /// [body(content:)](https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:))
    @ViewBuilder
    func body(content: Self.Content) -> Self.Body
}

/// [_ViewModifier_Content](https://developer.apple.com/documentation/swiftui/_viewmodifier_content)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [ModifiedContent](https://developer.apple.com/documentation/swiftui/modifiedcontent)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct ModifiedContent<Content, Modifier> {
    /// [content](https://developer.apple.com/documentation/swiftui/modifiedcontent/content)
    public var content: Content
    /// [modifier](https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier)
    public var modifier: Modifier
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension View {
    /// [modifier(_:)](https://developer.apple.com/documentation/swiftui/view/modifier(_:))
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

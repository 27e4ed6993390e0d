// Stand-ins for the SwiftUI views and layout values the adapter uses, for scripts/check-availability only.

/// [Axis](https://developer.apple.com/documentation/swiftui/axis)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public enum Axis: Int8, Sendable {
    /// [horizontal](https://developer.apple.com/documentation/swiftui/axis/horizontal)
    case horizontal
    /// [vertical](https://developer.apple.com/documentation/swiftui/axis/vertical)
    case vertical

    /// [Axis.Set](https://developer.apple.com/documentation/swiftui/axis/set)
    @frozen
    public struct Set: OptionSet, Sendable {
        /// [rawValue](https://developer.apple.com/documentation/swiftui/axis/set/rawvalue)
        public let rawValue: Int8
        /// [init(rawValue:)](https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:))
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// [horizontal](https://developer.apple.com/documentation/swiftui/axis/set/horizontal)
        public static let horizontal = Set(rawValue: 1)
        /// [vertical](https://developer.apple.com/documentation/swiftui/axis/set/vertical)
        public static let vertical = Set(rawValue: 2)
    }
}

/// [Edge](https://developer.apple.com/documentation/swiftui/edge)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public enum Edge: Int8, Sendable, CaseIterable {
    /// [top](https://developer.apple.com/documentation/swiftui/edge/top)
    case top
    /// [leading](https://developer.apple.com/documentation/swiftui/edge/leading)
    case leading
    /// [bottom](https://developer.apple.com/documentation/swiftui/edge/bottom)
    case bottom
    /// [trailing](https://developer.apple.com/documentation/swiftui/edge/trailing)
    case trailing

    /// [Edge.Set](https://developer.apple.com/documentation/swiftui/edge/set)
    @frozen
    public struct Set: OptionSet, Sendable {
        /// [rawValue](https://developer.apple.com/documentation/swiftui/edge/set/rawvalue)
        public let rawValue: Int8
        /// [init(rawValue:)](https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:))
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// [top](https://developer.apple.com/documentation/swiftui/edge/set/top)
        public static let top = Set(rawValue: 1 << 0)
        /// [bottom](https://developer.apple.com/documentation/swiftui/edge/set/bottom)
        public static let bottom = Set(rawValue: 1 << 2)
        /// [all](https://developer.apple.com/documentation/swiftui/edge/set/all)
        public static let all = Set(rawValue: 0b1111)
    }
}

/// [EdgeInsets](https://developer.apple.com/documentation/swiftui/edgeinsets)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct EdgeInsets: Sendable, Equatable {
    /// [top](https://developer.apple.com/documentation/swiftui/edgeinsets/top)
    public var top: CGFloat
    /// [leading](https://developer.apple.com/documentation/swiftui/edgeinsets/leading)
    public var leading: CGFloat
    /// [bottom](https://developer.apple.com/documentation/swiftui/edgeinsets/bottom)
    public var bottom: CGFloat
    /// [trailing](https://developer.apple.com/documentation/swiftui/edgeinsets/trailing)
    public var trailing: CGFloat
}

/// [Alignment](https://developer.apple.com/documentation/swiftui/alignment)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct Alignment: Sendable, Equatable {
    /// [center](https://developer.apple.com/documentation/swiftui/alignment/center)
    public static let center = Alignment()
    /// [top](https://developer.apple.com/documentation/swiftui/alignment/top)
    public static let top = Alignment()
}

/// [HorizontalAlignment](https://developer.apple.com/documentation/swiftui/horizontalalignment)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct HorizontalAlignment: Sendable, Equatable {
    /// [center](https://developer.apple.com/documentation/swiftui/horizontalalignment/center)
    public static let center = HorizontalAlignment()
}

/// [VerticalAlignment](https://developer.apple.com/documentation/swiftui/verticalalignment)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct VerticalAlignment: Sendable, Equatable {
    /// [center](https://developer.apple.com/documentation/swiftui/verticalalignment/center)
    public static let center = VerticalAlignment()
}

/// [PinnedScrollableViews](https://developer.apple.com/documentation/swiftui/pinnedscrollableviews)
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
@frozen
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// [rawValue](https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/rawvalue)
    public let rawValue: UInt32
    /// [init(rawValue:)](https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/init(rawvalue:))
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// [ScrollView](https://developer.apple.com/documentation/swiftui/scrollview)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct ScrollView<Content: View>: View {
    /// [init(_:content:)](https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:))
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [LazyVStack](https://developer.apple.com/documentation/swiftui/lazyvstack)
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
public struct LazyVStack<Content: View>: View {
    /// [init(alignment:spacing:pinnedViews:content:)](https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:))
    public init(
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {}
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [HStack](https://developer.apple.com/documentation/swiftui/hstack)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct HStack<Content: View>: View {
    /// [init(alignment:spacing:content:)](https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:))
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [VStack](https://developer.apple.com/documentation/swiftui/vstack)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct VStack<Content: View>: View {
    /// [init(alignment:spacing:content:)](https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:))
    public init(
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [ForEach](https://developer.apple.com/documentation/swiftui/foreach)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// [data](https://developer.apple.com/documentation/swiftui/foreach/data)
    public var data: Data
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension ForEach: View where Content: View {
    /// [init(_:content:)](https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)), for
    /// identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
    }
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [Text](https://developer.apple.com/documentation/swiftui/text)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct Text: View {
    /// [init(_:)](https://developer.apple.com/documentation/swiftui/text/init(_:)), for a string value.
    public init<S: StringProtocol>(_ content: S) {}
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [ProgressView](https://developer.apple.com/documentation/swiftui/progressview)
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// [init()](https://developer.apple.com/documentation/swiftui/progressview/init()), an indeterminate spinner.
    public init() {}

    /// [init(value:total:)](https://developer.apple.com/documentation/swiftui/progressview/init(value:total:))
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

/// [Shape](https://developer.apple.com/documentation/swiftui/shape)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public protocol Shape: Sendable, View {}

/// [Rectangle](https://developer.apple.com/documentation/swiftui/rectangle)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct Rectangle: Shape {
    /// [init()](https://developer.apple.com/documentation/swiftui/rectangle/init())
    public init() {}
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// [Button](https://developer.apple.com/documentation/swiftui/button)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public struct Button<Label: View>: View {
    /// Primitive.
    public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
extension Button where Label == Text {
    /// [init(_:action:)](https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7), for a
    /// string title.
    @preconcurrency
    public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

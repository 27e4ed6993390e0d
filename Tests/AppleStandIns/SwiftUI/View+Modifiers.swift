// Stand-ins for the view modifiers the adapter uses, for scripts/check-availability only. Each returns its view: the
// check is of signatures, not of rendering.

/// [Font](https://developer.apple.com/documentation/swiftui/font)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct Font: Sendable, Hashable {
    /// [footnote](https://developer.apple.com/documentation/swiftui/font/footnote)
    public static let footnote = Font()
    /// [caption2](https://developer.apple.com/documentation/swiftui/font/caption2)
    public static let caption2 = Font()
}

/// [ShapeStyle](https://developer.apple.com/documentation/swiftui/shapestyle)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
public protocol ShapeStyle: Sendable {}

/// [HierarchicalShapeStyle](https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle)
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// [secondary](https://developer.apple.com/documentation/swiftui/shapestyle/secondary)
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

extension View {
    /// [font(_:)](https://developer.apple.com/documentation/swiftui/view/font(_:))
    @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
    public nonisolated func font(_ font: Font?) -> some View { self }

    /// [foregroundStyle(_:)](https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)) (iOS 15).
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    /// [frame(width:height:alignment:)](https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:))
    @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { self }

    /// [frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)](https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:))
    @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
    public nonisolated func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { self }

    /// [offset(x:y:)](https://developer.apple.com/documentation/swiftui/view/offset(x:y:))
    @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// [opacity(_:)](https://developer.apple.com/documentation/swiftui/view/opacity(_:))
    @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
    public nonisolated func opacity(_ opacity: Double) -> some View { self }

    /// [contentShape(_:eoFill:)](https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:))
    @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
    public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// [onTapGesture(count:perform:)](https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:))
    @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// [overlay(alignment:content:)](https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:))
    /// (iOS 15).
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { self }

    /// [task(id:name:priority:file:line:_:)](https://developer.apple.com/documentation/swiftui/view/task(id:name:priority:file:line:_:))
    /// (iOS 15, as `task(id:priority:_:)`).
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public nonisolated func task<T: Equatable>(
        id value: T,
        name: String? = nil,
        priority: TaskPriority = .userInitiated,
        file: String = #fileID,
        line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }

    /// [task(name:priority:file:line:_:)](https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:))
    /// (iOS 15).
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public nonisolated func task(
        name: String? = nil,
        priority: TaskPriority = .userInitiated,
        file: String = #fileID,
        line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }

    /// [refreshable(action:)](https://developer.apple.com/documentation/swiftui/view/refreshable(action:))
    /// (iOS 15).
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// [contentMargins(_:_:for:)](https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:))
    /// (iOS 17).
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public nonisolated func contentMargins(
        _ edges: Edge.Set = .all,
        _ length: CGFloat?,
        for placement: ContentMarginPlacement = .automatic
    ) -> some View { self }

    /// [scrollPosition(_:anchor:)](https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:))
    /// (iOS 18).
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public nonisolated func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        self
    }

    /// [onScrollGeometryChange(for:of:action:)](https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:))
    /// (iOS 18).
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public nonisolated func onScrollGeometryChange<T: Equatable>(
        for type: T.Type,
        of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (T, T) -> Void
    ) -> some View { self }

    /// [onScrollPhaseChange(_:)](https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:))
    /// (iOS 18).
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        self
    }
}

extension View {
    /// [accessibilityActions(_:)](https://developer.apple.com/documentation/swiftui/view/accessibilityactions(_:))
    /// (iOS 16): actions whose list may change, built from buttons (`ForEach`, `if`).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    public nonisolated func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        self
    }

    /// [onChange(of:initial:_:)](https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg)
    /// (iOS 17), the form whose action takes the old and the new value.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public nonisolated func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (V, V) -> Void
    ) -> some View { self }
}

/// [SensoryFeedback](https://developer.apple.com/documentation/swiftui/sensoryfeedback) (iOS 17; visionOS 26).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26, *)
public struct SensoryFeedback: Sendable, Equatable {
    /// [impact](https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact): a physical impact.
    public static let impact = SensoryFeedback()
}

/// [ScrollBounceBehavior](https://developer.apple.com/documentation/swiftui/scrollbouncebehavior) (iOS 16.4).
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1, *)
public struct ScrollBounceBehavior: Sendable {
    /// [always](https://developer.apple.com/documentation/swiftui/scrollbouncebehavior/always): bounces whatever the
    /// size of the content.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior() }
}

extension View {
    /// [onAppear(perform:)](https://developer.apple.com/documentation/swiftui/view/onappear(perform:))
    @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// [onDisappear(perform:)](https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:))
    @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// [sensoryFeedback(_:trigger:)](https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:))
    /// (iOS 17; visionOS 26).
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26, *)
    public nonisolated func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// [scrollBounceBehavior(_:axes:)](https://developer.apple.com/documentation/swiftui/view/scrollbouncebehavior(_:axes:))
    /// (iOS 16.4).
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1, *)
    public nonisolated func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> some View
    { self }
}

// Stand-ins for the iOS 18 scroll API the adapter uses, for scripts/check-availability only.

/// [ScrollGeometry](https://developer.apple.com/documentation/swiftui/scrollgeometry) (iOS 18). Its name is also
/// `HeadlessRefresh.ScrollGeometry`'s: the adapter qualifies it as `SwiftUI.ScrollGeometry`.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct ScrollGeometry: Sendable, Equatable {
    /// [contentOffset](https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset)
    public var contentOffset: CGPoint
    /// [contentSize](https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize)
    public var contentSize: CGSize
    /// [contentInsets](https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets)
    public var contentInsets: EdgeInsets
    /// [containerSize](https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize)
    public var containerSize: CGSize
}

/// [ScrollPhase](https://developer.apple.com/documentation/swiftui/scrollphase) (iOS 18): frozen, so a switch
/// over its five cases is exhaustive.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@frozen
public enum ScrollPhase: Sendable, Equatable {
    /// [idle](https://developer.apple.com/documentation/swiftui/scrollphase/idle)
    case idle
    /// [tracking](https://developer.apple.com/documentation/swiftui/scrollphase/tracking)
    case tracking
    /// [interacting](https://developer.apple.com/documentation/swiftui/scrollphase/interacting)
    case interacting
    /// [decelerating](https://developer.apple.com/documentation/swiftui/scrollphase/decelerating)
    case decelerating
    /// [animating](https://developer.apple.com/documentation/swiftui/scrollphase/animating)
    case animating
}

/// [ScrollPosition](https://developer.apple.com/documentation/swiftui/scrollposition) (iOS 18).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct ScrollPosition: Sendable, Equatable {
    /// [init(edge:)](https://developer.apple.com/documentation/swiftui/scrollposition/init(edge:))
    public init(edge: Edge) {}
    /// [scrollTo(edge:)](https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(edge:))
    public mutating func scrollTo(edge: Edge) {}
    /// [scrollTo(x:y:)](https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(x:y:))
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
}

/// [ContentMarginPlacement](https://developer.apple.com/documentation/swiftui/contentmarginplacement) (iOS 17).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct ContentMarginPlacement: Sendable {
    /// [automatic](https://developer.apple.com/documentation/swiftui/contentmarginplacement/automatic)
    public static let automatic = ContentMarginPlacement()
    /// [scrollContent](https://developer.apple.com/documentation/swiftui/contentmarginplacement/scrollcontent)
    public static let scrollContent = ContentMarginPlacement()
}

/// [UnitPoint](https://developer.apple.com/documentation/swiftui/unitpoint)
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1, *)
@frozen
public struct UnitPoint: Sendable, Hashable {}

import Observation

/// The SwiftUI screens' data, observed by the views that show it: `@Observable` needs iOS 17, macOS 14, tvOS 17 or
/// watchOS 10, and says so.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
@Observable
final class Feed: FeedLoading {
    var pages = FeedPages()
}

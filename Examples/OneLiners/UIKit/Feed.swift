/// The UIKit screens' data: a plain class, so the one-liners compile for the package's floor (iOS 13); a UIKit
/// screen reloads its table itself and needs no observation.
@MainActor
final class Feed: FeedLoading {
    var pages = FeedPages()
}

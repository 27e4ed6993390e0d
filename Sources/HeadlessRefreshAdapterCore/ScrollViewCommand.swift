import HeadlessRefresh

/// One thing a scroll-view adapter does to its view, with every value worked out: the whole content inset to set,
/// the offset to scroll to, the edge to redraw.
///
/// ``ScrollViewHost/command(for:now:)`` turns each `RefreshCommand` into at most one command, so a UIKit or SwiftUI
/// adapter is a `switch` of one line per case.
package enum ScrollViewCommand: Sendable, Hashable {
    /// Set the scroll view's content inset to `inset` (the app's own inset plus the library's extra inset),
    /// animated over `duration` seconds, or at once when it is 0.
    case setContentInset(ScrollInsets, duration: Double)
    /// Scroll so that the content offset is `offset`, animated over `duration` seconds. `revealing` names the
    /// leading edge when the offset is exactly where the content rests with that edge's extra inset shown, for
    /// toolkits that scroll to an edge rather than to an offset (SwiftUI's `ScrollPosition.scrollTo(edge:)`).
    case scroll(to: ScrollPoint, duration: Double, revealing: RefreshEdge?)
    /// An edge triggered: start its load (hosts bound to a `PagingStore` let the binding do it).
    case startLoad(RefreshEdge, cause: TriggerCause)
    /// An edge changed state or progress: redraw its indicator. Not the only time to redraw: the pull changes with
    /// no command as the content settles, so redraw after every input too (see `DrawnIndicators`).
    case redraw(RefreshEdge)
    /// Post an accessibility announcement for an edge (UIKit: `UIAccessibility.post(notification: .announcement,
    /// argument:)`), worded by `RefreshText.announcement(_:role:newItems:)`.
    case announce(RefreshEdge, RefreshAnnouncement)
    /// Play a haptic for an edge.
    case feedback(RefreshEdge, FeedbackEvent)
    /// Send a `tick` at `time` (the host's clock), `delay` seconds from now, unless another input comes first. From a
    /// session's `wake` (``ScrollViewHost/wake(at:now:)``) or a binding's `scheduleTick` command.
    case scheduleTick(at: Double, delay: Double)
    /// The controller ignored an input; log it in debug builds.
    case report(RefreshDiagnostic)
}

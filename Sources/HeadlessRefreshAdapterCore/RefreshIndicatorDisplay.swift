import HeadlessRefresh

/// What a custom indicator implements: it shows one edge's ``RefreshIndicator`` whenever that changes. The default
/// indicators (`RefreshIndicatorView` in UIKit) conform, and so can any view of yours: a GIF, a Lottie animation, a
/// shape drawn from the pull (MJRefresh #1291 and #1573, ESPullToRefresh #41).
///
/// ```swift
/// final class BouncingDots: UIView, RefreshIndicatorDisplay {
///     func update(_ indicator: RefreshIndicator, previous: RefreshIndicator?) {
///         isHidden = !indicator.isVisible
///         if indicator.startsLoading(after: previous) { startBouncing() }
///         if indicator.stopsLoading(after: previous) { stopBouncing() }
///         dots.scale = min(indicator.snapshot.progress, 1.5)  // elastic: unclamped while over-pulled
///     }
/// }
/// tableView.attachRefresh(header: .header)
///     .indicator(BouncingDots(), for: .top)
///     .onRefresh { try await feed.reload() }
/// ```
///
/// `update` is called after every input that changed the edge's indicator: its state, its pull as the content moves
/// (so an animation follows the finger and the content back to rest), its titles, its visibility. It is not called
/// when nothing changed, so it may do real work.
@MainActor
public protocol RefreshIndicatorDisplay: AnyObject {
    /// Shows `indicator`. `previous` is what it showed before, `nil` the first time: compare the two to start and
    /// stop animations (``RefreshIndicator/startsLoading(after:)``).
    func update(_ indicator: RefreshIndicator, previous: RefreshIndicator?)
}

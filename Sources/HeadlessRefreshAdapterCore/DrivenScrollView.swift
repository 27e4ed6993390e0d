import HeadlessRefresh

/// The toolkit's half of a scroll-view adapter: what a ``ScrollViewDriver`` asks of the view it drives.
///
/// The UIKit adapter implements it with a `UIScrollView`, the SwiftUI model with the state its modifier shows, and
/// the tests with a fake scroll view, so all three run the same glue (``ScrollViewDriver``) and the tests drive the
/// real one. Each method does one toolkit call; every decision is the driver's.
@MainActor
package protocol DrivenScrollView: AnyObject {
    /// The content inset set on the view now (UIKit's `contentInset`): the app's own inset plus the library's.
    var contentInset: ScrollInsets { get }
    /// What the view reports now, read when a session is made; `nil` for a view that reports only in callbacks
    /// (SwiftUI).
    var metrics: ScrollViewMetrics? { get }
    /// Sets the whole content inset, animated over `duration` seconds, or at once when it is 0.
    func setContentInset(_ inset: ScrollInsets, duration: Double)
    /// Scrolls so that the content offset is `offset`, over `duration` seconds; `edge` names the leading edge when
    /// the offset reveals it (SwiftUI scrolls to an edge rather than to an offset).
    func scroll(to offset: ScrollPoint, duration: Double, revealing edge: RefreshEdge?)
    /// Whether the content can be pulled along `axis` while it is shorter than the view (UIKit's
    /// `alwaysBounceVertical` and `alwaysBounceHorizontal`, whose default is `false`).
    func alwaysBounces(on axis: ScrollAxis) -> Bool
    /// Sets whether the content can be pulled along `axis` while it is shorter than the view.
    func setAlwaysBounces(_ bounces: Bool, on axis: ScrollAxis)
    /// Starts reporting to the driver (UIKit: key-value observing, the pan gesture's target, notifications). The
    /// driver calls it once per ``ScrollViewDriver/attach()``.
    func startObserving()
    /// Stops everything ``startObserving()`` started. The driver calls it once per ``ScrollViewDriver/detach()``.
    func stopObserving()
    /// The indicators that changed, in edge order, after the driver updated the displays it holds.
    func indicatorsChanged(_ indicators: [RefreshIndicator])
    /// Lays out the indicators for `geometry`: called after every geometry report, also when nothing moved.
    func layoutIndicators(in geometry: ScrollViewGeometry)
    /// Shows the accessible actions the edges offer now, after the app's own; called only when the list changed.
    func showAccessibleActions(_ actions: AccessibleRefreshActions)
    /// Posts `words` to assistive technologies as an announcement.
    func announce(_ words: String)
    /// Plays a haptic for `event` at `edge` (only the driver's ``ScrollViewDriver/hapticEvents``).
    func playFeedback(_ event: FeedbackEvent, at edge: RefreshEdge)
}

/// When an edge's indicator is hidden (MJRefresh #332, #440, #448, #603, #828, #915; PullToRefreshKit #36): a
/// footer with no list under it, a footer under a list too short to scroll, a footer at the end of the data.
///
/// A hidden indicator takes no room: its resting extent is not held (the row is gone), and
/// ``EdgeSnapshot/isVisible`` says not to draw it. Hiding changes only what shows: the edge still triggers as it
/// would (a short list still loads to fill the screen, out of sight), and a load or its result is always shown.
///
/// ```swift
/// var footer = EdgeConfiguration.footer
/// footer.restingExtent = 44  // a "Load more" row…
/// footer.hiddenWhen = [.contentIsEmpty, .noMoreData]  // …that goes away with nothing to load
/// ```
public struct HidingConditions: OptionSet, Sendable, Hashable {
    /// The conditions as bits.
    public let rawValue: UInt8

    /// Creates a set of conditions from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Hidden while the content is empty (its length along the axis is zero).
    public static let contentIsEmpty = HidingConditions(rawValue: 1 << 0)
    /// Hidden while the content is shorter than the viewport less the host's insets: nothing to scroll to.
    public static let contentIsShort = HidingConditions(rawValue: 1 << 1)
    /// Hidden at the end of the data (``RefreshState/noMoreData``).
    public static let noMoreData = HidingConditions(rawValue: 1 << 2)
}

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
public struct HidingConditions: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Hidden while the content is empty (its length along the axis is zero).
    public var contentIsEmpty = false
    /// Hidden while the content is shorter than the viewport less the host's insets: nothing to scroll to.
    public var contentIsShort = false
    /// Hidden at the end of the data (``RefreshState/noMoreData``).
    public var noMoreData = false

    /// The conditions listed.
    public init(_ conditions: [HidingCondition]) {
        for condition in conditions {
            switch condition {
            case .contentIsEmpty: contentIsEmpty = true
            case .contentIsShort: contentIsShort = true
            case .noMoreData: noMoreData = true
            }
        }
    }

    /// The conditions listed: `[.contentIsEmpty, .noMoreData]`.
    public init(arrayLiteral conditions: HidingCondition...) {
        self.init(conditions)
    }

    /// Whether no condition is set: the indicator always shows.
    public var isEmpty: Bool { !contentIsEmpty && !contentIsShort && !noMoreData }
}

/// One condition under which an indicator is hidden; see ``HidingConditions``.
public enum HidingCondition: Sendable, Hashable, CaseIterable {
    /// See ``HidingConditions/contentIsEmpty``.
    case contentIsEmpty
    /// See ``HidingConditions/contentIsShort``.
    case contentIsShort
    /// See ``HidingConditions/noMoreData``.
    case noMoreData
}

/// A side of a horizontal list in reading order: where its content starts and where it ends.
public enum HorizontalSide: Sendable, Hashable, CaseIterable {
    /// Where the content starts: the left in a left-to-right layout, the right in a right-to-left one.
    case leading
    /// Where the content ends: the right in a left-to-right layout, the left in a right-to-left one.
    case trailing
}

extension RefreshEdge {
    /// The physical edge that is `side` of a horizontal list in a layout that reads left to right, or right to
    /// left (Arabic, Hebrew, Persian, Urdu).
    ///
    /// Geometry stays physical, as UIKit reports it: `x` grows rightward in both directions, so a right-to-left
    /// list that starts at its right edge loads more at its left. Configure the edges through this mapping and the
    /// same code serves both layouts:
    ///
    /// ```swift
    /// let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    /// var edges: [RefreshEdge: EdgeConfiguration] = [:]
    /// edges[.horizontal(.leading, rightToLeft: rightToLeft)] = .side  // "pull to go back"
    /// edges[.horizontal(.trailing, rightToLeft: rightToLeft)] = .footer  // load more
    /// let controller = RefreshController(left: edges[.left], right: edges[.right])
    /// ```
    ///
    /// An edge that refreshes or loads on a pull alone names its ``EdgeConfiguration/role``, since the controller
    /// does not know the direction (``RefreshEdge/isLeading`` stays physical):
    ///
    /// ```swift
    /// var refresh = EdgeConfiguration.header
    /// refresh.role = .header  // at the right of a right-to-left list: still the list's refresh
    /// edges[.horizontal(.leading, rightToLeft: rightToLeft)] = refresh
    /// ```
    ///
    /// The vertical edges do not depend on the layout direction.
    public static func horizontal(_ side: HorizontalSide, rightToLeft: Bool) -> RefreshEdge {
        switch (side, rightToLeft) {
        case (.leading, false), (.trailing, true): .left
        case (.trailing, false), (.leading, true): .right
        }
    }

    /// Which side of a horizontal list this edge is in reading order, or `nil` for the top and bottom edges.
    public func horizontalSide(rightToLeft: Bool) -> HorizontalSide? {
        switch (self, rightToLeft) {
        case (.left, false), (.right, true): .leading
        case (.right, false), (.left, true): .trailing
        case (.top, _), (.bottom, _): nil
        }
    }
}

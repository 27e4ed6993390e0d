/// The items a host shows (or focuses) along the list's axis, by index: what SwiftUI's `onAppear`, a collection
/// view's `willDisplay` or prefetching, tvOS focus and a keyboard user's selection know, where no scroll geometry is
/// at hand.
///
/// Indices count from the list's first item, at the top edge (or the left edge) of the scroll view. A host that
/// knows only the item that just appeared reports it alone: ``init(item:of:)``. A right-to-left horizontal list,
/// whose first item is at its right, reports ``mirrored``.
///
/// Sent with ``RefreshController/visibleItems(_:now:_:)`` (``RefreshInput/visibleItems(_:)``), it loads an edge
/// that accepts ``RefreshTrigger/itemsInView(prefetch:)``.
public struct VisibleItems: Sendable, Hashable {
    /// The index of the first item in view.
    public var first: Int
    /// The index of the last item in view.
    public var last: Int
    /// How many items the list has.
    public var count: Int

    /// Items `first` through `last` of a list of `count` items are in view.
    public init(first: Int, last: Int, count: Int) {
        self.first = first
        self.last = last
        self.count = count
    }

    /// Item `index` of a list of `count` items came into view (a row's `onAppear`, `willDisplay`, a focus).
    public init(item index: Int, of count: Int) {
        self.init(first: index, last: index, count: count)
    }

    /// The same items counted from the other end: for a right-to-left list, whose first item is at its right.
    public var mirrored: VisibleItems {
        VisibleItems(first: count &- 1 &- last, last: count &- 1 &- first, count: count)
    }

    /// Whether the report can describe a list: `0 <= first <= last < count`.
    public var isValid: Bool {
        0 <= first && first <= last && last < count
    }

    /// How many items lie between the items in view and `edge`'s end of the list: before the first for the top and
    /// left edges, after the last for the bottom and right edges.
    public func remaining(_ edge: RefreshEdge) -> Int {
        edge.isLeading ? first : count &- 1 &- last
    }

    /// Whether the whole list is in view: it is shorter than the screen.
    public var showsWholeList: Bool {
        first == 0 && last == count - 1
    }
}

extension VisibleItems: CustomStringConvertible {
    /// The report as Swift writes it: `VisibleItems(first: 8, last: 14, count: 20)`.
    public var description: String {
        ValueDescription.structure(
            "VisibleItems",
            [("first", first.description), ("last", last.description), ("count", count.description)])
    }
}

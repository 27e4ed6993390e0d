import HeadlessRefresh

/// How far to move the offset so that what the user looks at stays still when items land above it or a window
/// drops pages above it.
///
/// The content size change says how much content changed, not where. When only content above the viewport changed
/// (a prepend), the change is the shift. When items also came or went below (an append, a window drop at the other
/// end), their extent is estimated from the average item extent before the change: exact for rows of one height,
/// close for others (see <doc:PagingInBothDirections> for each host's native anchor API).
package struct PositionCorrection {
    var before: ScrollViewGeometry
    var countBefore: Int
    var removedAbove: Int
    var removedBelow: Int
    var addedBelow: Int

    /// Starts measuring from `geometry`, the layout of `count` items, before any page landed.
    package init(
        before geometry: ScrollViewGeometry, countBefore count: Int, removedAbove: Int = 0, removedBelow: Int = 0,
        addedBelow: Int = 0
    ) {
        self.before = geometry
        self.countBefore = count
        self.removedAbove = removedAbove
        self.removedBelow = removedBelow
        self.addedBelow = addedBelow
    }

    /// The shift once `geometry` reports a new content size, or `nil` while it still reports the old one.
    ///
    /// The content changed by what came and went above and below; the shift is what came above minus what went
    /// above, so the change below is taken out, estimated at the average extent of a row before.
    package func shift(to geometry: ScrollViewGeometry) -> Double? {
        let old = extent(before)
        let new = extent(geometry)
        // With a drop as well, the size may not change at all: the next report after the page is the layout.
        guard new.isFinite, abs(new - old) > 0.001 || removedAbove > 0 || removedBelow > 0 else { return nil }
        let average = countBefore > 0 ? old / Double(countBefore) : 0
        return (new - old) - Double(addedBelow) * average + Double(removedBelow) * average
    }

    /// Adds a page that landed before the host laid out the previous one.
    package mutating func add(_ update: PageUpdate) {
        removedAbove += update.removedFromStart
        removedBelow += update.removedFromEnd
        if update.kind == .loadMore { addedBelow += update.inserted.count }
    }

    func moved(_ offset: ScrollPoint, by shift: Double) -> ScrollPoint {
        before.axis == .vertical
            ? ScrollPoint(x: offset.x, y: offset.y + shift) : ScrollPoint(x: offset.x + shift, y: offset.y)
    }

    private func extent(_ geometry: ScrollViewGeometry) -> Double {
        geometry.axis == .vertical ? geometry.contentSize.height : geometry.contentSize.width
    }
}

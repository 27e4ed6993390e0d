import HeadlessRefresh

/// How far to move the offset so that what the user looks at stays still when items land above it or a window
/// drops pages above it.
///
/// The content size change says how much content changed, not where. When only content above the viewport changed
/// (a prepend), the change is the shift. When the window also dropped items at the other end, their extent is
/// estimated from the average item extent before the change: exact for rows of one height, close for others (see
/// <doc:PagingInBothDirections> for each host's native anchor API).
struct PositionCorrection {
    var before: ScrollViewGeometry
    var countBefore: Int
    var removedAbove: Int
    var removedBelow: Int
    var addedBelow: Int

    /// The shift once `geometry` reports a new content size, or `nil` while it still reports the old one.
    func shift(to geometry: ScrollViewGeometry) -> Double? {
        let old = extent(before)
        let new = extent(geometry)
        // With a drop as well, the size may not change at all: the next report after the page is the layout.
        guard new.isFinite, abs(new - old) > 0.001 || removedAbove > 0 || removedBelow > 0 else { return nil }
        let average = countBefore > 0 ? old / Double(countBefore) : 0
        if removedAbove > 0 {
            // An append that dropped pages above: what left above is what did not arrive below.
            let arrived = Double(addedBelow) * average
            return (new - old) - arrived
        }
        // A prepend: the change plus what left below.
        return (new - old) + Double(removedBelow) * average
    }

    func moved(_ offset: ScrollPoint, by shift: Double) -> ScrollPoint {
        before.axis == .vertical
            ? ScrollPoint(x: offset.x, y: offset.y + shift) : ScrollPoint(x: offset.x + shift, y: offset.y)
    }

    private func extent(_ geometry: ScrollViewGeometry) -> Double {
        geometry.axis == .vertical ? geometry.contentSize.height : geometry.contentSize.width
    }
}

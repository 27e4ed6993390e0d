/// The host's report of the items in view.
extension RefreshController {
    /// The host shows (or focuses) `items`: every edge that accepts ``RefreshTrigger/itemsInView(prefetch:)`` loads
    /// when the items come within its item prefetch of its end on an approach.
    ///
    /// Call it from a row's `onAppear`, a collection view's `willDisplay` or prefetching, or a focus change; the same
    /// items reported again never load twice. Indices count from the top (or left) edge; the top and left edges count
    /// the items before the first in view, the bottom and right edges those after the last. A report that describes
    /// no list (a negative index, `first > last`, `last >= count`, no items) is ignored with
    /// ``RefreshDiagnostic/invalidVisibleItems(_:)``.
    ///
    /// Item reports and geometry meet in one place: an edge that accepts both `reachingEnd` and `itemsInView` counts
    /// the automatic loads of both against one ``EdgeConfiguration/autoTriggerLimit`` per approach and one
    /// ``EdgeConfiguration/automaticLoadBudget``, and a load started by either one leaves the other nothing to start.
    public mutating func visibleItems(_ items: VisibleItems, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        if items.isValid {
            for edge in RefreshEdge.allCases where isConfigured(edge) {
                let context = context(for: edge)
                update(edge) { $0.itemsInView(items, context: context, now: now, emit) }
            }
        } else {
            emit(.diagnostic(.invalidVisibleItems(items)))
        }
        close(now: now, reevaluate: true, emit)
    }
}

/// `itemsInView`: `reachingEnd` counted in items, for a host that knows which items it shows rather than where its
/// content is. The same ``EdgeStateMachine/EndWatch`` decides both: the automatic loads of one approach, by geometry
/// or by items, count against one ``EdgeConfiguration/autoTriggerLimit`` and one budget.
extension EdgeStateMachine {
    /// How far past the item prefetch the items in view must go for the next approach to load again: more than one
    /// item, so that a row that comes and goes at the zone's boundary is no new approach.
    static let itemZoneMargin = 1

    /// The host reported the items in view. Triggers `itemsInView` when they came within the item prefetch of this
    /// end on an approach, and the edge may load by itself now.
    ///
    /// An approach is a report nearer this end than the previous one, or the first report. The same items reported
    /// again (SwiftUI's `onAppear` of a row that came back, a re-layout) are no approach. A page that lands while the
    /// whole list stays in view loads again only to fill the screen (``EdgeConfiguration/triggersWhenContentIsShort``),
    /// within the limits. A report that could not load (the edge was busy, blocked or failed) is spent all the same:
    /// the next load needs a new approach.
    mutating func itemsInView(
        _ items: VisibleItems,
        context: EdgeContext,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) {
        guard let prefetch = configuration.triggers.itemPrefetch else { return }
        let remaining = items.remaining(edge)
        let previous = end.lastItems
        end.lastItems = items
        // The items left the zone, well clear of its boundary: the next approach may load again.
        if remaining > prefetch + Self.itemZoneMargin { end.autoTriggers = 0 }
        guard remaining <= prefetch, approaches(items, from: previous), mayLoadByItems(items, context: context) else {
            return
        }
        end.autoTriggers += 1
        settlePull(emit)
        trigger(.itemsInView, now: now, emit)
    }

    /// Whether `items` is nearer this end than `previous`, or is the first report, or shows the whole list after a
    /// page landed in it.
    private func approaches(_ items: VisibleItems, from previous: VisibleItems?) -> Bool {
        guard let previous else { return true }
        if items.remaining(edge) < previous.remaining(edge) { return true }
        return items.count != previous.count && items.showsWholeList
    }

    /// Whether the edge may load by itself now: idle or pulled from idle (a failure waits for the user's retry, P7),
    /// not blocked, within the automatic-trigger limit and the budget, and not short unless asked to fill the screen.
    private func mayLoadByItems(_ items: VisibleItems, context: EdgeContext) -> Bool {
        guard context.block == nil, !spentBudget else { return false }
        if let limit = configuration.autoTriggerLimit, end.autoTriggers >= limit { return false }
        if items.showsWholeList && !configuration.triggersWhenContentIsShort { return false }
        switch state {
        case .idle, .pulling(_, .idle), .eligible(.idle):
            return true
        case .pulling, .eligible, .failed, .noMoreData, .secondLevelEligible, .refreshing, .secondLevelOpen, .off:
            return false
        }
    }
}

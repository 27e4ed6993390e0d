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
    /// again (SwiftUI's `onAppear` of a row that came back, a re-layout) are no approach. A page this edge loaded moves
    /// its end away by the items it brought: the previous report is measured in the longer list, so the same rows
    /// appearing again are further from the end, and a page that leaves the end in view is an approach within
    /// ``EdgeConfiguration/autoTriggerLimit`` (by default, none: no loop on short pages). Items that come or go at the
    /// other end (older messages above the reader) move nothing at this one. A report that could not load (the edge
    /// was busy, blocked or failed) is spent all the same: the next load needs a new approach.
    mutating func itemsInView(
        _ items: VisibleItems,
        context: EdgeContext,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) {
        guard let prefetch = configuration.triggers.itemPrefetch else { return }
        let remaining = items.remaining(edge)
        let before = end.lastItems.map { previous in
            // The page this end loaded since the previous report came in at this end.
            end.pageLanded ? previous.remaining(edge) &+ (items.count &- previous.count) : previous.remaining(edge)
        }
        end.lastItems = items
        end.pageLanded = false
        // The items left the zone, or a page pushed the end away, well clear of the zone's boundary: the next approach
        // may load again.
        if let before, before > prefetch &+ Self.itemZoneMargin { end.autoTriggers = 0 }
        if remaining > prefetch &+ Self.itemZoneMargin { end.autoTriggers = 0 }
        guard remaining <= prefetch, before.map({ remaining < $0 }) ?? true, mayLoadByItems(items, context: context)
        else { return }
        end.autoTriggers += 1
        settlePull(emit)
        trigger(.itemsInView, now: now, emit)
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

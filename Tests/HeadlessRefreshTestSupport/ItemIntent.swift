import HeadlessRefresh

/// What a user who reports the items in view means (issue 30), judged from the inputs and the triggers alone, without
/// the controller's own record of them:
///
/// - **One load per approach by items.** `itemsInView` fires only on a report of items within the item prefetch of
///   the edge's end that is nearer that end than the previous report, or is the first. The previous report is measured
///   in the list as it is now: a page the edge loaded since came in at its end. The same item appearing, disappearing
///   and appearing again (SwiftUI's `onAppear`) is never a second load.
/// - **No automatic retry of a failure, nothing after the end of data.** `itemsInView` never fires at a failed end
///   (P7) or at the end of data (P3), judged with the rest of ``IntentChecker``.
/// - **The budget holds.** After ``EdgeConfiguration/automaticLoadBudget`` automatic loads (`reachingEnd` and
///   `itemsInView`) an edge loads by itself no more, until a load the user or the host asked for (a tap, a pull, the
///   accessible action, a begin) or a successful refresh of the list at the opposite edge.
struct ItemIntent: Hashable {
    /// The last report that described a list, per edge that accepted items when it came.
    var lastItems: [VisibleItems?] = [nil, nil, nil, nil]
    /// Automatic loads per edge since the user or the host last asked for one, or the list was refreshed.
    var automaticLoads = [0, 0, 0, 0]
    /// Whether a load of each edge succeeded since its last report of items.
    var landed = [false, false, false, false]

    /// `edge` was configured anew: its machine starts with no report and no loads counted.
    mutating func added(_ edge: RefreshEdge) {
        lastItems[edge.index] = nil
        automaticLoads[edge.index] = 0
        landed[edge.index] = false
    }

    /// The loader's answer at `edge` was taken, before the triggers the same input lets fire: a success (a refresh
    /// edge's end of data is one) is a page that landed at this end, and a refreshed list starts the opposite end's
    /// count of automatic loads anew.
    mutating func answered(_ edge: RefreshEdge, _ result: RefreshResult, refreshesList: Bool) {
        guard result != .failure else { return }
        if result == .success || refreshesList { landed[edge.index] = true }
        if refreshesList { automaticLoads[edge.opposite.index] = 0 }
    }

    /// Judges a trigger at `edge` with `cause`, by the configuration it ran with; returns a violation or `nil`.
    mutating func noteTrigger(
        _ edge: RefreshEdge,
        _ cause: TriggerCause,
        input: RefreshInput,
        configuration: EdgeConfiguration
    ) -> String? {
        let name = edge.name
        // The approach first: a load that is no approach is that, whatever the budget says.
        if cause == .itemsInView {
            guard case .visibleItems(let items) = input, items.isValid,
                let prefetch = configuration.triggers.itemPrefetch
            else { return "items \(name): itemsInView trigger without a report of items, on \(input)" }
            let remaining = items.remaining(edge)
            if remaining > prefetch {
                return "items \(name): loaded \(remaining) items from the end, beyond the prefetch of \(prefetch)"
            }
            if let previous = lastItems[edge.index] {
                let grown = landed[edge.index] ? items.count - previous.count : 0
                if remaining >= previous.remaining(edge) + grown {
                    return "items \(name): loaded again on \(items) after \(previous), no nearer the end"
                        + " (onAppear twice)"
                }
            }
        }
        switch cause {
        case .reachingEnd, .itemsInView:
            if let budget = configuration.automaticLoadBudget, automaticLoads[edge.index] >= budget {
                return "budget \(name): automatic load \(automaticLoads[edge.index] + 1) of a budget of \(budget)"
            }
            automaticLoads[edge.index] += 1
        case .release, .threshold, .tap, .programmatic, .accessibleAction:
            automaticLoads[edge.index] = 0
        }
        return nil
    }

    /// After the input: remembers the report of items for `edges`, those that take them.
    mutating func noteReport(_ input: RefreshInput, edges: [RefreshEdge]) {
        guard case .visibleItems(let items) = input, items.isValid else { return }
        for edge in edges {
            lastItems[edge.index] = items
            landed[edge.index] = false
        }
    }
}

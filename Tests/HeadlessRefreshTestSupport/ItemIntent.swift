import HeadlessRefresh

/// What a user who reports the items in view means (issue 30), judged from the inputs and the triggers alone, without
/// the controller's own record of them:
///
/// - **One load per approach by items.** `itemsInView` fires only on a report of items within the item prefetch of
///   the edge's end that is nearer that end than the previous report, or is the first. The previous report is measured
///   in the list as it is now: a page the edge loaded since came in at its end. The same item appearing, disappearing
///   and appearing again (SwiftUI's `onAppear`) is never a second load.
/// - **No automatic retry of a failure, nothing after the end of data.** Checked with the states a trigger may leave
///   (``ControllerChecker``): `itemsInView` never fires from `failed` or `noMoreData`.
/// - **The budget holds.** After ``EdgeConfiguration/automaticLoadBudget`` automatic loads (`reachingEnd` and
///   `itemsInView`) an edge loads by itself no more, until a load the user or the host asked for (a tap, a pull, the
///   accessible action, a begin) or a successful refresh of the list at the opposite edge.
struct ItemIntent {
    /// The last report that described a list, per edge that accepted items when it came.
    var lastItems: [VisibleItems?] = [nil, nil, nil, nil]
    /// Automatic loads per edge since the user or the host last asked for one, or the list was refreshed.
    var automaticLoads = [0, 0, 0, 0]
    /// Whether a load of each edge succeeded since its last report of items.
    var landed = [false, false, false, false]

    /// Before the input's triggers are judged: a successful refresh of the list starts the opposite end's count anew
    /// (it happens with the answer, before the triggers the same input lets fire).
    mutating func prepare(_ input: RefreshInput, before: RefreshController) {
        if case .configure(let edge, _) = input, before.configuration(edge) == nil {
            lastItems[edge.index] = nil
            automaticLoads[edge.index] = 0
            landed[edge.index] = false
        }
        guard case .endRefreshing(let edge, let result) = input, result != .failure, before.isRefreshing(edge),
            let configuration = before.configuration(edge)
        else { return }
        // A refresh edge's noMoreData is taken as a success.
        let refreshes = configuration.refreshesList(at: edge)
        if result == .success || refreshes { landed[edge.index] = true }
        if refreshes { automaticLoads[edge.opposite.index] = 0 }
    }

    /// Judges a trigger at `edge` with `cause`, by the configuration it ran with; returns a violation or `nil`.
    mutating func noteTrigger(
        _ edge: RefreshEdge,
        _ cause: TriggerCause,
        input: RefreshInput,
        configuration: EdgeConfiguration
    ) -> String? {
        let name = edge.name
        switch cause {
        case .reachingEnd, .itemsInView:
            if let budget = configuration.automaticLoadBudget, automaticLoads[edge.index] >= budget {
                return "budget \(name): automatic load \(automaticLoads[edge.index] + 1) of a budget of \(budget)"
            }
            automaticLoads[edge.index] += 1
        case .release, .threshold, .tap, .programmatic, .accessibleAction:
            automaticLoads[edge.index] = 0
        }
        guard cause == .itemsInView else { return nil }
        guard case .visibleItems(let items) = input, items.isValid, let prefetch = configuration.triggers.itemPrefetch
        else { return "items \(name): itemsInView trigger without a report of items, on \(input)" }
        let remaining = items.remaining(edge)
        if remaining > prefetch {
            return "items \(name): loaded \(remaining) items from the end, beyond the prefetch of \(prefetch)"
        }
        if let previous = lastItems[edge.index] {
            let grown = landed[edge.index] ? items.count - previous.count : 0
            if remaining >= previous.remaining(edge) + grown {
                return "items \(name): loaded again on \(items) after \(previous), no nearer the end (onAppear twice)"
            }
        }
        return nil
    }

    /// After the input: remembers the report of items for the edges that take them.
    mutating func noteInput(_ input: RefreshInput, after controller: RefreshController) {
        // An input at a time that is not finite never reaches the checks: the edges did not see it.
        guard case .visibleItems(let items) = input, items.isValid else { return }
        for edge in RefreshEdge.allCases where controller.configuration(edge)?.triggers.itemPrefetch != nil {
            lastItems[edge.index] = items
            landed[edge.index] = false
        }
    }
}

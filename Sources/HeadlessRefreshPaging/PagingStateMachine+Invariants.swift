extension PagingStateMachine {
    /// Every invariant that does not hold between two inputs, as a sentence; empty when all hold. The schedule
    /// checker and the fuzzer report these instead of crashing, so a failure can be shrunk.
    ///
    /// - Complexity: O(pages).
    package func invariantViolations() -> [String] {
        var violations: [String] = []
        func check(_ condition: Bool, _ message: String) {
            if !condition { violations.append(message) }
        }
        if let filter {
            check(filter.count == items.count, "the id set and the list disagree")
        }
        check(droppedDuplicates >= 0, "negative duplicate count")
        if position == .unloaded {
            check(items.isEmpty, "items without a first page")
        }
        check(pages.reduce(0) { $0 + $1.count } == items.count, "the pages and the list disagree")
        check(pages.allSatisfy { $0.count >= 0 && $0.removedBeforeNext >= 0 }, "a page with a negative count")
        if refreshState.request != nil {
            check(!appendState.isLoading && !prependState.isLoading, "an end loads while a refresh runs or failed")
            check(appendState.request == nil && prependState.request == nil, "an end failed while a refresh runs")
        }
        for request in [refreshState.request, appendState.request, prependState.request] {
            if let request { check(request.id <= lastRequestID, "request from the future") }
        }
        // Each end asks for its own key; a removal while a load-more runs sends it again with the new key.
        if case .loading(let request) = appendState {
            check(request.kind == .loadMore && request.key != nil && request.key == nextKey, "load-more out of step")
        }
        if case .failed = appendState { check(nextKey != nil, "failed load-more without a next key") }
        if case .loading(let request) = prependState {
            check(request.kind == .loadPrevious && request.key == previousKey, "load-previous out of step")
        }
        if case .failed = prependState { check(previousKey != nil, "failed load-previous without a previous key") }
        if let visible = visibleRange {
            check(visible.lowerBound >= 0, "negative visible range")
            check(
                !visible.isEmpty && visible.upperBound <= items.count, "a visible range that shows no row of the list")
        }
        return violations
    }

    /// Stops a debug build when an invariant does not hold; ``PagingStore`` calls it after every input there,
    /// and tests after every step. Does nothing in release builds.
    package func _checkInvariants() {
        #if DEBUG
            let violations = invariantViolations()
            precondition(violations.isEmpty, violations.joined(separator: "; "))
        #endif
    }
}

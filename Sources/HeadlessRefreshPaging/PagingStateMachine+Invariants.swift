extension PagingStateMachine {
    /// Every invariant that does not hold between two inputs, as a sentence; empty when all hold. The schedule
    /// checker and the fuzzer report these instead of crashing, so a failure can be shrunk.
    ///
    /// - Complexity: O(1).
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
        switch state {
        case .idle:
            break
        case .loading(let request), .failed(let request, _):
            check(request.id <= lastRequestID, "request from the future")
            if request.kind == .loadMore {
                // A load-more asks for the list's next key; a removal while it runs sends it again with the new key.
                if case .loading = state {
                    check(request.key != nil && request.key == nextKey, "load-more out of step with the list")
                } else {
                    check(nextKey != nil, "failed load-more without a next key")
                }
            } else {
                check(request.key == nil, "refresh with a key")
            }
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

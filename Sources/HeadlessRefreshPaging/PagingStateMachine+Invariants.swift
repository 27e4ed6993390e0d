extension PagingStateMachine {
    /// Checks what must hold between any two inputs. Active in debug builds; ``PagingStore`` calls it after
    /// every input there, and tests call it after every step.
    ///
    /// - Complexity: O(1).
    package func _checkInvariants() {
        #if DEBUG
            if let filter {
                precondition(filter.count == items.count, "the id set and the list disagree")
            }
            precondition(droppedDuplicates >= 0, "negative duplicate count")
            if position == .unloaded {
                precondition(items.isEmpty, "items without a first page")
            }
            switch state {
            case .idle:
                break
            case .loading(let request), .failed(let request, _):
                precondition(request.id <= lastRequestID, "request from the future")
                if request.kind == .loadMore {
                    // A load-more always asks for the list's next key; the list cannot move while it runs.
                    precondition(position == .more(request.key!), "load-more out of step with the list")
                } else {
                    precondition(request.key == nil, "refresh with a key")
                }
            }
        #endif
    }
}

/// The invariants that hold between inputs, checked after every input in debug builds and by the random testers.
extension RefreshController {
    /// Every invariant that does not hold, as a sentence; empty when all hold.
    package func invariantViolations() -> [String] {
        var violations: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { violations.append(message()) }
        }
        check(!(isSuspended && isDragging), "suspended while dragging")
        check(isSuspended || !suspendedTouch, "a touch waits for a resume while not suspended")
        check(now == nil || settledGeneration == generation, "a change of state is not settled")
        var earliest = Double.infinity
        for edge in RefreshEdge.allCases {
            guard let machine = self[machine: edge] else { continue }
            violations += machine.invariantViolations(isDragging: isDragging, now: now)
            if let deadline = machine.deadline { earliest = min(earliest, deadline) }
            if pendingBegins[edge] != nil { check(isSuspended, "\(edge.name): a begin waits while not suspended") }
            if exclusivity != .noEdges, machine.isBusy {
                for other in RefreshEdge.allCases where other != edge && isConfigured(other) && isBusy(other) {
                    if exclusivity == .allEdges || other == edge.opposite {
                        check(false, "\(edge.name) and \(other.name) are both busy under exclusivity")
                    }
                }
            }
        }
        check(earliest == earliestDeadline, "earliest deadline \(earliestDeadline), edges say \(earliest)")
        return violations
    }

    /// Stops a debug build when an invariant does not hold. Does nothing in release builds.
    package func _checkInvariants() {
        #if DEBUG
            let violations = invariantViolations()
            assert(violations.isEmpty, violations.joined(separator: "; "))
        #endif
    }
}

/// The invariants that hold between inputs, checked by the tests and the random tester after every input.
extension RefreshController {
    /// Every invariant that does not hold, as a sentence; empty when all hold.
    package func invariantViolations() -> [String] {
        var violations: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { violations.append(message()) }
        }
        check(!(isSuspended && isDragging), "suspended while dragging")
        check(isSuspended || !suspendedTouch, "a touch waits for a resume while not suspended")
        var earliest = Double.infinity
        for edge in RefreshEdge.allCases {
            guard let machine = self[machine: edge] else { continue }
            let name = edge.name
            let configuration = machine.configuration
            check(
                machine.appliedInset.isFinite && machine.appliedInset >= 0,
                "\(name): extra inset \(machine.appliedInset)")
            if !isDragging {
                check(
                    machine.appliedInset == machine.targetInset, "\(name): extra inset not settled with the finger up")
            }
            if !configuration.isEnabled {
                check(machine.state == .idle, "\(name): disabled but \(machine.publicState.kind.name)")
            }
            switch machine.state {
            case .pulling(let progress):
                check(
                    progress.isFinite && progress >= EdgeStateMachine.leastPullingProgress && progress < 1,
                    "\(name): pulling progress \(progress)")
                check(isDragging && !isSuspended, "\(name): pulling without a finger")
            case .eligible:
                check(isDragging && !isSuspended, "\(name): eligible without a finger")
                check(configuration.triggers.release, "\(name): eligible without a release trigger")
            case .refreshing, .finishing:
                check(configuration.style == .holding, "\(name): an action edge is \(machine.publicState.kind.name)")
            case .failed:
                check(configuration.triggers.loadsMore, "\(name): failed without reachingEnd")
            case .secondLevelEligible:
                check(isDragging && !isSuspended, "\(name): second level eligible without a finger")
                check(configuration.secondLevel != nil, "\(name): second level state without a second level")
            case .secondLevelOpening, .secondLevelOpen, .secondLevelClosing:
                check(configuration.secondLevel != nil, "\(name): second level state without a second level")
            case .idle, .noMoreData:
                break
            }
            if let deadline = machine.deadline {
                check(deadline.isFinite, "\(name): deadline \(deadline)")
                if let now { check(deadline > now, "\(name): deadline \(deadline) is due at \(now)") }
                earliest = min(earliest, deadline)
            }
            if pendingBegins[edge] != nil { check(isSuspended, "\(name): a begin waits while not suspended") }
            if exclusivity != .none, machine.isBusy {
                for other in RefreshEdge.allCases where other != edge && isConfigured(other) && isBusy(other) {
                    if exclusivity == .allEdges || other == edge.opposite {
                        check(false, "\(name) and \(other.name) are both busy under exclusivity")
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

/// The invariants of one edge between inputs, checked by ``RefreshController/invariantViolations()`` after every
/// input in debug builds and by the random testers.
extension EdgeStateMachine {
    /// Every invariant of this edge that does not hold, as sentences, given the controller's finger (`isDragging`:
    /// down and acted on) and time.
    func invariantViolations(isDragging: Bool, now: Double?) -> [String] {
        var violations: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { violations.append("\(edge.name): " + message()) }
        }
        let triggers = configuration.triggers
        check(shownInset.isFinite && shownInset >= 0, "extra inset \(shownInset)")
        if !isDragging {
            check(
                shownInset == targetInset, "extra inset \(shownInset) not settled at \(targetInset) with the finger up")
            check(pullArming != .armed, "a pull armed with the finger up")
            check(deferredScroll == nil, "a scroll waits with the finger up")
        }
        check(isEnabled == configuration.isEnabled, "\(state) with isEnabled \(configuration.isEnabled)")
        check(end.autoTriggers >= 0, "\(end.autoTriggers) automatic loads")
        switch state {
        case .pulling(let progress, let origin):
            check(
                progress.isFinite && progress >= Self.leastPullingProgress && progress < 1,
                "pulling progress \(progress)")
            check(isDragging && pullArming == .armed, "pulling without an armed finger")
            check(origin == .idle || triggers.loadsMore, "a pull from a failure without reachingEnd")
        case .eligible(let origin):
            check(isDragging && pullArming == .armed, "eligible without an armed finger")
            check(triggers.release, "eligible without a release trigger")
            check(origin == .idle || triggers.loadsMore, "a pull from a failure without reachingEnd")
        case .secondLevelEligible(let origin):
            check(isDragging && pullArming == .armed, "second level eligible without an armed finger")
            check(configuration.secondLevel != nil, "second level eligible without a second level")
            check(origin == .idle || triggers.loadsMore, "a pull from a failure without reachingEnd")
        case .refreshing(let since):
            check(configuration.style == .holding, "an action edge is refreshing")
            if let now { check(since <= now, "a load since \(since), after \(now)") }
        case .idle(let picture):
            check(picture, "idle")
        case .failed(let picture):
            check(triggers.loadsMore, "failed without reachingEnd")
            check(picture, "failed")
        case .noMoreData(let picture):
            check(!configuration.refreshesList(at: edge), "a refresh edge at the end of data")
            check(picture, "noMoreData")
        case .secondLevelOpen:
            check(configuration.secondLevel != nil, "second level open without a second level")
        case .off(let rest):
            check(rest != .failed || triggers.loadsMore, "disabled after a failure without reachingEnd")
            check(rest != .noMoreData || !configuration.refreshesList(at: edge), "a refresh edge disabled at its end")
        }
        if let deadline {
            check(deadline.isFinite, "deadline \(deadline)")
            if let now { check(deadline > now, "deadline \(deadline) is due at \(now)") }
        }
        return violations

        func check(_ picture: Picture, _ rest: String) {
            switch picture {
            case .answer, .result, .collapse:
                check(configuration.style == .holding, "an action edge shows a result while \(rest)")
            case .closing:
                check(configuration.secondLevel != nil, "a second level closes without a second level")
            case .none:
                break
            }
        }
    }
}

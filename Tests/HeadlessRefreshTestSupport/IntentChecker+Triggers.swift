import HeadlessRefresh

/// Judging each trigger (P1, P2, P3, P7, P8) and each change of state (P3, P4, P7).
extension IntentChecker {
    mutating func checkTrigger(_ edge: RefreshEdge, _ cause: TriggerCause, input: RefreshInput) -> String? {
        let index = edge.index
        defer { phase[index] = .unarmed }
        rearmed[index] = false
        delivered[index] = false
        if endOfData[index] { return "P3 \(edge.name): \(cause.name) trigger at the end of data, on \(input)" }
        // A load the user's approach asked for, held back by another edge's load, may start when a setting frees it;
        // enabling or configuring an end judges it afresh, as the first layout does (a short list fills its screen).
        // Anything else on a change of settings started by itself.
        let judgedAfresh: Bool
        switch input {
        case .setEnabled(edge, true), .configure(edge, _): judgedAfresh = true
        default: judgedAfresh = false
        }
        let justified = cause == .reachingEnd && (reasons[index] || judgedAfresh)
        switch input {
        case .configure, .setEnabled, .setReducedMotion, .setExclusivity:
            if !justified {
                return "P8 \(edge.name): \(cause.name) trigger on \(input): changing settings is no gesture"
            }
        case .resume where cause != .programmatic && !justified:
            return "P8 \(edge.name): \(cause.name) trigger on resume: changing settings is no gesture"
        default:
            break
        }
        switch cause {
        case .threshold where phase[index] == .unarmed, .release where phase[index] != .crossed:
            return "P1 \(edge.name): \(cause.name) trigger without a crossing from below in this touch, on \(input)"
        case .reachingEnd
        where judgesReaderAndFailures && failed[index] && !(approached[index] && touchedSinceFailure[index]):
            return "P7 \(edge.name): a failed end loads again without a retry (reachingEnd on \(input))"
        case .reachingEnd where dueLoads.contains(edge):
            // Started by a phase that fell due before the input (a collapse that ended with the end still in its zone),
            // as a tick at that time would have: the reasons before the input count, and what the input brought stays
            // for the next load.
            if !reasons[index] {
                return "P2 \(edge.name): reachingEnd trigger without an approach or a change, as a phase fell due"
                    + " before \(input)"
            }
            approached[index] = inputApproached[index]
            changed[index] = inputChanged[index]
            autoTriggers[index] += 1
        case .reachingEnd where !approached[index] && !changed[index]:
            return "P2 \(edge.name): reachingEnd trigger without an approach or a change, on \(input)"
        case .reachingEnd:
            approached[index] = false
            changed[index] = false
            autoTriggers[index] += 1
        case .accessibleAction where input != .performAccessibleAction(edge):
            return "P1 \(edge.name): an accessible-action trigger without the user's action, on \(input)"
        case .itemsInView where failed[index]:
            return "P7 \(edge.name): a failed end loads again without a retry (itemsInView on \(input))"
        case .itemsInView:
            // One approach's automatic loads, by geometry or by items, count against one limit.
            autoTriggers[index] += 1
        default:
            break
        }
        // A retry the user asked for (or the host's begin): the failure is over.
        failed[index] = false
        return nil
    }

    /// A change of state reported for `edge`: P3's and P7's ends, P4's pull, P1's second-level close.
    mutating func noteChange(
        _ edge: RefreshEdge,
        from: RefreshState,
        to: RefreshState,
        input: RefreshInput,
        resetByOpposite: inout [Bool]
    ) -> String? {
        let index = edge.index
        let configuration = configurations[index]
        if from == .noMoreData && to != .noMoreData {
            let allowed =
                input == .resetNoMoreData(edge) || disables(input, edge) || resetByOpposite[index]
                || makesRefreshEdge(input, edge)
            if !allowed { return "P3 \(edge.name): noMoreData ended by \(input)" }
            if input == .resetNoMoreData(edge) {
                endOfData[index] = false
                changed[index] = true  // the host's reset: the end is judged afresh
            } else if !disables(input, edge) {
                // Rule 7: the end is known no more, but it needs an approach like any other (P9): armed again by a
                // touch or new content, as after a load.
                endOfData[index] = false
                rearmed[index] = false
            }
        }
        if to == .noMoreData {
            if configuration?.refreshes(at: edge) == true {
                return "P7 \(edge.name): a refresh edge at the end of data, on \(input): a user can always pull"
            }
            endOfData[index] = true
        }
        if to == .failed && configuration?.triggers.loadsMore == true {
            failed[index] = true
        }
        if case .pulling(let progress) = to, from.kind != .pulling, min(progress, 0.999).decimalText() == "0" {
            return "P4 \(edge.name): pulling with progress \(progress), which refresh-lab prints as 0, on \(input)"
        }
        if to == .secondLevelClosing, isRelease(input), let level = configuration?.secondLevel, let geometry {
            let pulledBack = touchMaxPull[index] - geometry.pull(edge)
            if pulledBack < level.closeDistance - ScrollViewGeometry.positionTolerance {
                return "P1 \(edge.name): the second level closed at a release, but the finger pulled it back "
                    + "\(pulledBack) of \(level.closeDistance) in this touch"
            }
        }
        reported[index] = to
        return nil
    }

    /// Whether `input` configures `edge` as a refresh edge, which has no end of data (P7).
    private func makesRefreshEdge(_ input: RefreshInput, _ edge: RefreshEdge) -> Bool {
        if case .configure(edge, let configuration) = input { configuration.refreshes(at: edge) } else { false }
    }

    private func isRelease(_ input: RefreshInput) -> Bool {
        if case .dragEnded = input { true } else { false }
    }

    /// A result the loader delivered to a refreshing edge is a fact from then on, shown or not yet (P7).
    mutating func noteDelivery(_ input: RefreshInput) {
        switch input {
        case .endRefreshing(let edge, let result) where reported[edge.index] == .refreshing && enabled[edge.index]:
            // The first end of a load is its result; a second one is ignored.
            guard !delivered[edge.index], let configuration = configurations[edge.index] else { return }
            delivered[edge.index] = true
            guard !configuration.refreshes(at: edge) else { return }
            switch result {
            case .noMoreData: endOfData[edge.index] = true
            case .failure where configuration.triggers.loadsMore: failed[edge.index] = true
            default: break
            }
        case .markNoMoreData(let edge)
        where enabled[edge.index] && configurations[edge.index]?.refreshes(at: edge) == false:
            switch reported[edge.index].kind {
            case .idle, .pulling, .eligible, .secondLevelEligible, .failed, .finishing, .noMoreData,
                .secondLevelClosing:
                endOfData[edge.index] = true
                failed[edge.index] = false
            case .refreshing where delivered[edge.index]:
                // Answered: the mark holds though the picture still shows the load (P11).
                endOfData[edge.index] = true
                failed[edge.index] = false
            default:
                break
            }
        case .configure(let edge, let configuration) where !configuration.triggers.loadsMore:
            // An end that loads no more keeps no failure.
            failed[edge.index] = false
        default:
            break
        }
    }

    /// The states an end may show while its facts hold (P3, P7): the end of data, or a failure waiting for a retry
    /// (a gesture in progress may show its pull; when the finger lifts, the failure shows again).
    func checkFacts(_ edge: RefreshEdge, state: RefreshState) -> String? {
        let index = edge.index
        guard enabled[index] else { return nil }
        if endOfData[index] {
            switch state.kind {
            case .noMoreData, .refreshing, .finishing, .secondLevelClosing: break
            default: return "P3 \(edge.name): \(state) at the end of data"
            }
        } else if failed[index] && judgesReaderAndFailures {
            switch state.kind {
            case .failed, .refreshing, .finishing: break
            case .pulling, .eligible, .secondLevelEligible: if !fingerDown { fallthrough }
            default: return "P7 \(edge.name): \(state) after a failure, without a retry"
            }
        }
        return nil
    }
}

/// What a user who cannot pull may do at an edge now: the name of a VoiceOver custom action, a switch-control
/// item, a keyboard shortcut or a button.
///
/// ``RefreshController/accessibleAction(_:)`` says which one an edge offers, and
/// ``RefreshController/performAccessibleAction(_:now:_:)`` performs it through the same path as the gesture, so
/// exclusivity, suspension and the minimum refreshing duration hold as for a pull. ``RefreshText/actionName(_:)``
/// names it in the text's language.
///
/// ```swift
/// if let action = session.accessibleAction(.top) {
///     let name = text.actionName(action)  // "Refresh"
///     scrollView.accessibilityCustomActions = [UIAccessibilityCustomAction(name: name) { _ in
///         session.performAccessibleAction(.top)
///         return true
///     }]
/// }
/// ```
public enum AccessibleRefreshAction: Sendable, Hashable, CaseIterable {
    /// Refresh the content: a pull-to-refresh header.
    case refresh
    /// Load the next page: a footer, or any edge that loads when its end is reached.
    case loadMore
    /// Try the failed load-more again.
    case retry
    /// Reveal more at a side edge.
    case showMore
    /// Close the open second level and bring the list back.
    case closeSecondLevel

    /// The action's name in scenario files and logs: `"refresh"`, `"loadMore"`, and so on.
    public var name: String {
        switch self {
        case .refresh: "refresh"
        case .loadMore: "loadMore"
        case .retry: "retry"
        case .showMore: "showMore"
        case .closeSecondLevel: "closeSecondLevel"
        }
    }
}

/// What an edge offers a user who cannot pull: an action, or the reason it offers none.
enum AccessibleOffer {
    case action(AccessibleRefreshAction)
    case none(IgnoreReason)
}

extension EdgeStateMachine {
    /// The action the edge offers in its state, ignoring what blocks it from outside (exclusivity, suspension),
    /// or the reason it offers none.
    var accessibleAction: AccessibleOffer {
        switch state {
        case .off:
            return .none(.disabled)
        case .noMoreData:
            return .none(.noMoreData)
        case .refreshing:
            return .none(.alreadyRefreshing)
        case .secondLevelOpen:
            return .action(.closeSecondLevel)
        case .failed:
            return .action(.retry)
        case .idle, .pulling, .eligible, .secondLevelEligible:
            if isFailed { return .action(.retry) }
            let triggers = configuration.triggers
            guard triggers.acceptsPull || triggers.tap || triggers.loadsMore else {
                return .none(.triggerNotAccepted)
            }
            if configuration.refreshesList(at: edge) { return .action(.refresh) }
            if triggers.loadsMore || triggers.tap { return .action(.loadMore) }
            switch configuration.role ?? edge.role {
            case .header: return .action(.refresh)
            case .footer: return .action(.loadMore)
            case .side: return .action(.showMore)
            }
        }
    }

    /// Performs the edge's accessible action: a trigger like a pull's, or closing the second level. Returns
    /// whether the edge triggered.
    mutating func performAccessibleAction(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) -> Bool {
        switch accessibleAction {
        case .none(let reason):
            ignore(.accessibleAction, reason, emit)
        case .action(.closeSecondLevel):
            closeSecondLevel(context: context, now: now, emit)
        case .action:
            if let block = context.block {
                ignore(.accessibleAction, block, emit)
                return false
            }
            // A finger that was pulling this edge lets the pull go first; the trigger spends it, as a release does.
            settlePull(emit)
            trigger(.accessibleAction, now: now, emit)
            return true
        }
        return false
    }
}

extension RefreshController {
    /// The action `edge` offers a user who cannot pull, or `nil` when it offers none now: while it loads or shows
    /// a result, at the end of data, while disabled or suspended, while another edge's load blocks it under
    /// ``exclusivity``, and for an edge that is not configured.
    ///
    /// Ask again after each state change: the action follows the state (``AccessibleRefreshAction/retry`` after a
    /// failed load-more, ``AccessibleRefreshAction/closeSecondLevel`` while a second level is open).
    public func accessibleAction(_ edge: RefreshEdge) -> AccessibleRefreshAction? {
        guard let machine = self[machine: edge], case .action(let action) = machine.accessibleAction else {
            return nil
        }
        if action != .closeSecondLevel && block(for: edge) != nil { return nil }
        return action
    }

    /// Performs the action ``accessibleAction(_:)`` offers at `edge`, as a pull would: the edge triggers with
    /// cause ``TriggerCause/accessibleAction`` (a refresh edge, ``EdgeConfiguration/refreshesList(at:)``, is also
    /// scrolled into view, as a programmatic begin with `reveal`; a load-more edge never scrolls), or its open second
    /// level closes.
    ///
    /// An action that is not offered now — it went stale while the user chose it — is ignored with a diagnostic,
    /// like a tap: another edge's load under exclusivity, suspension, a load in progress, the end of data.
    public mutating func performAccessibleAction(_ edge: RefreshEdge, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        if let machine = self[machine: edge] {
            let context = context(for: edge)
            var triggered = false
            update(edge) { triggered = $0.performAccessibleAction(context: context, now: now, emit) }
            let configuration = machine.configuration
            if triggered, configuration.refreshesList(at: edge), geometry != nil {
                // As a revealed begin: the user who could not pull sees the indicator of the refresh they started;
                // a load-more edge leaves them where they read (P6).
                update(edge) {
                    $0.deferredScroll = .init(extent: configuration.heldExtent, duration: configuration.revealDuration)
                }
            }
        } else {
            emit(.diagnostic(.ignored(edge, .accessibleAction, because: .notConfigured)))
        }
        close(now: now, reevaluate: true, emit)
    }
}

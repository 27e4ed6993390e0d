import HeadlessRefresh
import HeadlessRefreshSimulation

/// Checks, input by input, that each trigger is what the user meant (the properties P1–P4 of the Semantics
/// article), from what a host sees: the inputs, the geometry, the actions, and, from the simulator, what moved the
/// content. It never looks inside the controller.
///
/// - **P1 one trigger per gesture:** a pull trigger (release, threshold) needs the pull beyond the extra inset in
///   place to have been below the trigger distance, during this touch, while the edge could trigger, and then to
///   reach it. Being past it when the edge becomes able to trigger is no crossing.
/// - **P2 no load from a bounce:** a `reachingEnd` trigger needs a reason the user can see: since the last touch,
///   a change of content, viewport or host inset, the edge enabled or its end of data reset (the end is judged
///   afresh until the next touch); or, as the last change of the end's distance, an approach by the finger,
///   momentum or a host's scroll. A spring back, a collapsing inset or motion away is no approach.
/// - **P3 end of data is sticky:** `noMoreData` ends only through `resetNoMoreData` or a successful opposite
///   refresh that resets it (rule 7); a disabled edge comes back to it; an edge at the end of data never triggers.
/// - **P4 rest is rest:** content within ``ScrollViewGeometry/positionTolerance`` of its resting position never
///   shows a pull.
public struct IntentChecker {
    /// Where a pull stands on its way to a trigger.
    enum PullPhase { case unarmed, below, crossed }

    private var configurations: [EdgeConfiguration?]
    private var exclusivity: RefreshController.Exclusivity
    /// A rule the host set while edges it forbids together were busy: in force once they no longer are.
    private var pendingExclusivity: RefreshController.Exclusivity?
    private var reported: [RefreshState] = Array(repeating: .idle, count: 4)
    private var enabled: [Bool]
    private var insets = [0.0, 0, 0, 0]
    private var geometry: ScrollViewGeometry?
    private var fingerDown = false
    private var suspended = false
    /// A finger down while suspended: a touch from the resume on, if it is still down then.
    private var suspendedFinger = false
    private var phase: [PullPhase] = Array(repeating: .unarmed, count: 4)
    /// Whether the end's distance last changed by the user's approach (P2).
    private var approached = [false, false, false, false]
    /// Whether, since the last touch, the content, viewport or host inset changed, or the edge was enabled or its
    /// end of data reset: the end is judged afresh (P2).
    private var changed = [false, false, false, false]
    private var endOfData = [false, false, false, false]
    /// Whether an extra inset changed since the last geometry: the content moved with it, not by itself.
    private var insetChanged = false

    /// Creates a checker for a controller as it stands: configured, and perhaps laid out already.
    public init(_ controller: RefreshController) {
        configurations = RefreshEdge.allCases.map { controller.configuration($0) }
        exclusivity = controller.exclusivity
        enabled = configurations.map { $0?.isEnabled ?? false }
        insets = RefreshEdge.allCases.map { controller.extraInsets[$0] }
        geometry = controller.geometry
        for edge in RefreshEdge.allCases {
            reported[edge.index] = controller.state(edge) ?? .idle
            // Laid out already: an edge that has not loaded yet judges its end afresh, as at the first geometry.
            changed[edge.index] = geometry != nil && !reported[edge.index].isBusy
        }
    }

    /// Checks one input: `movers` says what moved the content since the previous input, or `nil` when the host
    /// cannot tell (then, with the finger up, content pulled past the opposite edge or carried by an inset change is
    /// taken to spring back, and anything else to coast). Returns the first violation, or `nil`.
    package mutating func check(_ input: RefreshInput, movers: ContentMovers?, actions: [RefreshCommand]) -> String? {
        if case .configure(let edge, let configuration) = input {
            // In force before the edge evaluates; the end is judged afresh.
            configurations[edge.index] = configuration.sanitized().configuration
            enabled[edge.index] = configuration.isEnabled
            changed[edge.index] = true
            // A refresh edge has no end of data (P7), disabled or not.
            if configuration.refreshesList(at: edge) { endOfData[edge.index] = false }
        }
        let oldGeometry = geometry
        var newGeometry = geometry
        if case .geometry(let sent) = input, sent.problem == nil { newGeometry = sent }
        noteApproaches(input, from: geometry, to: newGeometry, movers: movers)
        geometry = newGeometry
        var resetByOpposite = [false, false, false, false]
        for action in actions {
            switch action {
            case .setExtraInset(let edge, let amount, _):
                if insets[edge.index] != amount { insetChanged = true }
                insets[edge.index] = amount
            case .stateChanged(let edge, let from, let to):
                let index = edge.index
                if from == .noMoreData && to != .noMoreData {
                    let allowed =
                        input == .resetNoMoreData(edge) || disables(input, edge) || resetByOpposite[index]
                        || makesRefreshEdge(input, edge)
                    if !allowed { return "P3 \(edge.name): noMoreData ended by \(input)" }
                    if !disables(input, edge) {
                        endOfData[index] = false
                        changed[index] = true  // the end is judged afresh
                    }
                }
                if to == .noMoreData { endOfData[index] = true }
                if to == .finishing(.success), configurations[index]?.resetsOppositeNoMoreData == true {
                    resetByOpposite[edge.opposite.index] = true
                }
                reported[index] = to
                if case .geometry = input, from.isBusy, !to.isBusy, let oldGeometry {
                    // A phase that ended at its deadline, before this geometry: the content was still where the
                    // host last reported it.
                    updatePhase(edge, in: oldGeometry)
                }
            case .trigger(let edge, let cause):
                if let violation = checkTrigger(edge, cause, input: input) { return violation }
            default:
                break
            }
        }
        apply(input)
        for edge in RefreshEdge.allCases where resetByOpposite[edge.index] && reported[edge.index] != .noMoreData {
            endOfData[edge.index] = false
        }
        return settle()
    }

    // MARK: Steps

    /// Whether `input` disables `edge`, which then rests idle but keeps its end of data.
    private func disables(_ input: RefreshInput, _ edge: RefreshEdge) -> Bool {
        switch input {
        case .setEnabled(edge, false): true
        case .configure(edge, let configuration): !configuration.isEnabled
        default: false
        }
    }

    /// Whether `input` configures `edge` as a refresh edge, which has no end of data (P7).
    private func makesRefreshEdge(_ input: RefreshInput, _ edge: RefreshEdge) -> Bool {
        if case .configure(edge, let configuration) = input { configuration.refreshesList(at: edge) } else { false }
    }

    private mutating func checkTrigger(_ edge: RefreshEdge, _ cause: TriggerCause, input: RefreshInput) -> String? {
        let index = edge.index
        defer { phase[index] = .unarmed }
        if endOfData[index] { return "P3 \(edge.name): \(cause.name) trigger at the end of data, on \(input)" }
        switch cause {
        case .threshold where phase[index] == .unarmed, .release where phase[index] != .crossed:
            return "P1 \(edge.name): \(cause.name) trigger without a crossing from below in this touch, on \(input)"
        case .reachingEnd where !approached[index] && !changed[index]:
            return "P2 \(edge.name): reachingEnd trigger without an approach or a change, on \(input)"
        case .reachingEnd:
            approached[index] = false
            changed[index] = false
        case .accessibleAction where input != .performAccessibleAction(edge):
            return "P1 \(edge.name): an accessible-action trigger without the user's action, on \(input)"
        default:
            break
        }
        return nil
    }

    /// What the input itself changes: the finger, suspension, enabled edges.
    private mutating func apply(_ input: RefreshInput) {
        switch input {
        case .dragBegan where !suspended:
            touch()
        case .dragBegan: suspendedFinger = true
        case .dragEnded:
            fingerDown = false
            suspendedFinger = false
        case .suspend:
            suspendedFinger = suspendedFinger || fingerDown
            fingerDown = false
            suspended = true
        case .resume:
            suspended = false
            if suspendedFinger { touch() }
            suspendedFinger = false
        case .setEnabled(let edge, let value) where configurations[edge.index] != nil:
            enabled[edge.index] = value
        case .resetNoMoreData(let edge): endOfData[edge.index] = false
        case .setExclusivity(let value): pendingExclusivity = value
        default: break
        }
    }

    /// A touch: phases due before it ran first; from the touch on, the end needs a new reason.
    private mutating func touch() {
        fingerDown = true
        changed = [false, false, false, false]
        approached = [false, false, false, false]
    }

    /// Records, per edge that loads more, whether the end's distance last changed for a reason that may load.
    private mutating func noteApproaches(
        _ input: RefreshInput,
        from old: ScrollViewGeometry?,
        to new: ScrollViewGeometry?,
        movers: ContentMovers?
    ) {
        // A touch stops whatever carried the content: from there on it moves by the user.
        defer {
            if case .geometry = input { insetChanged = false } else if input == .dragBegan { insetChanged = false }
            if input == .resume && suspendedFinger { insetChanged = false }  // a finger still down: a touch now
        }
        for edge in RefreshEdge.allCases where configurations[edge.index]?.triggers.loadsMore == true {
            let index = edge.index
            switch input {
            case .setEnabled(edge, true), .resetNoMoreData(edge):
                changed[index] = true
                continue
            default:
                break
            }
            guard case .geometry = input, let new else { continue }
            guard let old else {
                changed[index] = true
                continue
            }
            if old.contentSize != new.contentSize || old.viewportSize != new.viewportSize
                || old.contentInset != new.contentInset
            {
                changed[index] = true
            }
            let change = new.remaining(edge) - old.remaining(edge)
            if change > ScrollViewGeometry.positionTolerance {
                approached[index] = false
            } else if change < -ScrollViewGeometry.positionTolerance {
                approached[index] = movedByUser(movers, toward: edge, from: old, to: new)
            }
        }
    }

    private func movedByUser(
        _ movers: ContentMovers?,
        toward edge: RefreshEdge,
        from old: ScrollViewGeometry,
        to new: ScrollViewGeometry
    ) -> Bool {
        if let movers {
            if !movers.isDisjoint(with: [.finger, .momentum, .hostScroll, .replay]) { return true }
            // A spring that carries the content further past this very end is a fling's overshoot slowing down:
            // the momentum's, not a spring back.
            return movers.contains(.spring)
                && new.pull(edge) > insets[edge.index] + ScrollViewGeometry.positionTolerance
        }
        if fingerDown { return true }
        let opposite = edge.opposite
        let springing = old.pull(opposite) > insets[opposite.index] + ScrollViewGeometry.positionTolerance
        return !springing && !insetChanged
    }

    /// After the input: where each pull stands (P1), rest shows no pull (P4), the end of data holds (P3).
    private mutating func settle() -> String? {
        if let rule = pendingExclusivity, !conflict(under: rule) {
            exclusivity = rule
            pendingExclusivity = nil
        }
        guard let geometry else { return nil }
        for edge in RefreshEdge.allCases {
            guard let configuration = configurations[edge.index] else { continue }
            let index = edge.index
            let state = reported[index]
            if pull(edge, configuration, in: geometry) <= 0,
                [.pulling, .eligible, .secondLevelEligible].contains(state.kind)
            {
                return "P4 \(edge.name): \(state) with the content at rest (pull \(geometry.pull(edge)))"
            }
            if endOfData[index] && enabled[index] && state != .noMoreData {
                return "P3 \(edge.name): \(state) at the end of data"
            }
            updatePhase(edge, in: geometry)
        }
        return nil
    }

    /// The pull beyond the extra inset in place, zero within the tolerance, up to the maximum pull.
    private func pull(_ edge: RefreshEdge, _ configuration: EdgeConfiguration, in geometry: ScrollViewGeometry)
        -> Double
    {
        let beyond = geometry.pull(edge) - insets[edge.index]
        let pull = beyond > ScrollViewGeometry.positionTolerance ? beyond : min(beyond, 0)
        return configuration.maximumPull.map { min(pull, $0) } ?? pull
    }

    /// Where the pull at `edge` stands after an observation of `geometry` (P1).
    private mutating func updatePhase(_ edge: RefreshEdge, in geometry: ScrollViewGeometry) {
        guard let configuration = configurations[edge.index] else { return }
        let index = edge.index
        if !canTrigger(edge, configuration) {
            phase[index] = .unarmed
        } else if pull(edge, configuration, in: geometry) < configuration.triggerDistance {
            phase[index] = .below
        } else if phase[index] == .below {
            phase[index] = .crossed
        }
    }

    /// Whether two busy edges break `rule`.
    private func conflict(under rule: RefreshController.Exclusivity) -> Bool {
        for edge in RefreshEdge.allCases where reported[edge.index].isBusy {
            for other in RefreshEdge.allCases where other != edge && reported[other.index].isBusy {
                if rule == .allEdges || (rule == .oppositeEdges && other == edge.opposite) { return true }
            }
        }
        return false
    }

    private func canTrigger(_ edge: RefreshEdge, _ configuration: EdgeConfiguration) -> Bool {
        guard enabled[edge.index], fingerDown, !suspended, configuration.triggers.acceptsPull else { return false }
        switch reported[edge.index].kind {
        case .idle, .pulling, .eligible, .secondLevelEligible, .failed: break
        default: return false
        }
        for other in RefreshEdge.allCases where other != edge && reported[other.index].isBusy {
            if exclusivity == .allEdges || (exclusivity == .oppositeEdges && other == edge.opposite) { return false }
        }
        return true
    }
}

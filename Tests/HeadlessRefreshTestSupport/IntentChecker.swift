import HeadlessRefresh
import HeadlessRefreshSimulation

/// Checks, input by input, that each trigger and each change is what the user meant (the properties P1–P9 of the
/// Semantics article), from what a host sees: the inputs, the geometry, the actions, and, from the simulator, what
/// moved the content. It never looks inside the controller.
///
/// - **P1 one trigger per gesture:** a pull trigger (release, threshold) needs the pull beyond the extra inset in
///   place to have been below the trigger distance, during this touch, while the edge could trigger, and then to
///   reach it. Being past it when the edge becomes able to trigger, or when a new configuration lowers the
///   distance, is no crossing. An open second level closes at a release only after the finger pulled it back by the
///   close distance during the touch.
/// - **P2 no load from a bounce:** a `reachingEnd` trigger needs a reason the user can see: since the last touch,
///   a change of content, viewport or host inset that moved the end, the edge enabled or configured, or its end of
///   data reset by the host (the end is judged afresh until the next touch); or, as the last change of the end's
///   distance, an approach by the finger, momentum or a host's scroll. A spring back, a collapsing inset or motion
///   away is no approach.
/// - **P3 end of data is sticky:** `noMoreData` ends only through `resetNoMoreData` or a successful refresh at the
///   opposite edge that resets it (rule 7); a disabled edge comes back to it; an edge at the end of data never
///   triggers.
/// - **P4 rest is rest:** content within ``ScrollViewGeometry/positionTolerance`` of its resting position never
///   shows a pull, and a pull refresh-lab would print as `"progress":0` is no pull.
/// - **P6 the reader stays where they read:** only a refresh edge (holding, not loading more) scrolls the content,
///   to reveal itself; a load-more or load-previous edge never does, whatever its side.
/// - **P7 results are facts of one end:** a delivered `noMoreData` or failure holds from the moment it is
///   delivered, through the minimum refreshing time, a disable, a suspension or a new configuration; a failed end
///   leaves `failed` only through a retry the user asks for; rule 7 is a refresh's (a load-previous success
///   resets nothing); a refresh edge is never at the end of data.
/// - **P8 changing settings is no gesture:** configuring, enabling, resuming, reduced motion and exclusivity
///   never trigger by themselves (a begin made while suspended happens on resume, as asked).
/// - **P9 an approach is a change the user can see:** content added above does not bring the far end closer;
///   after rule 7 resets an end, it needs an approach; and an approach loads: an end that comes into its prefetch
///   zone by the user's motion or by a change of content, viewport or host inset, on an edge that can load, does.
public struct IntentChecker: Hashable {
    /// Where a pull stands on its way to a trigger.
    enum PullPhase { case unarmed, below, crossed }

    var configurations: [EdgeConfiguration?]
    var exclusivity: RefreshController.Exclusivity
    /// A rule the host set while edges it forbids together were busy: in force once they no longer are.
    var pendingExclusivity: RefreshController.Exclusivity?
    var reported: [RefreshState] = Array(repeating: .idle, count: 4)
    var enabled: [Bool]
    var insets = [0.0, 0, 0, 0]
    var geometry: ScrollViewGeometry?
    var fingerDown = false
    var suspended = false
    /// A finger down while suspended: a touch from the resume on, if it is still down then.
    var suspendedFinger = false
    var phase: [PullPhase] = Array(repeating: .unarmed, count: 4)
    /// Whether the end's distance last changed by the user's approach (P2).
    var approached = [false, false, false, false]
    /// Whether, since the last touch, the content, viewport or host inset moved the end, or the edge was enabled,
    /// configured or its end of data reset by the host: the end is judged afresh (P2).
    var changed = [false, false, false, false]
    /// Whether the end is at the end of data: delivered, marked, or shown (P3, P7).
    var endOfData = [false, false, false, false]
    /// Whether a load-more end failed and no retry was asked for since (P7).
    var failed = [false, false, false, false]
    /// Whether the load in progress at each end has had its result delivered (a second end is ignored).
    var delivered = [false, false, false, false]
    /// Whether a touch began since the end failed: a drag towards it may retry (P7).
    var touchedSinceFailure = [false, false, false, false]
    /// Whether an extra inset changed since the last geometry: the content moved with it, not by itself.
    var insetChanged = false
    /// Whether `reachingEnd` is armed again since the end's last trigger: by a touch, or by a change of content,
    /// viewport or host inset that moved the end (P9's approach that must load).
    var rearmed = [true, true, true, true]
    /// `reachingEnd` triggers since the last touch or since the end left its zone well behind (P9).
    var autoTriggers = [0, 0, 0, 0]
    /// Whether each end had a reason to load before the input being checked.
    var reasons = [false, false, false, false]
    /// The reasons to load the input being checked brought each end itself: an approach, a change (P2).
    var inputApproached = [false, false, false, false]
    var inputChanged = [false, false, false, false]
    /// The loads a phase due before the input starts, as a tick at its time would (set by the host before the input):
    /// judged by the reasons before the input; what the input brings is a reason for the next load.
    package var dueLoads: [RefreshEdge] = []
    /// What the user meant by the items they reported (issue 30).
    var items = ItemIntent()
    /// The largest pull at each edge during the touch, for the second level's close (P1).
    var touchMaxPull = [0.0, 0, 0, 0]
    /// Whether P6 (the reader stays) and P7's failed end (no retry but the user's) are judged. The controller's
    /// random tester turns them off: its geometries jump anywhere with no record of what moved the content, and there
    /// the two disagree with the core in cases not yet decided (issue 20's explorer report); the simulator's tester
    /// and the explorer judge them.
    package var judgesReaderAndFailures = true

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
            changed[edge.index] = geometry != nil && !blocks(edge.index)
            endOfData[edge.index] = reported[edge.index] == .noMoreData
            failed[edge.index] = reported[edge.index] == .failed
            // Loading already at the first layout, with no input yet: the load a short list's end fired, counted as
            // the trigger would have been.
            if reported[edge.index] == .refreshing, configurations[edge.index]?.triggers.loadsMore == true {
                rearmed[edge.index] = false
                autoTriggers[edge.index] = 1
                items.automaticLoads[edge.index] = 1
            }
        }
    }

    /// Checks one input: `movers` says what moved the content since the previous input, or `nil` when the host
    /// cannot tell (then, with the finger up, content pulled past the opposite edge or carried by an inset change is
    /// taken to spring back, and anything else to coast). Returns the first violation, or `nil`.
    package mutating func check(_ input: RefreshInput, movers: ContentMovers?, actions: [RefreshCommand]) -> String? {
        let before = reported
        // What already justified a load before this input (P8: a setting may free a load, never start one).
        reasons = RefreshEdge.allCases.map { approached[$0.index] || changed[$0.index] }
        inputApproached = [false, false, false, false]
        inputChanged = [false, false, false, false]
        if case .configure(let edge, _) = input, configurations[edge.index] == nil { items.added(edge) }
        if case .configure(let edge, let configuration) = input {
            // In force before the edge evaluates; the end is judged afresh.
            var fixed = configuration.sanitized().configuration
            // A busy edge keeps its style until it rests, and the controller says so with a diagnostic; a phase due
            // before the input (a result's hold that ended) may have let it rest first.
            if actions.contains(.diagnostic(.ignored(edge, .styleChange, because: .alreadyRefreshing))) {
                guard blocks(edge.index), let old = configurations[edge.index] else {
                    return "\(edge.name): kept its style at rest, on \(input)"
                }
                fixed.style = old.style
            }
            configurations[edge.index] = fixed
            enabled[edge.index] = configuration.isEnabled
            changed[edge.index] = true
            inputChanged[edge.index] = true
            // A refresh edge has no end of data (P7), disabled or not.
            if fixed.refreshes(at: edge) { endOfData[edge.index] = false }
            // A pull that a lower distance leaves past it has crossed nothing (P8).
            if phase[edge.index] == .below, let geometry, pull(edge, fixed, in: geometry) >= fixed.triggerDistance {
                phase[edge.index] = .unarmed
            }
        }
        if input == .resume {
            // A finger still down is a touch from the resume on, before the begins that waited for it happen (the
            // controller's order): a load they start spends what the touch armed.
            suspended = false
            if suspendedFinger {
                touch()
                // A touch stops whatever carried the content: from there on it moves by the user.
                insetChanged = false
            }
            suspendedFinger = false
        }
        let oldGeometry = geometry
        var newGeometry = geometry
        if case .geometry(let sent) = input, sent.problem == nil { newGeometry = sent }
        let expected = expectedLoads(input, from: geometry, to: newGeometry, movers: movers)
        noteApproaches(input, from: geometry, to: newGeometry, movers: movers)
        // A mark of the end of data comes after what was due before it (a hold that ended and let the end load).
        let marks = if case .markNoMoreData = input { true } else { false }
        let deliveredBefore = delivered
        if !marks { noteDelivery(input) }
        geometry = newGeometry
        var resetByOpposite = [false, false, false, false]
        if case .endRefreshing(let edge, let result) = input, delivered[edge.index], !deliveredBefore[edge.index],
            result != .failure, let configuration = configurations[edge.index], configuration.refreshes(at: edge),
            configuration.resetsOppositeNoMoreData
        {
            // Rule 7 comes with the loader's success, whenever the picture shows it (P11); a refresh edge's end of
            // data is a success. A load at the other end of a chat resets nothing (P7).
            resetByOpposite[edge.opposite.index] = true
        }
        if case .resetNoMoreData(let edge) = input, endOfData[edge.index] {
            // The host's reset holds at once, whatever the picture still shows of the answer that said so (P11): the
            // end is judged afresh.
            endOfData[edge.index] = false
            changed[edge.index] = true
        }
        if case .endRefreshing(let edge, let result) = input, delivered[edge.index], !deliveredBefore[edge.index],
            let configuration = configurations[edge.index]
        {
            items.answered(edge, result, refreshesList: configuration.refreshes(at: edge))
        }
        var triggered = [false, false, false, false]
        for action in actions {
            switch action {
            case .setExtraInset(let edge, let amount, _):
                if insets[edge.index] != amount { insetChanged = true }
                insets[edge.index] = amount
            case .stateChanged(let edge, let from, let to):
                if let violation = noteChange(edge, from: from, to: to, input: input, resetByOpposite: &resetByOpposite)
                {
                    return violation
                }
                if case .geometry = input, from.isBusy, !to.isBusy, let oldGeometry {
                    // A phase that ended at its deadline, before this geometry: the content was still where the
                    // host last reported it.
                    updatePhase(edge, in: oldGeometry)
                }
            case .trigger(let edge, let cause):
                triggered[edge.index] = true
                if let violation = checkTrigger(edge, cause, input: input) { return violation }
                if let configuration = configurations[edge.index],
                    let violation = items.noteTrigger(edge, cause, input: input, configuration: configuration)
                {
                    return violation
                }
            case .scroll(let target, _):
                if let violation = checkScroll(to: target, input: input, before: before) { return violation }
            default:
                break
            }
        }
        for edge in expected where !triggered[edge.index] {
            return "P9 \(edge.name): its end came into view by \(input) and nothing loaded"
        }
        if marks { noteDelivery(input) }
        let itemEdges = RefreshEdge.allCases.filter { configurations[$0.index]?.triggers.itemPrefetch != nil }
        items.noteReport(input, edges: itemEdges)
        apply(input)
        for edge in RefreshEdge.allCases where resetByOpposite[edge.index] && reported[edge.index] != .noMoreData {
            endOfData[edge.index] = false
        }
        return settle()
    }

    // MARK: Steps

    /// Whether `input` disables `edge`, which then rests idle but keeps its end of data.
    func disables(_ input: RefreshInput, _ edge: RefreshEdge) -> Bool {
        switch input {
        case .setEnabled(edge, false): true
        case .configure(edge, let configuration): !configuration.isEnabled
        default: false
        }
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
        touchedSinceFailure = [true, true, true, true]
        rearmed = [true, true, true, true]
        autoTriggers = [0, 0, 0, 0]
        if let geometry { touchMaxPull = RefreshEdge.allCases.map { geometry.pull($0) } }
    }

    /// After the input: where each pull stands (P1), rest shows no pull (P4), the facts of each end hold (P3, P7).
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
            if let violation = checkFacts(edge, state: state) { return violation }
            updatePhase(edge, in: geometry)
            if fingerDown { touchMaxPull[index] = max(touchMaxPull[index], geometry.pull(edge)) }
        }
        return nil
    }

    /// The pull beyond the extra inset in place, zero within the tolerance, up to the maximum pull.
    func pull(_ edge: RefreshEdge, _ configuration: EdgeConfiguration, in geometry: ScrollViewGeometry) -> Double {
        let beyond = geometry.pull(edge) - insets[edge.index]
        let pull = beyond > ScrollViewGeometry.positionTolerance ? beyond : min(beyond, 0)
        return configuration.maximumPull.map { min(pull, $0) } ?? pull
    }

    /// Where the pull at `edge` stands after an observation of `geometry` (P1).
    mutating func updatePhase(_ edge: RefreshEdge, in geometry: ScrollViewGeometry) {
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
        for edge in RefreshEdge.allCases where blocks(edge.index) {
            for other in RefreshEdge.allCases where other != edge && blocks(other.index) {
                if rule == .allEdges || (rule == .oppositeEdges && other == edge.opposite) { return true }
            }
        }
        return false
    }

    /// Whether another edge's load blocks `edge` under the exclusivity in force.
    func isBlocked(_ edge: RefreshEdge) -> Bool {
        for other in RefreshEdge.allCases where other != edge && blocks(other.index) {
            if exclusivity == .allEdges || (exclusivity == .oppositeEdges && other == edge.opposite) { return true }
        }
        return false
    }

    private func canTrigger(_ edge: RefreshEdge, _ configuration: EdgeConfiguration) -> Bool {
        guard enabled[edge.index], fingerDown, !suspended, configuration.triggers.acceptsPull else { return false }
        switch reported[edge.index].kind {
        case .idle, .pulling, .eligible, .secondLevelEligible, .failed: break
        case .refreshing, .finishing, .secondLevelClosing: if !showsAnsweredRest(edge.index) { return false }
        default: return false
        }
        return !isBlocked(edge)
    }

    /// Whether the edge blocks others under exclusivity: its load runs and the loader has not answered, or its second
    /// level is open. What the picture still shows of an answered load blocks nothing (P11).
    func blocks(_ index: Int) -> Bool {
        switch reported[index].kind {
        case .refreshing: !delivered[index]
        case .secondLevelOpening, .secondLevelOpen: true
        default: false
        }
    }

    /// Whether the edge shows the picture of something over (an answered load, its result, a closing second level):
    /// for every decision it rests (P11).
    func showsAnsweredRest(_ index: Int) -> Bool {
        switch reported[index].kind {
        case .refreshing: delivered[index]
        case .finishing, .secondLevelClosing: true
        default: false
        }
    }
}

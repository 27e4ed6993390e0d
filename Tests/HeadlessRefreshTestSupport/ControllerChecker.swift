import HeadlessRefresh

/// Runs a ``ControllerScript`` against a `RefreshController` and checks, after every input, the invariants
/// the controller promises (see the Robustness article):
///
/// - the controller's own invariants (`invariantViolations()`): insets finite, not negative and settled
///   with the finger up; pulling and eligible only with a finger; no two busy edges under exclusivity;
/// - reported state changes form a chain (each `from` is the previous `to`);
/// - at most one outstanding load per edge;
/// - a trigger only from a state and on an input its cause allows, never in noMoreData, on a disabled
///   edge, while suspended, or while a conflicting edge is busy;
/// - no inset change while the finger is down;
/// - an accessible action triggers only an edge that offered it before the input;
/// - announcements: one `loading` with every trigger of an edge that loads, one per result with the change to
///   the loader's answer, never the same one twice in a row at an edge without a new load or a reset between;
/// - P11's shape: from the loader's answer on, the edge is at rest whatever the picture still shows (the load until
///   the minimum refreshing duration, the result, a collapse, a closing second level): it may trigger again, and it
///   blocks no other edge;
/// - what the user meant, P1–P4 (see ``IntentChecker``), and by the items in view (``ItemIntent``);
/// - liveness: after the loads end, open second levels close and every timed phase runs out, each edge rests
///   (idle, noMoreData or failed) at its resting inset with no deadline left.
public struct ControllerChecker {
    /// The controller under test.
    public private(set) var controller: RefreshController
    /// The state each edge was last reported in.
    var reported: [RefreshState]
    /// Whether each holding edge has a load that has not ended.
    var outstanding = [false, false, false, false]
    /// The actions of the last input.
    public private(set) var actions: [RefreshCommand] = []
    /// The time of the last input.
    public private(set) var now = 0.0
    /// How many inputs have been sent, settles included.
    public private(set) var inputs = 0
    /// The changes of state kind seen, as (from, to) pairs: how much of the machine the inputs explored.
    public private(set) var transitions: Set<Transition> = []
    /// The trigger causes seen.
    public private(set) var causes: Set<TriggerCause> = []
    /// The last announcement at each edge since its last load or reset.
    var announced: [RefreshAnnouncement?] = [nil, nil, nil, nil]

    /// A change of state kind.
    public struct Transition: Hashable, Sendable, CustomStringConvertible {
        /// The kind left.
        public var from: RefreshStateKind
        /// The kind entered.
        public var to: RefreshStateKind

        /// Creates a transition.
        public init(_ from: RefreshStateKind, _ to: RefreshStateKind) {
            self.from = from
            self.to = to
        }

        /// `from → to`.
        public var description: String { from.name + " → " + to.name }
    }

    /// What the user meant (P1–P9), judged from the inputs and actions alone; `nil` when another checker judges it
    /// with more to go on (the simulator's, which knows what moved the content).
    var intent: IntentChecker?
    /// Whether inputs are checked; false for the copy the script generator drives to see the controller as a host
    /// would while it writes the script.
    var checksRules = true
    /// A defect put back for a test: the checks see the answers it rewrites; the controller keeps the real ones.
    package var defect: PutBackDefect?
    /// Every input sent and its time, settles' included, while not `nil`: what a script's refresh-lab file writes.
    package var sent: [(input: RefreshInput, time: Double)]?

    /// Creates a checker for a script's controller.
    public init(_ script: ControllerScript) {
        self.init(controller: script.makeController(), checksIntent: true)
    }

    /// Creates a checker that drives its own copy of `controller`, as it stands; with `checksIntent` false it checks
    /// the controller's rules and leaves what the user meant to another checker.
    package init(controller: RefreshController, checksIntent: Bool) {
        self.controller = controller
        intent = checksIntent ? IntentChecker(controller) : nil
        // Random geometries with no record of what moved the content: see IntentChecker.judgesReaderAndFailures.
        intent?.judgesReaderAndFailures = false
        reported = RefreshEdge.allCases.map { controller.state($0) ?? .idle }
        actions.reserveCapacity(32)
    }

    /// Runs every step, with `defect` put back if one is given; returns the first violation, the index of the step
    /// that caused it and the actions of the input that broke it, or `nil`.
    public static func run(_ script: ControllerScript) -> (step: Int, violation: String, actions: [RefreshCommand])? {
        run(script, defect: nil)
    }

    /// The same, with a defect put back.
    package static func run(
        _ script: ControllerScript,
        defect: PutBackDefect?
    ) -> (step: Int, violation: String, actions: [RefreshCommand])? {
        var checker = ControllerChecker(script)
        checker.defect = defect
        for (index, step) in script.steps.enumerated() {
            if let violation = checker.perform(step) { return (index, violation, checker.actions) }
        }
        return nil
    }

    /// Performs one step; returns the first violation, or `nil`.
    public mutating func perform(_ step: ControllerScript.Step) -> String? {
        switch step {
        case .input(let input, let time):
            return send(input, now: time)
        case .settle:
            return settle()
        }
    }

    /// Sends one input and checks what came back.
    public mutating func send(_ input: RefreshInput, now time: Double) -> String? {
        let before = controller
        controller.send(input, now: time, into: &actions)
        if let defect { actions = defect.rewrite(input, actions, before) }
        sent?.append((input, time))
        inputs += 1
        if time.isFinite { now = max(now, time) }
        guard checksRules else { return nil }
        guard time.isFinite else {
            // An input at a time that is not finite is ignored: answered with the diagnostic alone, it never happened
            // for the rules and for what the user meant.
            guard actions == [.diagnostic(.invalidTime)] else { return "at time \(time), \(input) answered \(actions)" }
            // The invariants hold between inputs from the first one the controller takes: before it, the controller
            // has told the host nothing, not even the resting insets.
            return controller.now == nil ? nil : controller.invariantViolations().first
        }
        if let violation = controller.invariantViolations().first { return violation }
        if controller.isDragging && actions.contains(where: { if case .setExtraInset = $0 { true } else { false } }) {
            return "the extra inset changed while the finger is down"
        }
        if controller.reducesMotion, let moving = actions.first(where: Self.moves) {
            return "under reduced motion, \(moving) moves over time"
        }
        // An end the controller took answers the load, whatever the picture still shows (P11): from here the edge
        // blocks no other, also for what the same input lets trigger.
        if case .endRefreshing(let edge, _) = input, !actions.contains(where: { isIgnored($0, edge, .end) }) {
            outstanding[edge.index] = false
        }
        for (index, action) in actions.enumerated() {
            switch action {
            case .stateChanged(let edge, let from, let to):
                guard reported[edge.index] == from else {
                    return "\(edge.name): reported a change from \(from) but was \(reported[edge.index])"
                }
                reported[edge.index] = to
                if from.kind != to.kind { transitions.insert(Transition(from.kind, to.kind)) }
                if to != .refreshing { outstanding[edge.index] = false }
            case .trigger(let edge, let cause):
                causes.insert(cause)
                // Every trigger reports its own change to refreshing just before it.
                guard index > 0, case .stateChanged(edge, let from, .refreshing) = actions[index - 1] else {
                    return "\(edge.name): \(cause.name) trigger without a change to refreshing just before it"
                }
                if let violation = checkTrigger(edge, cause, from: from, input: input, before: before) {
                    return violation
                }
            default:
                break
            }
        }
        if let violation = checkAnnouncements(input: input) { return violation }
        for edge in RefreshEdge.allCases where controller.state(edge) != nil {
            if controller.state(edge) != reported[edge.index] {
                return "\(edge.name): is \(controller.state(edge)!) but was reported \(reported[edge.index])"
            }
        }
        guard intent != nil else { return nil }
        intent?.dueLoads = Self.loadsDue(before, at: time, unless: input)
        return intent?.check(input, movers: nil, actions: actions)
    }

    private mutating func checkTrigger(
        _ edge: RefreshEdge,
        _ cause: TriggerCause,
        from: RefreshState,
        input: RefreshInput,
        before: RefreshController
    ) -> String? {
        let name = edge.name
        // A reconfigured edge is judged by its new configuration.
        var judgedBy = before
        if case .configure(edge, _) = input { judgedBy = controller }
        guard let configuration = judgedBy.configuration(edge) else { return "\(name): triggered unconfigured" }
        // The picture of an answered load or a closed second level is a rest: it may trigger again (P11).
        let picture: [RefreshStateKind] =
            [.finishing, .secondLevelClosing] + (outstanding[edge.index] ? [] : [.refreshing])
        let allowed: [RefreshStateKind]
        switch cause {
        case .release: allowed = [.eligible]
        case .threshold: allowed = [.idle, .pulling, .failed] + picture
        case .reachingEnd: allowed = [.idle, .failed] + picture
        // A failure waits for the user's retry: items that come into view are none.
        case .itemsInView: allowed = [.idle, .pulling, .eligible] + picture
        case .tap, .programmatic, .accessibleAction:
            allowed = [.idle, .pulling, .eligible, .secondLevelEligible, .failed] + picture
        }
        guard allowed.contains(from.kind) else { return "\(name): \(cause.name) trigger from \(from)" }
        switch (cause, input) {
        case (.release, .dragEnded), (.tap, .tap), (.programmatic, .beginRefreshing), (.programmatic, .resume):
            break
        case (.accessibleAction, .performAccessibleAction(edge)):
            // The edge offered the action the user chose, or a timed phase fell due before the input (a result
            // shown until then), which ran first.
            guard before.accessibleAction(edge) != nil || (before.nextDeadline ?? .infinity) <= now else {
                return "\(name): an accessible action triggered though none was offered"
            }
        case (.release, _), (.tap, _), (.programmatic, _), (.accessibleAction, _):
            return "\(name): \(cause.name) trigger on input \(input)"
        case (.itemsInView, .visibleItems):
            break
        case (.itemsInView, _):
            return "\(name): itemsInView trigger on input \(input)"
        case (.threshold, _), (.reachingEnd, _):
            break
        }

        switch cause {
        case .release: if !configuration.triggers.release { return "\(name): release trigger not configured" }
        case .threshold: if !configuration.triggers.threshold { return "\(name): threshold trigger not configured" }
        case .reachingEnd: if !configuration.triggers.loadsMore { return "\(name): reachingEnd not configured" }
        case .itemsInView:
            if configuration.triggers.itemPrefetch == nil { return "\(name): itemsInView not configured" }
        case .tap: if !configuration.triggers.tap { return "\(name): tap trigger not configured" }
        case .programmatic, .accessibleAction: break
        }
        // Judged by the controller as the input found it: timed phases that fell due before the input run first,
        // so a suspend or a disable cannot be blamed for what they did.
        if before.isSuspended && input != .resume { return "\(name): triggered while suspended" }
        if !configuration.isEnabled && input != .setEnabled(edge, true) { return "\(name): triggered while disabled" }
        // A new exclusivity rule is judged by the rule in force after the input.
        var rule = before.exclusivity
        if case .setExclusivity = input { rule = controller.exclusivity }
        for other in RefreshEdge.allCases where other != edge {
            let conflicts = rule == .allEdges || (rule == .oppositeEdges && other == edge.opposite)
            // Busy: a load that has not been answered, or an open second level; a picture blocks nothing (P11).
            let open = [.secondLevelOpening, .secondLevelOpen].contains(reported[other.index].kind)
            if conflicts && (outstanding[other.index] || open) {
                return "\(name): triggered while \(other.name) is \(reported[other.index])"
            }
        }
        if configuration.style == .holding {
            if outstanding[edge.index] { return "\(name): a second trigger before the first load ended" }
            outstanding[edge.index] = true
        }
        return nil
    }

    /// Whether an action animates over a nonzero time.
    private static func moves(_ action: RefreshCommand) -> Bool {
        switch action {
        case .setExtraInset(_, _, let duration), .scroll(_, let duration): duration != 0
        default: false
        }
    }

    /// The edges whose load a tick at `time` would start, when a phase fell due before it (a collapse that ends and
    /// finds the end still in its zone): the input at `time` starts them before it takes effect. Empty when `input`
    /// is a tick itself or nothing fell due.
    private static func loadsDue(_ before: RefreshController, at time: Double, unless input: RefreshInput)
        -> [RefreshEdge]
    {
        guard input != .tick, let deadline = before.nextDeadline, deadline <= time else { return [] }
        var ticked = before
        var loads: [RefreshEdge] = []
        ticked.tick(now: time) { if case .trigger(let edge, .reachingEnd) = $0 { loads.append(edge) } }
        return loads
    }

    /// How many rounds of ending loads and ticking a settle takes at most.
    static let settleRounds = 8
    /// How far each round of a settle moves the clock, in seconds.
    static let settleRound = 100.0
    /// How far a settle moves the clock past the latest input, at most: a script's inputs after a settle carry times
    /// at least this much later than those before it, or the controller finds its clock gone backwards.
    public static let longestSettle = Double(settleRounds) * settleRound

    /// Ends every load, lifts the finger, lets every phase run out, and checks that every edge rests.
    public mutating func settle() -> String? {
        if controller.isDragging, let violation = send(.dragEnded(velocity: .zero), now: now) { return violation }
        for _ in 0..<Self.settleRounds {
            for edge in RefreshEdge.allCases {
                let state = controller.state(edge)
                if state == .refreshing, let violation = send(.endRefreshing(edge, .success), now: now) {
                    return violation
                }
                // An opening second level is left to finish opening at the tick (the phase must run out by
                // itself), then closed like an open one.
                if state == .secondLevelOpen, let violation = send(.closeSecondLevel(edge), now: now) {
                    return violation
                }
            }
            now += Self.settleRound
            if let violation = send(.tick, now: now) { return violation }
            let busy = RefreshEdge.allCases.contains { controller.state($0)?.isBusy == true }
            if !busy { break }
        }
        for edge in RefreshEdge.allCases {
            guard let state = controller.state(edge), let configuration = controller.configuration(edge) else {
                continue
            }
            switch state {
            case .idle, .noMoreData, .failed: break
            default: return "\(edge.name): still \(state) after every load ended and every phase ran out"
            }
            let shown = configuration.isEnabled && controller.snapshot(edge)?.isVisible != false
            let resting = shown ? configuration.restingExtent : 0
            if controller.snapshot(edge)?.extraInset != resting {
                return "\(edge.name): rests with inset \(controller.snapshot(edge)?.extraInset ?? -1), not \(resting)"
            }
        }
        if let deadline = controller.nextDeadline { return "a deadline at \(deadline) is left after settling" }
        return nil
    }
}

extension RefreshEdge {
    var index: Int {
        switch self {
        case .top: 0
        case .bottom: 1
        case .left: 2
        case .right: 3
        }
    }
}

/// Drives the refresh edges of one scroll view: feed it geometry, touches and time; apply the actions it hands
/// back.
///
/// The controller is a value. It runs one state machine for each edge you configure, and owns the
/// rules that span edges: exclusivity (while one edge refreshes the opposite one does not trigger),
/// suspension while the screen is hidden, and timed phases. It reads no clock: every input carries `now`, the
/// host's monotonic time in seconds, and a timed phase ends on the first input at or after its deadline.
///
/// Most hosts drive it through a ``RefreshSession``, which owns it, reads the clock, wakes itself at deadlines
/// and may be read from inside its `perform` closure. Driving the value directly is the expert path:
///
/// ```swift
/// var controller = RefreshController(top: .header, bottom: .footer)
/// controller.geometry(atRest, now: 0) { _ in }
/// controller.dragBegan(now: 0.1) { _ in }
/// controller.geometry(pulledDown, now: 0.2) { command in print(command) }
/// controller.dragEnded(now: 0.3) { command in
///     if case .trigger(.top, _) = command { startRefresh() }
/// }
/// ```
///
/// Handling an input allocates nothing: commands go to the non-escaping closure you pass. That closure runs while
/// the controller handles the input, so it must not read or change the controller (Swift stops the program on
/// such an overlapping access); ``send(_:now:into:)`` collects the commands in a reused array instead, after
/// which you may read the controller while you apply them.
public struct RefreshController: Sendable {
    /// Which edges must not refresh at the same time.
    public enum Exclusivity: Sendable, Hashable {
        /// Any edges may refresh together: no edge is exclusive of another. (Not `none`, which an
        /// `Exclusivity?` would read as `nil`.)
        case noEdges
        /// While an edge refreshes, the opposite edge does not trigger (top and bottom, left and right).
        case oppositeEdges
        /// While any edge refreshes, no other edge triggers.
        case allEdges
    }

    // Stored unwrapped, with a mask of the configured ones: reading a field of an optional machine made the
    // optimizer copy the whole machine, several hundred bytes per edge per frame.
    var top: EdgeStateMachine
    var bottom: EdgeStateMachine
    var left: EdgeStateMachine
    var right: EdgeStateMachine
    /// One bit per configured edge, in `RefreshEdge.index` order.
    var configuredEdges: UInt8

    /// The exclusivity rule in force; change it with ``setExclusivity(_:now:_:)``.
    public internal(set) var exclusivity: Exclusivity
    /// A rule set while edges it forbids together were busy, waiting for them to finish.
    var pendingExclusivity: Exclusivity?
    /// The last usable geometry, or `nil` before the first one.
    public internal(set) var geometry: ScrollViewGeometry?
    /// The time of the last input, or `nil` before the first one.
    public internal(set) var now: Double?
    /// Whether the finger is down and the controller acts on it: while suspended a touch is remembered but this is
    /// `false`; it turns `true` at the resume if the finger is still down.
    public internal(set) var isDragging = false
    /// Whether the controller is suspended (the screen is hidden): nothing triggers until it resumes.
    public internal(set) var isSuspended = false
    /// A finger down while suspended (it touched then, or was down at the suspend): not acted on until the resume.
    var suspendedTouch = false
    /// Whether the host asked for reduced motion (``setReducedMotion(_:now:_:)``): every duration handed out for
    /// an inset change, a scroll, a collapse or a second level is zero.
    public internal(set) var reducesMotion = false

    /// Programmatic begins received while suspended, revealed on resume; `nil` or the `reveal` flag per edge.
    var pendingBegins = PendingBegins()
    /// The earliest deadline of any edge, or infinity: lets an input skip timed phases with one comparison.
    var earliestDeadline = Double.infinity
    /// The deadline last reported with ``RefreshCommand/scheduleTick(at:)``.
    var announcedDeadline: Double?
    /// The sum of the edges' generations when the last input was settled; differs when a change since needs
    /// settling. Starts out of reach so the first input settles (a resting inset to apply).
    var settledGeneration = UInt32.max
    /// Configuration problems, reported with the first input.
    var pendingDiagnostics: [RefreshDiagnostic] = []
    /// The offsets at which the next geometry changes nothing (the per-frame fast path), or `nil`.
    var quietWindow: QuietWindow?
    /// Whether the last geometries were only stored on the quiet window: the edges catch up before any other input.
    var edgesBehind = false

    /// Creates a controller for the edges you configure; unconfigured edges do nothing.
    ///
    /// Configuration values that cannot work are replaced (see ``EdgeConfiguration/sanitized()``) and reported
    /// as ``RefreshDiagnostic/invalidConfiguration(_:_:)`` with the first input.
    public init(
        top: EdgeConfiguration? = nil,
        bottom: EdgeConfiguration? = nil,
        left: EdgeConfiguration? = nil,
        right: EdgeConfiguration? = nil,
        exclusivity: Exclusivity = .oppositeEdges
    ) {
        self.exclusivity = exclusivity
        var diagnostics: [RefreshDiagnostic] = []
        var mask: UInt8 = 0
        func machine(_ edge: RefreshEdge, _ configuration: EdgeConfiguration?) -> EdgeStateMachine {
            guard let configuration else {
                // A placeholder that is never fed: disabled, no inset.
                var placeholder = EdgeConfiguration.header
                placeholder.isEnabled = false
                return EdgeStateMachine(edge: edge, configuration: placeholder)
            }
            mask |= 1 << edge.index
            let (fixed, problems) = configuration.sanitized()
            for problem in problems { diagnostics.append(.invalidConfiguration(edge, problem)) }
            return EdgeStateMachine(edge: edge, configuration: fixed)
        }
        self.top = machine(.top, top)
        self.bottom = machine(.bottom, bottom)
        self.left = machine(.left, left)
        self.right = machine(.right, right)
        self.configuredEdges = mask
        self.pendingDiagnostics = diagnostics
    }

    /// The state of an edge, or `nil` when it is not configured.
    public func state(_ edge: RefreshEdge) -> RefreshState? {
        self[machine: edge]?.publicState
    }

    /// Whether `edge` is refreshing: its load runs, as `UIRefreshControl.isRefreshing` says. `false` for an edge
    /// that is not configured, and from the loader's answer on, even while the indicator still shows the load for
    /// the minimum refreshing duration (``state(_:)`` then says ``RefreshState/refreshing``).
    public func isRefreshing(_ edge: RefreshEdge) -> Bool {
        guard let machine = self[machine: edge], case .refreshing = machine.state else { return false }
        return true
    }

    /// The configuration an edge runs with (after sanitizing), or `nil` when it is not configured.
    public func configuration(_ edge: RefreshEdge) -> EdgeConfiguration? {
        self[machine: edge]?.configuration
    }

    /// Everything a host needs to draw an edge's indicator, or `nil` when the edge is not configured.
    public func snapshot(_ edge: RefreshEdge) -> EdgeSnapshot? {
        guard let machine = self[machine: edge] else { return nil }
        let distance = machine.configuration.triggerDistance
        // The pull of the last geometry: on the quiet window, the edges' own measures may be of an earlier one.
        let pull = edgesBehind ? geometry?.pull(edge) ?? 0 : machine.measure.pull
        var snapshot = EdgeSnapshot(
            edge: edge,
            state: machine.publicState,
            pull: pull,
            progress: machine.effectivePull(pull) / distance,
            extraInset: machine.shownInset,
            isDragging: isDragging,
            isEnabled: machine.isEnabled,
            lastSuccess: machine.lastSuccess,
            maximumPull: machine.configuration.maximumPull,
            isVisible: !machine.isHidden
        )
        snapshot.waitsForTap = machine.waitsForTap
        return snapshot
    }

    /// The content offset of `geometry` with each edge's pull held at its maximum pull (beyond the extra inset in
    /// place): what a host without native bounce (a game engine, a terminal) shows, so the content stops where
    /// the edge stops counting.
    public func clampedOffset(_ geometry: ScrollViewGeometry) -> ScrollPoint {
        var offset = geometry.contentOffset
        for edge in RefreshEdge.allCases where isConfigured(edge) {
            guard let maximum = self[machine: edge]?.configuration.maximumPull else { continue }
            // The maximum counts beyond the extra inset in place, like the pull the edge counts.
            let limit = appliedInset(edge) + maximum
            guard geometry.pull(edge) > limit else { continue }
            let held = geometry.offset(revealing: limit, at: edge)
            if edge.axis == .vertical { offset.y = held.y } else { offset.x = held.x }
        }
        return offset
    }

    /// The extra inset the host should currently apply at each edge, as last reported.
    public var extraInsets: ScrollInsets {
        ScrollInsets(
            top: top.shownInset,
            left: left.shownInset,
            bottom: bottom.shownInset,
            right: right.shownInset
        )
    }

    /// When the next timed phase ends, or `nil` when none runs. A host without a frame loop calls
    /// ``tick(now:_:)`` then.
    public var nextDeadline: Double? {
        earliestDeadline.isFinite ? earliestDeadline : nil
    }

    /// The configured edges, in the order the controller handles them: top, bottom, left, right.
    public var edges: [RefreshEdge] {
        RefreshEdge.allCases.filter(isConfigured)
    }

    // A copy of an edge's machine, for paths that are not per frame; the per-frame paths use `update(_:_:)`
    // and the field readers in RefreshController+Pipeline.swift, which never copy a machine.
    subscript(machine edge: RefreshEdge) -> EdgeStateMachine? {
        guard isConfigured(edge) else { return nil }
        switch edge {
        case .top: return top
        case .bottom: return bottom
        case .left: return left
        case .right: return right
        }
    }
}

/// Programmatic begins that wait for ``RefreshController/resume(now:_:)``: the `reveal` flag per edge.
struct PendingBegins: Sendable, Hashable {
    private var reveal: (Bool?, Bool?, Bool?, Bool?) = (nil, nil, nil, nil)

    static func == (lhs: PendingBegins, rhs: PendingBegins) -> Bool {
        RefreshEdge.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    func hash(into hasher: inout Hasher) {
        for edge in RefreshEdge.allCases { hasher.combine(self[edge]) }
    }

    subscript(edge: RefreshEdge) -> Bool? {
        get {
            switch edge {
            case .top: reveal.0
            case .bottom: reveal.1
            case .left: reveal.2
            case .right: reveal.3
            }
        }
        set {
            switch edge {
            case .top: reveal.0 = newValue
            case .bottom: reveal.1 = newValue
            case .left: reveal.2 = newValue
            case .right: reveal.3 = newValue
            }
        }
    }
}

import HeadlessRefresh

/// Everything the simulator holds besides the controller, and what a host does with each action.
///
/// Kept apart from the controller so that the controller can hand its actions to this value while it runs,
/// without copying either.
struct SimulatedHost: Sendable {
    var view: SimulatedScrollView
    var loader: ScriptedLoader
    var trace: Trace?
    var now = 0.0
    /// The deadline of the last `RefreshCommand/scheduleTick(at:)` not yet met by an input, or infinity.
    var tickAt = Double.infinity
    var triggerCounts = [0, 0, 0, 0]
    /// Which edges hold while refreshing, so that their triggers start a load; follows the configuration.
    private(set) var holds: [Bool]

    init(view: SimulatedScrollView, loader: ScriptedLoader, trace: Trace?, controller: RefreshController) {
        self.view = view
        self.loader = loader
        self.trace = trace
        holds = Self.holdingEdges(controller)
    }

    /// Reads again which edges hold, after the controller was configured anew.
    mutating func noteConfiguration(_ controller: RefreshController) {
        holds = Self.holdingEdges(controller)
    }

    private static func holdingEdges(_ controller: RefreshController) -> [Bool] {
        RefreshEdge.allCases.map { controller.configuration($0)?.style == .holding }
    }

    /// The earliest timer: a load to deliver or a tick the controller asked for.
    @inline(__always) var nextTimer: Double { min(tickAt, loader.nextTime) }

    /// Any input at or after the announced deadline ends the phases due; the tick is no longer needed.
    @inline(__always) mutating func inputWillArrive() {
        if now >= tickAt { tickAt = .infinity }
    }

    /// Every input and action since the journal was last taken, kept only for checkers.
    var journal: [JournalEntry]?

    /// Notes an input about to be sent in the journal, if one is kept, with what moved the content since the last.
    @inline(__always) mutating func noteInput(_ input: RefreshInput) {
        guard journal != nil else { return }
        journal?.append(
            .input(
                input, time: now, geometry: view.reportedGeometry, fingerDown: view.isDragging,
                fingerTravel: view.isDragging ? view.appliedTravel : 0, movers: view.movedBy))
        view.movedBy = []
    }

    /// The actions applied since the outbox was last emptied, kept only while `collectsCommands` is on.
    var outbox: [RefreshCommand] = []
    var collectsCommands = false

    /// Applies one action the way a host does.
    mutating func apply(_ action: RefreshCommand) {
        trace?.entries.append(Trace.Entry(time: now, event: .command(action)))
        journal?.append(.command(action))
        if collectsCommands { outbox.append(action) }
        switch action {
        case .trigger(let edge, _):
            triggerCounts[edge.slot] += 1
            if holds[edge.slot] { loader.start(edge, now: now) }
        case .setExtraInset(let edge, let amount, let duration):
            view.setExtraInset(edge, amount, duration: duration, now: now)
        case .scroll(let point, let duration):
            view.scroll(
                to: view.axis == .vertical ? point.y : point.x, duration: duration, now: now, by: .libraryScroll)
        case .scheduleTick(let deadline):
            tickAt = deadline
        case .stateChanged, .feedback, .announce, .diagnostic:
            break
        }
    }

    /// Records a host event in the trace, if one is recorded.
    mutating func record(_ event: Trace.Event) {
        trace?.entries.append(Trace.Entry(time: now, event: event))
    }

    /// Records the current frame in the trace, if one is recorded.
    @inline(__always) mutating func recordFrame() {
        trace?.frames.append(
            Trace.Frame(
                time: now,
                offset: view.presentedOffset(at: now),
                isDragging: view.isDragging,
                leadingInset: view.leading.shown,
                trailingInset: view.trailing.shown,
                contentLength: view.contentLength
            )
        )
    }
}

/// Owns a ``RefreshController`` for a host: the safe way to drive one.
///
/// The session reads the time from the clock you give it, hands every command to your `perform` closure after
/// the controller has finished with the input, and tells your `wake` closure when to send the next ``tick()``: a
/// ``RefreshCommand/scheduleTick(at:)`` goes to `wake` only, so `perform` never sees one.
/// Inside `perform` you may read the session (``snapshot(_:)``, ``state(_:)``, ``isRefreshing(_:)``) and send it
/// new inputs: an input sent from inside `perform` is queued and handled after the commands still waiting, never
/// in the middle of them. UIKit does exactly that: setting `contentInset` while applying a command makes the
/// scroll view report a scroll at once.
///
/// ```swift
/// let session = RefreshSession(
///     top: .header, bottom: .footer,
///     now: { clock.seconds },
///     wake: { deadline in timer.schedule(at: deadline) }  // then call session.tick()
/// ) { command in
///     if case .trigger(.top, _) = command { startRefresh() }
/// }
/// session.send(.geometry(geometry))
/// ```
///
/// The expert path, ``RefreshController/send(_:now:into:)`` or the closure forms on the controller, allocates
/// nothing per input; the session keeps one reused buffer and allocates nothing once warm, but it is a class
/// and calls closures. Use one session from one thread (a UI host's main thread).
public final class RefreshSession {
    /// The controller, as of the last input: read it freely, also from inside `perform`.
    public private(set) var controller: RefreshController
    private let now: () -> Double
    private let wake: (Double) -> Void
    private let perform: (RefreshCommand) -> Void
    /// Inputs waiting while the commands of an earlier one are performed.
    private var pending: [RefreshInput] = []
    private var commands: [RefreshCommand] = []
    private var isPerforming = false
    /// What rides along: a paging store attached to the session (`attach(_:refresh:loadMore:loadPrevious:)` in
    /// HeadlessRefreshPaging). Setting a new one detaches the old.
    package var attachment: RefreshSessionAttachment? {
        didSet { oldValue?.detached() }
    }

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - controller: The controller, with its edges configured.
    ///   - now: The host's monotonic clock in seconds, read once per input.
    ///   - wake: Called with the time of the next deadline whenever it changes: call ``tick()`` then (a timer, a
    ///     display link). A newer deadline replaces the older one. Without it, a host with no frame loop leaves
    ///     a header finishing for good after a load ends.
    ///   - perform: Applies one command to the host; every command but ``RefreshCommand/scheduleTick(at:)``, which
    ///     goes to `wake`. Capture what it needs weakly if that owns the session.
    public init(
        controller: RefreshController,
        now: @escaping () -> Double,
        wake: @escaping (Double) -> Void,
        perform: @escaping (RefreshCommand) -> Void
    ) {
        self.controller = controller
        self.now = now
        self.wake = wake
        self.perform = perform
    }

    /// Creates a session for the edges you configure, the way most hosts start: `RefreshSession(top: .header,
    /// bottom: .footer, now: …, wake: …, perform: …)`. See ``init(controller:now:wake:perform:)`` for the closures;
    /// configuration problems are reported with the first input, as ``RefreshController/init(top:bottom:left:right:exclusivity:)``
    /// does.
    public convenience init(
        top: EdgeConfiguration? = nil,
        bottom: EdgeConfiguration? = nil,
        left: EdgeConfiguration? = nil,
        right: EdgeConfiguration? = nil,
        exclusivity: RefreshController.Exclusivity = .oppositeEdges,
        now: @escaping () -> Double,
        wake: @escaping (Double) -> Void,
        perform: @escaping (RefreshCommand) -> Void
    ) {
        self.init(
            controller: RefreshController(top: top, bottom: bottom, left: left, right: right, exclusivity: exclusivity),
            now: now, wake: wake, perform: perform)
    }

    /// Handles `input` now, then performs its commands; from inside `perform`, after the commands waiting.
    public func send(_ input: RefreshInput) {
        pending.append(input)
        guard !isPerforming else { return }
        isPerforming = true
        defer { isPerforming = false }
        var next = 0
        while next < pending.count {
            var input = pending[next]
            next += 1
            if let first = attachment?.prepare(&input) { perform(first) }
            controller.send(input, now: now(), into: &commands)
            // The controller is done with the input: `perform` may read the session or send more.
            let batch = commands
            for command in batch {
                // The one tick path: a deadline goes to `wake`, never to `perform` as well.
                if case .scheduleTick(let deadline) = command {
                    wake(deadline)
                    continue
                }
                perform(command)
                attachment?.performed(command)
            }
            // Everything queued is done: the attachment may queue more (a store at its end marks its edge).
            if next == pending.count { attachment?.settled() }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// The deadline `wake` was given has come: ends the timed phases due.
    public func tick() {
        send(.tick)
    }

    /// Whether `edge` is refreshing: its load runs (`UIRefreshControl.isRefreshing`).
    public func isRefreshing(_ edge: RefreshEdge) -> Bool {
        controller.isRefreshing(edge)
    }

    /// The state of `edge`, or `nil` when it is not configured.
    public func state(_ edge: RefreshEdge) -> RefreshState? {
        controller.state(edge)
    }

    /// What a host draws for `edge`, or `nil` when it is not configured.
    public func snapshot(_ edge: RefreshEdge) -> EdgeSnapshot? {
        controller.snapshot(edge)
    }

    /// The action `edge` offers a user who cannot pull, or `nil` (see ``RefreshController/accessibleAction(_:)``).
    public func accessibleAction(_ edge: RefreshEdge) -> AccessibleRefreshAction? {
        controller.accessibleAction(edge)
    }

    /// Performs the accessible action of `edge` now, as a pull would (``RefreshInput/performAccessibleAction(_:)``).
    public func performAccessibleAction(_ edge: RefreshEdge) {
        send(.performAccessibleAction(edge))
    }

    /// When the next timed phase ends, or `nil`.
    public var nextDeadline: Double? {
        controller.nextDeadline
    }
}

import HeadlessRefresh

/// Plays the host of a `RefreshController`: a scroll view with UIScrollView's physics, a finger, a manual
/// clock and a scripted loader.
///
/// The simulator owns the geometry and the controller. It steps frames at a fixed rate (120 Hz by default),
/// sends the geometry whenever the content moves, and applies every action the way a host would: the extra inset
/// is animated over the requested duration, scrolls are animated, ticks arrive at their deadlines, and a trigger
/// of a holding edge starts the next scripted load. Time only moves when a gesture or ``wait(_:)`` moves it, so a
/// test of a whole pull-to-refresh cycle runs in microseconds and always gives the same answer.
///
/// ```swift
/// var simulator = ScrollSimulator(
///     controller: RefreshController(top: .header),
///     inset: ScrollInsets(top: 91, bottom: 34),
///     loader: [.top: [LoaderResponse(after: 1.2)]])
/// simulator.drag(by: 300, duration: 0.4)  // rubber-banded to a pull of about 137 points
/// simulator.release()
/// simulator.wait(3)
/// simulator.triggerCount(.top)  // 1
/// simulator.offset  // -91: back under the navigation bar
/// ```
///
/// ## Frames and events
///
/// Frames fall at `k / frameRate`. Everything else happens at its own time, between frames if that is when it comes:
/// a load delivered, a tick, the end of a drag, a release, the end of a ``wait(_:)``, a host change, an input sent.
/// Before it, the content is moved to exactly that time — the finger's travel up to that instant, the coast, the
/// bounce and the inset animations over the part of the frame that passed — and the geometry of that instant is
/// sent; then the event applies. Inside an interval, a spring that reaches its rest hands its speed to the coast at
/// that instant, a coast that reaches an edge starts bouncing there, and a coast stops the instant its speed falls
/// below ``ScrollPhysics/stopSpeed``. So the frame rate changes only the picture: the same script at 30, 60, 120,
/// 240 or 1000 Hz puts the content at the same offset at the same time, within **10⁻⁶ points** (rounding in the
/// closed forms of the coast and the spring, summed over frames), and every event sees the same geometry.
///
/// What the controller sees of the content's own motion in between still comes at frames, as on a device: a line
/// the motion crosses (a prefetch or trigger distance) is noticed at the first frame or event after it, so a load it
/// starts begins up to one frame interval later at a lower rate. A script whose load lands within a frame of another
/// event, or of a bounce's turn, can therefore see that event from the other side at another rate.
///
/// ## What moves the content
///
/// Every geometry the simulator sends says what moved the content to it since the previous one
/// (`ScrollViewGeometry/motion`): `.finger` while the finger drags, `.momentum` while it coasts after a fling,
/// `.springBack` while it springs back to an edge, follows an animating inset or scrolls where the library asked,
/// `.host` for the host's own scrolls (``scroll(to:duration:)``, content added above). When two moved it within one
/// frame, the user's motion wins: a coast that reaches an end and starts bouncing in that frame says `.momentum`. A
/// geometry sent because the content, the viewport or the host's inset changed while the offset stayed keeps the
/// motion of the previous one, whatever put the content where it is: a change of length is no motion. Replayed
/// samples do not say what moved them: `.unknown`, until the physics takes over after the last one.
///
/// Handling a frame allocates nothing unless the simulator records a ``Trace``.
public struct ScrollSimulator: Sendable {
    /// The controller under test, as the simulator drives it.
    public private(set) var controller: RefreshController
    var host: SimulatedHost
    /// Frames per second.
    public let frameRate: Double
    /// Frames stepped since the start (the layout at time 0 is not a frame).
    public private(set) var frameCount = 0
    /// Whether an edge has a maximum pull: then the finger cannot drag the content past it, as in a host without
    /// native bounce. Follows the configuration.
    var clampsPull: Bool
    /// Whether the content was last moved at a frame, so the next frame moves it by exactly one frame interval with
    /// the precomputed factors; an event between frames moves it to its own time and clears this.
    var atFrame = true

    /// Creates a simulator with the content resting at its leading edge, and lays it out at time 0.
    ///
    /// - Parameters:
    ///   - controller: The controller to drive, with its edges configured.
    ///   - axis: The scroll axis.
    ///   - viewport: The visible bounds.
    ///   - content: The content size; only its length along the axis matters to the physics.
    ///   - inset: The host's own inset (bars, safe area); the library's extra inset comes on top.
    ///   - frameRate: Frames per second; a value that is not finite and positive becomes 120.
    ///   - physics: Rubber band, deceleration and bounce.
    ///   - loader: Scripted responses per edge, consumed one per trigger of a holding edge.
    ///   - recordsTrace: Whether to record every frame and command in ``trace``.
    ///   - collectsCommands: Whether to keep the commands for ``takeCommands()`` from the start, the first layout's
    ///     included (a footer whose end is in view triggers there): see ``collectsCommands``.
    public init(
        controller: RefreshController,
        axis: ScrollAxis = .vertical,
        viewport: ScrollSize = ScrollSize(width: 375, height: 812),
        content: ScrollSize = ScrollSize(width: 375, height: 2000),
        inset: ScrollInsets = .zero,
        frameRate: Double = 120,
        physics: ScrollPhysics = ScrollPhysics(),
        loader: [RefreshEdge: [LoaderResponse]] = [:],
        recordsTrace: Bool = false,
        collectsCommands: Bool = false
    ) {
        let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 120
        self.frameRate = rate
        let leading: RefreshEdge = axis == .vertical ? .top : .left
        var start = ScrollPoint.zero
        if axis == .vertical { start.y = -inset[leading] } else { start.x = -inset[leading] }
        let geometry = ScrollViewGeometry(
            contentOffset: start,
            contentSize: content,
            viewportSize: viewport,
            contentInset: inset,
            axis: axis
        )
        let dimension = axis == .vertical ? viewport.height : viewport.width
        let step = FrameStep(physics: physics, interval: 1 / rate, dimension: dimension)
        let view = SimulatedScrollView(geometry: geometry, step: step)
        let trace = recordsTrace ? Trace(controller: controller, geometry: geometry) : nil
        self.controller = controller
        clampsPull = RefreshEdge.allCases.contains { controller.configuration($0)?.maximumPull != nil }
        host = SimulatedHost(view: view, loader: ScriptedLoader(loader), trace: trace, controller: controller)
        host.collectsCommands = collectsCommands
        layoutIfNeeded()
        host.recordFrame()
    }

    // MARK: Reading the simulation

    /// The simulated time in seconds since the start.
    public var now: Double { host.now }
    /// The content offset along the axis.
    public var offset: Double { host.view.offset }
    /// The geometry as last laid out: the current offset, the content, and the host's own inset.
    public var geometry: ScrollViewGeometry { host.view.reportedGeometry }
    /// The extra inset shown at each edge, part way through its animation if one runs.
    public var extraInsets: ScrollInsets { host.view.shownExtraInsets }
    /// The content's length along the axis.
    public var contentLength: Double { host.view.contentLength }
    /// Whether the finger is down.
    public var isDragging: Bool { host.view.isDragging }
    /// Whether the content is moving on its own: coasting, bouncing or scrolling.
    public var isMoving: Bool {
        switch host.view.motion {
        case .coasting, .bouncing, .scrolling: true
        case .resting, .dragging, .replaying: false
        }
    }
    /// The loads started and not yet delivered.
    public var loadsInFlight: Int { host.loader.inFlight.count }
    /// Every frame and action so far, when the simulator was created with `recordsTrace`.
    public var trace: Trace? { host.trace }

    /// Whether the simulator keeps the actions it applies for ``takeCommands()``: turn it on to drive something
    /// else from them, such as a `PagingEdgeDriver` that starts a store's loads on the triggers. Off by default,
    /// so frames allocate nothing.
    public var collectsCommands: Bool {
        get { host.collectsCommands }
        set {
            host.collectsCommands = newValue
            if !newValue { host.outbox.removeAll() }
        }
    }

    /// Whether the simulator keeps a journal of every input and action for ``takeJournal()``; off by default.
    package var keepsJournal: Bool {
        get { host.journal != nil }
        set { host.journal = newValue ? (host.journal ?? []) : nil }
    }

    /// Whether the content springs back towards a rest that an extra inset the library changed since the finger let
    /// go has moved: where a touch catches it, and how far it then is past the inset in place, depends on when the
    /// inset changed (a result shown for its hold, or collapsed at once).
    package var springsBackTowardAMovedRest: Bool {
        if case .bouncing = host.view.motion { return host.view.restMovedSinceLaunch }
        return false
    }

    /// Whether the library ever changed an extra inset along the axis while the content moved by itself (a coast, a
    /// bounce, a scroll): its momentum or spring then ran against a rest the inset placed, and where the content came to
    /// rest depends on when the inset changed (a result held, or collapsed at once).
    package var insetChangedInFlight: Bool { host.view.insetChangedInFlight }

    /// Whether the content springs back towards an edge.
    package var isSpringingBack: Bool {
        if case .bouncing = host.view.motion { return true }
        return false
    }

    /// The journal since the last call, when ``keepsJournal`` is on.
    package mutating func takeJournal() -> [JournalEntry] {
        defer { if host.journal != nil { host.journal!.removeAll(keepingCapacity: true) } }
        return host.journal ?? []
    }

    /// The actions applied since the last call, in order, when ``collectsCommands`` is on.
    public mutating func takeCommands() -> [RefreshCommand] {
        defer { host.outbox.removeAll(keepingCapacity: true) }
        return host.outbox
    }

    /// How many times `edge` triggered.
    public func triggerCount(_ edge: RefreshEdge) -> Int { host.triggerCounts[edge.slot] }
    /// The state of `edge`, or `nil` when it is not configured.
    public func state(_ edge: RefreshEdge) -> RefreshState? { controller.state(edge) }
    /// What a host would draw for `edge`, or `nil` when it is not configured.
    public func snapshot(_ edge: RefreshEdge) -> EdgeSnapshot? { controller.snapshot(edge) }

    // MARK: Time

    /// Steps one frame, after any timer due before it.
    public mutating func step() {
        advance(to: Double(frameCount + 1) / frameRate)
    }

    /// Runs frames and timers up to `target`; the clock stops at `target` (or at a frame within a nanosecond of it),
    /// with the content moved to exactly that time and its geometry sent, so whatever the caller does next happens at
    /// its own time.
    mutating func advance(to target: Double) {
        while true {
            let frameTime = Double(frameCount + 1) / frameRate
            let timer = host.nextTimer
            if timer <= frameTime && timer <= target {
                fireTimers(at: timer)
            } else if frameTime <= target + 1e-9 {
                frame(at: frameTime)
            } else {
                break
            }
        }
        if target > host.now {
            moveContent(to: target, wholeFrame: false)
            layoutIfNeeded()
        }
    }

    @inline(__always) private mutating func frame(at time: Double) {
        frameCount += 1
        moveContent(to: time, wholeFrame: atFrame)
        atFrame = true
        layoutIfNeeded()
        host.recordFrame()
    }

    /// Moves the clock, the inset animations and the content from now to `time`; `wholeFrame` says the content was
    /// last moved at the previous frame, so the interval is exactly one frame.
    @inline(__always) private mutating func moveContent(to time: Double, wholeFrame: Bool) {
        host.view.advance(from: host.now, to: time, wholeFrame: wholeFrame)
        host.now = time
        atFrame = false
        if clampsPull && host.view.isDragging { holdAtMaximumPull() }
    }

    /// Stops the content where an edge's maximum pull stops counting.
    mutating func holdAtMaximumPull() {
        let geometry = host.view.reportedGeometry
        let held = controller.clampedOffset(geometry)
        host.view.move(to: geometry.axis == .vertical ? held.y : held.x, by: .finger)
    }

    /// Delivers the loads due at `time`, then the controller's tick if it is still due, each judged with the geometry
    /// of that instant: the content is moved to it and laid out first.
    private mutating func fireTimers(at time: Double) {
        if time > host.now {
            moveContent(to: time, wholeFrame: false)
            layoutIfNeeded()
        }
        while let delivery = host.loader.takeDue(by: host.now) {
            let response = delivery.response
            if response.appendedLength != 0 || response.prependedLength != 0 {
                addContent(above: response.prependedLength, below: response.appendedLength)
            }
            end(delivery.edge, result: delivery.response.result)
        }
        if host.tickAt <= host.now { send(.tick) }
    }

    // MARK: Inputs

    /// Sends an input to the controller now and applies the actions it answers with.
    ///
    /// The gestures call this for you; use it for inputs they do not cover, such as
    /// `RefreshInput/resetNoMoreData(_:)`. A `RefreshInput/geometry(_:)` input reaches the controller but does
    /// not move the simulated content.
    public mutating func send(_ input: RefreshInput) {
        Self.deliver(input, to: &controller, host: &host)
        // An action that moved the content (an inset applied at once) is reported at once, as a scroll view calls
        // its delegate when its inset moves it, so the controller never judges the next input from a stale layout.
        layoutIfNeeded()
    }

    /// Sends the geometry if the content moved or changed since it was last sent, and again while the commands that
    /// geometry brought move it (a reveal at the first layout): UIKit reports an offset the inset moved at once, so the
    /// controller never decides the next input on a place the content already left. Bounded, for a library and a host
    /// that would keep moving each other.
    @inline(__always) mutating func layoutIfNeeded() {
        var rounds = 0
        while host.view.needsLayout && rounds < 4 {
            host.view.needsLayout = false
            host.view.takeMotion()
            let geometry = host.view.reportedGeometry
            Self.layout(geometry, to: &controller, host: &host)
            rounds += 1
        }
    }

    private static func deliver(
        _ input: RefreshInput, to controller: inout RefreshController, host: inout SimulatedHost
    ) {
        host.inputWillArrive()
        host.noteInput(input)
        controller.send(input, now: host.now) { host.apply($0) }
    }

    @inline(__always)
    private static func layout(
        _ geometry: ScrollViewGeometry, to controller: inout RefreshController, host: inout SimulatedHost
    ) {
        host.inputWillArrive()
        if host.journal != nil { host.noteInput(.geometry(geometry)) }
        controller.geometry(geometry, now: host.now) { host.apply($0) }
    }
}

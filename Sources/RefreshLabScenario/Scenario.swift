import HeadlessRefresh
import HeadlessRefreshSimulation

/// A scenario file (DESIGN section 6), validated: a scroll view, its edges, a scripted loader and the steps.
///
/// A scenario without a host (`"host": "none"`, ``simulatesHost`` false) has no scroll view and no loader: its steps
/// are the inputs a host sent the controller, each at its time (``Step/send(_:at:)``), which refresh-lab sends as they
/// are (``playWithoutHost()``). It is what the controller's random tester prints.
package struct Scenario: Equatable, Sendable {
    /// One step of the script.
    package enum Step: Equatable, Sendable {
        /// The finger (down first if it is up) moves `distance` points over `duration` seconds.
        case drag(Double, duration: Double)
        /// The finger lifts at a velocity, in points per second.
        case release(Double)
        /// Time passes.
        case wait(Double)
        /// The host's load-more or retry button.
        case tap(RefreshEdge)
        /// A programmatic begin; `reveal` scrolls a refresh edge into view.
        case begin(RefreshEdge, reveal: Bool)
        /// The host ends a load outside the scripted loader.
        case end(RefreshEdge, RefreshResult)
        /// The content's length along the axis changes.
        case content(Double)
        /// The host scrolls to an offset.
        case scrollTo(Double)
        /// The host scrolls by a distance from where the content is, without a touch (a mouse wheel, arrow keys),
        /// stopping where the content rests at either end; positive towards the end of the list.
        case wheel(Double)
        /// The screen is hidden.
        case suspend
        /// The screen is shown again.
        case resume
        /// An edge is enabled or disabled.
        case enable(RefreshEdge, Bool)
        /// Offsets recorded on a device are replayed.
        case samples([ReplaySample])
        /// The host closes an open second level.
        case closeSecondLevel(RefreshEdge)
        /// A user who cannot pull chooses an edge's accessible action (a VoiceOver action, a key).
        case accessibleAction(RefreshEdge)
        /// The user's reduced-motion setting.
        case reducedMotion(Bool)
        /// The edge is configured anew (or added): the configuration as the file's fields leave it.
        case configure(RefreshEdge, EdgeConfiguration)
        /// The viewport changes size.
        case viewport(ScrollSize)
        /// The host's own inset changes: the inset as the step leaves it.
        case inset(ScrollInsets)
        /// Content is added above, the offset moving by as much.
        case prepend(Double)
        /// Which edges may refresh together.
        case exclusivity(RefreshController.Exclusivity)
        /// The host resets an edge's end of data.
        case resetNoMoreData(RefreshEdge)
        /// The host puts an edge at the end of data without a load.
        case markNoMoreData(RefreshEdge)
        /// `{"visible": [first, last], "of": count}`: the host shows items `first` through `last` of `count`.
        case visibleItems(VisibleItems)
        /// The host sends the controller an input at a time, in seconds since the start: the steps of a scenario
        /// without a host, which refresh-lab sends as they are. A simulator waits until then (a time passed is now)
        /// and sends it; a geometry reaches the controller without moving the simulated content.
        case send(RefreshInput, at: Double)
    }

    /// Whether refresh-lab plays the host, a simulated scroll view that applies what the controller answers
    /// (`"host": "simulator"`, the default), or only sends each step's input (`"host": "none"`).
    package var simulatesHost = true
    /// The scroll axis.
    package var axis = ScrollAxis.vertical
    /// The visible bounds.
    package var viewport = ScrollSize(width: 375, height: 812)
    /// The content size.
    package var content = ScrollSize(width: 375, height: 2000)
    /// The host's own inset.
    package var inset = ScrollInsets.zero
    /// Frames per second.
    package var frameRate = 120.0
    /// The configured edges.
    package var edges: [RefreshEdge: EdgeConfiguration] = [:]
    /// Which edges may refresh together.
    package var exclusivity = RefreshController.Exclusivity.oppositeEdges
    /// The scripted responses per holding edge, one per trigger.
    package var loader: [RefreshEdge: [LoaderResponse]] = [:]
    /// The script.
    package var steps: [Step] = []

    /// How long the script runs in simulated seconds: the sum of the drags and waits, or the last replayed sample
    /// if later. At most ``maximumDuration`` in a scenario read from a file.
    package var duration: Double { steps.reduce(0) { clock, step in step.clock(after: clock) } }

    /// A scenario with these fields: by default an iPhone-sized vertical scroll view over 2000 points of content, no
    /// edges and no steps, at 120 frames a second.
    package init(
        simulatesHost: Bool = true,
        axis: ScrollAxis = .vertical,
        viewport: ScrollSize = ScrollSize(width: 375, height: 812),
        content: ScrollSize = ScrollSize(width: 375, height: 2000),
        inset: ScrollInsets = .zero,
        frameRate: Double = 120,
        edges: [RefreshEdge: EdgeConfiguration] = [:],
        exclusivity: RefreshController.Exclusivity = .oppositeEdges,
        loader: [RefreshEdge: [LoaderResponse]] = [:],
        steps: [Step] = []
    ) {
        self.simulatesHost = simulatesHost
        self.axis = axis
        self.viewport = viewport
        self.content = content
        self.inset = inset
        self.frameRate = frameRate
        self.edges = edges
        self.exclusivity = exclusivity
        self.loader = loader
        self.steps = steps
    }

    /// The configuration an edge starts from before the file's fields apply: `side` for an action edge, `header`
    /// for the leading edges (top, left), `footer` for the trailing ones (bottom, right).
    package static func base(for edge: RefreshEdge, style: EdgeStyle?) -> EdgeConfiguration {
        if style == .action { return .side }
        return edge.isLeading ? .header : .footer
    }

    /// A simulator set up as the scenario says, recording a trace that keeps what `retention` says (none with
    /// `nil`), at time 0.
    package func makeSimulator(keeping retention: Trace.Retention? = .everything) -> ScrollSimulator {
        var simulator = ScrollSimulator(
            controller: RefreshController(
                top: edges[.top],
                bottom: edges[.bottom],
                left: edges[.left],
                right: edges[.right],
                exclusivity: exclusivity
            ),
            axis: axis,
            viewport: viewport,
            content: content,
            inset: inset,
            frameRate: frameRate,
            loader: loader,
            recordsTrace: retention != nil
        )
        if let retention { simulator.traceRetention = retention }
        return simulator
    }

    /// Runs every step and returns the simulator at the end.
    package func run(keeping retention: Trace.Retention = .everything) -> ScrollSimulator {
        var simulator = makeSimulator(keeping: retention)
        for step in steps { simulator.perform(step) }
        return simulator
    }
}

extension ScrollSimulator {
    /// Performs one scenario step.
    package mutating func perform(_ step: Scenario.Step) {
        switch step {
        case .drag(let distance, let duration): drag(by: distance, duration: duration)
        case .release(let velocity): release(velocity: velocity)
        case .wait(let seconds): wait(seconds)
        case .tap(let edge): tap(edge)
        case .begin(let edge, let reveal): begin(edge, reveal: reveal)
        case .end(let edge, let result): end(edge, result: result)
        case .content(let length): setContentLength(length)
        case .scrollTo(let offset): scroll(to: offset)
        case .wheel(let distance): wheel(by: distance)
        case .suspend: suspend()
        case .resume: resume()
        case .enable(let edge, let enabled): setEnabled(edge, enabled)
        case .samples(let samples): replay(samples)
        case .closeSecondLevel(let edge): closeSecondLevel(edge)
        case .accessibleAction(let edge): performAccessibleAction(edge)
        case .reducedMotion(let reduced): send(.setReducedMotion(reduced))
        case .configure(let edge, let configuration): configure(edge, configuration)
        case .viewport(let size): setViewport(size)
        case .inset(let inset): setInset(inset)
        case .prepend(let length): prependContent(length)
        case .exclusivity(let rule): setExclusivity(rule)
        case .resetNoMoreData(let edge): send(.resetNoMoreData(edge))
        case .markNoMoreData(let edge): send(.markNoMoreData(edge))
        case .visibleItems(let items): send(.visibleItems(items))
        case .send(let input, let time):
            wait(time - now)
            send(input)
        }
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation

/// A scroll view, its edges, a scripted loader and what the user and the host do, played through a
/// `ScrollSimulator`: the unit the simulator's random tester generates, checks and shrinks.
public struct SimulationScenario: Sendable {
    /// One thing the user or the host does.
    public enum Step: Sendable, Equatable {
        /// The finger moves `distance` points over `duration` seconds (touching down first if it is up).
        case drag(Double, duration: Double)
        /// The finger stays down and still for `seconds`.
        case hold(Double)
        /// The finger lifts at `velocity` points per second.
        case release(velocity: Double)
        /// Time passes.
        case wait(Double)
        /// The host's "load more" or "retry" button.
        case tap(RefreshEdge)
        /// A refresh from code.
        case begin(RefreshEdge, reveal: Bool)
        /// The host ends a load itself.
        case end(RefreshEdge, RefreshResult)
        /// The content's length changes to this.
        case content(Double)
        /// The host scrolls to this offset at once.
        case scrollTo(Double)
        /// The screen is hidden.
        case suspend
        /// The screen is shown again.
        case resume
        /// An edge is enabled or disabled.
        case enable(RefreshEdge, Bool)
        /// The host resets an edge's end of data.
        case resetNoMoreData(RefreshEdge)
        /// A user who cannot pull chooses an edge's accessible action.
        case accessibleAction(RefreshEdge)
        /// The user turns reduced motion on or off.
        case reducedMotion(Bool)
        /// The host configures an edge anew (Dynamic Type, a compact layout).
        case configure(RefreshEdge, EdgeConfiguration)
        /// The viewport changes size (a rotation, split view).
        case viewport(ScrollSize)
        /// The host's own inset changes (a keyboard shows or hides).
        case inset(ScrollInsets)
        /// Content lands above, the offset moving with it (older messages in a chat).
        case prepend(Double)
        /// The host changes which edges may load together.
        case exclusivity(RefreshController.Exclusivity)
        /// The host marks an edge's end of data.
        case markNoMoreData(RefreshEdge)
        /// The host closes an open second level.
        case closeSecondLevel(RefreshEdge)
        /// The host scrolls the content by this many points without a touch (a mouse wheel, arrow keys, Page Down,
        /// VoiceOver's three-finger scroll; positive towards the end of the list), and, like a browser, stops where
        /// the content rests at either end rather than pulling past it.
        case wheel(Double)
    }

    /// The scroll axis.
    public var axis: ScrollAxis
    /// The viewport's size.
    public var viewport: ScrollSize
    /// The content's length along the axis.
    public var contentLength: Double
    /// The host's own inset.
    public var inset: ScrollInsets
    /// The configuration of each edge, in `RefreshEdge.allCases` order, or `nil` when not configured.
    public var edges: [EdgeConfiguration?]
    /// The exclusivity rule.
    public var exclusivity: RefreshController.Exclusivity
    /// The loader's answers per edge, one per trigger of a holding edge.
    public var loader: [RefreshEdge: [LoaderResponse]]
    /// What happens, in order.
    public var steps: [Step]

    /// Creates a scenario.
    public init(
        axis: ScrollAxis,
        viewport: ScrollSize,
        contentLength: Double,
        inset: ScrollInsets,
        edges: [EdgeConfiguration?],
        exclusivity: RefreshController.Exclusivity,
        loader: [RefreshEdge: [LoaderResponse]],
        steps: [Step]
    ) {
        self.axis = axis
        self.viewport = viewport
        self.contentLength = contentLength
        self.inset = inset
        self.edges = edges
        self.exclusivity = exclusivity
        self.loader = loader
        self.steps = steps
    }

    /// A simulator laid out for this scenario, at time 0.
    public func makeSimulator() -> ScrollSimulator {
        let controller = RefreshController(
            top: edges[0], bottom: edges[1], left: edges[2], right: edges[3], exclusivity: exclusivity)
        var content = viewport
        if axis == .vertical { content.height = contentLength } else { content.width = contentLength }
        return ScrollSimulator(
            controller: controller, axis: axis, viewport: viewport, content: content, inset: inset, loader: loader)
    }
}

extension ScrollSimulator {
    /// Plays one step of a scenario.
    public mutating func play(_ step: SimulationScenario.Step) {
        switch step {
        case .drag(let distance, let duration): drag(by: distance, duration: duration)
        case .hold(let seconds): drag(by: 0, duration: seconds)
        case .release(let velocity): release(velocity: velocity)
        case .wait(let seconds): wait(seconds)
        case .tap(let edge): tap(edge)
        case .begin(let edge, let reveal): begin(edge, reveal: reveal)
        case .end(let edge, let result): end(edge, result: result)
        case .content(let length): setContentLength(length)
        case .scrollTo(let offset): scroll(to: offset)
        case .suspend: suspend()
        case .resume: resume()
        case .enable(let edge, let enabled): setEnabled(edge, enabled)
        case .resetNoMoreData(let edge): send(.resetNoMoreData(edge))
        case .accessibleAction(let edge): performAccessibleAction(edge)
        case .reducedMotion(let reduced): send(.setReducedMotion(reduced))
        case .configure(let edge, let configuration): configure(edge, configuration)
        case .viewport(let size): setViewport(size)
        case .inset(let inset): setInset(inset)
        case .prepend(let length): prependContent(length)
        case .exclusivity(let rule): setExclusivity(rule)
        case .markNoMoreData(let edge): send(.markNoMoreData(edge))
        case .closeSecondLevel(let edge): closeSecondLevel(edge)
        case .wheel(let distance): wheel(by: distance)
        }
    }
}

extension SimulationScenario: CustomStringConvertible {
    /// The scenario as a reader can replay it: the layout, each configured edge, the loader and the steps.
    public var description: String {
        var lines = [
            "axis \(axis), viewport \(viewport.width)×\(viewport.height), content \(contentLength), inset \(inset)",
            "exclusivity \(exclusivity)",
        ]
        for (edge, configuration) in zip(RefreshEdge.allCases, edges) {
            guard let configuration else { continue }
            lines.append("\(edge.name): \(configuration)")
            if let responses = loader[edge] { lines.append("  loader: \(responses)") }
        }
        lines += steps.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}

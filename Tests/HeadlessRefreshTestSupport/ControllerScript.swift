import HeadlessRefresh

/// A controller's configuration and a sequence of timed inputs: what the random tester generates, runs,
/// shrinks and prints.
public struct ControllerScript: Sendable, Hashable {
    /// One step of a script.
    public enum Step: Sendable, Hashable {
        /// Send `input` at time `now`.
        case input(RefreshInput, now: Double)
        /// Bring every load to an end and let all timed phases run out, then check that every edge rests. The clock
        /// moves on by up to ``ControllerChecker/longestSettle``: later inputs carry times at least that much later
        /// than those before the settle, unless they mean to send a time that went backwards.
        case settle
    }

    /// The configuration of each edge, top, bottom, left, right; `nil` for an unconfigured edge.
    public var edges: [EdgeConfiguration?]
    /// The exclusivity rule.
    public var exclusivity: RefreshController.Exclusivity
    /// The steps, in order.
    public var steps: [Step]

    /// Creates a script.
    public init(edges: [EdgeConfiguration?], exclusivity: RefreshController.Exclusivity, steps: [Step]) {
        self.edges = edges
        self.exclusivity = exclusivity
        self.steps = steps
    }

    /// A new controller with this script's configuration.
    public func makeController() -> RefreshController {
        RefreshController(
            top: edges[0],
            bottom: edges[1],
            left: edges[2],
            right: edges[3],
            exclusivity: exclusivity
        )
    }

    /// The number of inputs the steps send, not counting those a settle adds.
    public var inputCount: Int {
        steps.reduce(0) { count, step in if case .input = step { count + 1 } else { count } }
    }
}

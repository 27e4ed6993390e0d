import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// Where the bounded explorer starts: a scroll view with its edges (a refresh-lab scenario whose steps are played
/// first and not counted), the content lengths content changes move between, and the families of inputs it tries.
package struct ExplorationSetup: Sendable {
    /// A short name for reports.
    package var name: String
    /// The layout, the edges, the exclusivity, and steps played before the exploration (a chat scrolled to its
    /// newest messages). Its loader stays empty: the explorer answers every load itself.
    package var scenario: Scenario
    /// The content lengths a content change moves between, in increasing order.
    package var contentLengths: [Double]
    /// The inputs tried.
    package var families: ExplorerInput.Families
    /// The regions the finger drags each edge's pull to.
    package var regions: [ExplorerInput.Region]
    /// The edges the finger pulls and brings into view; every configured edge when `nil`.
    package var fingerEdges: Set<RefreshEdge>?
    /// A defect put back, to show the explorer catches it; `nil` to check the controller as it is.
    package var defect: PutBackDefect?
    /// A defect put back in the host's calls, to show the explorer's P11 check catches it; `nil` for none.
    package var timingDefect: TimingDefect?

    /// Creates a setup.
    package init(
        name: String,
        scenario: Scenario,
        contentLengths: [Double],
        families: ExplorerInput.Families,
        regions: [ExplorerInput.Region] = [.below, .past, .rest],
        fingerEdges: Set<RefreshEdge>? = nil
    ) {
        self.name = name
        self.scenario = scenario
        self.contentLengths = contentLengths
        self.families = families
        self.regions = regions
        self.fingerEdges = fingerEdges
    }

    /// The viewport's length along the axis.
    var viewportLength: Double {
        scenario.axis == .vertical ? scenario.viewport.height : scenario.viewport.width
    }

    /// The viewport after a rotation: 30 % longer along the axis.
    var tallViewport: ScrollSize {
        var size = scenario.viewport
        if scenario.axis == .vertical { size.height *= 1.3 } else { size.width *= 1.3 }
        return size
    }

    /// The host's inset with a keyboard (or a panel) of 300 points at the trailing edge.
    var keyboardInset: ScrollInsets {
        var inset = scenario.inset
        inset[scenario.axis == .vertical ? .bottom : .right] += 300
        return inset
    }

    /// The next trigger distance of `edge` up or down the list two thirds, one and three halves of its first one.
    func nextDistance(_ edge: RefreshEdge, from current: Double, larger: Bool) -> Double? {
        guard let first = scenario.edges[edge]?.triggerDistance else { return nil }
        let distances = [first * 2 / 3, first, first * 3 / 2]
        return larger
            ? distances.first { $0 > current * (1 + 1e-9) } : distances.last { $0 < current * (1 - 1e-9) }
    }

    /// A simulator at the start of the exploration, its scenario's steps played.
    func makeChecker() -> (checker: SimulationChecker, violation: String?) {
        var checker = SimulationChecker(simulator: scenario.makeSimulator(keeping: nil))
        checker.defect = defect
        for step in scenario.steps {
            let violation = checker.perform { simulator in
                for played in timingDefect?.rewrite(step, simulator) ?? [step] { simulator.perform(played) }
            }
            if let violation { return (checker, violation) }
        }
        return (checker, nil)
    }
}

import HeadlessRefresh
import RefreshLabScenario

extension Scenario {
    /// The configuration of each edge in `RefreshEdge.allCases` order (top, bottom, left, right), `nil` where none:
    /// what the generators build and the shrinkers take away one at a time. An edge set to `nil` loses its loader's
    /// answers too, so that the scenario stays a file refresh-lab reads (a loader names configured edges only).
    package var edgeList: [EdgeConfiguration?] {
        get { RefreshEdge.allCases.map { edges[$0] } }
        set {
            for (edge, configuration) in zip(RefreshEdge.allCases, newValue) {
                edges[edge] = configuration
                if configuration == nil { loader[edge] = nil }
            }
        }
    }
}

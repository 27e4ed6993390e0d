import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

extension SimulationScenario {
    /// The scenario as a refresh-lab scenario that plays the same: the same layout, edges, loader and steps (a hold
    /// is a drag of no distance), at the simulator's default
    /// 120 Hz. What a failure prints, so `refresh-lab` replays it, and what the P11 check
    /// (``TimingInvarianceChecker``) plays.
    package var labScenario: Scenario {
        var scenario = Self.emptyLabScenario
        scenario.axis = axis
        scenario.viewport = viewport
        var content = viewport
        if axis == .vertical { content.height = contentLength } else { content.width = contentLength }
        scenario.content = content
        scenario.inset = inset
        for (edge, configuration) in zip(RefreshEdge.allCases, edges) {
            if let configuration { scenario.edges[edge] = configuration }
        }
        scenario.exclusivity = exclusivity
        scenario.loader = loader
        scenario.append(contentsOf: steps.map(\.labStep))
        return scenario
    }

    /// A scenario with no edges and no steps, to fill in.
    private static let emptyLabScenario: Scenario = {
        do {
            return try Scenario(json: #"{"viewport": [375, 812], "content": [375, 812]}"#)
        } catch {
            preconditionFailure("the empty scenario does not read: \(error)")
        }
    }()
}

extension SimulationScenario.Step {
    /// The refresh-lab step that plays the same.
    package var labStep: Scenario.Step {
        switch self {
        case .drag(let distance, let duration): .drag(distance, duration: duration)
        case .hold(let seconds): .drag(0, duration: seconds)
        case .release(let velocity): .release(velocity)
        case .wait(let seconds): .wait(seconds)
        case .tap(let edge): .tap(edge)
        case .begin(let edge, let reveal): .begin(edge, reveal: reveal)
        case .end(let edge, let result): .end(edge, result)
        case .content(let length): .content(length)
        case .scrollTo(let offset): .scrollTo(offset)
        case .suspend: .suspend
        case .resume: .resume
        case .enable(let edge, let enabled): .enable(edge, enabled)
        case .resetNoMoreData(let edge): .resetNoMoreData(edge)
        case .accessibleAction(let edge): .accessibleAction(edge)
        case .reducedMotion(let reduced): .reducedMotion(reduced)
        case .configure(let edge, let configuration): .configure(edge, configuration)
        case .viewport(let size): .viewport(size)
        case .inset(let inset): .inset(inset)
        case .prepend(let length): .prepend(length)
        case .exclusivity(let rule): .exclusivity(rule)
        case .markNoMoreData(let edge): .markNoMoreData(edge)
        case .closeSecondLevel(let edge): .closeSecondLevel(edge)
        case .wheel(let distance): .wheel(distance)
        }
    }
}

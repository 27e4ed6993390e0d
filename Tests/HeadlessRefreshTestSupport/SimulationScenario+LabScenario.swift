import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

extension SimulationScenario {
    /// The scenario as a refresh-lab scenario that plays the same: the same layout, edges, loader and steps (a hold
    /// is a drag of no distance, a wheel the `scrollTo` it reaches as the scenario plays), at the simulator's default
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
        // A wheel scrolls from where the content is: played, to know where that is.
        var simulator = steps.contains { if case .wheel = $0 { true } else { false } } ? makeSimulator() : nil
        var labSteps: [Scenario.Step] = []
        for step in steps {
            if case .wheel(let distance) = step, let played = simulator {
                labSteps.append(.scrollTo(played.wheelOffset(by: distance)))
            } else {
                labSteps.append(step.labStep)
            }
            simulator?.play(step)
        }
        scenario.append(contentsOf: labSteps)
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
    /// The refresh-lab step that plays the same; a wheel, which depends on where the content is, as a scroll by its
    /// distance from offset 0 (``SimulationScenario/labScenario`` plays it from where the content is).
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
        case .wheel(let distance): .scrollTo(distance)
        }
    }
}

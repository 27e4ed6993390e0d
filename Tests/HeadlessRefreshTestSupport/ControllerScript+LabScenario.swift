import HeadlessRefresh
import RefreshLabScenario

/// A script as a refresh-lab file, and back: what the controller's random tester prints when it fails.
///
/// The tester drives a bare controller with inputs no simulated host would send (a geometry that jumps, a time that
/// steps back, a configuration that cannot work), and ignores most of what the controller answers. The simulator
/// cannot replay that: it answers the controller as a scroll view does, with a geometry every frame while something
/// moves and a tick at each deadline. So the file is a scenario without a host (`"host": "none"`): the very inputs of
/// the script at their times, each sent as it is.
extension ControllerScript {
    /// Why a script cannot be written as a refresh-lab file.
    package struct Unwritable: Error, CustomStringConvertible {
        /// What holds the value JSON cannot, and where.
        package var description: String
    }

    /// The script as a refresh-lab scenario without a host that sends the same inputs at the same times: each settle
    /// but a last one as the inputs it sent (ending the loads, lifting the finger, closing second levels, ticking), a
    /// last settle left to the replay, which ends with one (``init(replaying:)``). Throws when an input, a time or a
    /// configuration holds a value that is not finite, which JSON cannot hold.
    package func labScenario() throws(Unwritable) -> Scenario {
        for (edge, configuration) in zip(RefreshEdge.allCases, edges) {
            if let configuration, Self.holdsNonFinite(configuration) {
                throw Unwritable(description: "the \(edge.name) edge's configuration \(Self.notFinite)")
            }
        }
        var scenario = Scenario(simulatesHost: false, exclusivity: exclusivity)
        scenario.edgeList = edges
        for case .input(.geometry(let geometry), _) in steps {
            scenario.axis = geometry.axis
            break
        }
        // A copy of the controller driven as the script goes, for the inputs each settle sends.
        var driver = ControllerChecker(self)
        driver.checksRules = false
        for (index, step) in steps.enumerated() {
            switch step {
            case .input(let input, let time):
                guard time.isFinite, !Self.holdsNonFinite(input) else {
                    throw Unwritable(description: "step \(index), \(input) at \(time), \(Self.notFinite)")
                }
                scenario.steps.append(.send(input, at: time))
                _ = driver.perform(step)
            case .settle where index == steps.count - 1:
                break
            case .settle:
                driver.sent = []
                _ = driver.perform(step)
                scenario.steps += driver.sent!.map { .send($0.input, at: $0.time) }
                driver.sent = nil
            }
        }
        return scenario
    }

    /// What a failure prints: the refresh-lab file that replays the script, or, when there is none, why not and the
    /// script as lines.
    package var printed: String {
        do {
            return try labScenario().json
        } catch {
            return "no refresh-lab file: \(error)\n\(description)"
        }
    }

    /// The script a scenario without a host replays: its inputs at their times, then a settle, as a script of the
    /// random tester ends; `nil` for a scenario with the simulator.
    package init?(replaying scenario: Scenario) {
        guard !scenario.simulatesHost else { return nil }
        var steps: [Step] = []
        for step in scenario.steps {
            guard case .send(let input, let time) = step else { return nil }
            steps.append(.input(input, now: time))
        }
        self.init(edges: scenario.edgeList, exclusivity: scenario.exclusivity, steps: steps + [.settle])
    }

    private static let notFinite = "holds a value that is not finite, which a JSON file cannot"

    /// Whether a value holds a `Double` that is not finite, anywhere inside it.
    private static func holdsNonFinite(_ value: Any) -> Bool {
        if let number = value as? Double { return !number.isFinite }
        return Mirror(reflecting: value).children.contains { holdsNonFinite($0.value) }
    }
}

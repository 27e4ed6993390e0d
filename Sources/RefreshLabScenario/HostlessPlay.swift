import HeadlessRefresh
import HeadlessRefreshSimulation

/// A scenario without a host (`"host": "none"`), played: each step's input sent to a controller at its time, and what
/// the controller answered, in order.
///
/// Nothing applies the answers: no inset moves the content, no tick comes unless a step sends one, no load ends unless
/// an `end` step ends it. So the controller gets exactly the inputs the file lists, as the controller's random tester
/// sent them, or as a host logged them.
package struct HostlessPlay: Sendable {
    /// One thing that happened, at a time in seconds since the start.
    package struct Entry: Sendable, Equatable {
        /// When it happened: the time of the input that caused it.
        package var time: Double
        /// An action the controller answered, or the end of a load the host sent.
        package var event: Trace.Event
    }

    /// The controller as the inputs leave it.
    package private(set) var controller: RefreshController
    /// Every action the controller answered and every end of a load the host sent, in order.
    package private(set) var entries: [Entry] = []
    /// The content offset along the axis of the last geometry sent; 0 before one.
    package private(set) var offset = 0.0
    /// How many times each edge triggered, in `RefreshEdge.allCases` order.
    private var triggers = [0, 0, 0, 0]

    /// A controller configured as `scenario` says, before any step.
    init(_ scenario: Scenario) {
        controller = RefreshController(
            top: scenario.edges[.top], bottom: scenario.edges[.bottom], left: scenario.edges[.left],
            right: scenario.edges[.right], exclusivity: scenario.exclusivity)
    }

    /// How many times `edge` triggered.
    package func triggerCount(_ edge: RefreshEdge) -> Int {
        triggers[RefreshEdge.allCases.firstIndex(of: edge)!]
    }

    /// Sends `input` at `time` and records what the controller answers.
    mutating func send(_ input: RefreshInput, at time: Double) {
        if case .endRefreshing(let edge, let result) = input {
            entries.append(Entry(time: time, event: .ended(edge, result)))
        }
        if case .geometry(let geometry) = input {
            offset = geometry.axis == .vertical ? geometry.contentOffset.y : geometry.contentOffset.x
        }
        controller.send(input, now: time) { action in
            if case .trigger(let edge, _) = action { triggers[RefreshEdge.allCases.firstIndex(of: edge)!] += 1 }
            entries.append(Entry(time: time, event: .command(action)))
        }
    }
}

extension Scenario {
    /// Plays a scenario without a host: sends each step's input to a controller configured as the scenario says, at
    /// the step's time. A step that only a simulator plays (a scenario with a host) is skipped.
    package func playWithoutHost() -> HostlessPlay {
        var play = HostlessPlay(self)
        for case .send(let input, let time) in steps { play.send(input, at: time) }
        return play
    }
}

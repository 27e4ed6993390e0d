import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// A defect put back on purpose to show that the P11 check (``TimingInvarianceChecker``) catches it: a host call that
/// is lost while a result is still shown, so that whether it counts depends on how long results show.
///
/// ``PutBackDefect`` rewrites the controller's answers for the checkers of intent, leaving the simulator as it is; P11
/// compares what the simulator does, so its defect must change what the simulator does. It rewrites the scenario's
/// steps as they are played, from the state the simulation is in: a host that drops a call in a state that lasts only
/// as long as a duration. With every duration at zero the state never lasts and the call goes through; as given it is
/// lost, and the outcome differs: the bug class P11 exists for ("from the loader's answer on, every host call treats
/// the edge as answered, even while the answer waits to be shown").
package struct TimingDefect: Sendable {
    /// What the defect is, in a few words.
    package var name: String
    /// The steps a defective host plays for `step`, from the simulation before it.
    package var rewrite: @Sendable (_ step: Scenario.Step, _ simulator: ScrollSimulator) -> [Scenario.Step]

    /// Creates a defect.
    package init(
        _ name: String,
        rewrite: @escaping @Sendable (_ step: Scenario.Step, _ simulator: ScrollSimulator) -> [Scenario.Step]
    ) {
        self.name = name
        self.rewrite = rewrite
    }
}

extension TimingDefect {
    /// The host's "end of data" (`markNoMoreData`) is lost while the edge still shows its last result: the footer
    /// that was told there is nothing more loads again once the result is gone.
    package static let markLostWhileResultShows = TimingDefect("the end of data is lost while a result shows") {
        step, simulator in
        guard case .markNoMoreData(let edge) = step, simulator.state(edge)?.kind == .finishing else { return [step] }
        return []
    }
}

extension TimingDefect {
    /// The host's begin (`beginRefreshing`) is lost while the edge still shows its last result: a refresh asked for
    /// as the indicator says "Loaded" never starts, though asked a moment later it would.
    package static let beginLostWhileResultShows = TimingDefect("a begin is lost while a result shows") {
        step, simulator in
        guard case .begin(let edge, _) = step, simulator.state(edge)?.kind == .finishing else { return [step] }
        return []
    }
}

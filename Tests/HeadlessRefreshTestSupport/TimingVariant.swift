import HeadlessRefresh
import RefreshLabScenario

/// A way of playing a scenario that P11 says changes only the picture: the same steps at the same times, with other
/// durations, reduced motion, or another frame rate (see ``TimingInvarianceChecker``).
package enum TimingVariant: Hashable, Sendable, CustomStringConvertible {
    /// Every duration of every edge at zero, in the layout and in every `configure` step: the minimum refreshing
    /// duration, the result holds, the reveal and the collapse, a second level's opening and closing.
    case durationsAtZero
    /// Reduced motion on from the start, and kept on by every `reducedMotion` step.
    case reducedMotion
    /// The host's frames at this rate, in frames a second.
    case frameRate(Double)

    /// The frame rates P11 plays besides the simulator's own 120 Hz.
    package static let frameRates: [Double] = [30, 60, 240, 1000]

    /// The environment variable that turns the P11 checks of the random scenario tester and the bounded explorer off
    /// (`0`, `off`, `false` or `no`); on by default.
    package static let switchName = "HEADLESS_REFRESH_P11"
    /// The environment variable that turns the frame-rate variants off; on by default. A separate switch, because the
    /// simulator steps whole frames: an event between two frames shows at the next one, so frame rates can disagree
    /// for the simulator's sake rather than the controller's.
    package static let frameRatesSwitchName = "HEADLESS_REFRESH_P11_FRAME_RATES"

    /// Whether the P11 checks run, as ``switchName`` says.
    package static var isChecked: Bool { ProcessEnvironment.isOn(switchName, default: true) }
    /// Whether the frame-rate variants are played, as ``frameRatesSwitchName`` says.
    package static var frameRatesAreChecked: Bool { ProcessEnvironment.isOn(frameRatesSwitchName, default: true) }

    /// `with durations at zero`, `with reduced motion`, `at 30 Hz`: how a violation names the play that differed.
    package var description: String {
        switch self {
        case .durationsAtZero: "with durations at zero"
        case .reducedMotion: "with reduced motion"
        case .frameRate(let rate): "at \(rate.decimalText()) Hz"
        }
    }

    /// `scenario` played this way.
    package func apply(to scenario: Scenario) -> Scenario {
        var changed = scenario
        changed.steps = scenario.steps.map(apply(to:))
        switch self {
        case .durationsAtZero:
            changed.edges = scenario.edges.mapValues { $0.durationsAtZero }
        case .reducedMotion:
            changed.steps.insert(.reducedMotion(true), at: 0)
        case .frameRate(let rate):
            changed.frameRate = rate
        }
        return changed
    }

    /// One step played this way: a `configure` step with its durations at zero, a `reducedMotion` step that keeps it
    /// on; any other step as it is.
    package func apply(to step: Scenario.Step) -> Scenario.Step {
        switch (self, step) {
        case (.durationsAtZero, .configure(let edge, let configuration)):
            .configure(edge, configuration.durationsAtZero)
        case (.reducedMotion, .reducedMotion): .reducedMotion(true)
        default: step
        }
    }
}

extension EdgeConfiguration {
    /// The configuration with every duration at zero: no minimum refreshing time, no result hold, an instant reveal
    /// and collapse, an instant second level.
    package var durationsAtZero: EdgeConfiguration {
        var configuration = self
        configuration.minimumRefreshingDuration = 0
        configuration.resultHold = ResultHold(0)
        configuration.revealDuration = 0
        configuration.collapseDuration = 0
        configuration.secondLevel?.openDuration = 0
        configuration.secondLevel?.closeDuration = 0
        return configuration
    }
}

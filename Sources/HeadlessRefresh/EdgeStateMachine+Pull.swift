/// Pull triggers: pulling, eligible, and how a pull lets go.
extension EdgeStateMachine {
    /// A failed load-more waits for a retry the user asks for: a pull past its distance (when it accepts one) or a new
    /// drag that brings its end into the prefetch zone. While a pull is in play the pull decides, and one that ends
    /// short of the distance returns to `failed`: a tug is no retry (P7).
    mutating func evaluateFailed(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        if state != .failed || (pullArmed && effectivePull > 0) { evaluatePull(context: context, now: now, emit) }
        if state == .failed { _ = evaluateReachingEnd(context: context, now: now, emit) }
    }

    /// The least progress `pulling` shows: a pull shorter than a thousandth of the distance would read as a progress
    /// of 0 (refresh-lab prints three decimals), which is rest (P4).
    static let leastPullingProgress = 0.001

    mutating func evaluatePull(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        let pull = effectivePull
        let progress = pull / configuration.triggerDistance
        guard pullArmed, progress >= Self.leastPullingProgress else {
            settleIdle(emit)
            return
        }
        switch state {
        case .idle: pullRest = .idle
        case .failed: pullRest = .failed
        default: break
        }
        if progress < 1 {
            if isArmed { emit(.feedback(edge, .disarmed)) }
            transition(to: .pulling(progress: progress), emit)
        } else if configuration.triggers.threshold {
            trigger(.threshold, now: now, emit)
        } else if let level = configuration.secondLevel, pull >= level.triggerDistance {
            if case .secondLevelEligible = state { return }
            transition(to: .secondLevelEligible, emit)
            emit(.feedback(edge, .secondLevelArmed))
        } else if case .eligible = state {
            // Already armed.
        } else {
            transition(to: .eligible, emit)
            emit(.feedback(edge, .armed))
        }
    }

    /// Whether a release now would trigger or open something.
    var isArmed: Bool {
        switch state {
        case .eligible, .secondLevelEligible: true
        default: false
        }
    }

    /// Leaves pulling or eligible for the state the pull began in (idle, or failed), reporting a disarm if it was
    /// eligible.
    mutating func settleIdle(_ emit: (RefreshCommand) -> Void) {
        let rest: State = pullRest == .failed ? .failed : .idle
        switch state {
        case .eligible, .secondLevelEligible:
            transition(to: rest, emit)
            emit(.feedback(edge, .disarmed))
        case .pulling:
            transition(to: rest, emit)
        default:
            break
        }
    }

    /// Whether a load-more failed here and waits for a retry, the finger perhaps pulling at it.
    var isFailed: Bool {
        switch state {
        case .failed: true
        case .pulling, .eligible, .secondLevelEligible: pullRest == .failed
        default: false
        }
    }
}

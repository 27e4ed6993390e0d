/// Pull triggers: pulling, eligible, and how a pull lets go.
extension EdgeStateMachine {
    /// A failed load-more waits for a retry the user asks for: a pull past its distance (when it accepts one) or a new
    /// drag that brings its end into the prefetch zone. While a pull is in play the pull decides, and one that ends
    /// short of the distance returns to `failed`: a tug is no retry (P7).
    mutating func evaluateFailed(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        let atRest = if case .failed = state { true } else { false }
        if !atRest || (pullArming == .armed && effectivePull > 0) { evaluatePull(context: context, now: now, emit) }
        if case .failed = state { _ = evaluateReachingEnd(context: context, now: now, emit) }
    }

    /// The least progress `pulling` shows: a pull shorter than a thousandth of the distance would read as a progress
    /// of 0 (refresh-lab prints three decimals), which is rest (P4).
    static let leastPullingProgress = 0.001

    mutating func evaluatePull(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        let pull = effectivePull
        let progress = pull / configuration.triggerDistance
        guard pullArming == .armed, progress >= Self.leastPullingProgress, let origin = pullOrigin else {
            settlePull(emit)
            return
        }
        if progress < 1 {
            if isArmed { emit(.feedback(edge, event: .disarmed)) }
            transition(to: .pulling(progress: progress, from: origin), emit)
        } else if configuration.triggers.threshold {
            trigger(.threshold, now: now, emit)
        } else if let level = configuration.secondLevel, pull >= level.triggerDistance {
            if case .secondLevelEligible = state { return }
            transition(to: .secondLevelEligible(from: origin), emit)
            emit(.feedback(edge, event: .secondLevelArmed))
        } else if case .eligible = state {
            // Already armed.
        } else {
            transition(to: .eligible(from: origin), emit)
            emit(.feedback(edge, event: .armed))
        }
    }

    /// The rest a pull from the current state starts from and returns to, or `nil` where no pull is shown.
    var pullOrigin: PullOrigin? {
        switch state {
        case .idle: .idle
        case .failed: .failed
        case .pulling(_, let origin), .eligible(let origin), .secondLevelEligible(let origin): origin
        case .noMoreData, .refreshing, .secondLevelOpen, .off: nil
        }
    }

    /// Whether a release now would trigger or open something.
    var isArmed: Bool {
        switch state {
        case .eligible, .secondLevelEligible: true
        case .idle, .failed, .noMoreData, .pulling, .refreshing, .secondLevelOpen, .off: false
        }
    }

    /// Leaves pulling or eligible for the rest the pull began in (idle, or failed), reporting a disarm if it was
    /// eligible.
    mutating func settlePull(_ emit: (RefreshCommand) -> Void) {
        switch state {
        case .eligible(let origin), .secondLevelEligible(let origin):
            transition(to: origin.state, emit)
            emit(.feedback(edge, event: .disarmed))
        case .pulling(_, let origin):
            transition(to: origin.state, emit)
        case .idle, .failed, .noMoreData, .refreshing, .secondLevelOpen, .off:
            break
        }
    }

    /// Whether a load-more failed here and waits for a retry, the finger perhaps pulling at it.
    var isFailed: Bool { pullOrigin == .failed }
}

extension EdgeStateMachine.PullOrigin {
    /// The rest itself, with nothing more to show.
    var state: EdgeStateMachine.State {
        switch self {
        case .idle: .idle(.none)
        case .failed: .failed(.none)
        }
    }

    /// The same rest as a ``EdgeStateMachine/Rest``.
    var rest: EdgeStateMachine.Rest {
        switch self {
        case .idle: .idle
        case .failed: .failed
        }
    }
}

extension EdgeStateMachine.Rest {
    /// The rest with `picture` still showing.
    func state(_ picture: EdgeStateMachine.Picture) -> EdgeStateMachine.State {
        switch self {
        case .idle: .idle(picture)
        case .failed: .failed(picture)
        case .noMoreData: .noMoreData(picture)
        }
    }
}

/// What decides everything a controller does next, as a value: the bounded explorer visits each once.
///
/// The edges' machines are compared whole (their synthesized `Hashable`: every field they store counts, so a new or
/// renamed one cannot fall out), with times counted from the controller's clock, so a state reached later is the same
/// state, and positions to 40 bits of mantissa (about 12 significant digits), so two paths that round differently
/// reach the same place. What only caches a fact (the change counters, the quiet window) is left out, after the edges
/// catch up with a geometry they only stored. `RefreshControllerIdentityTests` lists the controller's stored fields,
/// so a new one must be sorted into this value or the caches.
package struct ControllerIdentity: Hashable, Sendable {
    var top: EdgeStateMachine
    var bottom: EdgeStateMachine
    var left: EdgeStateMachine
    var right: EdgeStateMachine
    var configuredEdges: UInt8
    var exclusivity: RefreshController.Exclusivity
    var pendingExclusivity: RefreshController.Exclusivity?
    var geometry: ScrollViewGeometry?
    var isDragging: Bool
    var isSuspended: Bool
    var suspendedTouch: Bool
    var reducesMotion: Bool
    var pendingBegins: PendingBegins
    var earliestDeadline: Double
    var announcedDeadline: Double?
    var pendingDiagnostics: [RefreshDiagnostic]
}

extension RefreshController {
    /// The controller's stored fields that only cache what the others say, left out of its ``ControllerIdentity``.
    package static let cacheFields: Set<String> = ["now", "settledGeneration", "quietWindow", "edgesBehind"]

    /// What decides everything the controller does next; see ``ControllerIdentity``.
    package var identity: ControllerIdentity { identity(at: now ?? 0) }

    /// What decides everything the controller does next, with its times counted from `now`: a host's clock, which runs
    /// on between the controller's inputs (a simulator's, whose next input comes at a time counted from its own clock).
    package func identity(at now: Double) -> ControllerIdentity {
        let controller = caughtUp
        var geometry = controller.geometry
        if let stored = geometry {
            geometry = ScrollViewGeometry(
                contentOffset: ScrollPoint(
                    x: roundedPosition(stored.contentOffset.x), y: roundedPosition(stored.contentOffset.y)),
                contentSize: stored.contentSize, viewportSize: stored.viewportSize, contentInset: stored.contentInset,
                axis: stored.axis, motion: stored.motion)
        }
        return ControllerIdentity(
            top: controller.top.identity(at: now), bottom: controller.bottom.identity(at: now),
            left: controller.left.identity(at: now), right: controller.right.identity(at: now),
            configuredEdges: controller.configuredEdges, exclusivity: controller.exclusivity,
            pendingExclusivity: controller.pendingExclusivity, geometry: geometry, isDragging: controller.isDragging,
            isSuspended: controller.isSuspended, suspendedTouch: controller.suspendedTouch,
            reducesMotion: controller.reducesMotion, pendingBegins: controller.pendingBegins,
            earliestDeadline: relativeTime(controller.earliestDeadline, from: now),
            announcedDeadline: controller.announcedDeadline.map { relativeTime($0, from: now) },
            pendingDiagnostics: controller.pendingDiagnostics)
    }
}

extension EdgeStateMachine {
    /// The machine with its times counted from `now`, its positions rounded, and its change counter out.
    func identity(at now: Double) -> EdgeStateMachine {
        var copy = self
        copy.state = state.identity(at: now)
        copy.measure.pull = roundedPosition(measure.pull)
        copy.measure.remaining = roundedPosition(measure.remaining)
        copy.end.previousRemaining = roundedPosition(end.previousRemaining)
        copy.appliedInset = appliedInset.map(roundedPosition)
        copy.lastSuccess = lastSuccess.map { relativeTime($0, from: now) }
        copy.deferredScroll = deferredScroll.map {
            DeferredScroll(extent: roundedPosition($0.extent), duration: $0.duration)
        }
        // Last: setting the state counts a change.
        copy.generation = 0
        return copy
    }
}

extension EdgeStateMachine.State {
    /// The state with its times counted from `now` and its positions rounded.
    func identity(at now: Double) -> Self {
        switch self {
        case .idle(let picture): .idle(picture.identity(at: now))
        case .failed(let picture): .failed(picture.identity(at: now))
        case .noMoreData(let picture): .noMoreData(picture.identity(at: now))
        case .pulling(let progress, let origin): .pulling(progress: roundedPosition(progress), from: origin)
        case .eligible, .secondLevelEligible, .off: self
        case .refreshing(let since): .refreshing(since: relativeTime(since, from: now))
        case .secondLevelOpen(let opensUntil, let closeFrom, let closeArmed):
            .secondLevelOpen(
                opensUntil: opensUntil.map { relativeTime($0, from: now) }, closeFrom: roundedPosition(closeFrom),
                closeArmed: closeArmed)
        }
    }
}

extension EdgeStateMachine.Picture {
    /// The picture with its times counted from `now`.
    func identity(at now: Double) -> Self {
        switch self {
        case .none: .none
        case .answer(let result, let showsAt): .answer(result, showsAt: relativeTime(showsAt, from: now))
        case .result(let result, let until): .result(result, until: relativeTime(until, from: now))
        case .collapse(let result, let until): .collapse(result, until: relativeTime(until, from: now))
        case .closing(let until): .closing(until: relativeTime(until, from: now))
        }
    }
}

/// `value` to 40 bits of mantissa: positions that two paths reach by different roundings compare equal.
package func roundedPosition(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    let bits = value.bitPattern
    return Double(bitPattern: (bits &+ (1 << 11)) & ~((1 << 12) - 1))
}

/// The time `value` counted from `now`, to 40 bits of mantissa.
package func relativeTime(_ value: Double, from now: Double) -> Double {
    roundedPosition(value - now)
}

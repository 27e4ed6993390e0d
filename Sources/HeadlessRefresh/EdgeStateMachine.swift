/// What the controller tells an edge about the rest of the world for one input.
struct EdgeContext {
    /// Whether the finger is down.
    var isDragging: Bool
    /// Why the edge may not trigger now (suspended, or another edge is busy and exclusivity is on); `nil` if it may.
    var block: IgnoreReason?
    /// Whether the content is pulled past the opposite edge: then this edge does not reach its end.
    var oppositeOverPulled: Bool
}

/// Positions closer than this are the same position (``ScrollViewGeometry/positionTolerance``).
let tolerance = ScrollViewGeometry.positionTolerance

/// Where the content stands relative to one edge.
struct EdgeMeasure {
    /// See ``ScrollViewGeometry/pull(_:)``.
    var pull: Double
    /// See ``ScrollViewGeometry/remaining(_:)``.
    var remaining: Double
    /// The content's length along the edge's axis.
    var contentLength: Double
    /// Whether the content is shorter than the viewport minus the host's insets.
    var contentIsShort: Bool
    /// The viewport's length along the edge's axis.
    var viewportLength: Double
    /// The host's own inset at this edge (a bar, the keyboard): with the content and the viewport, what places the end
    /// relative to the visible end, apart from the offset.
    var hostInset = 0.0
    /// Whether the content is pulled past the opposite edge beyond the extra inset held there: it is springing
    /// back (or a collapse is carrying it), so its motion towards this edge's end is no approach.
    var oppositeOverPulled = false

    /// How far past the prefetch zone the end must go before a new approach counts again: a quarter of the
    /// viewport. A page pushes the end much further; self-sizing cells that jiggle the content size by a few
    /// points around the boundary do not, so they cannot chain loads (MJRefresh #976, #981).
    var leftZoneMargin: Double { viewportLength * 0.25 }

    static let unknown = EdgeMeasure(
        pull: 0,
        remaining: .infinity,
        contentLength: -1,
        contentIsShort: false,
        viewportLength: 0
    )
}

/// The state machine of one edge: a value that takes inputs and hands actions to a sink.
///
/// The controller owns one per configured edge and supplies the cross-edge context (finger, exclusivity,
/// suspension). Each input is a `mutating func`; every change of state goes through ``transition(to:_:)`` so
/// that each is reported exactly once.
struct EdgeStateMachine: Sendable {
    enum State: Sendable, Hashable {
        /// Nothing shown.
        case idle
        /// The finger pulls the indicator partly into view.
        case pulling(progress: Double)
        /// Past the trigger distance with the finger down.
        case eligible
        /// The loader runs since `since`; an end that came before the minimum duration waits in `pendingEnd`.
        case refreshing(since: Double, pendingEnd: RefreshResult?)
        /// Showing `result`; `then` is the state after the collapse (idle, failed or noMoreData).
        case finishing(RefreshResult, phase: FinishPhase, then: Rest)
        /// End of data.
        case noMoreData
        /// A load-more failed.
        case failed
        /// Past the second level's distance with the finger down.
        case secondLevelEligible
        /// The content slides away until `until`.
        case secondLevelOpening(until: Double)
        /// The second level is open; `closeArmed` while the finger has pulled the content back past the close
        /// distance, so that releasing closes it.
        case secondLevelOpen(closeArmed: Bool)
        /// The content comes back until `until`.
        case secondLevelClosing(until: Double)
    }

    /// The phases of ``State/finishing(_:phase:then:)``.
    enum FinishPhase: Sendable, Hashable {
        /// The result is shown until `until`.
        case holding(until: Double)
        /// The extra inset shrinks until `until`.
        case collapsing(until: Double)
    }

    /// The states an edge rests in after finishing.
    enum Rest: Sendable, Hashable {
        case idle, failed, noMoreData
    }

    let edge: RefreshEdge
    var configuration: EdgeConfiguration {
        didSet { generation &+= 1 }
    }
    var state: State = .idle {
        didSet { generation &+= 1 }
    }
    /// Counts changes of state and configuration, the only things the inset target and the deadline depend on:
    /// an input that changes no generation needs no settling (the per-frame fast path).
    var generation: UInt32 = 0
    var measure = EdgeMeasure.unknown

    /// Whether a pull trigger may fire when the pull reaches the trigger distance: the pull was below it, during
    /// this touch, while the edge could trigger. Being past it when the edge becomes able to trigger (a load that
    /// ends under a held finger) is no crossing, so the edge is not armed then (rule 1, P1).
    var pullArmed = false
    /// Set by a trigger: the pull must go back to rest, or a new touch begin, before the edge arms again, so a
    /// finger that wobbles around the trigger distance does not fire an action edge twice.
    var pullSpent = false
    /// The state a pull that does not trigger returns to: failed when it began on a failed load-more (a tug is no
    /// retry, P7), idle otherwise.
    var pullRest = Rest.idle
    /// The pull a close of the open second level counts back from: the furthest the finger has held the content in
    /// this touch.
    var closeFrom = 0.0
    /// Whether the finger is down, as last told by the controller.
    var fingerDown = false
    /// `reachingEnd` is re-armed when a change of content, viewport or host inset moves the end, or a new touch begins.
    var endArmed = true
    /// Armed for an approach only (by a touch, a change of settings or rule 7's reset) rather than judged afresh by
    /// such a change: the visible end must move towards the end before it fires.
    var endWaitsForApproach = false
    /// `reachingEnd` triggers since the last touch began or the end last left the prefetch zone (by more than
    /// ``EdgeMeasure/leftZoneMargin``).
    var autoTriggerCount = 0
    /// `remaining` at the previous geometry input (or where the finger touched down), to tell an approach from
    /// standing still; minus infinity when the content, with the finger up, moved for another reason since (it
    /// sprang back from the opposite edge, or the library changed an inset), so that the next measure is no
    /// approach (P2).
    var previousRemaining = Double.infinity

    /// The extra inset the host was last told to apply.
    var appliedInset = 0.0
    /// Whether the host has been told any inset yet (the first one is applied without animation).
    var hasAppliedInset = false
    /// The time of the last successful load, for "last updated" and `refreshIfStale`.
    var lastSuccess: Double?
    /// The state a disabled edge comes back to when enabled: the end of data and a failed load-more outlive a
    /// disable.
    var disabledRest = Rest.idle
    /// Set when a load finished with success on an edge that resets the opposite edge's noMoreData.
    var pendingOppositeReset = false
    /// Whether the host asked for reduced motion: every duration the edge hands out is zero.
    var reducesMotion = false {
        didSet { generation &+= 1 }
    }
    /// A scroll the host must make to show `extent` at this edge (a second level opening or closing moves the
    /// content, not only the inset); sent when the finger is up.
    var pendingScroll: (extent: Double, duration: Double)?

    init(edge: RefreshEdge, configuration: EdgeConfiguration) {
        self.edge = edge
        self.configuration = configuration
    }

    /// The state as the public API shows it.
    var publicState: RefreshState {
        switch state {
        case .idle: .idle
        case .pulling(let progress): .pulling(progress: progress)
        case .eligible: .eligible
        case .refreshing: .refreshing
        case .finishing(let result, _, _): .finishing(result)
        case .noMoreData: .noMoreData
        case .failed: .failed
        case .secondLevelEligible: .secondLevelEligible
        case .secondLevelOpening: .secondLevelOpening
        case .secondLevelOpen: .secondLevelOpen
        case .secondLevelClosing: .secondLevelClosing
        }
    }

    /// The pull beyond the extra inset in place (the resting extent, a held extent whose collapse waits for the
    /// release, an open second level), up to the maximum pull: pull triggers count from there.
    ///
    /// Within ``ScrollViewGeometry/positionTolerance`` of the inset in place it is exactly zero: content at rest shows
    /// no pull, whatever the decimals of the insets (P4).
    var effectivePull: Double {
        let beyond = measure.pull - appliedInset
        let pull = beyond > tolerance ? beyond : min(beyond, 0)
        return configuration.maximumPull.map { min(pull, $0) } ?? pull
    }

    mutating func transition(to newState: State, _ emit: (RefreshCommand) -> Void) {
        let old = publicState
        state = newState
        let new = publicState
        if old != new { emit(.stateChanged(edge, from: old, to: new)) }
    }

    // MARK: Geometry

    /// Takes a new measure when it cannot change anything, and says whether it did: the edge is idle, not
    /// pulled past its inset, its end is outside the prefetch zone, and the content, viewport and host inset are
    /// unchanged. This is the per-frame fast path of a scroll in the middle of a list; ``update(_:context:now:_:)``
    /// decides the rest.
    @inline(__always)
    mutating func absorbQuietly(_ newMeasure: EdgeMeasure) -> Bool {
        // A finger down on an edge not yet armed needs the full evaluation, which arms it if it can trigger.
        guard case .idle = state, newMeasure.contentLength == measure.contentLength,
            newMeasure.contentIsShort == measure.contentIsShort, newMeasure.viewportLength == measure.viewportLength,
            newMeasure.hostInset == measure.hostInset,
            newMeasure.pull <= appliedInset + tolerance, pullArmed || !fingerDown
        else { return false }
        if let prefetch = configuration.triggers.reachingEndPrefetch {
            guard newMeasure.remaining > prefetch + tolerance else { return false }
            if newMeasure.remaining > prefetch + newMeasure.leftZoneMargin { autoTriggerCount = 0 }
        }
        // What update would do for such a measure: the pull is at rest, remember where the end is.
        pullSpent = false
        measure = newMeasure
        rememberRemaining()
        return true
    }

    /// Takes a new measure of the content and updates the state from it.
    mutating func update(_ newMeasure: EdgeMeasure, context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void)
    {
        if newMeasure.contentLength != measure.contentLength || newMeasure.viewportLength != measure.viewportLength
            || newMeasure.hostInset != measure.hostInset,
            !(abs(newMeasure.remaining - measure.remaining) <= tolerance)
        {
            // New content, a taller viewport (a rotation, split view) or a host inset that changed (the keyboard) moved
            // the end: it is judged afresh, without an approach (P9). Content added at the other end with the offset
            // kept (older messages above the reader) leaves this end where it was, and judges nothing anew.
            judgeEndAfresh()
        }
        if newMeasure.viewportLength != measure.viewportLength || newMeasure.contentIsShort != measure.contentIsShort
            || newMeasure.contentLength != measure.contentLength
        {
            // An open second level's extent follows the viewport, and hiding follows the content: the inset needs
            // settling.
            generation &+= 1
        }
        if let prefetch = configuration.triggers.reachingEndPrefetch,
            newMeasure.remaining > prefetch + newMeasure.leftZoneMargin
        {
            // The end left the prefetch zone, well clear of its boundary: the next approach may load again.
            autoTriggerCount = 0
        }
        measure = newMeasure
        evaluate(context: context, now: now, emit)
        rememberRemaining()
    }

    /// Keeps `remaining` for the next measure to compare with. With the finger up, content pulled past the opposite
    /// edge is springing back (or carried by a collapse): the next measure must not take that for an approach.
    /// Under the finger every move is the finger's.
    @inline(__always)
    mutating func rememberRemaining() {
        previousRemaining = measure.oppositeOverPulled && !fingerDown ? -.infinity : measure.remaining
    }

    /// Derives pulling, eligible and the triggers from the current measure. Idempotent for an unchanged measure.
    mutating func evaluate(context: EdgeContext, now: Double, _ emit: (RefreshCommand) -> Void) {
        let pull = effectivePull
        if pull <= 0 { pullSpent = false }
        if !pullCanTrigger(context) {
            pullArmed = false
        } else if !pullSpent && pull < configuration.triggerDistance {
            pullArmed = true
        }
        switch state {
        case .idle, .pulling, .eligible, .failed:
            if isFailed {
                evaluateFailed(context: context, now: now, emit)
            } else if !evaluateReachingEnd(context: context, now: now, emit) {
                // Reaching the end first: a footer that also accepts a pull loads when the finger brings its end
                // into view, even a point past it, rather than waiting for the pull's distance.
                evaluatePull(context: context, now: now, emit)
            }
        case .secondLevelEligible:
            evaluatePull(context: context, now: now, emit)
        case .secondLevelOpening, .secondLevelOpen:
            evaluateOpenSecondLevel(context: context)
        case .refreshing, .finishing, .noMoreData, .secondLevelClosing:
            break
        }
    }

    /// Whether a pull could trigger the edge now, armed or not: a finger is down, nothing blocks the edge, and
    /// it is in a state a pull leaves.
    private func pullCanTrigger(_ context: EdgeContext) -> Bool {
        // Before the first geometry the pull is unknown, not zero: nothing is below the distance yet.
        guard configuration.isEnabled, configuration.triggers.acceptsPull, context.isDragging, context.block == nil,
            measure.contentLength >= 0
        else { return false }
        switch state {
        case .idle, .pulling, .eligible, .secondLevelEligible, .failed: return true
        default: return false
        }
    }
}

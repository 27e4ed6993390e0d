/// What the controller tells an edge about the rest of the world for one input.
struct EdgeContext {
    /// Whether the finger is down.
    var isDragging: Bool
    /// Why the edge may not trigger now (suspended, or another edge is busy and exclusivity is on); `nil` if it may.
    var block: IgnoreReason?
    /// Whether the content is pulled past the opposite edge: then this edge does not reach its end.
    var oppositeOverPulled: Bool
    /// Whether the host asked for reduced motion: every duration of motion the edge hands out is zero.
    var reducesMotion = false
}

/// Positions closer than this are the same position (``ScrollViewGeometry/positionTolerance``).
let tolerance = ScrollViewGeometry.positionTolerance

/// The state machine of one edge: a value that takes inputs and hands actions to a sink.
///
/// The edge's stage lives in ``State``, each case carrying only the facts that hold in it (swift-nio's shape): the
/// rest a pull started from, the time a load began, the rest an answered load left, the second level's close. What
/// the picture still shows of something that is over (a result waiting for the minimum refreshing time, its hold,
/// the collapse, a second level sliding) is a ``Picture`` inside the rest it decorates: it sets deadlines and
/// insets, never a decision (P11). Two small regions run beside the stage because they span it: ``PullArming``, the
/// touch's arming of a pull trigger, and ``EndWatch``, what lets `reachingEnd` fire, by geometry or by items.
///
/// The controller owns one machine per configured edge and supplies the cross-edge context (finger, exclusivity,
/// suspension, reduced motion). Each input is one `mutating func`; every change of stage goes through
/// ``transition(to:_:)`` so that each change of the public state is reported exactly once.
struct EdgeStateMachine: Sendable, Hashable {
    /// The edge's stage.
    enum State: Sendable, Hashable {
        /// Nothing loads and no pull is shown; `picture` is what still shows of an answer or a closing second level.
        case idle(Picture)
        /// A load-more failed: waits for a retry the user asks for (a tap, a pull, a drag towards its end).
        case failed(Picture)
        /// The end of data: never triggers until reset.
        case noMoreData(Picture)
        /// The finger pulls the indicator partly into view, from the rest `from`.
        case pulling(progress: Double, from: PullOrigin)
        /// Past the trigger distance with the finger down: a release triggers.
        case eligible(from: PullOrigin)
        /// Past the second level's distance with the finger down: a release opens it.
        case secondLevelEligible(from: PullOrigin)
        /// The loader runs since `since`.
        case refreshing(since: Double)
        /// The second level is open (still sliding into place until `opensUntil`); `closeFrom` is the furthest the
        /// finger held the content in this touch, and `closeArmed` whether a release now closes it.
        case secondLevelOpen(opensUntil: Double?, closeFrom: Double, closeArmed: Bool)
        /// Switched off (disabled by the host): nothing shown, nothing triggers; enabled again, the edge comes back
        /// to `rest`.
        case off(rest: Rest)
    }

    /// What the picture still shows of something that is over. It decides nothing: every input treats the edge as
    /// at the rest the picture decorates (P11), and only the inset and the public state follow the picture.
    enum Picture: Sendable, Hashable {
        /// Nothing more to show.
        case none
        /// The loader answered `result` before the minimum refreshing duration: the indicator keeps loading until
        /// `showsAt` (rule 3).
        case answer(RefreshResult, showsAt: Double)
        /// The result shows, its extent held, until `until`.
        case result(RefreshResult, until: Double)
        /// The extent collapses until `until`.
        case collapse(RefreshResult, until: Double)
        /// The content comes back from a closed second level until `until`.
        case closing(until: Double)
    }

    /// The states an edge rests in.
    enum Rest: Sendable, Hashable {
        case idle, failed, noMoreData
    }

    /// The rest a pull starts from: a tug on a failed load-more returns to `failed` (a tug is no retry, P7).
    enum PullOrigin: Sendable, Hashable {
        case idle, failed
    }

    /// Whether a pull trigger may fire when the pull reaches the trigger distance, during one touch (rule 1, P1).
    enum PullArming: Sendable, Hashable {
        /// No crossing counts now: the finger is up, the edge cannot trigger, or the pull was past the distance when
        /// it became able to (a load ending under a held finger).
        case unarmed
        /// The pull was below the distance during this touch while the edge could trigger: reaching it triggers.
        case armed
        /// A trigger spent the pull: it must go back to rest, or a new touch begin, before the edge arms again.
        case spent
    }

    /// When `reachingEnd` may fire.
    enum EndArming: Sendable, Hashable {
        /// Not until a touch, or a change of content, viewport or host inset, arms it again.
        case off
        /// The end fires if it is in the prefetch zone: new content, viewport or host inset moved it, the edge was
        /// enabled, or the host reset its end of data.
        case afresh
        /// The end fires when the visible end moves towards it (the finger, momentum, the host's scroll): after a
        /// touch, a change of settings, or rule 7's reset.
        case onApproach
    }

    /// What lets `reachingEnd` fire: its arming, the loads it fired, and where the end was at the previous measure.
    struct EndWatch: Sendable, Hashable {
        var arming = EndArming.afresh
        /// `reachingEnd` triggers since the last touch began or the end last left the prefetch zone (by more than
        /// ``EdgeMeasure/leftZoneMargin``).
        var autoTriggers = 0
        /// `remaining` at the previous measure, to tell an approach from standing still; while a geometry is judged,
        /// minus infinity when what moved the content since is no approach.
        var previousRemaining = Double.infinity
        /// Whether the content may have moved since the previous measure for a reason that is no approach: it was
        /// pulled past the opposite edge with the finger up (springing back), or the library changed an inset. Read
        /// only for a host that cannot tell what moves the content (``ContentMotion/unknown``); a touch clears it.
        var carried = false
        /// The host's last item report, to tell an approach by items from the same items reported again; `nil` before
        /// the first.
        var lastItems: VisibleItems?
        /// Whether a load of this edge succeeded since the last item report: the items the list gained since came in
        /// at this end.
        var pageLanded = false
        /// Automatic loads (`reachingEnd` and `itemsInView`) since the user or the host last asked for a load, or a
        /// refresh of the list: what ``EdgeConfiguration/automaticLoadBudget`` counts. A touch keeps it.
        var automaticLoads = 0
    }

    let edge: RefreshEdge
    var configuration: EdgeConfiguration {
        didSet { generation &+= 1 }
    }
    var state: State {
        didSet { generation &+= 1 }
    }
    /// Counts changes of state and configuration, the only things the inset target and the deadline depend on:
    /// an input that changes no generation needs no settling (the per-frame fast path).
    var generation: UInt32 = 0
    /// The content as this edge last measured it.
    var measure = EdgeMeasure.unknown
    /// This touch's arming of a pull trigger.
    var pullArming = PullArming.unarmed
    /// What lets `reachingEnd` fire.
    var end = EndWatch()
    /// The extra inset the host was last told to apply; `nil` before the first (which is applied without animation).
    var appliedInset: Double?
    /// The time of the last successful load, for "last updated" and `refreshIfStale`.
    var lastSuccess: Double?
    /// A scroll the host must make to show an extent at this edge (a reveal, a second level opening or closing),
    /// waiting for the finger's release (rule 2).
    var deferredScroll: DeferredScroll?

    /// A scroll that shows `extent` at the edge, over a nominal `duration` (reduced motion makes it zero when sent).
    struct DeferredScroll: Sendable, Hashable {
        var extent: Double
        var duration: Double
    }

    init(edge: RefreshEdge, configuration: EdgeConfiguration) {
        self.edge = edge
        self.configuration = configuration
        state = configuration.isEnabled ? .idle(.none) : .off(rest: .idle)
    }

    /// The state as the public API shows it: the picture where one shows.
    var publicState: RefreshState {
        switch state {
        case .idle(let picture): picture.shown ?? .idle
        case .failed(let picture): picture.shown ?? .failed
        case .noMoreData(let picture): picture.shown ?? .noMoreData
        case .pulling(let progress, _): .pulling(progress: progress)
        case .eligible: .eligible
        case .secondLevelEligible: .secondLevelEligible
        case .refreshing: .refreshing
        case .secondLevelOpen(let opensUntil, _, _): opensUntil == nil ? .secondLevelOpen : .secondLevelOpening
        case .off: .idle
        }
    }

    /// Whether the edge is enabled.
    var isEnabled: Bool {
        if case .off = state { return false }
        return true
    }

    /// Whether the edge blocks others under exclusivity: its loader runs, or its second level is open. An answered
    /// load whose result still shows blocks nothing (P11).
    var isBusy: Bool {
        switch state {
        case .refreshing, .secondLevelOpen: true
        case .idle, .failed, .noMoreData, .pulling, .eligible, .secondLevelEligible, .off: false
        }
    }

    /// The extra inset in place at this edge.
    var shownInset: Double { appliedInset ?? 0 }

    /// The pull beyond the extra inset in place (the resting extent, a held extent whose collapse waits for the
    /// release, an open second level), up to the maximum pull: pull triggers count from there.
    ///
    /// Within ``ScrollViewGeometry/positionTolerance`` of the inset in place it is exactly zero: content at rest shows
    /// no pull, whatever the decimals of the insets (P4).
    var effectivePull: Double { effectivePull(measure.pull) }

    /// ``effectivePull`` for a measured pull of `pull`.
    func effectivePull(_ pull: Double) -> Double {
        let beyond = pull - shownInset
        let pull = beyond > tolerance ? beyond : min(beyond, 0)
        return configuration.maximumPull.map { min(pull, $0) } ?? pull
    }

    mutating func transition(to newState: State, _ emit: (RefreshCommand) -> Void) {
        let old = publicState
        state = newState
        let new = publicState
        if old != new { emit(.stateChanged(edge, from: old, to: new)) }
    }
}

extension EdgeStateMachine.Picture {
    /// The public state the picture shows, or `nil` when it shows nothing.
    var shown: RefreshState? {
        switch self {
        case .none: nil
        case .answer: .refreshing
        case .result(let result, _), .collapse(let result, _): .finishing(result)
        case .closing: .secondLevelClosing
        }
    }

    /// When the picture moves on, or `nil` when it shows nothing.
    var deadline: Double? {
        switch self {
        case .none: nil
        case .answer(_, let showsAt): showsAt
        case .result(_, let until), .collapse(_, let until), .closing(let until): until
        }
    }

    /// Whether the picture holds the refreshing extent: the load's answer or its result still shows.
    var holdsExtent: Bool {
        switch self {
        case .answer, .result: true
        case .none, .collapse, .closing: false
        }
    }
}

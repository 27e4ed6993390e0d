import HeadlessRefresh
import HeadlessRefreshSimulation

/// What the P11 check compares of one play.
extension TimingInvarianceChecker {
    /// One trigger: the edge and the cause.
    package struct Trigger: Hashable, Sendable, CustomStringConvertible {
        /// The edge that triggered.
        package var edge: RefreshEdge
        /// Why.
        package var cause: TriggerCause

        /// Creates a trigger.
        package init(_ edge: RefreshEdge, _ cause: TriggerCause) {
            self.edge = edge
            self.cause = cause
        }

        /// `bottom reachingEnd`.
        package var description: String { "\(edge.name) \(cause.name)" }
    }

    /// What P11 compares of one play.
    package struct Outcome: Equatable, Sendable {
        /// Every trigger, in order.
        package var triggers: [Trigger]
        /// The state kind each configured edge rests in, by edge (`nil` for an edge not configured).
        package var rests: [RefreshStateKind?]
        /// The resting offset along the axis.
        package var offset: Double
        /// Whether the library changed an extra inset while the content moved by itself: then where it came to rest
        /// is the picture's (a held extent is a rest the spring or the coast runs against), not compared.
        package var insetChangedInFlight: Bool
        /// Whether a touch landed while a picture held an extent (a result shown, an answer waiting for the minimum
        /// refreshing time, a second level sliding): the finger then moved the content from where the picture held
        /// it, so where it came to rest is not compared (what triggered and where each edge rests still are).
        package var touchedAPicture = false
        /// Where the content stood, at each step that a touch or the host's own change starts, past the extent the
        /// library held at each end of the axis (`nil` for other steps): two plays whose content stands elsewhere
        /// then make two different gestures of it.
        package var standings: [Standing?] = []
        /// Where the host's own scroll (a `scrollTo` step, an offset the play as given computed, or a `wheel` step)
        /// left the content standing (`nil` for other steps): at another place relative to the extents held, the same
        /// scroll is another.
        package var landings: [Standing?] = []
        /// The first step after which the content moved by itself (a fling, a spring) while a picture held an extent,
        /// or `nil`: the picture's extent is a rest the motion runs against, so where momentum takes the content,
        /// and what end it reaches, is the picture's from there.
        package var pictureInFlightAt: Int?

        /// Where the content stands: at an end (at or past the extent the library holds there, and how far past it),
        /// or in the list (at an offset). Two plays that hold different extents stand at the same place when both rest
        /// at the same end.
        package struct Standing: Equatable, Sendable {
            /// How far past the extent held at the leading end, or `nil` when the content is not at that end.
            var leading: Double?
            /// The same at the trailing end.
            var trailing: Double?
            /// The offset along the axis.
            var offset: Double

            /// Whether two plays' content stands more than `tolerance` apart.
            func isApart(from other: Standing, tolerance: Double) -> Bool {
                func apart(_ mine: Double?, _ theirs: Double?) -> Bool {
                    switch (mine, theirs) {
                    case (nil, nil): false
                    case (let mine?, let theirs?): abs(mine - theirs) > tolerance
                    default: true
                    }
                }
                if leading != nil || trailing != nil || other.leading != nil || other.trailing != nil {
                    return apart(leading, other.leading) || apart(trailing, other.trailing)
                }
                return abs(offset - other.offset) > tolerance
            }
        }
        /// Whether the play came to rest within ``TimingInvarianceChecker/settleLimit``.
        package var settled: Bool
        /// The index of the first step whose touch caught the library moving the content
        /// (``TimingInvarianceChecker/catchesLibraryMotion(_:in:scrollEnd:)``), or `nil`: from there on, the play
        /// says when the touch came.
        package var caughtAt: Int?
        /// The index of the first step that comes within a frame of the slowest rate compared of an event the frames
        /// sample (``TimingInvarianceChecker/sampledNear(_:steps:)``), or `nil`: at another frame rate, the two may
        /// come in the other order.
        package var sampledAt: Int?

        /// The outcome of a simulator that has settled, with the triggers it made.
        package init(_ simulator: ScrollSimulator, triggers: [Trigger], caughtAt: Int? = nil, sampledAt: Int? = nil) {
            self.triggers = triggers
            rests = RefreshEdge.allCases.map { simulator.state($0)?.kind }
            offset = simulator.offset
            insetChangedInFlight = simulator.insetChangedInFlight
            settled = TimingInvarianceChecker.isQuiet(simulator)
            self.caughtAt = caughtAt
            self.sampledAt = sampledAt
        }
    }
}

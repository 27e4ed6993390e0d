import HeadlessRefresh
import HeadlessRefreshSimulation

/// Comparing two plays of a scenario, and saying how they differ in the words of the other checkers.
extension TimingInvarianceChecker {
    /// The first difference P11 forbids between the play as given and a variant's, or `nil`: the triggers first (the
    /// first one that differs names the edge), then each edge's resting state, then the resting offset. Plays in which
    /// a touch caught the library moving the content are compared by the caller up to that touch
    /// (``firstViolation(_:variants:defect:)``): here they compare as they are.
    ///
    /// `P11 bottom: no reachingEnd trigger as given, one with durations at zero (triggers as given: top release;
    /// with durations at zero: top release, bottom reachingEnd)`.
    package static func compare(_ given: Outcome, _ other: Outcome, variant: TimingVariant) -> String? {
        let play = variant.description
        let common = min(given.triggers.count, other.triggers.count)
        if let index = (0..<common).first(where: { given.triggers[$0] != other.triggers[$0] })
            ?? (given.triggers.count != other.triggers.count ? common : nil)
        {
            let lists = "(triggers as given: \(list(given.triggers)); \(play): \(list(other.triggers)))"
            guard index < given.triggers.count else {
                let extra = other.triggers[index]
                return "P11 \(extra.edge.name): no \(extra.cause.name) trigger as given, one \(play) \(lists)"
            }
            let expected = given.triggers[index]
            guard index < other.triggers.count else {
                return "P11 \(expected.edge.name): a \(expected.cause.name) trigger as given, none \(play) \(lists)"
            }
            return "P11 \(expected.edge.name): a \(expected.cause.name) trigger as given, \(other.triggers[index]) "
                + "\(play) \(lists)"
        }
        for (edge, (rest, otherRest)) in zip(RefreshEdge.allCases, zip(given.rests, other.rests))
        where rest != otherRest {
            return "P11 \(edge.name): rests \(rest?.name ?? "unconfigured") as given, "
                + "\(otherRest?.name ?? "unconfigured") \(play)"
        }
        if given.settled != other.settled {
            let limit = settleLimit.decimalText()
            return "P11 time: comes to rest \(given.settled ? "" : "not within \(limit) s ")as given, "
                + "\(other.settled ? "" : "not within \(limit) s ")\(play)"
        }
        let pictureMoved =
            given.insetChangedInFlight || other.insetChangedInFlight || given.touchedAPicture || other.touchedAPicture
        if abs(given.offset - other.offset) > offsetTolerance && !pictureMoved {
            return "P11 offset: rests at \(given.offset.decimalText()) as given, \(other.offset.decimalText()) "
                + "\(play), more than \(offsetTolerance.decimalText()) apart"
        }
        return nil
    }

    /// `top release, bottom reachingEnd`, or `none`.
    static func list(_ triggers: [Trigger]) -> String {
        triggers.isEmpty ? "none" : triggers.map(\.description).joined(separator: ", ")
    }
}

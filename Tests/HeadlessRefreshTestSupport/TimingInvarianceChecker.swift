import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// P11, durations and frame rates change only the picture: a metamorphic check. A refresh-lab scenario is played as
/// given and as variants that change only time (every duration at zero, reduced motion from the start, another frame
/// rate); after the steps, each play settles the same way (``settle(_:)``), and the plays must agree on
///
/// - the triggers, as (edge, cause), in order, from the first step to the end of the settling;
/// - the state each edge rests in (idle, failed, noMoreData, refreshing for a load the scenario never ends, a second
///   level open);
/// - the offset the content rests at, within ``offsetTolerance``, unless the library changed an extra inset while the
///   content moved by itself in either play: a held extent is a rest the spring or the coast runs against (as in
///   UIKit), so where momentum carried the content then is the picture's, not compared.
///
/// *When* things show may change, so times are never compared. At other frame rates, an event the frames sample (a
/// trigger the content's own motion sets off, noticed at the next frame, and an answer scheduled from it) may come up
/// to a frame of the slowest rate (``longestFrame``) earlier or later: a scenario with a step within that frame of one,
/// or such an event under a moving finger, is compared up to that step (``sampledNear(_:steps:)``). The steps carry their own times (waits, drag
/// durations), and so do the answers: an explicit `end` step lands at the same time in every play, and a scripted
/// loader's answer comes its delay after the trigger, which is the same time when the triggers agree.
///
/// One thing time decides by nature: where a finger catches content that the library is moving (an inset animating
/// with the content resting against it, a scroll it asked for, a spring back towards a rest an inset it changed has
/// moved). The finger pins the content where it is at that moment (P5), and what the drag then reaches, beyond the
/// inset in place, depends on it. The same holds for the host's own changes (a scroll, a rotation, a keyboard, new
/// content) made while an inset animates. A scenario whose touch catches such a motion in either
/// play (``catchesLibraryMotion(_:in:scrollEnd:)``) is compared up to that step: the steps before it, settled.
///
/// ```swift
/// let scenario = try Scenario(json: text)
/// if let violation = TimingInvarianceChecker.check(scenario, variants: [.durationsAtZero]) {
///     print(violation)  // "P11 bottom: rests idle as given, noMoreData with durations at zero"
/// }
/// ```
package enum TimingInvarianceChecker {
    /// How far apart two resting offsets may be: half a point. The coast stops below 1 point per second, which
    /// leaves up to `1 / 1000 × 0.998 / (1 − 0.998)` ≈ 0.499 point uncoasted, a different share at each frame rate
    /// (the docs' "Fidelity"); everything else at rest is exact (a spring snaps to its edge). A real difference (a
    /// load that did not happen, a collapse that did not run) moves the content by an extent or a page, far more.
    package static let offsetTolerance = 0.5

    /// The longest a play may take to settle after its steps, in simulated seconds: a minute, far past every
    /// duration of the scenarios and setups (a few seconds) and a chain of scripted loads.
    package static let settleLimit = 60.0

    /// Plays `scenario` as given and as each of `variants`, and returns the first difference P11 forbids, or `nil`.
    package static func check(_ scenario: Scenario, variants: [TimingVariant]) -> String? {
        check(scenario, variants: variants, defect: nil)
    }

    /// The same, with a defect put back in the host's calls (``TimingDefect``).
    package static func check(_ scenario: Scenario, variants: [TimingVariant], defect: TimingDefect?) -> String? {
        firstViolation(scenario, variants: variants, defect: defect)?.violation
    }

    /// The first variant whose play differs from the play as given, and how; `nil` when none does. When a touch
    /// catches the library moving the content in either play, the steps before that touch are compared instead.
    package static func firstViolation(
        _ scenario: Scenario,
        variants: [TimingVariant],
        defect: TimingDefect? = nil
    ) -> (variant: TimingVariant, violation: String)? {
        let given = outcome(of: scenario, defect: defect)
        for variant in variants {
            var mine = given
            var other = outcome(of: variant.apply(to: scenario), defect: defect)
            var cuts = [
                given.caughtAt, other.caughtAt, given.pictureInFlightAt, other.pictureInFlightAt,
                firstApart(given.standings, other.standings), firstApart(given.landings, other.landings),
            ]
            if case .frameRate = variant { cuts += [given.sampledAt, other.sampledAt] }
            if let caught = cuts.compactMap({ $0 }).min() {
                let before = scenario.prefix(caught)
                mine = outcome(of: before, defect: defect)
                other = outcome(of: variant.apply(to: before), defect: defect)
            }
            if let violation = compare(mine, other, variant: variant) { return (variant, violation) }
        }
        return nil
    }

    /// Plays the scenario's steps, settles, and returns what P11 compares.
    package static func outcome(of scenario: Scenario, defect: TimingDefect? = nil) -> Outcome {
        var simulator = scenario.makeSimulator(keeping: .events)
        simulator.collectsCommands = true
        var triggers = layoutTriggers(simulator)
        var caughtAt: Int?
        var scrollEnd = -Double.infinity
        var stepTimes: [Double] = []
        var touchedAPicture = false
        var standings: [Outcome.Standing?] = []
        var landings: [Outcome.Standing?] = []
        var pictureInFlightAt: Int?
        for (index, step) in scenario.steps.enumerated() {
            stepTimes.append(simulator.now)
            if case .drag = step, !simulator.isDragging, showsAPicture(simulator) { touchedAPicture = true }
            standings.append(startsAGesture(step, simulator) ? standing(simulator) : nil)
            for played in defect?.rewrite(step, simulator) ?? [step] {
                if caughtAt == nil && catchesLibraryMotion(played, in: simulator, scrollEnd: scrollEnd) {
                    caughtAt = index
                }
                simulator.perform(played)
            }
            collect(&simulator, into: &triggers, scrollEnd: &scrollEnd)
            landings.append(isHostScroll(step) ? standing(simulator) : nil)
            if pictureInFlightAt == nil && simulator.isMoving && showsAPicture(simulator) { pictureInFlightAt = index }
        }
        settle(&simulator)
        collect(&simulator, into: &triggers, scrollEnd: &scrollEnd)
        let sampledAt = simulator.trace.flatMap { sampledNear($0, steps: stepTimes) }
        var outcome = Outcome(simulator, triggers: triggers, caughtAt: caughtAt, sampledAt: sampledAt)
        outcome.touchedAPicture = touchedAPicture
        outcome.standings = standings
        outcome.landings = landings
        outcome.pictureInFlightAt = pictureInFlightAt
        return outcome
    }

    /// Whether what `step` does depends on where the content stands when it comes: a touch, the host's own change of
    /// the scroll view (a scroll, a rotation, a keyboard, new content), and every input that may let an edge trigger or
    /// block one (an answer, a reset, enabling, a begin, a tap...). Only the finger's travel within a touch is left:
    /// it carries on from where the touch caught the content.
    static func startsAGesture(_ step: Scenario.Step, _ simulator: ScrollSimulator) -> Bool {
        switch step {
        case .drag, .samples: !simulator.isDragging
        case .release, .wait: false
        default: true
        }
    }

    /// Where the content stands: at an end, past the extent the library holds there, or in the list.
    static func standing(_ simulator: ScrollSimulator) -> Outcome.Standing {
        let geometry = simulator.geometry
        let (leading, trailing): (RefreshEdge, RefreshEdge) =
            geometry.axis == .vertical ? (.top, .bottom) : (.left, .right)
        let held = simulator.controller.extraInsets
        func past(_ edge: RefreshEdge) -> Double? {
            let beyond = geometry.pull(edge) - held[edge]
            return beyond > -offsetTolerance ? beyond : nil
        }
        return Outcome.Standing(leading: past(leading), trailing: past(trailing), offset: simulator.offset)
    }

    /// The first step at which the two plays' content stands more than ``offsetTolerance`` apart, or `nil`: from there
    /// the same step is a different gesture (a finger that catches a spring in one play and content at rest in the
    /// other, a scroll that starts from another place), so the plays are compared up to it.
    static func firstApart(_ given: [Outcome.Standing?], _ other: [Outcome.Standing?]) -> Int? {
        (0..<min(given.count, other.count)).first { index in
            guard let mine = given[index], let theirs = other[index] else { return false }
            return mine.isApart(from: theirs, tolerance: offsetTolerance)
        }
    }

    /// Whether an edge shows the picture of something over or sliding: an answer waiting for the minimum refreshing
    /// time, a result, a second level opening or closing.
    static func showsAPicture(_ simulator: ScrollSimulator) -> Bool {
        RefreshEdge.allCases.contains { edge in
            switch simulator.state(edge) {
            case .refreshing: !simulator.controller.isRefreshing(edge)
            case .finishing, .secondLevelOpening, .secondLevelClosing: true
            default: false
            }
        }
    }

    /// The slowest frame rate a variant compares (30 Hz): events the frames sample may move by up to one of its frames.
    package static let longestFrame = 1.0 / 30

    /// The index of the first step that an event whose time the frames sample can fall on the other side of, or under
    /// a finger in, at another frame rate; or `nil`. A trigger the content's own motion sets off is noticed at the next
    /// frame (as on a device: the host reports where the content is once a frame), and a scripted answer comes its
    /// delay after the trigger; at another frame rate either can come up to a frame (``longestFrame``) earlier or
    /// later: on the other side of a step that starts then (a touch before or after a failure is a retry or not), or
    /// at another point of a drag (a page that lands under the finger moves the end the rubber band counts from).
    /// Events at a step's own start are that step's, not sampled.
    package static func sampledNear(_ trace: Trace, steps: [Double]) -> Int? {
        var first: Int?
        var fingerDown = false
        func cut(_ index: Int) { first = min(first ?? index, index) }
        for entry in trace.entries {
            switch entry.event {
            case .fingerDown: fingerDown = true
            case .fingerUp: fingerDown = false
            case .ended, .command(.trigger(_, .reachingEnd)), .command(.trigger(_, .threshold)):
                let time = entry.time
                guard !steps.contains(where: { abs($0 - time) < 1e-9 }) else { continue }
                if let near = steps.indices.first(where: { abs(steps[$0] - time) < longestFrame }) { cut(near) }
                if fingerDown, let during = steps.lastIndex(where: { $0 < time }) { cut(during) }
            default:
                break
            }
        }
        return first
    }

    /// Lets a play come to rest the same way whatever its durations: the finger lifts without a fling if it is down,
    /// then time runs, frame by frame, until nothing moves, no inset animates and no load or tick is pending (or
    /// ``settleLimit`` has passed). Loads the scenario does not end stay unended: a scripted loader still answers, an
    /// explicit `end` that was not played is not made up.
    package static func settle(_ simulator: inout ScrollSimulator) {
        let start = simulator.now
        repeat {
            if simulator.isDragging { simulator.release(velocity: 0) }
            // One frame first: content left beyond an edge by a step starts its bounce on the next frame.
            simulator.step()
            simulator.waitUntilSettled(limit: settleLimit - (simulator.now - start))
        } while !isQuiet(simulator) && simulator.now - start < settleLimit
    }

    /// Whether nothing will happen without a new input: the finger up, the content still, every inset shown as asked,
    /// no deadline and no load in flight.
    package static func isQuiet(_ simulator: ScrollSimulator) -> Bool {
        let controller = simulator.controller
        return !simulator.isDragging && !simulator.isMoving && controller.nextDeadline == nil
            && simulator.loadsInFlight == 0 && !insetsAnimate(simulator)
    }

    /// Whether `step` touches down while the library moves the content: an extra inset animates (content resting
    /// against it follows it), a scroll the library asked for runs until `scrollEnd`, or the content springs back
    /// towards a rest an extra inset the library changed since the release has moved (a result held, or collapsed at
    /// once). Where the finger catches the content, and how far past the inset in place, then depends on durations
    /// and frame rates by nature.
    package static func catchesLibraryMotion(
        _ step: Scenario.Step,
        in simulator: ScrollSimulator,
        scrollEnd: Double
    ) -> Bool {
        switch step {
        case .drag where !simulator.isDragging, .samples:
            break
        case .scrollTo, .wheel, .viewport, .inset, .content, .prepend:
            // The host's own change lands on content the library is moving (an animating inset, a spring back towards
            // a rest one moved, a scroll it asked for): a scroll computed by the play as given, relative to the extent
            // shown then, or new ends (a rotation, a keyboard, new content) under content still on its way.
            return insetsAnimate(simulator) || simulator.now < scrollEnd || simulator.isSpringingBack
        default:
            return false
        }
        return insetsAnimate(simulator) || simulator.now < scrollEnd || simulator.springsBackTowardAMovedRest
    }

    /// Whether `step` is the host's own scroll (to an offset, or by a wheel's distance): where it lands is compared.
    static func isHostScroll(_ step: Scenario.Step) -> Bool {
        switch step {
        case .scrollTo, .wheel: true
        default: false
        }
    }

    /// Whether an extra inset is still on its way to what the controller asked for.
    static func insetsAnimate(_ simulator: ScrollSimulator) -> Bool {
        RefreshEdge.allCases.contains { simulator.extraInsets[$0] != simulator.controller.extraInsets[$0] }
    }

    /// The triggers of the layout at time 0, which a simulator makes as it is created, before it can be asked to
    /// collect actions: only an end that the layout puts in its prefetch zone triggers then (`reachingEnd`), at most
    /// once per edge, in the edges' order.
    package static func layoutTriggers(_ simulator: ScrollSimulator) -> [Trigger] {
        RefreshEdge.allCases.filter { simulator.triggerCount($0) > 0 }.map { Trigger($0, .reachingEnd) }
    }

    /// Takes the triggers among the actions the simulator applied since the last call, and when the last scroll the
    /// library asked for ends (counted from now: at most later than it does).
    static func collect(_ simulator: inout ScrollSimulator, into triggers: inout [Trigger], scrollEnd: inout Double) {
        for action in simulator.takeCommands() {
            switch action {
            case .trigger(let edge, let cause): triggers.append(Trigger(edge, cause))
            case .scroll(_, let duration) where duration > 0: scrollEnd = max(scrollEnd, simulator.now + duration)
            default: break
            }
        }
    }
}

extension Scenario {
    /// The scenario with only its first `count` steps.
    package func prefix(_ count: Int) -> Scenario {
        var shorter = self
        shorter.steps = Array(steps.prefix(count))
        return shorter
    }
}

import HeadlessRefresh

/// Generates random controller scripts: random configurations of all four edges and both axes, and input
/// sequences with geometry jitter and jumps, drags and releases, taps, begins and ends, enable/disable,
/// no-more-data, suspend/resume, content changes, and NaN, infinite and negative values. The inputs are mostly ones
/// a host would send, at times that move on; about 3 % misuse the controller on purpose (a time that went backwards
/// or is not finite, a broken geometry, an input about an edge that cannot take it).
public struct ScriptGenerator<Source: RandomSource> {
    /// Where the choices come from.
    public var source: Source

    /// Creates a generator over a source of choices.
    public init(source: Source) {
        self.source = source
    }

    /// A script of `length` inputs, with a settle about every 60 inputs and one at the end.
    ///
    /// The generator plays a host that watches the controller it drives (a copy of it, run as the script grows): an
    /// input about one edge mostly goes to an edge where a host would send it (an end to a loading edge, a tap to an
    /// edge with a button), and now and then to any edge, misuse the controller must ignore and report.
    public mutating func script(length: Int) -> ControllerScript {
        let edges = RefreshEdge.allCases.map { _ in source.chance(0.6) ? configuration() : nil }
        let exclusivity = source.pick([
            RefreshController.Exclusivity.oppositeEdges, .oppositeEdges, .noEdges, .allEdges,
        ])
        var script = ControllerScript(edges: edges, exclusivity: exclusivity, steps: [])
        var host = ControllerChecker(script)
        host.checksRules = false
        var world = World(source: &source)
        script.steps.reserveCapacity(length + length / 50 + 1)
        func add(_ step: ControllerScript.Step) {
            script.steps.append(step)
            _ = host.perform(step)
            world.noteAnswer(to: step, from: host.controller, actions: host.actions)
        }
        for _ in 0..<length {
            if source.below(60) == 0 {
                add(.settle)
                world.isDragging = false
                // The settle moves the clock on; the host's inputs continue after its end, not before it.
                world.now += ControllerChecker.longestSettle
            }
            if source.below(150) == 0 {
                // The host reconfigures an edge or the exclusivity while the controller runs.
                let edge = source.pick(RefreshEdge.allCases)
                let input: RefreshInput =
                    source.chance(0.7)
                    ? .configure(edge, configuration())
                    : .setExclusivity(source.pick([.oppositeEdges, .noEdges, .allEdges]))
                add(.input(input, now: world.now))
            }
            add(world.step(source: &source, seeing: host.controller))
        }
        script.steps.append(.settle)
        return script
    }

    /// A random edge configuration, sometimes with values that cannot work.
    mutating func configuration() -> EdgeConfiguration {
        var configuration = source.pick([EdgeConfiguration.header, .footer, .side])
        var triggers = RefreshTriggers([])
        triggers.release = source.chance(0.5)
        triggers.threshold = source.chance(0.25)
        triggers.tap = source.chance(0.4)
        if source.chance(0.5) { triggers.reachingEndPrefetch = source.double(in: -50...400) }
        configuration.triggers = triggers
        configuration.style = source.chance(0.15) ? .action : .holding
        configuration.triggerDistance =
            source.chance(0.05) ? source.pick([0, -5, .nan, .infinity]) : source.double(in: 1...150)
        configuration.refreshingExtent = source.chance(0.03) ? -10 : source.double(in: 0...100)
        configuration.restingExtent = source.chance(0.7) ? 0 : source.double(in: 0...60)
        configuration.revealDuration = source.pick([0, 0.1, 0.25])
        configuration.minimumRefreshingDuration = source.pick([0, 0, 0.3, 1])
        configuration.resultHold = ResultHold(
            success: source.pick([0, 0.5]),
            failure: source.pick([0, 1]),
            noMoreData: source.pick([0, 0.5, -1])
        )
        configuration.collapseDuration = source.pick([0, 0.25, 0.3, .nan])
        configuration.autoTriggerLimit = source.pick([nil, 0, 1, 1, 2, 3, -1])
        configuration.triggersWhenContentIsShort = source.chance(0.8)
        configuration.resetsOppositeNoMoreData = source.chance(0.5)
        configuration.isEnabled = source.chance(0.9)
        if source.chance(0.2) {
            configuration.hiddenWhen = HidingConditions(HidingCondition.allCases.filter { _ in source.chance(0.5) })
        }
        if source.chance(0.1) { configuration.maximumPull = source.pick([-1, 80, 150, 300]) }
        // Loading by the items in view (issue 30), with a budget of automatic loads now and then.
        if source.chance(0.3) { configuration.triggers.itemPrefetch = source.pick([0, 2, 5, -1]) }
        if source.chance(0.2) { configuration.automaticLoadBudget = source.pick([0, 1, 2, 3, -1]) }
        if source.chance(0.3) {
            configuration.secondLevel = SecondLevel(
                triggerDistance: source.pick([configuration.triggerDistance * 1.5, 200, 0, .nan]),
                openExtent: source.pick([nil, 300, -5]),
                closeDistance: source.pick([40, 80]),
                velocityThreshold: source.pick([nil, 1500, 3000, -1]),
                openDuration: source.pick([0, 0.4]),
                closeDuration: source.pick([0, 0.3])
            )
        }
        return configuration
    }
}

/// The host the generator pretends to be: a geometry that moves in plausible and implausible ways, a clock,
/// and the finger.
struct World {
    var geometry: ScrollViewGeometry
    var now = 0.0
    var isDragging = false
    /// The edges the controller told the host to load at (a trigger of a holding edge) whose load the host has not
    /// ended yet.
    var loads: Set<RefreshEdge> = []
    /// The items the host last showed, for a host that reports them (a row's `onAppear`, `willDisplay`).
    var shown = VisibleItems(first: 0, last: 5, count: 20)

    init<Source: RandomSource>(source: inout Source) {
        let axis = source.chance(0.5) ? ScrollAxis.vertical : .horizontal
        let viewport = ScrollSize(width: source.double(in: 100...1000), height: source.double(in: 100...1000))
        let content = ScrollSize(width: source.double(in: 0...3000), height: source.double(in: 0...3000))
        let inset = ScrollInsets(
            top: source.double(in: 0...100),
            left: source.double(in: 0...20),
            bottom: source.double(in: 0...50),
            right: source.double(in: 0...20)
        )
        geometry = ScrollViewGeometry(
            contentOffset: ScrollPoint(x: -inset.left, y: -inset.top),
            contentSize: content,
            viewportSize: viewport,
            contentInset: inset,
            axis: axis
        )
    }

    /// The next input, at the next time; `host` is the controller as the inputs so far left it.
    mutating func step<Source: RandomSource>(
        source: inout Source,
        seeing host: RefreshController
    ) -> ControllerScript.Step {
        let previous = now
        advanceClock(source: &source)
        let time = misusedTime(after: previous, source: &source) ?? now
        let input: RefreshInput
        switch source.below(100) {
        case 0..<25: input = .geometry(jitter(source: &source))
        case 25..<30: input = .visibleItems(items(source: &source))
        case 30..<40: input = .geometry(pull(source: &source))
        case 40..<44: input = .geometry(jump(source: &source))
        case 44..<49: input = .geometry(resize(source: &source))
        case 49: input = .geometry(broken(source: &source))
        case 50..<56:
            isDragging = true
            input = .dragBegan
        case 56..<62:
            isDragging = false
            input = .dragEnded(velocity: velocity(source: &source))
        default: input = edgeInput(source: &source, seeing: host) ?? .geometry(jitter(source: &source))
        }
        return .input(input, now: time)
    }

    /// Moves the host's clock on: mostly by a frame, sometimes by a pause; never back.
    private mutating func advanceClock<Source: RandomSource>(source: inout Source) {
        switch source.below(100) {
        case 0..<10: break  // the same instant
        case 10..<70: now += 1.0 / 120
        case 70..<90: now += source.double(in: 0.05...1)
        case 90..<99: now += source.double(in: 1...6)
        default: now += 60
        }
    }

    /// About one input in a hundred carries a time the host got wrong, on purpose: earlier than the `previous` input's
    /// (a clock that steps back) or not finite. The controller must reject or adjust it without harm. The host's clock
    /// itself does not step back, so the inputs after it carry sound times again.
    private mutating func misusedTime<Source: RandomSource>(after previous: Double, source: inout Source) -> Double? {
        switch source.below(1000) {
        case 0..<7: previous - source.double(in: 0.001...0.5)
        case 7..<10: source.pick([Double.nan, .infinity, -.infinity])
        default: nil
        }
    }

    private mutating func jitter<Source: RandomSource>(source: inout Source) -> ScrollViewGeometry {
        geometry.contentOffset.y += source.double(in: -30...30)
        geometry.contentOffset.x += source.double(in: -30...30)
        return geometry
    }

    private mutating func pull<Source: RandomSource>(source: inout Source) -> ScrollViewGeometry {
        let amount = source.chance(0.2) ? source.double(in: -400 ... -50) : source.double(in: -20...250)
        geometry.contentOffset = geometry.offset(revealing: amount, at: source.pick(RefreshEdge.allCases))
        return geometry
    }

    private mutating func jump<Source: RandomSource>(source: inout Source) -> ScrollViewGeometry {
        geometry.contentOffset.y = source.double(in: -300...(geometry.contentSize.height + 300))
        geometry.contentOffset.x = source.double(in: -300...(geometry.contentSize.width + 300))
        return geometry
    }

    private mutating func resize<Source: RandomSource>(source: inout Source) -> ScrollViewGeometry {
        if source.chance(0.7) {
            geometry.contentSize.height = max(0, geometry.contentSize.height + source.double(in: -200...1000))
            geometry.contentSize.width = max(0, geometry.contentSize.width + source.double(in: -200...1000))
        } else if source.chance(0.5) {
            geometry.contentInset.top = source.double(in: 0...100)
            geometry.contentInset.bottom = source.double(in: 0...100)
        } else {
            geometry.viewportSize.height = source.double(in: 50...1200)
        }
        return geometry
    }

    /// A geometry with a NaN, infinite or negative value; the world's own geometry stays usable.
    private mutating func broken<Source: RandomSource>(source: inout Source) -> ScrollViewGeometry {
        var bad = geometry
        let value = source.pick([Double.nan, .infinity, -.infinity, -1, -1e9, .greatestFiniteMagnitude])
        switch source.below(5) {
        case 0: bad.contentOffset.y = value
        case 1: bad.contentSize.height = value
        case 2: bad.viewportSize.width = value
        case 3: bad.contentInset.top = value
        default: bad.contentOffset.x = value
        }
        return bad
    }

    /// The items in view after a scroll by a few rows either way, the same rows again (SwiftUI's `onAppear` firing
    /// twice), a jump to either end (the keyboard's Home and End), a list that grew or was replaced; now and then a
    /// report that describes no list, which the controller must ignore.
    private mutating func items<Source: RandomSource>(source: inout Source) -> VisibleItems {
        if source.chance(0.03) {
            return source.pick([
                VisibleItems(first: -1, last: 2, count: 10), VisibleItems(first: 4, last: 3, count: 10),
                VisibleItems(first: 0, last: 10, count: 10), VisibleItems(first: 0, last: 0, count: 0),
            ])
        }
        var count = shown.count
        switch source.below(10) {
        case 0: count += source.pick([1, 2, 20])
        case 1: count = source.pick([1, 3, 20, 40])
        default: break
        }
        let span = shown.last - shown.first
        var first: Int
        switch source.below(10) {
        case 0..<2: first = shown.first
        case 2: first = source.chance(0.5) ? 0 : count - 1 - span
        default: first = shown.first + source.below(7) - 2
        }
        first = min(max(first, 0), max(count - 1 - span, 0))
        shown = VisibleItems(first: first, last: min(first + span, count - 1), count: count)
        return shown
    }

    private mutating func velocity<Source: RandomSource>(source: inout Source) -> ScrollPoint {
        if source.chance(0.03) { return ScrollPoint(x: .nan, y: .infinity) }
        return ScrollPoint(x: source.double(in: -5000...5000), y: source.double(in: -5000...5000))
    }
}

import HeadlessRefresh

/// Generates random controller scripts: random configurations of all four edges and both axes, and input
/// sequences with geometry jitter and jumps, drags and releases, taps, begins and ends in any order,
/// enable/disable, no-more-data, suspend/resume, content changes, and NaN, infinite and negative values.
public struct ScriptGenerator<Source: RandomSource> {
    /// Where the choices come from.
    public var source: Source

    /// Creates a generator over a source of choices.
    public init(source: Source) {
        self.source = source
    }

    /// A script of `length` inputs, with a settle about every 60 inputs and one at the end.
    public mutating func script(length: Int) -> ControllerScript {
        let edges = RefreshEdge.allCases.map { _ in source.chance(0.6) ? configuration() : nil }
        let exclusivity = source.pick([RefreshController.Exclusivity.oppositeEdges, .oppositeEdges, .none, .allEdges])
        var world = World(source: &source)
        var steps: [ControllerScript.Step] = []
        steps.reserveCapacity(length + length / 50 + 1)
        for _ in 0..<length {
            if source.below(60) == 0 {
                steps.append(.settle)
                world.isDragging = false
            }
            if source.below(150) == 0 {
                // The host reconfigures an edge or the exclusivity while the controller runs.
                let edge = source.pick(RefreshEdge.allCases)
                let input: RefreshInput =
                    source.chance(0.7)
                    ? .configure(edge, configuration())
                    : .setExclusivity(source.pick([.oppositeEdges, .none, .allEdges]))
                steps.append(.input(input, now: world.now))
            }
            steps.append(world.step(source: &source))
        }
        steps.append(.settle)
        return ControllerScript(edges: edges, exclusivity: exclusivity, steps: steps)
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

    mutating func step<Source: RandomSource>(source: inout Source) -> ControllerScript.Step {
        advanceClock(source: &source)
        let input: RefreshInput
        switch source.below(100) {
        case 0..<30: input = .geometry(jitter(source: &source))
        case 30..<40: input = .geometry(pull(source: &source))
        case 40..<44: input = .geometry(jump(source: &source))
        case 44..<48: input = .geometry(resize(source: &source))
        case 48..<50: input = .geometry(broken(source: &source))
        case 50..<56:
            isDragging = true
            input = .dragBegan
        case 56..<62:
            isDragging = false
            input = .dragEnded(velocity: velocity(source: &source))
        case 62..<66: input = .tap(edge(source: &source))
        case 66..<71: input = .beginRefreshing(edge(source: &source), reveal: source.chance(0.7))
        case 71..<81: input = .endRefreshing(edge(source: &source), source.pick(RefreshResult.allCases))
        case 81..<83: input = .markNoMoreData(edge(source: &source))
        case 83..<86: input = .resetNoMoreData(edge(source: &source))
        case 86..<89: input = .setEnabled(edge(source: &source), source.chance(0.6))
        case 89..<91: input = .suspend
        case 91..<93: input = source.chance(0.5) ? .resume : .closeSecondLevel(edge(source: &source))
        case 93..<96: input = .performAccessibleAction(edge(source: &source))
        case 96: input = .setReducedMotion(source.chance(0.5))
        default: input = .tick
        }
        return .input(input, now: now)
    }

    private mutating func advanceClock<Source: RandomSource>(source: inout Source) {
        switch source.below(100) {
        case 0..<10: break  // the same instant
        case 10..<70: now += 1.0 / 120
        case 70..<90: now += source.double(in: 0.05...1)
        case 90..<97: now += source.double(in: 1...6)
        case 97..<99: now -= source.double(in: 0...0.5)  // a clock that steps back
        default: now += 60
        }
    }

    private mutating func edge<Source: RandomSource>(source: inout Source) -> RefreshEdge {
        source.pick(RefreshEdge.allCases)
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

    private mutating func velocity<Source: RandomSource>(source: inout Source) -> ScrollPoint {
        if source.chance(0.03) { return ScrollPoint(x: .nan, y: .infinity) }
        return ScrollPoint(x: source.double(in: -5000...5000), y: source.double(in: -5000...5000))
    }
}

import HeadlessRefresh

/// Every input the host fed the library, written as a `refresh-lab` scenario, so that `refresh-lab` can replay it:
/// if the host decided nothing itself, the replay gives the same triggers, causes, order and final states.
///
/// Scroll frames and touches become `samples` (`[t, offset, dragging]`); a change of the content's length, of the
/// viewport or of the host's own inset becomes its own step, and so do taps, begins, the ends of loads, enabling an
/// edge and marking or resetting its end of data. A step that is not a sample happens at the time of the last
/// sample before it, so the recorder closes the samples with one at that moment. Ticks are not recorded:
/// `refresh-lab` wakes itself at each deadline.
///
/// What the format cannot carry is counted in ``unrecorded`` and listed in the example's README: the motion of each
/// geometry (`ContentMotion`: `refresh-lab` replays samples as `.unknown`) and the release velocity the host
/// measured (`refresh-lab` takes the velocity of the last two samples).
struct ScenarioRecorder {
    /// The scenario's head: the scroll view and its edges at the first geometry.
    private let head: String
    private var steps: [String] = []
    private var samples: [String] = []
    private var lastSampleTime: Double?
    private var offset: Double
    private var contentLength: Double
    private var viewport: ScrollSize
    private var inset: ScrollInsets
    private var fingerDown = false
    /// Inputs the format has no step for, by name, with how many of each were fed.
    private(set) var unrecorded: [String: Int] = [:]
    /// Geometries fed with a motion other than `.unknown`: the format replays every sample as `.unknown`.
    private(set) var motionsDropped = 0
    /// Releases fed with a velocity: the format replays them with the velocity of the last two samples.
    private(set) var velocitiesDropped = 0

    /// The list's width: a vertical list's geometry has none, and refresh-lab wants one.
    private let width: Double

    /// Starts a scenario from the first geometry the host fed, with the edges configured as the host configured
    /// them, at `frameRate` frames a second; the list is `width` wide.
    init(
        first geometry: ScrollViewGeometry, width: Double, edges: [(RefreshEdge, EdgeConfiguration)], frameRate: Double
    ) {
        self.width = max(width, 1)
        offset = geometry.contentOffset.y
        contentLength = geometry.contentSize.height
        viewport = geometry.viewportSize
        inset = geometry.contentInset
        var members = [
            "\"axis\": \"vertical\"",
            "\"viewport\": [\(Self.number(self.width)), \(Self.number(viewport.height))]",
            "\"content\": [\(Self.number(self.width)), \(Self.number(contentLength))]",
            "\"frameRate\": \(Self.number(frameRate))",
        ]
        if inset != .zero { members.append("\"inset\": " + Self.object(inset)) }
        let lines = edges.map { edge, configuration in
            "    \"\(edge.name)\": {" + Self.fields(configuration).joined(separator: ", ") + "}"
        }
        members.append("\"edges\": {\n" + lines.joined(separator: ",\n") + "\n  }")
        head = members.map { "  " + $0 }.joined(separator: ",\n")
    }

    /// Records `input`, fed at `time` (seconds since the host started, never going back).
    mutating func record(_ input: RefreshInput, at time: Double) {
        switch input {
        case .geometry(let geometry):
            if geometry.motion != .unknown { motionsDropped += 1 }
            if geometry.contentSize.height != contentLength {
                contentLength = geometry.contentSize.height
                close(at: time)
                steps.append("{\"content\": \(Self.number(contentLength))}")
            }
            if geometry.viewportSize != viewport {
                viewport = geometry.viewportSize
                close(at: time)
                steps.append("{\"viewport\": [\(Self.number(width)), \(Self.number(viewport.height))]}")
            }
            if geometry.contentInset != inset {
                inset = geometry.contentInset
                close(at: time)
                steps.append("{\"inset\": " + Self.object(inset) + "}")
            }
            offset = geometry.contentOffset.y
            sample(at: time)
        case .dragBegan:
            fingerDown = true
            sample(at: time)
        case .dragEnded(let velocity):
            if velocity.y != 0 { velocitiesDropped += 1 }
            fingerDown = false
            sample(at: time)
        case .tap(let edge): step("{\"tap\": \"\(edge.name)\"}", at: time)
        case .beginRefreshing(let edge, let reveal):
            step("{\"begin\": \"\(edge.name)\", \"reveal\": \(reveal)}", at: time)
        case .endRefreshing(let edge, let result):
            step("{\"end\": \"\(edge.name)\", \"result\": \"\(result.name)\"}", at: time)
        case .markNoMoreData(let edge): step("{\"markNoMoreData\": \"\(edge.name)\"}", at: time)
        case .resetNoMoreData(let edge): step("{\"resetNoMoreData\": \"\(edge.name)\"}", at: time)
        case .setEnabled(let edge, let enabled):
            step("{\"enable\": \"\(edge.name)\", \"value\": \(enabled)}", at: time)
        case .suspend:
            step("{\"suspend\": true}", at: time)
            // refresh-lab's suspend lifts a finger that is down, as the host does right after.
            fingerDown = false
        case .resume: step("{\"resume\": true}", at: time)
        case .performAccessibleAction(let edge): step("{\"accessibleAction\": \"\(edge.name)\"}", at: time)
        case .closeSecondLevel(let edge): step("{\"closeSecondLevel\": \"\(edge.name)\"}", at: time)
        case .setReducedMotion(let reduced): step("{\"reducedMotion\": \(reduced)}", at: time)
        case .visibleItems(let items):
            step("{\"visible\": [\(items.first), \(items.last)], \"of\": \(items.count)}", at: time)
        case .tick:
            break
        case .configure, .setExclusivity:
            // The host never sends these; a host that did would write them with all of an edge's fields.
            unrecorded["\(input)", default: 0] += 1
        }
    }

    /// The scenario, its script ending at `time`: a last sample holds the list where it is until then.
    func json(endingAt time: Double) -> String {
        var copy = self
        copy.close(at: time)
        let body = copy.steps.map { "    " + $0 }.joined(separator: ",\n")
        return "{\n" + head + ",\n  \"steps\": [\n" + body + "\n  ]\n}\n"
    }

    // MARK: Steps

    private mutating func sample(at time: Double) {
        samples.append("[\(Self.number(time)), \(Self.number(offset)), \(fingerDown)]")
        lastSampleTime = time
    }

    private mutating func step(_ text: String, at time: Double) {
        close(at: time)
        steps.append(text)
    }

    /// Ends the open `samples` step with a sample at `time`, so that the next step happens then in the replay.
    private mutating func close(at time: Double) {
        if lastSampleTime.map({ $0 < time }) ?? true { sample(at: time) }
        steps.append("{\"samples\": [" + samples.joined(separator: ", ") + "]}")
        samples.removeAll(keepingCapacity: true)
    }

    // MARK: Writing

    /// A number as JSON writes it; the host's values are finite.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func object(_ inset: ScrollInsets) -> String {
        "{\"top\": \(number(inset.top)), \"left\": \(number(inset.left)), \"bottom\": \(number(inset.bottom)), "
            + "\"right\": \(number(inset.right))}"
    }

    /// Every field of an edge, so that the replay does not depend on the presets `refresh-lab` starts from.
    private static func fields(_ edge: EdgeConfiguration) -> [String] {
        var triggers: [String] = []
        if edge.triggers.release { triggers.append("\"release\"") }
        if edge.triggers.threshold { triggers.append("\"threshold\"") }
        if edge.triggers.reachingEndPrefetch != nil { triggers.append("\"reachingEnd\"") }
        if edge.triggers.tap { triggers.append("\"tap\"") }
        var fields = ["\"triggers\": [" + triggers.joined(separator: ", ") + "]"]
        if let prefetch = edge.triggers.reachingEndPrefetch { fields.append("\"prefetch\": \(number(prefetch))") }
        let hold = edge.resultHold
        fields += [
            "\"style\": \"\(edge.style == .holding ? "holding" : "action")\"",
            "\"distance\": \(number(edge.triggerDistance))",
            "\"extent\": \(number(edge.refreshingExtent))",
            "\"resting\": \(number(edge.restingExtent))",
            "\"expand\": \(number(edge.revealDuration))",
            "\"minimumRefreshing\": \(number(edge.minimumRefreshingDuration))",
            "\"resultHold\": {\"success\": \(number(hold.success)), \"failure\": \(number(hold.failure)), "
                + "\"noMoreData\": \(number(hold.noMoreData))}",
            "\"collapse\": \(number(edge.collapseDuration))",
            "\"autoTriggerLimit\": " + (edge.autoTriggerLimit.map { String($0) } ?? "null"),
            "\"loadsWhenShort\": \(edge.triggersWhenContentIsShort)",
            "\"resetsOpposite\": \(edge.resetsOppositeNoMoreData)",
            "\"enabled\": \(edge.isEnabled)",
            "\"maxPull\": " + (edge.maximumPull.map(number) ?? "null"),
        ]
        return fields
    }
}

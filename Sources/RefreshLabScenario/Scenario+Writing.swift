import HeadlessRefresh
import HeadlessRefreshSimulation

/// Writing a scenario file: what a checker that found a failing sequence prints, so that `refresh-lab` replays it.
///
/// The file reads back as the same scenario (`Scenario(json: scenario.json) == scenario`): numbers are written with
/// every digit they need, and each edge lists only the fields that differ from what it starts from (the base in
/// `edges`, the configuration before the step in a `configure` step).
extension Scenario {
    /// The scenario as a file: one field a line, one step a line. Without a host, each step starts with its time
    /// (`{"at": 1.25, "tap": "bottom"}`), and a number that is not finite, which JSON cannot hold, is written as it
    /// prints (`nan`): the file does not read.
    package var json: String {
        var members = ["\"axis\": \"" + (axis == .vertical ? "vertical" : "horizontal") + "\""]
        if simulatesHost {
            members += ["\"viewport\": " + Self.pair(viewport), "\"content\": " + Self.pair(content)]
            if inset != .zero { members.append("\"inset\": " + Self.object(inset)) }
            if frameRate != 120 { members.append("\"frameRate\": " + Self.number(frameRate)) }
        } else {
            members.insert("\"host\": \"none\"", at: 0)
        }
        if exclusivity != .oppositeEdges {
            members.append("\"exclusivity\": " + Self.name(of: exclusivity, in: Self.exclusivityNames))
        }
        let configured = RefreshEdge.allCases.compactMap { edge in edges[edge].map { (edge, $0) } }
        if !configured.isEmpty {
            let lines = configured.map { edge, configuration in
                "    \"\(edge.name)\": {"
                    + Self.fields(configuration, for: edge, over: nil).joined(separator: ", ") + "}"
            }
            members.append("\"edges\": {\n" + lines.joined(separator: ",\n") + "\n  }")
        }
        let loaded = RefreshEdge.allCases.compactMap { edge in loader[edge].map { (edge, $0) } }
        if !loaded.isEmpty {
            let lines = loaded.map { edge, responses in
                "    \"\(edge.name)\": [" + responses.map(Self.response).joined(separator: ", ") + "]"
            }
            members.append("\"loader\": {\n" + lines.joined(separator: ",\n") + "\n  }")
        }
        var current = edges
        let stepLines = steps.map { "    " + Self.step($0, axis: axis, configurations: &current) }
        members.append("\"steps\": [" + (stepLines.isEmpty ? "]" : "\n" + stepLines.joined(separator: ",\n") + "\n  ]"))
        return "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
    }

    /// One step as an object; `configurations` follows the edges as the steps change them.
    private static func step(
        _ step: Step,
        axis: ScrollAxis,
        configurations: inout [RefreshEdge: EdgeConfiguration]
    ) -> String {
        func edge(_ action: String, _ edge: RefreshEdge) -> String { "{\"\(action)\": \"\(edge.name)\"}" }
        switch step {
        case .drag(let distance, let duration):
            return "{\"drag\": \(number(distance)), \"duration\": \(number(duration))}"
        case .release(let velocity): return "{\"release\": \(number(velocity))}"
        case .wait(let seconds): return "{\"wait\": \(number(seconds))}"
        case .tap(let target): return edge("tap", target)
        case .begin(let target, let reveal):
            return reveal ? edge("begin", target) : "{\"begin\": \"\(target.name)\", \"reveal\": false}"
        case .end(let target, let result): return "{\"end\": \"\(target.name)\", \"result\": \"\(result.name)\"}"
        case .content(let length): return "{\"content\": \(number(length))}"
        case .scrollTo(let offset): return "{\"scrollTo\": \(number(offset))}"
        case .wheel(let distance): return "{\"wheel\": \(number(distance))}"
        case .suspend: return "{\"suspend\": true}"
        case .resume: return "{\"resume\": true}"
        case .enable(let target, let enabled):
            configurations[target]?.isEnabled = enabled
            return "{\"enable\": \"\(target.name)\", \"value\": \(enabled)}"
        case .samples(let samples):
            let items = samples.map { "[\(number($0.time)), \(number($0.offset)), \($0.isDragging)]" }
            return "{\"samples\": [" + items.joined(separator: ", ") + "]}"
        case .closeSecondLevel(let target): return edge("closeSecondLevel", target)
        case .accessibleAction(let target): return edge("accessibleAction", target)
        case .reducedMotion(let reduced): return "{\"reducedMotion\": \(reduced)}"
        case .configure(let target, let configuration):
            let before = configurations[target]
            configurations[target] = configuration
            return (["\"configure\": \"\(target.name)\""] + fields(configuration, for: target, over: before)).object
        case .viewport(let size): return "{\"viewport\": " + pair(size) + "}"
        case .inset(let inset):
            // Every side: the reader keeps a side the step does not name.
            return "{\"inset\": " + RefreshEdge.allCases.map { "\"\($0.name)\": \(number(inset[$0]))" }.object + "}"
        case .prepend(let length): return "{\"prepend\": \(number(length))}"
        case .exclusivity(let rule): return "{\"exclusivity\": " + name(of: rule, in: exclusivityNames) + "}"
        case .resetNoMoreData(let target): return edge("resetNoMoreData", target)
        case .markNoMoreData(let target): return edge("markNoMoreData", target)
        case .visibleItems(let items):
            return "{\"visible\": [\(items.first), \(items.last)], \"of\": \(items.count)}"
        case .send(let input, let time):
            let member = send(input, axis: axis, configurations: &configurations)
            return "{\"at\": \(number(time)), " + member.dropFirst()
        }
    }

    /// The step without a host that sends `input`, as an object: the simulated step's for a host's command, the
    /// input's own name for what the simulator sends by itself.
    private static func send(
        _ input: RefreshInput,
        axis: ScrollAxis,
        configurations: inout [RefreshEdge: EdgeConfiguration]
    ) -> String {
        switch input {
        case .geometry(let geometry):
            var members = [
                "\"offset\": [\(number(geometry.contentOffset.x)), \(number(geometry.contentOffset.y))]",
                "\"content\": " + pair(geometry.contentSize), "\"viewport\": " + pair(geometry.viewportSize),
            ]
            if geometry.contentInset != .zero { members.append("\"inset\": " + object(geometry.contentInset)) }
            if geometry.axis != axis {
                members.append("\"axis\": \"" + (geometry.axis == .vertical ? "vertical" : "horizontal") + "\"")
            }
            if geometry.motion != .unknown { members.append("\"motion\": \"\(geometry.motion.name)\"") }
            return "{\"geometry\": " + members.object + "}"
        case .dragBegan: return "{\"dragBegan\": true}"
        case .dragEnded(let velocity): return "{\"dragEnded\": [\(number(velocity.x)), \(number(velocity.y))]}"
        case .tick: return "{\"tick\": true}"
        case .tap(let edge): return step(.tap(edge), axis: axis, configurations: &configurations)
        case .beginRefreshing(let edge, let reveal):
            return step(.begin(edge, reveal: reveal), axis: axis, configurations: &configurations)
        case .endRefreshing(let edge, let result):
            return step(.end(edge, result), axis: axis, configurations: &configurations)
        case .markNoMoreData(let edge): return step(.markNoMoreData(edge), axis: axis, configurations: &configurations)
        case .resetNoMoreData(let edge):
            return step(.resetNoMoreData(edge), axis: axis, configurations: &configurations)
        case .setEnabled(let edge, let enabled):
            return step(.enable(edge, enabled), axis: axis, configurations: &configurations)
        case .suspend: return step(.suspend, axis: axis, configurations: &configurations)
        case .resume: return step(.resume, axis: axis, configurations: &configurations)
        case .closeSecondLevel(let edge):
            return step(.closeSecondLevel(edge), axis: axis, configurations: &configurations)
        case .configure(let edge, let configuration):
            return step(.configure(edge, configuration), axis: axis, configurations: &configurations)
        case .setExclusivity(let rule): return step(.exclusivity(rule), axis: axis, configurations: &configurations)
        case .performAccessibleAction(let edge):
            return step(.accessibleAction(edge), axis: axis, configurations: &configurations)
        case .setReducedMotion(let reduced):
            return step(.reducedMotion(reduced), axis: axis, configurations: &configurations)
        case .visibleItems(let items):
            return step(.visibleItems(items), axis: axis, configurations: &configurations)
        }
    }

    /// The edge fields that turn `current` into `configuration`, as `"name": value` members; for an edge not
    /// configured yet (`current` is `nil`), over the base the reader starts it from, which `"style": "action"` picks:
    /// that field is written for an action edge even when nothing else differs from the base.
    static func fields(_ configuration: EdgeConfiguration, for edge: RefreshEdge, over current: EdgeConfiguration?)
        -> [String]
    {
        if let current { return fields(configuration, over: current) }
        let members = fields(configuration, over: base(for: edge, style: configuration.style))
        guard configuration.style == .action else { return members }
        return ["\"style\": \"action\""] + members
    }

    /// The edge fields that turn `base` into `configuration`, as `"name": value` members.
    static func fields(_ configuration: EdgeConfiguration, over base: EdgeConfiguration) -> [String] {
        var members: [String] = []
        func add(_ name: String, _ value: String) { members.append("\"\(name)\": " + value) }
        let new = configuration
        if new.style != base.style { add("style", new.style == .action ? "\"action\"" : "\"holding\"") }
        var triggers = base.triggers
        if new.triggers.elements.map(\.name) != base.triggers.elements.map(\.name) {
            add("triggers", "[" + new.triggers.elements.map { "\"" + $0.name + "\"" }.joined(separator: ", ") + "]")
            // The reader gives a new reachingEnd the prefetch the edge had, or 0.
            triggers = new.triggers
            if new.triggers.reachingEndPrefetch != nil {
                triggers.reachingEndPrefetch = base.triggers.reachingEndPrefetch ?? 0
            }
            if new.triggers.itemPrefetch != nil { triggers.itemPrefetch = base.triggers.itemPrefetch ?? 0 }
        }
        if let prefetch = new.triggers.reachingEndPrefetch, prefetch != triggers.reachingEndPrefetch {
            add("prefetch", number(prefetch))
        }
        if let prefetch = new.triggers.itemPrefetch, prefetch != triggers.itemPrefetch {
            add("itemPrefetch", String(prefetch))
        }
        if new.automaticLoadBudget != base.automaticLoadBudget {
            add("automaticLoadBudget", new.automaticLoadBudget.map(String.init) ?? "null")
        }
        let numbers: [(String, KeyPath<EdgeConfiguration, Double>)] = [
            ("distance", \.triggerDistance), ("extent", \.refreshingExtent), ("resting", \.restingExtent),
            ("minimumRefreshing", \.minimumRefreshingDuration), ("collapse", \.collapseDuration),
            ("expand", \.revealDuration),
        ]
        for (name, path) in numbers where new[keyPath: path] != base[keyPath: path] {
            add(name, number(new[keyPath: path]))
        }
        if new.resultHold != base.resultHold {
            let hold = new.resultHold
            add(
                "resultHold",
                hold.success == hold.failure && hold.failure == hold.noMoreData
                    ? number(hold.success)
                    : RefreshResult.allCases.map { "\"\($0.name)\": \(number(hold[$0]))" }.object)
        }
        if new.autoTriggerLimit != base.autoTriggerLimit {
            add("autoTriggerLimit", new.autoTriggerLimit.map(String.init) ?? "null")
        }
        if new.isEnabled != base.isEnabled { add("enabled", "\(new.isEnabled)") }
        if new.resetsOppositeNoMoreData != base.resetsOppositeNoMoreData {
            add("resetsOpposite", "\(new.resetsOppositeNoMoreData)")
        }
        if new.triggersWhenContentIsShort != base.triggersWhenContentIsShort {
            add("loadsWhenShort", "\(new.triggersWhenContentIsShort)")
        }
        if new.hiddenWhen != base.hiddenWhen {
            let names = hidingNames.filter { HidingConditions([$0.1]).isSubset(of: new.hiddenWhen) }
            add("hiddenWhen", "[" + names.map { "\"" + $0.0 + "\"" }.joined(separator: ", ") + "]")
        }
        if new.role != base.role {
            add("role", new.role.map { role in "\"" + roleNames.first { $0.1 == role }!.0 + "\"" } ?? "null")
        }
        if new.maximumPull != base.maximumPull { add("maxPull", new.maximumPull.map(number) ?? "null") }
        if new.secondLevel != base.secondLevel { add("secondLevel", new.secondLevel.map(secondLevel) ?? "null") }
        return members
    }

    private static func secondLevel(_ level: SecondLevel) -> String {
        var members = ["\"distance\": " + number(level.triggerDistance)]
        if let extent = level.openExtent { members.append("\"extent\": " + number(extent)) }
        members.append("\"closeDistance\": " + number(level.closeDistance))
        members.append("\"velocity\": " + (level.velocityThreshold.map(number) ?? "null"))
        members.append("\"open\": " + number(level.openDuration))
        members.append("\"close\": " + number(level.closeDuration))
        return members.object
    }

    private static func response(_ response: LoaderResponse) -> String {
        var members = ["\"after\": " + number(response.delay), "\"result\": \"\(response.result.name)\""]
        if response.appendedLength != 0 { members.append("\"append\": " + number(response.appendedLength)) }
        if response.prependedLength != 0 { members.append("\"prepend\": " + number(response.prependedLength)) }
        return members.object
    }

    private static func pair(_ size: ScrollSize) -> String { "[\(number(size.width)), \(number(size.height))]" }

    private static func object(_ inset: ScrollInsets) -> String {
        RefreshEdge.allCases.filter { inset[$0] != 0 }.map { "\"\($0.name)\": \(number(inset[$0]))" }.object
    }

    private static func name<T: Equatable>(of value: T, in names: [(String, T)]) -> String {
        "\"" + (names.first { $0.1 == value }?.0 ?? "") + "\""
    }

    /// A number that reads back as the same `Double`: whole numbers without a fraction, others with every digit
    /// they need.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

extension HidingConditions {
    /// Whether every condition set here is set in `other`.
    fileprivate func isSubset(of other: HidingConditions) -> Bool {
        (!contentIsEmpty || other.contentIsEmpty) && (!contentIsShort || other.contentIsShort)
            && (!noMoreData || other.noMoreData)
    }
}

extension [String] {
    /// The members as one JSON object on one line.
    fileprivate var object: String { "{" + joined(separator: ", ") + "}" }
}

extension RefreshTrigger {
    /// The trigger's name in scenario files.
    fileprivate var name: String {
        switch self {
        case .release: "release"
        case .threshold: "threshold"
        case .reachingEnd: "reachingEnd"
        case .tap: "tap"
        case .itemsInView: "itemsInView"
        }
    }
}

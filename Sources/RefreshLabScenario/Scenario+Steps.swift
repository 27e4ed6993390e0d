import HeadlessRefresh
import HeadlessRefreshSimulation

/// Reading the `steps` array: one action per step object, with its companion fields.
extension Scenario {
    /// The longest script accepted, in simulated seconds: one hour. Frames cost time, and a run keeps every frame
    /// when an SVG is asked for, so a longer script is rejected at the step that passes the limit. A scenario without
    /// a host steps no frames and has no limit.
    package static let maximumDuration = 3600.0

    /// Each step's action field, and the fields that may go with it: a `configure` step takes an edge's fields.
    package static let stepFields: [(action: String, companions: [String])] = [
        ("drag", ["duration"]), ("release", []), ("wait", []), ("tap", []), ("begin", ["reveal"]), ("end", ["result"]),
        ("content", []), ("scrollTo", []), ("suspend", []), ("resume", []), ("enable", ["value"]),
        ("samples", []), ("closeSecondLevel", []), ("accessibleAction", []), ("reducedMotion", []),
        ("configure", edgeFields), ("viewport", []), ("inset", []), ("prepend", []), ("exclusivity", []),
        ("resetNoMoreData", []), ("markNoMoreData", []), ("wheel", []), ("geometry", []), ("dragBegan", []),
        ("dragEnded", []), ("tick", []), ("visible", ["of"]),
    ]

    /// The steps that need the simulated scroll view: a finger, the content and the viewport are its own.
    package static let simulatorSteps: Set<String> = [
        "drag", "release", "content", "scrollTo", "samples", "viewport", "inset", "prepend", "wheel",
    ]
    /// The steps only a scenario without a host takes: the inputs the simulator sends by itself.
    package static let hostInputSteps: Set<String> = ["geometry", "dragBegan", "dragEnded", "tick"]
    /// The field that gives a step's time in a scenario without a host, in seconds since the start.
    package static let timeField = "at"
    /// The fields of a `geometry` step's object.
    package static let geometryFields = ["offset", "content", "viewport", "inset", "axis", "motion"]
    /// The values of a geometry's `motion`.
    package static let motionNames = ContentMotion.allCases.map { ($0.name, $0) }

    /// Reads the steps. The edges, the exclusivity and the inset must be read already: a `configure` step applies its
    /// fields over the edge's configuration as the steps before it leave it, and an `inset` step over the inset.
    mutating func readSteps(_ value: JSONValue) throws(ScenarioError) {
        var reading = StepReading(axis: axis, edges: edges, inset: inset, simulatesHost: simulatesHost)
        // The clock as the steps move it, so a replay cannot start before the step that holds it.
        var clock = 0.0
        for (index, element) in try value.array(at: "steps").enumerated() {
            let path = "steps[\(index)]"
            guard let step = try reading.step(element, at: path, clock: &clock) else { continue }
            guard simulatesHost else {
                steps.append(step)
                continue
            }
            clock = step.clock(after: clock)
            let field: String
            switch step {
            case .drag: field = path + ".duration"
            case .wait: field = path + ".wait"
            case .samples(let samples): field = path + ".samples[\(samples.count - 1)][0]"
            default: field = path
            }
            guard clock <= Self.maximumDuration else {
                let limit = Self.maximumDuration.decimalText()
                throw ScenarioError(
                    path: field,
                    message: "the scenario would run \(clock.decimalText()) s, longer than the limit of \(limit) s"
                )
            }
            steps.append(step)
        }
    }

    /// Adds `steps` at the end of the script.
    package mutating func append(contentsOf steps: [Step]) {
        self.steps += steps
    }
}

extension Scenario.Step {
    /// The simulated time after this step, from `clock` before it: a drag and a wait run their time, replayed
    /// samples run to their last sample's time, an input sent without a host is sent at its own.
    func clock(after clock: Double) -> Double {
        switch self {
        case .drag(_, let duration): clock + duration
        case .wait(let seconds): clock + seconds
        case .samples(let samples): max(clock, samples.last?.time ?? clock)
        case .send(_, let time): time
        default: clock
        }
    }
}

/// What the steps read so far leave in place: each edge's configuration and the host's inset, for the steps that
/// change them in part.
private struct StepReading {
    let axis: ScrollAxis
    var edges: [RefreshEdge: EdgeConfiguration]
    var inset: ScrollInsets
    /// Whether the scenario has the simulated host; without it, each step is an input sent at its time.
    let simulatesHost: Bool

    /// The step `value` holds, or `nil` for a wait without a host, which only moves `clock` (the time an input without
    /// a time of its own is sent at).
    mutating func step(_ value: JSONValue, at path: String, clock: inout Double) throws(ScenarioError)
        -> Scenario.Step?
    {
        guard case .object(let members) = value else { throw ScenarioError(path: path, message: "expected an object") }
        let stepFields = Scenario.stepFields
        let actions = members.map(\.key).filter { key in stepFields.contains { $0.action == key } }
        guard let action = actions.first else {
            let names = stepFields.map { "\"" + $0.action + "\"" }.joined(separator: ", ")
            throw ScenarioError(path: path, message: "expected one of " + names)
        }
        guard actions.count == 1 else {
            throw ScenarioError(path: path, message: "\"\(action)\" and \"\(actions[1])\" cannot share a step")
        }
        let companions = stepFields.first { $0.action == action }!.companions
        let timed = action != "wait"
        let fields = try ObjectFields(value, path: path, allowed: [action] + companions + [Scenario.timeField])
        let argument = fields[action]!
        let argumentPath = fields.path(action)
        if simulatesHost && Scenario.hostInputSteps.contains(action) {
            throw ScenarioError(
                path: argumentPath,
                message: "needs \"host\": \"none\": the simulator sends its own geometry, touches and ticks")
        }
        if !simulatesHost && Scenario.simulatorSteps.contains(action) {
            throw ScenarioError(
                path: argumentPath, message: "needs the simulated scroll view, not \"host\": \"none\"")
        }
        if let time = fields[Scenario.timeField] {
            let timePath = fields.path(Scenario.timeField)
            guard !simulatesHost else {
                throw ScenarioError(path: timePath, message: "needs \"host\": \"none\": a simulated step runs in turn")
            }
            guard timed else { throw ScenarioError(path: timePath, message: "a wait has no time of its own") }
            // Any finite time, earlier ones too: a host's clock that stepped back, which the controller reports.
            clock = try time.number(at: timePath)
        }
        guard simulatesHost else {
            if action == "wait" {
                clock += try argument.number(at: argumentPath, .nonNegative)
                return nil
            }
            return .send(try input(action, argument, fields, at: argumentPath), at: clock)
        }
        switch action {
        case "drag":
            let distance = try argument.number(at: argumentPath)
            let duration = try fields.required("duration").number(at: fields.path("duration"), .nonNegative)
            return .drag(distance, duration: duration)
        case "release":
            return .release(try argument.number(at: argumentPath))
        case "wait":
            return .wait(try argument.number(at: argumentPath, .nonNegative))
        case "content":
            return .content(try argument.number(at: argumentPath, .nonNegative))
        case "scrollTo":
            return .scrollTo(try argument.number(at: argumentPath))
        case "wheel":
            return .wheel(try argument.number(at: argumentPath))
        case "viewport":
            return .viewport(try Scenario.size(argument, at: argumentPath, .positive))
        case "inset":
            inset = try Scenario.inset(argument, at: argumentPath, over: inset)
            return .inset(inset)
        case "prepend":
            return .prepend(try argument.number(at: argumentPath, .nonNegative))
        case "samples":
            return .samples(try Self.samples(argument, at: argumentPath, clock: clock))
        default:
            return Self.step(for: try input(action, argument, fields, at: argumentPath))
        }
    }

    /// The input a step other than the simulator's own sends: a host's command (`tap`, `configure`…), or, without a
    /// host, an input the simulator would send by itself (`geometry`, `dragBegan`, `dragEnded`, `tick`).
    private mutating func input(
        _ action: String,
        _ argument: JSONValue,
        _ fields: ObjectFields,
        at path: String
    ) throws(ScenarioError) -> RefreshInput {
        switch action {
        case "tap":
            return .tap(try argument.edge(at: path))
        case "begin":
            let reveal = try fields["reveal"]?.bool(at: fields.path("reveal")) ?? true
            return .beginRefreshing(try argument.edge(at: path), reveal: reveal)
        case "end":
            let result = try fields["result"]?.result(at: fields.path("result")) ?? .success
            return .endRefreshing(try argument.edge(at: path), result)
        case "suspend", "resume", "dragBegan", "tick":
            guard argument == .bool(true) else { throw ScenarioError(path: path, message: "expected true") }
            let inputs: [String: RefreshInput] = [
                "suspend": .suspend, "resume": .resume, "dragBegan": .dragBegan, "tick": .tick,
            ]
            return inputs[action]!
        case "enable":
            let enabled = try fields.required("value").bool(at: fields.path("value"))
            let edge = try argument.edge(at: path)
            edges[edge]?.isEnabled = enabled
            return .setEnabled(edge, enabled)
        case "closeSecondLevel":
            return .closeSecondLevel(try argument.edge(at: path))
        case "accessibleAction":
            return .performAccessibleAction(try argument.edge(at: path))
        case "reducedMotion":
            return .setReducedMotion(try argument.bool(at: path))
        case "configure":
            return try configure(argument, fields, at: path)
        case "exclusivity":
            return .setExclusivity(try argument.choice(at: path, Scenario.exclusivityNames))
        case "resetNoMoreData":
            return .resetNoMoreData(try argument.edge(at: path))
        case "markNoMoreData":
            return .markNoMoreData(try argument.edge(at: path))
        case "visible":
            return .visibleItems(try visibleItems(argument, fields, at: path))
        case "dragEnded":
            let velocity = try Scenario.size(argument, at: path, .finite, expecting: "[x, y]")
            return .dragEnded(velocity: ScrollPoint(x: velocity.width, y: velocity.height))
        default:
            return .geometry(try geometry(argument, at: path))
        }
    }

    /// The simulated step that sends a host's command.
    private static func step(for input: RefreshInput) -> Scenario.Step {
        switch input {
        case .tap(let edge): .tap(edge)
        case .beginRefreshing(let edge, let reveal): .begin(edge, reveal: reveal)
        case .endRefreshing(let edge, let result): .end(edge, result)
        case .suspend: .suspend
        case .resume: .resume
        case .setEnabled(let edge, let enabled): .enable(edge, enabled)
        case .closeSecondLevel(let edge): .closeSecondLevel(edge)
        case .performAccessibleAction(let edge): .accessibleAction(edge)
        case .setReducedMotion(let reduced): .reducedMotion(reduced)
        case .configure(let edge, let configuration): .configure(edge, configuration)
        case .setExclusivity(let rule): .exclusivity(rule)
        case .resetNoMoreData(let edge): .resetNoMoreData(edge)
        case .markNoMoreData(let edge): .markNoMoreData(edge)
        case .visibleItems(let items): .visibleItems(items)
        case .geometry, .dragBegan, .dragEnded, .tick:
            preconditionFailure("\(input): a step the simulator does not take, rejected before")
        }
    }

    /// `{"configure": edge, ...edge fields}`: the fields over the edge's configuration as the steps before leave it,
    /// or over the base an edge starts from when it is not configured yet. Without a host any edge may be configured,
    /// with any finite number.
    private mutating func configure(
        _ argument: JSONValue,
        _ fields: ObjectFields,
        at path: String
    ) throws(ScenarioError) -> RefreshInput {
        let edge = try argument.edge(at: path)
        guard edge.axis == axis || !simulatesHost else {
            let axisName = axis == .vertical ? "vertical" : "horizontal"
            throw ScenarioError(path: path, message: "not an edge of the \(axisName) axis")
        }
        let configuration = try Scenario.configuration(
            fields, for: edge, over: edges[edge], checked: simulatesHost)
        edges[edge] = configuration
        return .configure(edge, configuration)
    }

    /// `{"visible": [first, last], "of": count}`: whole numbers, any of them, as a host may send them (the controller
    /// ignores a report that describes no list and says so).
    private func visibleItems(_ argument: JSONValue, _ fields: ObjectFields, at path: String) throws(ScenarioError)
        -> VisibleItems
    {
        guard case .array(let bounds) = argument, bounds.count == 2 else {
            throw ScenarioError(path: path, message: "expected [first, last]")
        }
        return VisibleItems(
            first: try Scenario.count(bounds[0], at: path + "[0]", .finite),
            last: try Scenario.count(bounds[1], at: path + "[1]", .finite),
            count: try Scenario.count(fields.required("of"), at: fields.path("of"), .finite))
    }

    /// `{"offset": [x, y], "content": [w, h], "viewport": [w, h], "inset": {…}, "axis": a, "motion": m}`: any finite
    /// numbers, as a host may send them; the axis is the scenario's and the motion `unknown` unless given.
    private func geometry(_ value: JSONValue, at path: String) throws(ScenarioError) -> ScrollViewGeometry {
        let fields = try ObjectFields(value, path: path, allowed: Scenario.geometryFields)
        let offset = try Scenario.size(
            fields.required("offset"), at: fields.path("offset"), .finite, expecting: "[x, y]")
        var geometry = ScrollViewGeometry(
            contentOffset: ScrollPoint(x: offset.width, y: offset.height),
            contentSize: try Scenario.size(fields.required("content"), at: fields.path("content"), .finite),
            viewportSize: try Scenario.size(fields.required("viewport"), at: fields.path("viewport"), .finite),
            axis: try fields["axis"]?.choice(at: fields.path("axis"), Scenario.axisNames) ?? axis,
            motion: try fields["motion"]?.choice(at: fields.path("motion"), Scenario.motionNames) ?? .unknown
        )
        if let inset = fields["inset"] {
            geometry.contentInset = try Scenario.inset(inset, at: fields.path("inset"), over: .zero, .finite)
        }
        return geometry
    }

    /// `[[t, offset, dragging], ...]`: times in seconds since the start, never going back.
    private static func samples(_ value: JSONValue, at path: String, clock: Double) throws(ScenarioError)
        -> [ReplaySample]
    {
        var samples: [ReplaySample] = []
        var earliest = clock
        for (index, element) in try value.array(at: path).enumerated() {
            let itemPath = path + "[\(index)]"
            guard case .array(let parts) = element, parts.count == 3 else {
                throw ScenarioError(path: itemPath, message: "expected [t, offset, dragging]")
            }
            let time = try parts[0].number(at: itemPath + "[0]", .nonNegative)
            guard time >= earliest - 1e-6 else {
                let message =
                    index == 0
                    ? "must be >= " + earliest.decimalText() + ", the time this step starts"
                    : "must not be earlier than the previous sample"
                throw ScenarioError(path: itemPath + "[0]", message: message)
            }
            earliest = time
            let offset = try parts[1].number(at: itemPath + "[1]")
            let dragging = try parts[2].bool(at: itemPath + "[2]")
            samples.append(ReplaySample(time: time, offset: offset, isDragging: dragging))
        }
        return samples
    }
}

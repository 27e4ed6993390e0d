import HeadlessRefresh
import HeadlessRefreshSimulation

/// Reading the `steps` array: one action per step object, with its companion fields.
extension Scenario {
    /// The longest script accepted, in simulated seconds: one hour. Frames cost time, and a run keeps every frame
    /// when an SVG is asked for, so a longer script is rejected at the step that passes the limit.
    package static let maximumDuration = 3600.0

    /// Each step's action field, and the fields that may go with it: a `configure` step takes an edge's fields.
    package static let stepFields: [(action: String, companions: [String])] = [
        ("drag", ["duration"]), ("release", []), ("wait", []), ("tap", []), ("begin", ["reveal"]), ("end", ["result"]),
        ("content", []), ("scrollTo", []), ("suspend", []), ("resume", []), ("enable", ["value"]),
        ("samples", []), ("closeSecondLevel", []), ("accessibleAction", []), ("reducedMotion", []),
        ("configure", edgeFields), ("viewport", []), ("inset", []), ("prepend", []), ("exclusivity", []),
        ("resetNoMoreData", []), ("markNoMoreData", []), ("wheel", []),
    ]

    /// Reads the steps and how long they run. The edges, the exclusivity and the inset must be read already: a
    /// `configure` step applies its fields over the edge's configuration as the steps before it leave it, and an
    /// `inset` step over the inset.
    mutating func readSteps(_ value: JSONValue) throws(ScenarioError) {
        var reading = StepReading(axis: axis, edges: edges, inset: inset)
        // The clock as the steps move it, so a replay cannot start before the step that holds it.
        var clock = 0.0
        for (index, element) in try value.array(at: "steps").enumerated() {
            let path = "steps[\(index)]"
            let step = try reading.step(element, at: path, clock: clock)
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
    /// samples run to their last sample's time.
    func clock(after clock: Double) -> Double {
        switch self {
        case .drag(_, let duration): clock + duration
        case .wait(let seconds): clock + seconds
        case .samples(let samples): max(clock, samples.last?.time ?? clock)
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

    mutating func step(_ value: JSONValue, at path: String, clock: Double) throws(ScenarioError) -> Scenario.Step {
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
        let fields = try ObjectFields(value, path: path, allowed: [action] + companions)
        let argument = fields[action]!
        let argumentPath = fields.path(action)
        switch action {
        case "drag":
            let distance = try argument.number(at: argumentPath)
            let duration = try fields.required("duration").number(at: fields.path("duration"), .nonNegative)
            return .drag(distance, duration: duration)
        case "release":
            return .release(try argument.number(at: argumentPath))
        case "wait":
            return .wait(try argument.number(at: argumentPath, .nonNegative))
        case "tap":
            return .tap(try argument.edge(at: argumentPath))
        case "begin":
            let reveal = try fields["reveal"]?.bool(at: fields.path("reveal")) ?? true
            return .begin(try argument.edge(at: argumentPath), reveal: reveal)
        case "end":
            let result = try fields["result"]?.result(at: fields.path("result")) ?? .success
            return .end(try argument.edge(at: argumentPath), result)
        case "content":
            return .content(try argument.number(at: argumentPath, .nonNegative))
        case "scrollTo":
            return .scrollTo(try argument.number(at: argumentPath))
        case "wheel":
            return .wheel(try argument.number(at: argumentPath))
        case "suspend", "resume":
            guard argument == .bool(true) else { throw ScenarioError(path: argumentPath, message: "expected true") }
            return action == "suspend" ? .suspend : .resume
        case "enable":
            let enabled = try fields.required("value").bool(at: fields.path("value"))
            let edge = try argument.edge(at: argumentPath)
            edges[edge]?.isEnabled = enabled
            return .enable(edge, enabled)
        case "closeSecondLevel":
            return .closeSecondLevel(try argument.edge(at: argumentPath))
        case "accessibleAction":
            return .accessibleAction(try argument.edge(at: argumentPath))
        case "reducedMotion":
            return .reducedMotion(try argument.bool(at: argumentPath))
        case "configure":
            return try configure(argument, fields, at: argumentPath)
        case "viewport":
            return .viewport(try Scenario.size(argument, at: argumentPath, .positive))
        case "inset":
            inset = try Scenario.inset(argument, at: argumentPath, over: inset)
            return .inset(inset)
        case "prepend":
            return .prepend(try argument.number(at: argumentPath, .nonNegative))
        case "exclusivity":
            return .exclusivity(try argument.choice(at: argumentPath, Scenario.exclusivityNames))
        case "resetNoMoreData":
            return .resetNoMoreData(try argument.edge(at: argumentPath))
        case "markNoMoreData":
            return .markNoMoreData(try argument.edge(at: argumentPath))
        default:
            return .samples(try Self.samples(argument, at: argumentPath, clock: clock))
        }
    }

    /// `{"configure": edge, ...edge fields}`: the fields over the edge's configuration as the steps before leave it,
    /// or over the base an edge starts from when it is not configured yet.
    private mutating func configure(
        _ argument: JSONValue,
        _ fields: ObjectFields,
        at path: String
    ) throws(ScenarioError) -> Scenario.Step {
        let edge = try argument.edge(at: path)
        guard edge.axis == axis else {
            let axisName = axis == .vertical ? "vertical" : "horizontal"
            throw ScenarioError(path: path, message: "not an edge of the \(axisName) axis")
        }
        let configuration = try Scenario.configuration(fields, for: edge, over: edges[edge])
        edges[edge] = configuration
        return .configure(edge, configuration)
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

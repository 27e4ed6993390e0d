import HeadlessRefresh
import HeadlessRefreshSimulation

/// Reading the `steps` array: one action per step object, with its companion fields.
extension Scenario {
    /// The longest script accepted, in simulated seconds: one hour. Frames cost time, and a run keeps every frame
    /// when an SVG is asked for, so a longer script is rejected at the step that passes the limit.
    package static let maximumDuration = 3600.0

    /// Each step's action field, and the fields that may go with it.
    package static let stepFields: [(action: String, companions: [String])] = [
        ("drag", ["duration"]), ("release", []), ("wait", []), ("tap", []), ("begin", []), ("end", ["result"]),
        ("content", []), ("scrollTo", []), ("suspend", []), ("resume", []), ("enable", ["value"]),
        ("samples", []), ("closeSecondLevel", []), ("accessibleAction", []), ("reducedMotion", []),
    ]

    /// The steps, and how long they run.
    static func steps(_ value: JSONValue) throws(ScenarioError) -> (steps: [Step], duration: Double) {
        var steps: [Step] = []
        // The clock as the steps move it, so a replay cannot start before the step that holds it.
        var clock = 0.0
        for (index, element) in try value.array(at: "steps").enumerated() {
            let path = "steps[\(index)]"
            let step = try Self.step(element, at: path, clock: clock)
            let field: String
            switch step {
            case .drag(_, let duration):
                clock += duration
                field = path + ".duration"
            case .wait(let seconds):
                clock += seconds
                field = path + ".wait"
            case .samples(let samples):
                clock = max(clock, samples.last?.time ?? clock)
                field = path + ".samples[\(samples.count - 1)][0]"
            default:
                field = path
            }
            guard clock <= maximumDuration else {
                let limit = maximumDuration.decimalText()
                throw ScenarioError(
                    path: field,
                    message: "the scenario would run \(clock.decimalText()) s, longer than the limit of \(limit) s"
                )
            }
            steps.append(step)
        }
        return (steps, clock)
    }

    private static func step(_ value: JSONValue, at path: String, clock: Double) throws(ScenarioError) -> Step {
        guard case .object(let members) = value else { throw ScenarioError(path: path, message: "expected an object") }
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
            return .begin(try argument.edge(at: argumentPath))
        case "end":
            let result = try fields["result"]?.result(at: fields.path("result")) ?? .success
            return .end(try argument.edge(at: argumentPath), result)
        case "content":
            return .content(try argument.number(at: argumentPath, .nonNegative))
        case "scrollTo":
            return .scrollTo(try argument.number(at: argumentPath))
        case "suspend", "resume":
            guard argument == .bool(true) else { throw ScenarioError(path: argumentPath, message: "expected true") }
            return action == "suspend" ? .suspend : .resume
        case "enable":
            let enabled = try fields.required("value").bool(at: fields.path("value"))
            return .enable(try argument.edge(at: argumentPath), enabled)
        case "closeSecondLevel":
            return .closeSecondLevel(try argument.edge(at: argumentPath))
        case "accessibleAction":
            return .accessibleAction(try argument.edge(at: argumentPath))
        case "reducedMotion":
            return .reducedMotion(try argument.bool(at: argumentPath))
        default:
            return .samples(try samples(argument, at: argumentPath, clock: clock))
        }
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

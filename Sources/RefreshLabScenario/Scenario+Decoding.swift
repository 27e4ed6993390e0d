import HeadlessRefresh
import HeadlessRefreshSimulation

/// Reading a scenario file: the scroll view, the edges and the loader. Every error names the field at fault.
///
/// The names below are the ones the reader accepts and nothing else; `acceptedNames` (in
/// `Scenario+Format.swift`) lists them for `--help` and for the test that holds the documentation to them.
extension Scenario {
    /// The top-level fields.
    package static let fields = ["axis", "viewport", "content", "inset", "frameRate", "edges", "loader", "steps"]
    /// The fields of `inset`: the edges' names.
    package static let insetFields = RefreshEdge.allCases.map(\.name)
    /// The fields of an edge in `edges`.
    package static let edgeFields = [
        "triggers", "distance", "extent", "resting", "prefetch", "style", "minimumRefreshing", "resultHold",
        "collapse", "autoTriggerLimit", "enabled", "maxPull", "secondLevel",
    ]
    /// The fields of an edge's `secondLevel`.
    package static let secondLevelFields = ["distance", "extent", "closeDistance", "velocity", "open", "close"]
    /// The fields of an edge's `resultHold` object: the results' names.
    package static let resultHoldFields = RefreshResult.allCases.map(\.name)
    /// The fields of one loader response.
    package static let loaderResponseFields = ["after", "result", "append", "prepend"]
    /// The values of `axis`.
    package static let axisNames: [(String, ScrollAxis)] = [("vertical", .vertical), ("horizontal", .horizontal)]
    /// The values of an edge's `style`.
    package static let styleNames: [(String, EdgeStyle)] = [("holding", .holding), ("action", .action)]
    /// The values in an edge's `triggers`.
    package static let triggerNames = ["release", "threshold", "reachingEnd", "tap"]

    /// Parses and validates a scenario file.
    package init(json text: String) throws(ScenarioError) {
        let document = try JSONValue.parse(text)
        guard case .object = document else {
            throw ScenarioError(path: Self.position(ofDocumentIn: text), message: "expected an object")
        }
        try self.init(document: document)
    }

    /// `line L, column C` of the document's first character, after any leading white space.
    private static func position(ofDocumentIn text: String) -> String {
        var line = 1
        var column = 1
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): column += 1
            default: return "line \(line), column \(column)"
            }
        }
        return "line \(line), column \(column)"
    }

    /// Validates a parsed scenario file.
    package init(document: JSONValue) throws(ScenarioError) {
        let root = try ObjectFields(document, path: "", allowed: Self.fields)
        if let axis = root["axis"] {
            self.axis = try axis.choice(at: "axis", Self.axisNames)
        }
        viewport = try Self.size(root.required("viewport"), at: "viewport", .positive)
        content = try Self.size(root.required("content"), at: "content", .nonNegative)
        if let inset = root["inset"] {
            let fields = try ObjectFields(inset, path: "inset", allowed: Self.insetFields)
            for edge in RefreshEdge.allCases {
                self.inset[edge] = try fields.number(edge.name, .nonNegative) ?? 0
            }
        }
        if let rate = try root.number("frameRate", .positive) {
            guard rate <= 1000 else { throw ScenarioError(path: "frameRate", message: "must be <= 1000") }
            frameRate = rate
        }
        if let edges = root["edges"] {
            let fields = try ObjectFields(edges, path: "edges", allowed: RefreshEdge.allCases.map(\.name))
            for edge in RefreshEdge.allCases {
                guard let value = fields[edge.name] else { continue }
                guard edge.axis == axis else {
                    let axisName = axis == .vertical ? "vertical" : "horizontal"
                    throw ScenarioError(path: fields.path(edge.name), message: "not an edge of the \(axisName) axis")
                }
                self.edges[edge] = try Self.configuration(value, for: edge, at: fields.path(edge.name))
            }
        }
        if let loader = root["loader"] {
            try readLoader(loader)
        }
        if let steps = root["steps"] {
            (self.steps, duration) = try Self.steps(steps)
        }
    }

    private static func size(_ value: JSONValue, at path: String, _ rule: NumberRule) throws(ScenarioError)
        -> ScrollSize
    {
        let elements = try value.array(at: path)
        guard elements.count == 2 else { throw ScenarioError(path: path, message: "expected [width, height]") }
        return ScrollSize(
            width: try elements[0].number(at: path + "[0]", rule),
            height: try elements[1].number(at: path + "[1]", rule)
        )
    }

    /// An edge's configuration: the file's fields over the base the edge starts from (see `base(for:style:)`).
    package static func configuration(
        _ value: JSONValue,
        for edge: RefreshEdge,
        at path: String
    ) throws(ScenarioError) -> EdgeConfiguration {
        let fields = try ObjectFields(value, path: path, allowed: edgeFields)
        let style = try fields["style"]?.choice(at: fields.path("style"), styleNames)
        var configuration = base(for: edge, style: style)
        if let style { configuration.style = style }
        let prefetch = try fields.number("prefetch", .nonNegative)
        if let triggers = fields["triggers"] {
            let elements = try triggers.array(at: fields.path("triggers"))
            var set = RefreshTriggers([])
            for (index, element) in elements.enumerated() {
                let name = try element.choice(
                    at: fields.path("triggers") + "[\(index)]",
                    triggerNames.map { ($0, $0) }
                )
                switch name {
                case "release": set.insert(.release)
                case "threshold": set.insert(.threshold)
                case "tap": set.insert(.tap)
                default: set.insert(.reachingEnd(prefetch: configuration.triggers.reachingEndPrefetch ?? 0))
                }
            }
            configuration.triggers = set
        }
        if let prefetch {
            guard configuration.triggers.reachingEndPrefetch != nil else {
                throw ScenarioError(path: fields.path("prefetch"), message: "needs the \"reachingEnd\" trigger")
            }
            configuration.triggers.reachingEndPrefetch = prefetch
        }
        if let distance = try fields.number("distance", .positive) { configuration.triggerDistance = distance }
        if let extent = try fields.number("extent", .nonNegative) { configuration.refreshingExtent = extent }
        if let resting = try fields.number("resting", .nonNegative) { configuration.restingExtent = resting }
        if let minimum = try fields.number("minimumRefreshing", .nonNegative) {
            configuration.minimumRefreshingDuration = minimum
        }
        if let hold = fields["resultHold"] {
            configuration.resultHold = try resultHold(
                hold, base: configuration.resultHold, at: fields.path("resultHold"))
        }
        if let collapse = try fields.number("collapse", .nonNegative) { configuration.collapseDuration = collapse }
        if let limit = fields["autoTriggerLimit"] {
            configuration.autoTriggerLimit = try autoTriggerLimit(limit, at: fields.path("autoTriggerLimit"))
        }
        if let enabled = fields["enabled"] { configuration.isEnabled = try enabled.bool(at: fields.path("enabled")) }
        if let maximum = try fields.number("maxPull", .positive) { configuration.maximumPull = maximum }
        if let level = fields["secondLevel"] {
            configuration.secondLevel = try secondLevel(level, for: configuration, at: fields.path("secondLevel"))
        }
        return configuration
    }

    /// `{"distance": D, "extent": E, "closeDistance": C, "velocity": V or null, "open": S, "close": S}`; only
    /// `distance` is required, and it must exceed the edge's trigger distance.
    private static func secondLevel(
        _ value: JSONValue,
        for configuration: EdgeConfiguration,
        at path: String
    ) throws(ScenarioError) -> SecondLevel {
        let fields = try ObjectFields(value, path: path, allowed: secondLevelFields)
        guard configuration.triggers.release else {
            throw ScenarioError(path: path, message: "needs the \"release\" trigger")
        }
        let distance = try fields.required("distance").number(at: fields.path("distance"), .positive)
        guard distance > configuration.triggerDistance else {
            let first = configuration.triggerDistance.decimalText()
            throw ScenarioError(path: fields.path("distance"), message: "must be > the trigger distance (\(first))")
        }
        var level = SecondLevel(triggerDistance: distance)
        if let extent = try fields.number("extent", .nonNegative) { level.openExtent = extent }
        if let close = try fields.number("closeDistance", .positive) { level.closeDistance = close }
        if let velocity = fields["velocity"] {
            level.velocityThreshold =
                velocity == .null ? nil : try velocity.number(at: fields.path("velocity"), .positive)
        }
        if let open = try fields.number("open", .nonNegative) { level.openDuration = open }
        if let close = try fields.number("close", .nonNegative) { level.closeDuration = close }
        return level
    }

    /// One hold for every result, or an object with any of `success`, `failure`, `noMoreData`.
    private static func resultHold(
        _ value: JSONValue,
        base: ResultHold,
        at path: String
    ) throws(ScenarioError) -> ResultHold {
        if case .object = value {
            let fields = try ObjectFields(value, path: path, allowed: resultHoldFields)
            var hold = base
            for result in RefreshResult.allCases {
                if let seconds = try fields.number(result.name, .nonNegative) { hold[result] = seconds }
            }
            return hold
        }
        guard case .number = value else {
            throw ScenarioError(path: path, message: "expected a number or an object")
        }
        return ResultHold(try value.number(at: path, .nonNegative))
    }

    private static func autoTriggerLimit(_ value: JSONValue, at path: String) throws(ScenarioError) -> Int? {
        if value == .null { return nil }
        let number = try value.number(at: path, .nonNegative)
        guard number == number.rounded(.towardZero), number <= 1_000_000 else {
            throw ScenarioError(path: path, message: "must be a whole number or null")
        }
        return Int(number)
    }

    private mutating func readLoader(_ value: JSONValue) throws(ScenarioError) {
        let fields = try ObjectFields(value, path: "loader", allowed: RefreshEdge.allCases.map(\.name))
        for edge in RefreshEdge.allCases {
            guard let list = fields[edge.name] else { continue }
            let path = fields.path(edge.name)
            guard let configuration = edges[edge] else {
                throw ScenarioError(path: path, message: "edge not configured in \"edges\"")
            }
            guard configuration.style == .holding else {
                throw ScenarioError(path: path, message: "action edges have no loader")
            }
            var responses: [LoaderResponse] = []
            for (index, element) in try list.array(at: path).enumerated() {
                let itemPath = path + "[\(index)]"
                let item = try ObjectFields(element, path: itemPath, allowed: Self.loaderResponseFields)
                let after = try item.required("after").number(at: item.path("after"), .nonNegative)
                let result = try item.required("result").result(at: item.path("result"))
                let append = try item.number("append", .nonNegative) ?? 0
                let prepend = try item.number("prepend", .nonNegative) ?? 0
                responses.append(
                    prepend == 0
                        ? LoaderResponse(after: after, result: result, appending: append)
                        : LoaderResponse(after: after, result: result, prepending: prepend, appending: append))
            }
            loader[edge] = responses
        }
    }
}

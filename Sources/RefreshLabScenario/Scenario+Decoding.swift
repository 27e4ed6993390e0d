import HeadlessRefresh
import HeadlessRefreshSimulation

/// Reading a scenario file: the scroll view, the edges and the loader. Every error names the field at fault.
///
/// The names below are the ones the reader accepts and nothing else; `acceptedNames` (in
/// `Scenario+Format.swift`) lists them for `--help` and for the test that holds the documentation to them.
extension Scenario {
    /// The top-level fields.
    package static let fields = [
        "host", "axis", "viewport", "content", "inset", "frameRate", "exclusivity", "edges", "loader", "steps",
    ]
    /// The values of `host`: refresh-lab plays a simulated scroll view, or no host at all.
    package static let hostNames: [(String, Bool)] = [("simulator", true), ("none", false)]
    /// The top-level fields of the simulated scroll view and its loader, which a scenario without a host has not.
    package static let simulatorFields = ["viewport", "content", "inset", "frameRate", "loader"]
    /// The fields of `inset`: the edges' names.
    package static let insetFields = RefreshEdge.allCases.map(\.name)
    /// The fields of one loader response.
    package static let loaderResponseFields = ["after", "result", "append", "prepend"]
    /// The values of `axis`.
    package static let axisNames: [(String, ScrollAxis)] = [("vertical", .vertical), ("horizontal", .horizontal)]
    /// The values of `exclusivity`, the scenario field and the step.
    package static let exclusivityNames: [(String, RefreshController.Exclusivity)] = [
        ("none", .noEdges), ("oppositeEdges", .oppositeEdges), ("allEdges", .allEdges),
    ]

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
        guard try root["host"]?.choice(at: "host", Self.hostNames) ?? true else {
            try self.init(withoutHost: root)
            return
        }
        self.init()
        if let axis = root["axis"] {
            self.axis = try axis.choice(at: "axis", Self.axisNames)
        }
        viewport = try Self.size(root.required("viewport"), at: "viewport", .positive)
        content = try Self.size(root.required("content"), at: "content", .nonNegative)
        if let inset = root["inset"] {
            self.inset = try Self.inset(inset, at: "inset", over: .zero)
        }
        if let rate = try root.number("frameRate", .positive) {
            guard rate <= 1000 else { throw ScenarioError(path: "frameRate", message: "must be <= 1000") }
            frameRate = rate
        }
        try readEdges(root)
        if let loader = root["loader"] {
            try readLoader(loader)
        }
        if let steps = root["steps"] {
            try readSteps(steps)
        }
    }

    /// A scenario without a host: the edges, the exclusivity and the steps; none of the simulated scroll view's fields.
    private init(withoutHost root: ObjectFields) throws(ScenarioError) {
        self.init(simulatesHost: false)
        if let axis = root["axis"] {
            self.axis = try axis.choice(at: "axis", Self.axisNames)
        }
        if let field = Self.simulatorFields.first(where: { root[$0] != nil }) {
            throw ScenarioError(
                path: field, message: "not without a host: the steps say what the host sends (\"host\": \"none\")")
        }
        try readEdges(root)
        if let steps = root["steps"] {
            try readSteps(steps)
        }
    }

    /// The exclusivity and the edges: with a host, the edges of its axis, each field's value checked; without one, any
    /// edge with any finite number, as a host may configure a bare controller.
    private mutating func readEdges(_ root: ObjectFields) throws(ScenarioError) {
        if let exclusivity = root["exclusivity"] {
            self.exclusivity = try exclusivity.choice(at: "exclusivity", Self.exclusivityNames)
        }
        guard let edges = root["edges"] else { return }
        let fields = try ObjectFields(edges, path: "edges", allowed: RefreshEdge.allCases.map(\.name))
        for edge in RefreshEdge.allCases {
            guard let value = fields[edge.name] else { continue }
            guard edge.axis == axis || !simulatesHost else {
                let axisName = axis == .vertical ? "vertical" : "horizontal"
                throw ScenarioError(path: fields.path(edge.name), message: "not an edge of the \(axisName) axis")
            }
            let edgeFields = try ObjectFields(value, path: fields.path(edge.name), allowed: Self.edgeFields)
            self.edges[edge] = try Self.configuration(edgeFields, for: edge, over: nil, checked: simulatesHost)
        }
    }

    /// `[width, height]`, or another pair of numbers that `expecting` names.
    static func size(
        _ value: JSONValue,
        at path: String,
        _ rule: NumberRule,
        expecting pair: String = "[width, height]"
    ) throws(ScenarioError) -> ScrollSize {
        let elements = try value.array(at: path)
        guard elements.count == 2 else { throw ScenarioError(path: path, message: "expected " + pair) }
        return ScrollSize(
            width: try elements[0].number(at: path + "[0]", rule),
            height: try elements[1].number(at: path + "[1]", rule)
        )
    }

    /// `{top, left, bottom, right}`, any subset, each >= 0 (or as `rule` says), over `base` (what the fields not given
    /// keep).
    static func inset(
        _ value: JSONValue,
        at path: String,
        over base: ScrollInsets,
        _ rule: NumberRule = .nonNegative
    ) throws(ScenarioError) -> ScrollInsets {
        let fields = try ObjectFields(value, path: path, allowed: insetFields)
        var inset = base
        for edge in RefreshEdge.allCases {
            if let amount = try fields.number(edge.name, rule) { inset[edge] = amount }
        }
        return inset
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

import HeadlessRefresh

/// The members of one JSON object being read, with its path for error messages. Unknown and repeated fields are
/// rejected up front, in document order.
struct ObjectFields {
    /// The path of the object itself: `""` for the document, `edges.top`, `steps[3]`.
    let path: String
    let members: [JSONValue.Member]

    init(_ value: JSONValue, path: String, allowed: [String]) throws(ScenarioError) {
        guard case .object(let members) = value else { throw ScenarioError(path: path, message: "expected an object") }
        self.path = path
        self.members = members
        var seen: Set<String> = []
        for member in members {
            let field = Self.join(path, member.key)
            guard allowed.contains(member.key) else { throw ScenarioError(path: field, message: "unknown field") }
            guard seen.insert(member.key).inserted else {
                throw ScenarioError(path: field, message: "given twice")
            }
        }
    }

    /// The value of `key`, or `nil` when absent.
    subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    /// The keys present, in document order.
    var keys: [String] { members.map(\.key) }

    /// The path of a member.
    func path(_ key: String) -> String { Self.join(path, key) }

    /// `path.key`; a key that is not a plain name (letters, digits, `_`) is quoted as a JSON string, so that a
    /// path stays readable and unambiguous whatever the file's keys hold (`edges."a.b"`, `"\u0001"`).
    static func join(_ path: String, _ key: String) -> String {
        let isPlain = !key.isEmpty && key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isASCIILetterOrDigit($0) }
        let name = isPlain ? key : JSONLines.quoted(key)
        return path.isEmpty ? name : path + "." + name
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The value of `key`, which must be present.
    func required(_ key: String) throws(ScenarioError) -> JSONValue {
        guard let value = self[key] else { throw ScenarioError(path: self.path(key), message: "required") }
        return value
    }

    /// A number field, or `nil` when absent.
    func number(_ key: String, _ rule: NumberRule = .finite) throws(ScenarioError) -> Double? {
        guard let value = self[key] else { return nil }
        return try value.number(at: path(key), rule)
    }
}

/// The range a number must fall in.
enum NumberRule {
    case finite
    case positive
    case nonNegative
}

extension JSONValue {
    func number(at path: String, _ rule: NumberRule = .finite) throws(ScenarioError) -> Double {
        guard case .number(let value) = self else { throw ScenarioError(path: path, message: "expected a number") }
        guard value.isFinite else { throw ScenarioError(path: path, message: "must be finite") }
        switch rule {
        case .finite: break
        case .positive: if !(value > 0) { throw ScenarioError(path: path, message: "must be > 0") }
        case .nonNegative: if !(value >= 0) { throw ScenarioError(path: path, message: "must be >= 0") }
        }
        return value
    }

    func bool(at path: String) throws(ScenarioError) -> Bool {
        guard case .bool(let value) = self else { throw ScenarioError(path: path, message: "expected true or false") }
        return value
    }

    func array(at path: String) throws(ScenarioError) -> [JSONValue] {
        guard case .array(let elements) = self else { throw ScenarioError(path: path, message: "expected an array") }
        return elements
    }

    /// A string that must be one of `names`, mapped to its value.
    func choice<T>(at path: String, _ names: [(String, T)]) throws(ScenarioError) -> T {
        let list = names.map { "\"" + $0.0 + "\"" }.joined(separator: ", ")
        guard case .string(let text) = self, let match = names.first(where: { $0.0 == text }) else {
            throw ScenarioError(path: path, message: "expected one of " + list)
        }
        return match.1
    }

    func edge(at path: String) throws(ScenarioError) -> RefreshEdge {
        try choice(at: path, RefreshEdge.allCases.map { ($0.name, $0) })
    }

    func result(at path: String) throws(ScenarioError) -> RefreshResult {
        try choice(at: path, RefreshResult.allCases.map { ($0.name, $0) })
    }
}

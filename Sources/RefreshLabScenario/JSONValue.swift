/// A parsed JSON document that keeps the order of object members and their duplicates, so the scenario reader
/// can name the first wrong field in document order and reject a field given twice.
package enum JSONValue: Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as the nearest `Double` (an exponent out of range gives an infinity, rejected by the decoder).
    case number(Double)
    /// A string, escapes resolved.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in document order, duplicates kept.
    case object([Member])

    /// One `"key": value` pair of an object.
    package struct Member: Equatable {
        /// The member's name.
        package var key: String
        /// The member's value.
        package var value: JSONValue

        /// A member named `key`.
        package init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Parses a whole document; anything after the value other than white space is an error.
    package static func parse(_ text: String) throws(ScenarioError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhiteSpace()
        let value = try parser.value(depth: 0)
        parser.skipWhiteSpace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the document") }
        return value
    }
}

/// A recursive-descent parser over UTF-8 bytes, strict to RFC 8259.
private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error at the current position, with a 1-based line and column.
    func error(_ message: String) -> ScenarioError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return ScenarioError(path: "line \(line), column \(column)", message: message)
    }

    mutating func skipWhiteSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    mutating func value(depth: Int) throws(ScenarioError) -> JSONValue {
        guard depth < 256 else { throw error("nesting is too deep") }
        guard let byte = current else { throw error("unexpected end of file") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value")
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(ScenarioError) -> JSONValue {
        let start = index
        for expected in word.utf8 {
            guard current == expected else {
                index = start
                throw error("expected a value")
            }
            index += 1
        }
        return value
    }

    private mutating func object(depth: Int) throws(ScenarioError) -> JSONValue {
        index += 1
        var members: [JSONValue.Member] = []
        skipWhiteSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhiteSpace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a field name in double quotes") }
            let key = try string()
            skipWhiteSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipWhiteSpace()
            members.append(JSONValue.Member(key: key, value: try value(depth: depth + 1)))
            skipWhiteSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(ScenarioError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhiteSpace()
            elements.append(try value(depth: depth + 1))
            skipWhiteSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func number() throws(ScenarioError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let first = index
            while let byte = current, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { index += 1 }
            return index - first
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("unreadable number") }
        return .number(value)
    }

    private mutating func string() throws(ScenarioError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll()
            }
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try escape())
            case 0..<0x20:
                index -= 1
                throw error("control character in a string")
            default:
                run.append(byte)
            }
        }
    }

    private mutating func escape() throws(ScenarioError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
                // A high surrogate must be followed by an escaped low one.
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("unpaired surrogate") }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("unpaired surrogate") }
            return scalar
        default:
            index -= 1
            throw error("unknown escape")
        }
    }

    private mutating func hex4() throws(ScenarioError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected 4 hex digits") }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

import CGtk
import Glibc

/// What the host saw and did, one JSON object a line on standard output, for a person watching and for
/// scripts/check-gtk: `{"t":1.234,"type":"trigger","edge":"top","cause":"release","motion":"finger"}`.
///
/// Written with `write(2)`: Swift 6 does not let a program change `stdout`'s buffering, and a pipe would hold the
/// lines back.
enum HostLog {
    /// A value in a log line.
    enum Value {
        case string(String)
        case number(Double)
        case bool(Bool)
        case raw(String)
    }

    /// Writes `{"t":time,"type":type, fields…}`.
    static func line(_ type: String, at time: Double?, _ fields: KeyValuePairs<String, Value> = [:]) {
        var text = "{"
        if let time { text += "\"t\":" + number(time) + "," }
        text += "\"type\":" + quoted(type)
        for (key, value) in fields {
            text += "," + quoted(key) + ":"
            switch value {
            case .string(let string): text += quoted(string)
            case .number(let number): text += Self.number(number)
            case .bool(let bool): text += bool ? "true" : "false"
            case .raw(let json): text += json
            }
        }
        text += "}\n"
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                write(1, buffer.baseAddress! + written, buffer.count - written)
            }
            if result <= 0 { return }
            written += result
        }
    }

    /// A number with three decimals at most, as refresh-lab prints them.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    /// A JSON string.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20:
                result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// The host's one clock: seconds since the host started, from GLib's monotonic clock, never going back. Every input
/// the host feeds the library carries it, and so does every line of the recorded scenario.
struct HostClock {
    private let start = g_get_monotonic_time()
    private var last = 0.0

    /// The time now.
    mutating func now() -> Double {
        last = max(last, Double(g_get_monotonic_time() - start) / 1_000_000)
        return last
    }
}

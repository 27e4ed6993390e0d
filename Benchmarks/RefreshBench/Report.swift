/// The figures of one run, printed as a table or as one JSON object. A figure that misses its target shows
/// `MISSED` in the table and is listed under `missed` in the JSON, so a regression cannot pass unnoticed.
struct Report {
    struct Row {
        var key: String
        var value: Double
        var unit: String
        var note: String
        var target: Target?
    }

    /// A figure keyed by size, each with its own target, if any.
    struct Object {
        var key: String
        var values: [(size: String, value: Double, target: Target?)]
    }

    private(set) var rows: [Row] = []
    private(set) var objects: [Object] = []

    mutating func add(_ key: String, _ value: Double, unit: String, note: String, target: Target? = nil) {
        rows.append(Row(key: key, value: value, unit: unit, note: note, target: target))
    }

    /// A figure keyed by size, such as paging cost at 10^3, 10^5 and 10^6 items.
    mutating func add(_ key: String, values: [(String, Double)], targets: [Target?] = []) {
        let entries = values.enumerated().map { index, entry in
            (entry.0, entry.1, index < targets.count ? targets[index] : nil)
        }
        objects.append(Object(key: key, values: entries))
    }

    /// The keys of the figures that miss their targets, in the order printed (`key[size]` for a sized figure).
    var missed: [String] {
        var keys = rows.filter { $0.target?.isMissed(by: $0.value) == true }.map(\.key)
        for object in objects {
            for entry in object.values where entry.target?.isMissed(by: entry.value) == true {
                keys.append(object.key + "[" + entry.size + "]")
            }
        }
        return keys
    }

    var table: String {
        var lines = ["benchmark                              value        unit"]
        for row in rows {
            var line = pad(row.key, 38) + " " + pad(format(row.value), 12) + " " + row.unit + "  " + row.note
            if let target = row.target, target.isMissed(by: row.value) {
                line += "  MISSED (target " + target.text(format) + ")"
            }
            lines.append(line)
        }
        for object in objects {
            for entry in object.values {
                var line = pad(object.key + "[" + entry.size + "]", 38) + " " + pad(format(entry.value), 12)
                if let target = entry.target, target.isMissed(by: entry.value) {
                    line += "  MISSED (target " + target.text(format) + ")"
                }
                lines.append(line)
            }
        }
        let missed = missed
        lines.append(missed.isEmpty ? "every target met" : "MISSED \(missed.count): " + missed.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    var json: String {
        var fields = rows.map { "\"\($0.key)\": \(jsonNumber($0.value))" }
        for object in objects {
            let inner = object.values.map { "\"\($0.size)\": \(jsonNumber($0.value))" }.joined(separator: ", ")
            fields.append("\"\(object.key)\": {\(inner)}")
        }
        fields.append("\"missed\": [" + missed.map { "\"" + $0 + "\"" }.joined(separator: ", ") + "]")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func jsonNumber(_ value: Double) -> String {
        value.isFinite ? format(value) : "null"
    }

    private func format(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        // Three significant decimals are plenty for noisy timings; integers print bare.
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        // Rare events per operation (an allocation every few thousand frames) keep their digits.
        if abs(value) < 0.001 { return String(value) }
        let scaled = (value * 1000).rounded() / 1000
        return String(scaled)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

/// The bound a figure must stay within (DESIGN section 7 and `Benchmarks/README.md`).
struct Target {
    /// The bound.
    var limit: Double
    /// Whether the figure must stay at or below the bound (a time, a count) rather than at or above it (a rate).
    var isMaximum: Bool

    /// At most `limit`.
    static func atMost(_ limit: Double) -> Target { Target(limit: limit, isMaximum: true) }
    /// At least `limit`.
    static func atLeast(_ limit: Double) -> Target { Target(limit: limit, isMaximum: false) }

    /// Whether `value` misses the target. A figure that could not be measured (n/a) is not counted as missed.
    func isMissed(by value: Double) -> Bool {
        guard value.isFinite else { return false }
        return isMaximum ? value > limit : value < limit
    }

    /// `<= 1.5`, `>= 10000000`.
    func text(_ format: (Double) -> String) -> String {
        (isMaximum ? "<= " : ">= ") + format(limit)
    }
}

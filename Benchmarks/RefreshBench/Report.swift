/// The figures of one run, printed as a table or as one JSON object.
struct Report {
    struct Row {
        var key: String
        var value: Double
        var unit: String
        var note: String
    }

    private(set) var rows: [Row] = []
    private(set) var objects: [(key: String, values: [(String, Double)])] = []

    mutating func add(_ key: String, _ value: Double, unit: String, note: String) {
        rows.append(Row(key: key, value: value, unit: unit, note: note))
    }

    /// A figure keyed by size, such as paging cost at 10^3, 10^5 and 10^6 items.
    mutating func add(_ key: String, values: [(String, Double)]) {
        objects.append((key, values))
    }

    var table: String {
        var lines = ["benchmark                              value        unit"]
        for row in rows {
            lines.append(pad(row.key, 38) + " " + pad(format(row.value), 12) + " " + row.unit + "  " + row.note)
        }
        for object in objects {
            for (size, value) in object.values {
                lines.append(pad(object.key + "[" + size + "]", 38) + " " + pad(format(value), 12))
            }
        }
        return lines.joined(separator: "\n")
    }

    var json: String {
        var fields = rows.map { "\"\($0.key)\": \(jsonNumber($0.value))" }
        for object in objects {
            let inner = object.values.map { "\"\($0.0)\": \(jsonNumber($0.1))" }.joined(separator: ", ")
            fields.append("\"\(object.key)\": {\(inner)}")
        }
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

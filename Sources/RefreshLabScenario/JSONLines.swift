import HeadlessRefresh
import HeadlessRefreshSimulation

/// The output of `refresh-lab`: one JSON object a line, as DESIGN section 6 lists them, then the summary.
///
/// Keys come in a fixed order and numbers are rounded to 3 decimals and printed without trailing zeros
/// (`decimalText(places:)`), so the same scenario always prints the same bytes.
package enum JSONLines {
    /// The lines for a finished run (its simulator must record a trace).
    package static func render(_ simulator: ScrollSimulator) -> String {
        var lines: [String] = []
        for entry in simulator.trace?.entries ?? [] {
            let t = "{\"t\":" + entry.time.decimalText()
            switch entry.event {
            case .action(.stateChanged(let edge, let from, let to)) where from.kind != to.kind:
                var line = t + ",\"type\":\"state\",\"edge\":\"\(edge.name)\",\"state\":\"\(to.kind.name)\""
                // Pulling is below 1 by definition: 0.9996 prints as 0.999, never as 1.
                if case .pulling(let progress) = to { line += ",\"progress\":" + min(progress, 0.999).decimalText() }
                lines.append(line + "}")
            case .action(.trigger(let edge, let cause)):
                lines.append(t + ",\"type\":\"trigger\",\"edge\":\"\(edge.name)\",\"cause\":\"\(cause.name)\"}")
            case .action(.setExtraInset(let edge, let amount, _)):
                lines.append(
                    t + ",\"type\":\"inset\",\"edge\":\"\(edge.name)\",\"value\":" + amount.decimalText() + "}")
            case .action(.diagnostic(let diagnostic)):
                lines.append(t + ",\"type\":\"diagnostic\",\"message\":" + quoted(diagnostic.message) + "}")
            case .ended(let edge, let result):
                lines.append(t + ",\"type\":\"end\",\"edge\":\"\(edge.name)\",\"result\":\"\(result.name)\"}")
            default:
                break
            }
        }
        lines.append(summary(simulator))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"type":"summary","triggers":{…},"states":{…},"extraInset":{…},"offset":…,"frames":…}` over the configured
    /// edges in the order top, bottom, left, right. `extraInset` is the inset last requested per edge.
    package static func summary(_ simulator: ScrollSimulator) -> String {
        let edges = simulator.controller.edges
        func object(_ value: (RefreshEdge) -> String) -> String {
            "{" + edges.map { "\"\($0.name)\":" + value($0) }.joined(separator: ",") + "}"
        }
        let insets = simulator.controller.extraInsets
        return "{\"type\":\"summary\",\"triggers\":" + object { String(simulator.triggerCount($0)) }
            + ",\"states\":" + object { "\"" + (simulator.state($0)?.kind.name ?? "idle") + "\"" }
            + ",\"extraInset\":" + object { insets[$0].decimalText() }
            + ",\"offset\":" + simulator.offset.decimalText() + ",\"frames\":" + String(simulator.frameCount) + "}"
    }

    /// A JSON string literal.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

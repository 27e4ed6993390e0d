import HeadlessRefresh
import HeadlessRefreshSimulation

/// The output of `refresh-lab`: one JSON object a line, as DESIGN section 6 lists them, then the summary.
///
/// Keys come in a fixed order and numbers are rounded to 3 decimals and printed without trailing zeros
/// (`decimalText(places:)`), so the same scenario always prints the same bytes.
package enum JSONLines {
    /// The lines for a finished run (its simulator must record a trace).
    package static func render(_ simulator: ScrollSimulator) -> String {
        var lines = (simulator.trace?.entries ?? []).compactMap { line($0.event, at: $0.time) }
        lines.append(summary(simulator))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines for a scenario without a host, played: the same lines, and a summary whose `frames` is 0 and whose
    /// `offset` is the last geometry's.
    package static func render(_ play: HostlessPlay) -> String {
        var lines = play.entries.compactMap { line($0.event, at: $0.time) }
        lines.append(
            summary(controller: play.controller, triggerCount: play.triggerCount, offset: play.offset, frames: 0))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line of one event, or `nil` for one the lines leave out (a frame, a change within a state kind).
    private static func line(_ event: Trace.Event, at time: Double) -> String? {
        let t = "{\"t\":" + time.decimalText()
        switch event {
        case .command(.stateChanged(let edge, let from, let to)) where from.kind != to.kind:
            var line = t + ",\"type\":\"state\",\"edge\":\"\(edge.name)\",\"state\":\"\(to.kind.name)\""
            // Pulling is below 1 by definition: 0.9996 prints as 0.999, never as 1.
            if case .pulling(let progress) = to { line += ",\"progress\":" + min(progress, 0.999).decimalText() }
            return line + "}"
        case .command(.trigger(let edge, let cause)):
            return t + ",\"type\":\"trigger\",\"edge\":\"\(edge.name)\",\"cause\":\"\(cause.name)\"}"
        case .command(.setExtraInset(let edge, let amount, _)):
            return t + ",\"type\":\"inset\",\"edge\":\"\(edge.name)\",\"value\":" + amount.decimalText() + "}"
        case .command(.diagnostic(let diagnostic)):
            return t + ",\"type\":\"diagnostic\",\"message\":" + quoted(diagnostic.message) + "}"
        case .ended(let edge, let result):
            return t + ",\"type\":\"end\",\"edge\":\"\(edge.name)\",\"result\":\"\(result.name)\"}"
        default:
            return nil
        }
    }

    /// `{"type":"summary","triggers":{…},"states":{…},"extraInset":{…},"offset":…,"frames":…}` over the configured
    /// edges in the order top, bottom, left, right. `extraInset` is the inset last requested per edge.
    package static func summary(_ simulator: ScrollSimulator) -> String {
        summary(
            controller: simulator.controller, triggerCount: simulator.triggerCount, offset: simulator.offset,
            frames: simulator.frameCount)
    }

    private static func summary(
        controller: RefreshController,
        triggerCount: (RefreshEdge) -> Int,
        offset: Double,
        frames: Int
    ) -> String {
        let edges = controller.edges
        func object(_ value: (RefreshEdge) -> String) -> String {
            "{" + edges.map { "\"\($0.name)\":" + value($0) }.joined(separator: ",") + "}"
        }
        let insets = controller.extraInsets
        return "{\"type\":\"summary\",\"triggers\":" + object { String(triggerCount($0)) }
            + ",\"states\":" + object { "\"" + (controller.state($0)?.kind.name ?? "idle") + "\"" }
            + ",\"extraInset\":" + object { insets[$0].decimalText() }
            + ",\"offset\":" + offset.decimalText() + ",\"frames\":" + String(frames) + "}"
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

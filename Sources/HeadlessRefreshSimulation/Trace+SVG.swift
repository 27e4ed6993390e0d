import HeadlessRefresh

/// The trace as an SVG timeline: the offset over time, the resting offsets of the edges, a band per edge coloured
/// by state, markers at triggers and ends, and labelled axes.
extension Trace {
    /// Renders the trace as a standalone SVG document, `width` pixels wide.
    ///
    /// The plot shows the content offset (larger offsets higher, so a pull down dips), shaded where the finger is
    /// down, with dashed lines where the content rests against each configured edge. Under it, one band per edge
    /// shows its state over time. Orange lines mark triggers, green or red dashed lines the ends of loads.
    public func svg(title: String = "", width: Int = 900) -> String {
        var chart = TimelineChart(trace: self, width: Double(max(width, 320)))
        return chart.render(title: title)
    }
}

/// Lays out and draws one timeline. Coordinates are printed with one decimal, so the output is deterministic.
private struct TimelineChart {
    let trace: Trace
    let width: Double
    let left = 72.0
    let right = 24.0
    let top = 64.0
    let plotHeight = 240.0
    let bandHeight = 16.0
    let bandGap = 6.0
    let endTime: Double
    let lowOffset: Double
    let highOffset: Double
    var out: [String] = []

    init(trace: Trace, width: Double) {
        self.trace = trace
        self.width = width
        endTime = max(trace.frames.last?.time ?? 0, trace.entries.last?.time ?? 0, 0.001)
        var low = trace.frames.map { $0.offset }.min() ?? 0
        var high = trace.frames.map { $0.offset }.max() ?? 0
        let padding = max((high - low) * 0.08, 10)
        low -= padding
        high += padding
        lowOffset = low
        highOffset = high
    }

    var plotWidth: Double { width - left - right }
    var bandsTop: Double { top + plotHeight + 14 }
    var bandsBottom: Double { bandsTop + Double(trace.edges.count) * (bandHeight + bandGap) }
    var height: Double { bandsBottom + 78 + Double(extraLegendRows) * 16 }

    func x(_ time: Double) -> Double { left + time / endTime * plotWidth }
    func y(_ offset: Double) -> Double { top + (highOffset - offset) / (highOffset - lowOffset) * plotHeight }

    mutating func render(title: String) -> String {
        out.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" "
                + "font-size=\"11\">")
        out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
        if !title.isEmpty {
            out.append("<text x=\"\(n(left))\" y=\"22\" font-size=\"15\" font-weight=\"bold\">\(escaped(title))</text>")
        }
        out.append(
            "<clipPath id=\"plot\"><rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" "
                + "height=\"\(n(plotHeight))\"/></clipPath>")
        drawFingerSpans()
        drawAxes()
        drawRestLines()
        drawOffset()
        drawBands()
        drawMarkers()
        drawLegend()
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private mutating func drawFingerSpans() {
        var start: Double?
        for frame in trace.frames {
            if frame.isDragging, start == nil { start = frame.time }
            if !frame.isDragging, let begin = start {
                rect(begin, frame.time, y: top, height: plotHeight, fill: "#eef2f7")
                start = nil
            }
        }
        if let begin = start { rect(begin, endTime, y: top, height: plotHeight, fill: "#eef2f7") }
    }

    private mutating func drawAxes() {
        out.append(
            "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" "
                + "fill=\"none\" stroke=\"#9ca3af\"/>")
        let timeStep = niceStep(endTime / 8)
        var time = 0.0
        while time <= endTime + 1e-9 {
            let px = x(time)
            out.append(
                "<line x1=\"\(n(px))\" y1=\"\(n(top))\" x2=\"\(n(px))\" y2=\"\(n(bandsBottom))\" stroke=\"#f1f1f1\"/>")
            out.append(
                "<text x=\"\(n(px))\" y=\"\(n(bandsBottom + 14))\" text-anchor=\"middle\">\(time.decimalText())</text>")
            time += timeStep
        }
        out.append(
            "<text x=\"\(n(left + plotWidth / 2))\" y=\"\(n(bandsBottom + 30))\" text-anchor=\"middle\">time (s)</text>"
        )
        let offsetStep = niceStep((highOffset - lowOffset) / 6)
        var value = (lowOffset / offsetStep).roundedUpWithoutLibm() * offsetStep
        while value <= highOffset {
            let py = y(value)
            out.append(
                "<line x1=\"\(n(left - 4))\" y1=\"\(n(py))\" x2=\"\(n(left))\" y2=\"\(n(py))\" stroke=\"#9ca3af\"/>")
            out.append(
                "<text x=\"\(n(left - 7))\" y=\"\(n(py + 4))\" text-anchor=\"end\">\(value.decimalText())</text>")
            value += offsetStep
        }
        let middle = top + plotHeight / 2
        out.append(
            "<text x=\"16\" y=\"\(n(middle))\" text-anchor=\"middle\" transform=\"rotate(-90 16 \(n(middle)))\">"
                + "content offset (pt)</text>")
    }

    private mutating func drawRestLines() {
        let pairs: [(RefreshEdge, String)] = [(trace.leadingEdge, "#2563eb"), (trace.trailingEdge, "#9333ea")]
        for (edge, colour) in pairs where trace.edges.contains(edge) {
            let points = trace.frames.map { frame in
                let rest = edge == trace.leadingEdge ? trace.leadingRest(frame) : trace.trailingRest(frame)
                return n(x(frame.time)) + "," + n(y(rest))
            }
            out.append(
                "<polyline clip-path=\"url(#plot)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1\" "
                    + "stroke-dasharray=\"4 3\" points=\"\(points.joined(separator: " "))\"/>")
        }
    }

    private mutating func drawOffset() {
        let points = trace.frames.map { n(x($0.time)) + "," + n(y($0.offset)) }
        out.append(
            "<polyline clip-path=\"url(#plot)\" fill=\"none\" stroke=\"#111827\" stroke-width=\"1.8\" "
                + "points=\"\(points.joined(separator: " "))\"/>")
    }

    private mutating func drawBands() {
        for (row, edge) in trace.edges.enumerated() {
            let bandY = bandsTop + Double(row) * (bandHeight + bandGap)
            out.append(
                "<text x=\"\(n(left - 7))\" y=\"\(n(bandY + 12))\" text-anchor=\"end\">\(edge.name)</text>")
            var state = RefreshState.idle
            var since = 0.0
            for entry in trace.entries {
                guard case .command(.stateChanged(edge, _, let to)) = entry.event, to.kind != state.kind else {
                    continue
                }
                rect(since, entry.time, y: bandY, height: bandHeight, fill: Self.colour(state))
                state = to
                since = entry.time
            }
            rect(since, endTime, y: bandY, height: bandHeight, fill: Self.colour(state))
        }
    }

    private mutating func drawMarkers() {
        var labelRow = 0
        for entry in trace.entries {
            let label: String
            let colour: String
            var dashed = false
            switch entry.event {
            case .command(.trigger(let edge, let cause)):
                label = "trigger " + edge.name + " (" + cause.name + ")"
                colour = "#ea580c"
            case .ended(let edge, let result):
                label = "end " + edge.name + " " + result.name
                colour = result == .failure ? "#dc2626" : "#16a34a"
                dashed = true
            default:
                continue
            }
            let px = x(entry.time)
            let dash = dashed ? " stroke-dasharray=\"5 3\"" : ""
            out.append(
                "<line x1=\"\(n(px))\" y1=\"\(n(top - 6))\" x2=\"\(n(px))\" y2=\"\(n(bandsBottom))\" "
                    + "stroke=\"\(colour)\" stroke-width=\"1.4\"\(dash)/>")
            let labelY = top - 10 - Double(labelRow % 3) * 12
            out.append(
                "<text x=\"\(n(px + 3))\" y=\"\(n(labelY))\" fill=\"\(colour)\">\(escaped(label))</text>")
            labelRow += 1
        }
    }

    /// The legend's entries with their places: wrapped onto a new row when one would run past the right margin.
    var legend: [(name: String, colour: String, x: Double, row: Int)] {
        var kinds: [(String, String)] = [
            ("idle", Self.colour(.idle)), ("pulling", Self.colour(.pulling(progress: 0))),
            ("eligible", Self.colour(.eligible)), ("refreshing", Self.colour(.refreshing)),
            ("finishing", Self.colour(.finishing(.success))), ("failed", Self.colour(.failed)),
            ("noMoreData", Self.colour(.noMoreData)), ("finger down", "#eef2f7"),
        ]
        // The second level's colours only when it appears, so timelines without one keep their legend.
        let secondLevel: Set<RefreshStateKind> = [
            .secondLevelEligible, .secondLevelOpening, .secondLevelOpen, .secondLevelClosing,
        ]
        if trace.edges.contains(where: { edge in trace.stateKinds(edge).contains(where: secondLevel.contains) }) {
            kinds.insert(
                contentsOf: [
                    ("2nd eligible", Self.colour(.secondLevelEligible)),
                    ("2nd moving", Self.colour(.secondLevelOpening)),
                    ("2nd open", Self.colour(.secondLevelOpen)),
                ], at: kinds.count - 1)
        }
        var placed: [(name: String, colour: String, x: Double, row: Int)] = []
        var px = left
        var row = 0
        for (name, colour) in kinds {
            let advance = 14 + Double(name.count) * 6.2 + 14
            if px + advance - 14 > width - right && px > left {
                row += 1
                px = left
            }
            placed.append((name, colour, px, row))
            px += advance
        }
        return placed
    }

    /// Legend rows beyond the first.
    var extraLegendRows: Int { legend.last?.row ?? 0 }

    private mutating func drawLegend() {
        let legendY = bandsBottom + 46
        for entry in legend {
            let y = legendY + Double(entry.row) * 16
            out.append(
                "<rect x=\"\(n(entry.x))\" y=\"\(n(y - 9))\" width=\"10\" height=\"10\" fill=\"\(entry.colour)\" "
                    + "stroke=\"#9ca3af\" stroke-width=\"0.5\"/>")
            out.append("<text x=\"\(n(entry.x + 14))\" y=\"\(n(y))\">\(entry.name)</text>")
        }
        let noteY = legendY + 18 + Double(extraLegendRows) * 16
        out.append(
            "<text x=\"\(n(left))\" y=\"\(n(noteY))\" fill=\"#4b5563\">solid: offset; dashed blue / purple: "
                + "where the content rests at the leading / trailing edge</text>")
    }

    // MARK: Drawing primitives

    private mutating func rect(_ start: Double, _ end: Double, y: Double, height: Double, fill: String) {
        guard end > start else { return }
        out.append(
            "<rect x=\"\(n(x(start)))\" y=\"\(n(y))\" width=\"\(n(x(end) - x(start)))\" height=\"\(n(height))\" "
                + "fill=\"\(fill)\"/>")
    }

    static func colour(_ state: RefreshState) -> String {
        switch state {
        case .idle: "#e5e7eb"
        case .pulling: "#bfdbfe"
        case .eligible: "#facc15"
        case .refreshing: "#3b82f6"
        case .finishing(.failure): "#fca5a5"
        case .finishing: "#4ade80"
        case .failed: "#dc2626"
        case .noMoreData: "#6b7280"
        case .secondLevelEligible: "#f97316"
        case .secondLevelOpening, .secondLevelClosing: "#c4b5fd"
        case .secondLevelOpen: "#7c3aed"
        }
    }

    private func n(_ value: Double) -> String { value.decimalText(places: 1) }

    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A round step (1, 2 or 5 times a power of ten) near `raw`.
    private func niceStep(_ raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        let fraction = raw / power
        return (fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10) * power
    }
}

import HeadlessRefresh

/// The trace as a plain-text table: one row every `interval` seconds and one wherever something happened.
extension Trace {
    /// Renders the trace as a text table.
    ///
    /// Each row shows the time, the offset, the finger, each edge's state and shown extra inset, and the events
    /// since the previous row. A row is printed every `interval` seconds of frames and at every frame where an
    /// event happened, so quiet stretches stay short.
    ///
    /// ```
    ///      t   offset  finger  top            top+  events
    ///  0.192  -166.97  down    eligible          0  top eligible, feedback top armed
    /// ```
    public func table(every interval: Double = 0.1) -> String {
        var header = pad("t", 7) + pad("offset", 10) + "  finger"
        for edge in edges { header += "  " + pad(edge.name, 18, left: true) + pad(edge.name + "+", 7) }
        var lines = [header + "  events"]
        var states = edges.map { _ in RefreshState.idle }
        var entryIndex = 0
        var nextSample = 0.0
        for (index, frame) in frames.enumerated() {
            var events: [String] = []
            // Events up to this frame's time, or all that remain at the last frame.
            let isLast = index == frames.count - 1
            while entryIndex < entries.count && (isLast || entries[entryIndex].time <= frame.time) {
                let event = entries[entryIndex].event
                if case .command(.stateChanged(let edge, let from, let to)) = event,
                    let slot = edges.firstIndex(of: edge)
                {
                    states[slot] = to
                    if from.kind == to.kind {
                        entryIndex += 1
                        continue
                    }
                }
                events.append(event.description)
                entryIndex += 1
            }
            let sampled = frame.time + 1e-9 >= nextSample
            guard sampled || !events.isEmpty || isLast else { continue }
            if sampled { nextSample = frame.time + interval - 1e-9 }
            var line = pad(frame.time.decimalText(), 7) + pad(frame.offset.decimalText(places: 2), 10)
            line += "  " + pad(frame.isDragging ? "down" : "up", 6, left: true)
            for (slot, edge) in edges.enumerated() {
                let inset = edge == leadingEdge ? frame.leadingInset : edge == trailingEdge ? frame.trailingInset : 0
                line += "  " + pad(Self.text(states[slot]), 18, left: true) + pad(inset.decimalText(places: 1), 7)
            }
            if !events.isEmpty { line += "  " + events.joined(separator: ", ") }
            lines.append(trimmed(line))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A state with its progress when pulling.
    static func text(_ state: RefreshState) -> String {
        switch state {
        case .pulling(let progress): "pulling " + progress.decimalText(places: 2)
        case .finishing(let result): "finishing " + result.name
        default: state.kind.name
        }
    }

    private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + fill : fill + text
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}

extension Trace.Event: CustomStringConvertible {
    /// A short English description, as the table prints it: `trigger top release`, `inset top 60 over 0.25 s`.
    public var description: String {
        switch self {
        case .command(let action):
            switch action {
            case .stateChanged(let edge, _, let to): edge.name + " " + Trace.text(to)
            case .trigger(let edge, let cause): "trigger " + edge.name + " " + cause.name
            case .setExtraInset(let edge, let amount, let duration):
                "inset " + edge.name + " " + amount.decimalText() + " over " + duration.decimalText() + " s"
            case .scroll(let point, let duration):
                "scroll to (" + point.x.decimalText() + ", " + point.y.decimalText() + ") over "
                    + duration.decimalText() + " s"
            case .feedback(let edge, let event): "feedback " + edge.name + " " + Self.name(event)
            case .announce(let edge, let announcement): "announce " + edge.name + " " + announcement.name
            case .scheduleTick(let deadline): "tick at " + deadline.decimalText()
            case .diagnostic(let diagnostic): "diagnostic: " + diagnostic.message
            }
        case .fingerDown: "finger down"
        case .fingerUp(let velocity): "finger up at " + velocity.decimalText() + " pt/s"
        case .ended(let edge, let result): "end " + edge.name + " " + result.name
        case .contentChanged(let length): "content " + length.decimalText()
        case .scrolled(let offset): "host scrolls to " + offset.decimalText()
        case .viewportChanged(let size): "viewport " + size.width.decimalText() + "×" + size.height.decimalText()
        case .insetChanged(let inset):
            "inset " + RefreshEdge.allCases.map { $0.name + " " + inset[$0].decimalText() }.joined(separator: ", ")
        }
    }

    private static func name(_ event: FeedbackEvent) -> String {
        switch event {
        case .armed: "armed"
        case .disarmed: "disarmed"
        case .triggered: "triggered"
        case .secondLevelArmed: "second level armed"
        case .secondLevelOpened: "second level opened"
        }
    }
}

import HeadlessRefresh

/// Keeping less than every frame: a long run's trace can grow with what happened rather than with the simulated
/// time, for a consumer that needs only the events or only the rows of a table.
extension Trace {
    /// What a trace keeps.
    public enum Retention: Sendable, Hashable {
        /// Every frame and every event: what ``Trace/svg(title:width:)`` and ``Trace/samples`` need. The default.
        case everything
        /// The frames ``Trace/table(every:)`` prints with this interval (one every `interval` seconds, those where
        /// something happened, and the last), and every event; the table is the same as with every frame.
        case tableRows(every: Double)
        /// No frames, and no change of a pull's progress within one state: the events that change a state's kind
        /// and every other event, with their times. `refresh-lab`'s JSON lines need nothing more.
        case events
    }

    /// Which frames the table prints: a frame is printed when it falls on the sampling interval, when an event
    /// comes up to its time, or when it is the last. The last frame kept is always the newest, provisionally.
    struct RowKeeping: Sendable {
        /// The time from which the next frame is a sampled row.
        var nextSample = 0.0
        /// Whether the newest frame is printed, as far as is known yet (an event at its very time may still come).
        var newestPrints = false
        /// Whether an event has come since the newest frame, for the next frame.
        var eventForNext = false
    }

    /// Keeps what `retention` says from now on: the frames recorded so far go with ``Retention/events``, and stay
    /// otherwise.
    mutating func keep(_ retention: Retention) {
        self.retention = retention
        rowKeeping = RowKeeping()
        if retention == .events { frames.removeAll() }
        guard case .tableRows(let interval) = retention else { return }
        // Sample the frames already there as the table will, so the next row falls where it does in the table.
        for frame in frames where frame.time + 1e-9 >= rowKeeping.nextSample {
            rowKeeping.nextSample = frame.time + interval - 1e-9
        }
        rowKeeping.newestPrints = true
    }

    /// The index of the frame to let go now that one was appended, if any.
    mutating func frameToDrop() -> Int? {
        guard !frames.isEmpty else { return nil }
        guard case .tableRows(let interval) = retention else { return frames.count - 1 }
        // The previous frame can no longer gain an event (time only moves on): it goes unless it prints.
        let drop = frames.count >= 2 && !rowKeeping.newestPrints ? frames.count - 2 : nil
        let time = frames[frames.count - 1].time
        // The same rule, tolerance included, as `table(every:)`.
        let sampled = time + 1e-9 >= rowKeeping.nextSample
        if sampled { rowKeeping.nextSample = time + interval - 1e-9 }
        rowKeeping.newestPrints = sampled || rowKeeping.eventForNext
        rowKeeping.eventForNext = false
        return drop
    }

    /// The index of the entry to let go now that one was appended, if any: a change of a pull's progress, or
    /// for a table the change before it that no row shows.
    mutating func entryToDrop() -> Int? {
        let last = entries.count - 1
        let entry = entries[last]
        guard case .command(.stateChanged(let edge, let from, let to)) = entry.event, from.kind == to.kind else {
            if case .tableRows = retention {
                // An event prints the row of the first frame at or after its time.
                if let newest = frames.last, entry.time <= newest.time {
                    rowKeeping.newestPrints = true
                } else {
                    rowKeeping.eventForNext = true
                }
            }
            return nil
        }
        switch retention {
        case .everything:
            return nil
        case .events:
            return last
        case .tableRows:
            // A progress change sets the state the rows show. The one just before it, of the same edge, matters
            // only if a row falls between the two: no frame kept since it prints.
            guard last >= 1, case .command(.stateChanged(edge, let before, let after)) = entries[last - 1].event,
                before.kind == after.kind
            else { return nil }
            let since = entries[last - 1].time
            var index = frames.count - 1
            while index >= 0 && frames[index].time >= since {
                let prints = index < frames.count - 1 || rowKeeping.newestPrints
                if frames[index].time < entry.time && prints { return nil }
                index -= 1
            }
            return last - 1
        }
    }
}

extension ScrollSimulator {
    /// Whether the recorded ``trace`` keeps every frame and every change of a pull's progress (the default), or
    /// only the events, so that a long run's memory follows what happened rather than the simulated time.
    ///
    /// `refresh-lab` turns it off unless it draws a table or an SVG: its JSON lines need only the events. Turning
    /// it off drops the frames recorded so far. No effect without a trace.
    public var keepsTraceFrames: Bool {
        get { host.trace?.keepsFrames ?? false }
        set {
            guard host.trace != nil else { return }
            host.trace?.keepsFrames = newValue
            if !newValue { host.trace?.frames.removeAll() }
        }
    }
}

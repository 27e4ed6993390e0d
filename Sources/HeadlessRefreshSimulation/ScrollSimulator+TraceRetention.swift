extension ScrollSimulator {
    /// What the recorded ``trace`` keeps: every frame (the default), the rows of a table, or the events only, so
    /// that a long run's memory follows what happened rather than the simulated time.
    ///
    /// `refresh-lab` keeps the events for its JSON lines and the table rows for `--table`; only `--svg` keeps
    /// everything. Set it before the first step: it applies from then on. No effect without a trace.
    public var traceRetention: Trace.Retention {
        get { host.trace?.retention ?? .everything }
        set {
            host.trace?.keep(newValue)
        }
    }
}

import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a suite that awaits tasks: it catches a hang, not a slow machine. Swift Testing runs every
    /// test at once on a 2-core machine, so a test's wall time includes the CPU the whole suite takes (about 4 minutes
    /// under other builds' load, seen in CI-like runs); a minute was exceeded there by tests that take milliseconds
    /// alone.
    static var hangGuard: Self { .timeLimit(.minutes(10)) }
}

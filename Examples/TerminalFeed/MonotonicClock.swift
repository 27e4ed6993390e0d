#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The demo's one clock: `clock_gettime(CLOCK_MONOTONIC)`. Only the interactive loop reads it; the library and the
/// session get the time as input.
enum MonotonicClock {
    /// Seconds since an arbitrary point, never going back.
    static func seconds() -> Double {
        var time = timespec()
        _ = clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}

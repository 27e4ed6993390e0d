#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read without Foundation: how the random tests take a seed or a count
/// to reproduce a run.
public enum ProcessEnvironment {
    /// Every variable, by name.
    public static var variables: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// The seed in `HEADLESS_REFRESH_SEED`, or a fresh random one: print it, so a failing run can be replayed.
    public static var seed: UInt64 {
        variables["HEADLESS_REFRESH_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
    }

    /// The whole number in the variable `name`, or `fallback` when it is unset or not a number.
    public static func count(_ name: String, default fallback: Int) -> Int {
        variables[name].flatMap(Int.init) ?? fallback
    }

    /// Whether the switch in the variable `name` is on: `0`, `off`, `false` and `no` (in any case) turn it off, any
    /// other value turns it on, and `fallback` holds when it is unset.
    public static func isOn(_ name: String, default fallback: Bool) -> Bool {
        guard let value = variables[name] else { return fallback }
        return !["0", "off", "false", "no"].contains(value.lowercased())
    }
}

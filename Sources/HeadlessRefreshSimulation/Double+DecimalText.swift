extension Double {
    /// The value rounded to `places` decimals (half away from zero) and printed without trailing zeros, the same
    /// on every platform: `-91`, `0.049`, `1247.5`. Minus zero prints as `0`; NaN and infinities print as `null`.
    ///
    /// Every number `refresh-lab`, the table and the SVG print goes through this, so outputs compare byte for byte.
    package func decimalText(places: Int = 3) -> String {
        guard isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (self * scale).rounded(.toNearestOrAwayFromZero)
        // Beyond 2^53 the decimals are noise anyway; Swift's shortest round-trip form is deterministic too.
        guard abs(scaled) < 9_007_199_254_740_992 else { return description }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        var text = units < 0 ? "-" : ""
        text += String(magnitude / divisor)
        var fraction = magnitude % divisor
        if fraction != 0 {
            var digits = places
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let written = String(fraction)
            text += "." + String(repeating: "0", count: digits - written.count) + written
        }
        return text
    }
}

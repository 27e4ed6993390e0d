extension Double {
    /// The value rounded to `places` decimals (half away from zero) and printed without trailing zeros, the same
    /// on every platform: `-91`, `0.049`, `1247.5`. Minus zero prints as `0`; NaN and infinities print as `null`.
    ///
    /// Every number `refresh-lab`, the table and the SVG print goes through this, so outputs compare byte for byte.
    package func decimalText(places: Int = 3) -> String {
        guard isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (self * scale).roundedAwayFromZeroWithoutLibm()
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

// `rounded(_:)` compiles to calls into the C math library (`round`, `ceil`, ...), which Swift on Linux links only when
// the executable imports Glibc or Foundation; a consumer's plain executable then fails to link. These two do the
// rounding the simulator needs with an integer conversion instead.
extension Double {
    /// The whole number nearest to the value, halves away from zero; the value itself when it is not finite or
    /// already whole (every double of magnitude 2^52 or more is).
    func roundedAwayFromZeroWithoutLibm() -> Double {
        guard isFinite, abs(self) < 4_503_599_627_370_496 else { return self }
        let whole = Double(Int64(self))  // toward zero, exact below 2^52
        let rest = self - whole
        if rest >= 0.5 { return whole + 1 }
        if rest <= -0.5 { return whole - 1 }
        return whole
    }

    /// The smallest whole number not below the value; the value itself when it is not finite or already whole.
    func roundedUpWithoutLibm() -> Double {
        guard isFinite, abs(self) < 4_503_599_627_370_496 else { return self }
        let whole = Double(Int64(self))
        return whole < self ? whole + 1 : whole
    }
}

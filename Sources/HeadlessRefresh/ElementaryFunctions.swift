// The core imports nothing, not even the C math library, so the two transcendental functions the physics needs
// are written here. Both are accurate to a few units in the last place over the ranges scroll physics uses.

/// e raised to `x`.
@usableFromInline
func exponential(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .infinity }
    if x < -745.2 { return 0 }
    // x = k ln2 + r with |r| <= ln2 / 2, so e^x = 2^k e^r.
    let ln2 = 0.693_147_180_559_945_3
    // Rounded by integer conversion: `rounded()` would call libm, which a host may not link.
    let k = Double(Int(x / ln2 + (x < 0 ? -0.5 : 0.5)))
    let r = x - k * ln2
    // Taylor series of e^r; 14 terms reach double precision for |r| <= 0.35.
    var term = 1.0
    var sum = 1.0
    for n in 1...14 {
        term *= r / Double(n)
        sum += term
    }
    return scaled(sum, byPowerOfTwo: Int(k))
}

/// The natural logarithm of `x`; NaN for negative `x`, minus infinity for zero.
@usableFromInline
func naturalLogarithm(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return x }
    // x = m 2^e with m in [1/sqrt2, sqrt2); ln x = e ln2 + ln m, and ln m = 2 atanh(s) with s = (m-1)/(m+1).
    var exponent = Int(x.exponent)
    var mantissa = x.significand
    if mantissa > 1.414_213_562_373_095 {
        mantissa /= 2
        exponent += 1
    }
    let s = (mantissa - 1) / (mantissa + 1)
    let s2 = s * s
    var term = s
    var sum = 0.0
    var n = 1.0
    while n < 60 {
        sum += term / n
        term *= s2
        n += 2
    }
    return Double(exponent) * 0.693_147_180_559_945_3 + 2 * sum
}

/// `base` raised to `exponent`, for a positive base.
@usableFromInline
func power(_ base: Double, _ exponent: Double) -> Double {
    exponential(exponent * naturalLogarithm(base))
}

private func scaled(_ value: Double, byPowerOfTwo k: Int) -> Double {
    // Two steps keep the intermediate factor representable near the ends of the range.
    let half = k / 2
    return value * Double(sign: .plus, exponent: half, significand: 1)
        * Double(sign: .plus, exponent: k - half, significand: 1)
}

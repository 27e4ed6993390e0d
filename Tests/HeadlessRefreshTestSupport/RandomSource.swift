/// Where the random tester and the fuzzer draw their choices from: a seeded generator, or the fuzzer's bytes.
public protocol RandomSource {
    /// The next 64 random bits.
    mutating func next() -> UInt64
}

extension RandomSource {
    /// A number in `0..<bound` (0 when `bound` is 0).
    public mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// A number in [0, 1).
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// A number in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }
}

/// SplitMix64: a small, fast, seedable generator whose sequence is the same on every platform. Also a
/// `RandomNumberGenerator`, for `Int.random(in:using:)` and the like.
public struct SplitMix64: RandomSource, RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Reads choices from a fuzzer's bytes; once they run out, every choice is zero.
public struct ByteSource: RandomSource {
    private let bytes: [UInt8]
    private var position = 0

    /// Creates a source over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The next 64 bits, built from the next two bytes so that short inputs still make long sequences.
    public mutating func next() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<2 {
            value <<= 8
            if position < bytes.count {
                value |= UInt64(bytes[position])
                position += 1
            }
        }
        // Spread 16 bits over 64 so that `unit()` and `below(_:)` both see them.
        return value &* 0x9E37_79B9_7F4A_7C15
    }
}

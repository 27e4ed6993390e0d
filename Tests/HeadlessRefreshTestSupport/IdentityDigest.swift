/// 128 bits of a value's hash: what the bounded explorer keeps of each identity it has visited.
///
/// An ``ExplorerKey`` holds the whole state (the controller's machines, the checkers' memory): kept for every state
/// visited, a million of them take gigabytes. Two 64-bit hashes of the same value, each started differently, take 16
/// bytes; two different states share both with a chance of about 2⁻¹²⁸ a pair, far below one in a run of any length
/// the explorer makes. Equality of identities themselves is what `==` on ``ExplorerKey`` says; this is its summary.
struct IdentityDigest: Hashable {
    /// The value's hash.
    let first: Int
    /// The value's hash after a different start: independent of ``first``.
    let second: Int

    /// The digest of `value`.
    init(_ value: some Hashable) {
        var hasher = Hasher()
        hasher.combine(value)
        first = hasher.finalize()
        var other = Hasher()
        other.combine(0x9E37_79B9_7F4A_7C15 as UInt64)
        other.combine(value)
        second = other.finalize()
    }
}

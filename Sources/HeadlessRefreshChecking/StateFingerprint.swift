import HeadlessRefresh
@_spi(Reflection) import Swift

/// A 128-bit fingerprint of everything a value stores, read field by field through the runtime's reflection: the
/// bounded explorer visits each state once by it.
///
/// The explorer must tell states apart by everything that decides what happens next, including what the core keeps
/// to itself (whether a pull is armed, how many loads the end has fired since the last touch, a result waiting for
/// the minimum refreshing time). Reading the layout from the runtime covers every stored field, also those added
/// to the core after this file was written, without the core exposing them; `Mirror` reads the same fields but
/// costs a hundred times more. The layout of each type is read once; a value is then read at memory speed.
///
/// Two values get the same fingerprint only if their fields hold the same bits, with four exceptions that merge
/// states which behave the same:
/// - times (fields named in ``timeFields``) count from the value's own clock, so a state reached later is the same
///   state; times inside an enum's payload (a load's start) are compared as they are;
/// - other `Double` fields are compared to 40 bits of mantissa (about 12 significant digits), so positions that
///   differ by rounding noise from two paths are the same position;
/// - the core's change counters (`generation`) count only through whether they agree with the count last settled,
///   the one thing the core reads them for, and the simulator's frame count through when the next frame falls;
/// - fields in ``ignoredFields`` (traces, journals, statistics) are left out: they record, they never decide.
///
/// Non-trivial fields (arrays, optionals of them) must be `Hashable`; they count by their hash value.
package struct StateFingerprint: Hashable, Sendable {
    let high: UInt64
    let low: UInt64

    /// Fields that hold times, in seconds on the same clock as the `now` a fingerprint is taken at.
    package static let timeFields: Set<String> = [
        "now", "earliestDeadline", "announcedDeadline", "tickAt", "fromTime", "toTime", "start", "libraryScrollEnd",
    ]
    /// Fields that record rather than decide, by name, or by `Type.name` for one type only.
    package static let ignoredFields: Set<String> = [
        "trace", "journal", "outbox", "triggerCounts", "causes", "transitions", "inputs",
        // The simulation checker's copy of the controller is the simulator's, and it judges intent itself.
        "ControllerChecker.controller", "ControllerChecker.actions", "ControllerChecker.intent",
        // A put-back defect is the same for a whole exploration; the last step's triggers are the P11 check's record.
        "SimulationChecker.defect", "SimulationChecker.lastTriggers",
        // Read only to refuse a time earlier than the last input's; every input the explorer sends is later. The
        // controller checker's is the same time, for its liveness check, which waits past every deadline anyway.
        "RefreshController.now", "ControllerChecker.now",
        // Read only by `refreshIfStale` and the snapshot's "last updated", which decide no input the explorer sends.
        "EdgeStateMachine.lastSuccess",
    ]

    /// The fingerprint of `value`, read with `layout` (``FieldLayout/init(_:)`` of its type), with times counted
    /// from `now`.
    package init<T>(_ value: T, layout: FieldLayout, now: Double) {
        var bytes = FingerprintBytes()
        withUnsafeBytes(of: value) { raw in layout.read(raw.baseAddress!, now: now, into: &bytes) }
        var hasher = Hasher()
        bytes.storage.withUnsafeBytes { raw in hasher.combine(bytes: raw) }
        high = UInt64(bitPattern: Int64(hasher.finalize()))
        // A second, independent 64 bits: a multiply-rotate mix of the same words.
        var mix: UInt64 = 0x9E37_79B9_7F4A_7C15
        for word in bytes.storage {
            mix = (mix ^ word) &* 0xBF58_476D_1CE4_E5B9
            mix = (mix << 29) | (mix >> 35)
        }
        low = mix
    }
}

/// The bytes a fingerprint hashes.
struct FingerprintBytes {
    var storage: [UInt64] = []

    init() { storage.reserveCapacity(256) }

    mutating func append(_ value: Int) { storage.append(UInt64(bitPattern: Int64(value))) }
    mutating func append(bits value: UInt64) { storage.append(value) }
}

/// How to read one type for a ``StateFingerprint``: its leaves, at offsets from the start of the value.
package struct FieldLayout: @unchecked Sendable {
    enum Leaf {
        /// A `Double` compared to 40 bits of mantissa.
        case double(Int)
        /// A `Double` or `Double?` time, counted from `now`.
        case time(Int, optional: Bool)
        /// Plain bytes (a Bool, an Int, an enum with its payload).
        case bytes(Int, count: Int)
        /// A non-trivial `Hashable` value, by its hash.
        case hashable(Int, (UnsafeRawPointer) -> Int)
        /// Whether the sum of the change counters at these offsets equals the settled count at `settled`.
        case settled(counters: [Int], settled: Int)
        /// When the next frame falls, from a frame count and a frame rate.
        case nextFrame(count: Int, rate: Int)
    }

    let leaves: [Leaf]

    /// Reads the layout of `type`, every field down to the leaves, but those named in `omitting` (`Type.field`: the
    /// machines of edges a run never configures). Stops the program on a field it cannot read (not trivial and not
    /// `Hashable`): a state the explorer cannot tell apart would merge with another silently.
    package init(_ type: Any.Type, omitting: Set<String> = []) {
        var leaves: [Leaf] = []
        var counters: [Int] = []
        var settled: Int?
        Self.collect(type, at: 0, omitting: omitting, into: &leaves, counters: &counters, settled: &settled)
        if let settled { leaves.append(.settled(counters: counters, settled: settled)) }
        self.leaves = leaves
    }

    private static func collect(
        _ type: Any.Type,
        at base: Int,
        omitting: Set<String>,
        into leaves: inout [Leaf],
        counters: inout [Int],
        settled: inout Int?
    ) {
        let owner = String(describing: type)
        var found = false
        // A frame count is absolute, a frame rate fixed: together they say when the next frame comes.
        var frameCount: Int?
        var frameRate: Int?
        _forEachField(of: type, options: []) { namePointer, offset, fieldType, kind in
            found = true
            let name = String(cString: namePointer)
            let at = base + offset
            if StateFingerprint.ignoredFields.contains(name)
                || StateFingerprint.ignoredFields.contains(owner + "." + name) || omitting.contains(owner + "." + name)
            {
                // A machine left out still counts its changes: the settled count adds them all.
                _forEachField(of: fieldType, options: []) { inner, offset, innerType, _ in
                    if String(cString: inner) == "generation" && innerType == UInt32.self {
                        counters.append(at + offset)
                    }
                    return true
                }
                return true
            }
            if name == "frameCount" && fieldType == Int.self {
                frameCount = at
            } else if name == "frameRate" && fieldType == Double.self {
                frameRate = at
            } else if name == "generation" && fieldType == UInt32.self {
                counters.append(at)
            } else if name == "settledGeneration" && fieldType == UInt32.self {
                settled = at
            } else if fieldType == Double.self {
                leaves.append(StateFingerprint.timeFields.contains(name) ? .time(at, optional: false) : .double(at))
            } else if fieldType == Double?.self && StateFingerprint.timeFields.contains(name) {
                leaves.append(.time(at, optional: true))
            } else if kind == .struct && !String(reflecting: fieldType).hasPrefix("Swift.") {
                collect(
                    fieldType, at: at, omitting: omitting, into: &leaves, counters: &counters, settled: &settled)
            } else if isTrivial(fieldType) {
                leaves.append(.bytes(at, count: size(of: fieldType)))
            } else if let hash = hashReader(fieldType) {
                leaves.append(.hashable(at, hash))
            } else {
                preconditionFailure("StateFingerprint cannot read \(owner).\(name) of type \(fieldType)")
            }
            return true
        }
        if !found { leaves.append(.bytes(base, count: size(of: type))) }
        if let frameCount, let frameRate {
            leaves.append(.nextFrame(count: frameCount, rate: frameRate))
        } else if let at = frameCount ?? frameRate {
            leaves.append(.bytes(at, count: 8))
        }
    }

    func read(_ base: UnsafeRawPointer, now: Double, into bytes: inout FingerprintBytes) {
        for leaf in leaves {
            switch leaf {
            case .double(let offset):
                let bits = base.loadUnaligned(fromByteOffset: offset, as: Double.self).bitPattern
                bytes.append(bits: bits & ~0xFFF)
            case .time(let offset, let optional):
                let time: Double? =
                    optional
                    ? base.loadUnaligned(fromByteOffset: offset, as: Double?.self)
                    : base.loadUnaligned(fromByteOffset: offset, as: Double.self)
                guard let time else {
                    bytes.append(bits: 0x7FF8_DEAD_0000_0001)
                    continue
                }
                bytes.append(bits: Self.time(time - now))
            case .bytes(let offset, let count):
                var remaining = count
                var at = offset
                while remaining > 0 {
                    var word: UInt64 = 0
                    let chunk = min(remaining, 8)
                    withUnsafeMutableBytes(of: &word) { target in
                        target.copyMemory(from: UnsafeRawBufferPointer(start: base + at, count: chunk))
                    }
                    bytes.append(bits: word)
                    remaining -= chunk
                    at += chunk
                }
            case .hashable(let offset, let hash):
                bytes.append(hash(base + offset))
            case .settled(let counters, let settled):
                var sum: UInt32 = 0
                for counter in counters { sum &+= base.loadUnaligned(fromByteOffset: counter, as: UInt32.self) }
                bytes.append(sum == base.loadUnaligned(fromByteOffset: settled, as: UInt32.self) ? 1 : 2)
            case .nextFrame(let count, let rate):
                let frames = base.loadUnaligned(fromByteOffset: count, as: Int.self)
                let next = Double(frames + 1) / base.loadUnaligned(fromByteOffset: rate, as: Double.self)
                bytes.append(bits: Self.time(next - now))
            }
        }
    }
}

extension FieldLayout {
    /// A delay to a billionth of a second: the same delay reached along two paths, whatever the rounding noise.
    fileprivate static func time(_ delay: Double) -> UInt64 {
        (delay * 1_073_741_824).rounded().bitPattern
    }
}

private func size(of type: Any.Type) -> Int {
    func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: measure)
}

private func isTrivial(_ type: Any.Type) -> Bool {
    func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: check)
}

/// Reads a value of `type` and hashes it, if the type is `Hashable`.
private func hashReader(_ type: Any.Type) -> ((UnsafeRawPointer) -> Int)? {
    guard let hashable = type as? any Hashable.Type else { return nil }
    func reader<H: Hashable>(_: H.Type) -> (UnsafeRawPointer) -> Int {
        { pointer in pointer.assumingMemoryBound(to: H.self).pointee.hashValue }
    }
    return reader(hashable)
}

import AllocationCounter

/// How a benchmark run is sized.
struct RunSize {
    /// Timed repetitions; the median is reported.
    var repetitions: Int
    /// Operations in one repetition.
    var batch: Int
    /// Untimed repetitions first, so caches, branch predictors and lazy initialisation settle.
    var warmups: Int

    static let full = RunSize(repetitions: 15, batch: 1_000_000, warmups: 3)
    static let smoke = RunSize(repetitions: 3, batch: 1000, warmups: 1)
}

/// Figures for one benchmark: nanoseconds per operation per repetition, and allocations per operation.
struct Sample {
    var nanoseconds: [Double]
    var allocationsPerOperation: Double

    var median: Double { Self.median(nanoseconds) }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Results the optimizer must not see through: every benchmark folds what it computed into here, and the
/// total is printed at the end.
nonisolated(unsafe) var blackHole: UInt64 = 0

@inline(never)
func keep(_ value: Double) {
    blackHole &+= value.bitPattern
}

@inline(never)
func keep(_ value: Int) {
    blackHole &+= UInt64(truncatingIfNeeded: value)
}

/// Heap allocations made by the process so far, or nil where they cannot be counted.
func allocationsSoFar() -> Int64? {
    allocation_counter_is_available() != 0 ? allocation_counter_total() : nil
}

/// Times `repetitions` runs of `body`, each doing `operations` operations, after `warmups` untimed runs.
///
/// `body` gets the repetition index so each run can use fresh state made outside the timed region by
/// `prepare`.
func measure<State>(
    _ size: RunSize,
    operations: Int,
    prepare: () -> State,
    _ body: (inout State) -> Void
) -> Sample {
    let clock = ContinuousClock()
    for _ in 0..<size.warmups {
        var state = prepare()
        body(&state)
    }
    var nanoseconds: [Double] = []
    var allocations: Int64 = 0
    for _ in 0..<size.repetitions {
        var state = prepare()
        let before = allocationsSoFar() ?? 0
        let start = clock.now
        body(&state)
        let elapsed = clock.now - start
        allocations += (allocationsSoFar() ?? 0) - before
        let (seconds, attoseconds) = elapsed.components
        nanoseconds.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(operations))
    }
    let perOperation = Double(allocations) / Double(size.repetitions * operations)
    return Sample(nanoseconds: nanoseconds, allocationsPerOperation: allocationsSoFar() == nil ? .nan : perOperation)
}

/// Checks that the counter sees allocations at all, so a 0 in the report means none were made.
func allocationCountingWorks() -> Bool {
    guard let before = allocationsSoFar() else { return false }
    let boxes = makeBoxes(8)
    keep(boxes.count)
    return (allocationsSoFar() ?? before) - before >= 8
}

private final class Box {
    let value: Int
    init(_ value: Int) { self.value = value }
}

@inline(never)
private func makeBoxes(_ count: Int) -> [Box] {
    (0..<count).map(Box.init)
}

import HeadlessRefreshPaging

/// A random schedule for a machine paging both ways with a window: the server, the settings, and the steps.
public struct TwoWayPagingSchedule: Sendable, Hashable, CustomStringConvertible {
    /// One step: a command, a visible range, or an answer to one of the requests still outstanding.
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        /// `refresh(at:)`, with `nil` for the top.
        case refresh(at: Int?)
        /// `loadMore()`.
        case loadMore
        /// `loadPrevious()`.
        case loadPrevious
        /// `retry()`.
        case retry
        /// `retry(kind)`.
        case retryEnd(PageLoadKind)
        /// `cancel()`.
        case cancel
        /// `setVisibleRange`, as a start and a length within the list (clipped), or `nil`.
        case show(start: Int, length: Int)
        /// Answers outstanding request number `pick` (modulo their count) with its page, or fails it.
        case answer(pick: Int, fails: Bool)

        /// The step as code.
        public var description: String {
            switch self {
            case .refresh(let key): "refresh(at: \(key.map(String.init) ?? "nil"))"
            case .loadMore: "loadMore()"
            case .loadPrevious: "loadPrevious()"
            case .retry: "retry()"
            case .retryEnd(let kind): "retry(.\(kind.name))"
            case .cancel: "cancel()"
            case .show(let start, let length): "show(\(start), \(length))"
            case .answer(let pick, let fails): fails ? "fail(#\(pick))" : "answer(#\(pick))"
            }
        }
    }

    /// How many rows the server holds, served by offset both ways.
    public var count: Int
    /// The machine's page size.
    public var pageSize: Int
    /// The machine's first load size, or `nil`.
    public var initialLoadSize: Int?
    /// The machine's window, or `nil`.
    public var maxSize: Int?
    /// The steps, in order.
    public var steps: [Step]

    /// Creates a schedule.
    public init(count: Int, pageSize: Int, initialLoadSize: Int?, maxSize: Int?, steps: [Step]) {
        self.count = count
        self.pageSize = pageSize
        self.initialLoadSize = initialLoadSize
        self.maxSize = maxSize
        self.steps = steps
    }

    /// A random schedule of `length` steps.
    public static func random(length: Int, using source: inout some RandomSource) -> TwoWayPagingSchedule {
        let count = source.below(61)
        let pageSize = 1 + source.below(6)
        let initial = source.chance(0.5) ? 1 + source.below(12) : nil
        let maxSize = source.chance(0.7) ? source.below(31) : nil
        var steps: [Step] = []
        for _ in 0..<length {
            steps.append(randomStep(keysBelow: count + 2, using: &source))
        }
        return TwoWayPagingSchedule(
            count: count, pageSize: pageSize, initialLoadSize: initial, maxSize: maxSize, steps: steps)
    }

    /// A random step: a command (a refresh at a key below `keysBelow` now and then), a visible range, or an answer.
    public static func randomStep(keysBelow: Int, using source: inout some RandomSource) -> Step {
        switch source.below(20) {
        case 0: .refresh(at: nil)
        case 1: .refresh(at: source.below(keysBelow))
        case 2, 3, 4: .loadMore
        case 5, 6, 7: .loadPrevious
        case 8: .retry
        case 9: .retryEnd(source.chance(0.5) ? .loadMore : .loadPrevious)
        case 10: .cancel
        case 11, 12: .show(start: source.below(40), length: source.below(12))
        default: .answer(pick: source.below(8), fails: source.chance(0.15))
        }
    }

    /// The schedule as text: settings, then one step a line.
    public var description: String {
        "server \(count) rows, page size \(pageSize), initialLoadSize \(initialLoadSize.map(String.init) ?? "nil"), "
            + "maxSize \(maxSize.map(String.init) ?? "nil")\n"
            + steps.enumerated().map { "  \($0.offset). \($0.element)" }.joined(separator: "\n")
    }
}

import HeadlessRefreshPaging

/// A random schedule for the server-truth property (P10): a server whose list changes between requests, a machine
/// paging it both ways with a window, and steps over every store operation, the host's edits and the server's own
/// changes. ``ServerTruthChecker`` runs it, lands every load, scrolls through both ends and compares what the user saw
/// with the server's list.
public struct ServerTruthSchedule: Sendable, Hashable, CustomStringConvertible {
    /// One step.
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        /// A store command, a visible range or an answer, as in ``TwoWayPagingSchedule``; a refresh's key is a pick
        /// among the keys that mean something now (a row for cursors, a position or page for the others).
        case store(TwoWayPagingSchedule.Step)
        /// The server handles outstanding request number `pick` (modulo, among those it has not handled) now; the
        /// answer reaches the store later, after whatever changes come between.
        case serve(pick: Int)
        /// The host deletes row `pick` (modulo) of the list on the server, then calls `remove(id:)`.
        case remove(pick: Int)
        /// The host hides row `pick` (modulo) of the list on this device only: `remove(id:)`, the server keeps it.
        case hide(pick: Int)
        /// The host edits row `pick` (modulo) of the list on the server, then calls `update(id:_:)`.
        case update(pick: Int)
        /// Another client inserts a row at position `at` (modulo) of the live rows the schedule may change.
        case insert(at: Int)
        /// Another client deletes the row at position `at` (modulo) of the live rows the schedule may change.
        case delete(at: Int)
        /// Another client edits the row at position `at` (modulo) of the live rows.
        case edit(at: Int)

        /// The step as code.
        public var description: String {
            switch self {
            case .store(.refresh(let pick?)): "refresh(at: key #\(pick))"
            case .store(let step): step.description
            case .serve(let pick): "serve(#\(pick))"
            case .remove(let pick): "host deletes row #\(pick)"
            case .hide(let pick): "host hides row #\(pick)"
            case .update(let pick): "host edits row #\(pick)"
            case .insert(let at): "server inserts at \(at)"
            case .delete(let at): "server deletes at \(at)"
            case .edit(let at): "server edits at \(at)"
            }
        }
    }

    /// What the server's keys mean, both ways.
    public var keys: PagingServer.Keys
    /// How many rows the server holds at first.
    public var rows: Int
    /// The machine's page size.
    public var pageSize: Int
    /// The machine's first load size, or `nil`.
    public var initialLoadSize: Int?
    /// The machine's window, or `nil`.
    public var maxSize: Int?
    /// Whether other clients' inserts and deletes may land anywhere, above rows the store loaded included. Off, they
    /// land below every row served so far: the changes that move no position a key holds.
    public var changesAnywhere: Bool
    /// The steps, in order.
    public var steps: [Step]

    /// Creates a schedule.
    public init(
        keys: PagingServer.Keys,
        rows: Int,
        pageSize: Int,
        initialLoadSize: Int? = nil,
        maxSize: Int? = nil,
        changesAnywhere: Bool = true,
        steps: [Step]
    ) {
        self.keys = keys
        self.rows = rows
        self.pageSize = pageSize
        self.initialLoadSize = initialLoadSize
        self.maxSize = maxSize
        self.changesAnywhere = changesAnywhere
        self.steps = steps
    }

    /// The key kinds a run covers, and whether other clients change the list anywhere (cursors, and the offset and
    /// page-number allowance) or only below the rows served (the exact promise of every key kind).
    public static let kinds: [(keys: PagingServer.Keys, changesAnywhere: Bool)] = [
        (.cursors, true),
        (.offsets(from: 0), false), (.offsets(from: 1), false), (.pages(from: 0), false), (.pages(from: 1), false),
        (.offsets(from: 0), true), (.offsets(from: 1), true), (.pages(from: 0), true), (.pages(from: 1), true),
    ]

    /// A random schedule of `length` steps for `keys`.
    public static func random(
        keys: PagingServer.Keys,
        changesAnywhere: Bool,
        length: Int,
        using source: inout some RandomSource
    ) -> ServerTruthSchedule {
        let rows = source.below(31)
        let pageSize = 1 + source.below(5)
        let initial = source.chance(0.4) ? 1 + source.below(12) : nil
        let maxSize = source.chance(0.75) ? source.below(21) : nil
        var steps: [Step] = []
        steps.reserveCapacity(length)
        for _ in 0..<length {
            switch source.below(100) {
            case 0..<62: steps.append(.store(TwoWayPagingSchedule.randomStep(keysBelow: 64, using: &source)))
            case 62..<70: steps.append(.serve(pick: source.below(8)))
            case 70..<75: steps.append(.remove(pick: source.below(64)))
            case 75..<79: steps.append(.hide(pick: source.below(64)))
            case 79..<83: steps.append(.update(pick: source.below(64)))
            case 83..<90: steps.append(.insert(at: source.below(64)))
            case 90..<96: steps.append(.delete(at: source.below(64)))
            default: steps.append(.edit(at: source.below(64)))
            }
        }
        return ServerTruthSchedule(
            keys: keys, rows: rows, pageSize: pageSize, initialLoadSize: initial, maxSize: maxSize,
            changesAnywhere: changesAnywhere, steps: steps)
    }

    /// The schedule as text: settings, then one step a line.
    public var description: String {
        let keys: String
        switch self.keys {
        case .offsets(let from): keys = "offsets from \(from)"
        case .pages(let from): keys = "pages from \(from)"
        case .cursors: keys = "cursors"
        }
        return "\(keys), \(rows) rows, page size \(pageSize), initialLoadSize "
            + "\(initialLoadSize.map(String.init) ?? "nil"), maxSize \(maxSize.map(String.init) ?? "nil"), "
            + (changesAnywhere ? "changes anywhere" : "changes below the rows served") + "\n"
            + steps.enumerated().map { "  \($0.offset). \($0.element)" }.joined(separator: "\n")
    }
}

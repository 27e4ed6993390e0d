import HeadlessRefreshPaging

/// A random schedule for a refresh that keeps the reader's place: a server whose newest rows arrive at its head (and
/// whose rows near the head are edited or deleted, by other clients or by the host), a reader who scrolls deep into the list, and refreshes that keep
/// their place, fail, race a load-more, or fall into a gap. ``KeepPlaceChecker`` runs it.
public struct KeepPlaceSchedule: Sendable, Hashable, CustomStringConvertible {
    /// One step.
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        /// Loads the next page, answered at once.
        case loadMore
        /// The reader shows rows `start..<start + length` (clipped to the list).
        case show(start: Int, length: Int)
        /// Another client posts `count` rows at the server's head.
        case post(count: Int)
        /// Another client deletes the live row at `at` (modulo) among the server's first two pages.
        case delete(at: Int)
        /// Another client edits the live row at `at` (modulo) among the server's first two pages.
        case edit(at: Int)
        /// A refresh that keeps the place: with `racing`, a load-more is in flight when it starts and answers after
        /// it; with `fails`, the first answer is an error and a retry follows.
        case refresh(racing: Bool, fails: Bool)
        /// The reader taps the "N new items" pill.
        case showNewItems
        /// The host deletes row `pick` (modulo) of the list on the server, then calls `remove(id:)`.
        case hostDeletes(pick: Int)

        /// The step as code.
        public var description: String {
            switch self {
            case .loadMore: "loadMore()"
            case .show(let start, let length): "show(\(start)..<\(start + length))"
            case .post(let count): "server posts \(count)"
            case .delete(let at): "server deletes at \(at)"
            case .edit(let at): "server edits at \(at)"
            case .refresh(let racing, let fails):
                "refresh(keepingPlace: true)" + (racing ? " racing a load-more" : "") + (fails ? ", fails once" : "")
            case .showNewItems: "showNewItems()"
            case .hostDeletes(let pick): "host deletes row #\(pick)"
            }
        }
    }

    /// What the server's keys mean: cursors, or offsets (whose positions the new rows move).
    public var keys: PagingServer.Keys
    /// How many rows the server holds at first.
    public var rows: Int
    /// The machine's page size.
    public var pageSize: Int
    /// The machine's window, or `nil`: a merge that grows the list past it drops pages at the far end.
    public var maxSize: Int?
    /// The steps, after a first refresh from the top.
    public var steps: [Step]

    /// Creates a schedule.
    public init(keys: PagingServer.Keys, rows: Int, pageSize: Int, maxSize: Int? = nil, steps: [Step]) {
        self.keys = keys
        self.rows = rows
        self.pageSize = pageSize
        self.maxSize = maxSize
        self.steps = steps
    }

    /// The key kinds a run covers. Offsets get no deletes (the host's neither), no window, and no more new rows in all than the first page
    /// holds: each
    /// moves every offset after it, which a key can follow only while the rows it shifts are repeats (the
    /// PagingGuarantees article). Gaps are for cursors, which take any number.
    public static let kinds: [PagingServer.Keys] = [.cursors, .offsets(from: 0)]

    /// A random schedule of `length` steps for `keys`.
    public static func random(keys: PagingServer.Keys, length: Int, using source: inout some RandomSource)
        -> KeepPlaceSchedule
    {
        let pageSize = 1 + source.below(6)
        var steps: [Step] = []
        for _ in 0..<length {
            switch source.below(100) {
            case 0..<22: steps.append(.loadMore)
            case 22..<40: steps.append(.show(start: source.below(30), length: 1 + source.below(6)))
            case 40..<55: steps.append(.post(count: source.below(2 * pageSize + 2)))
            case 55..<62 where keys == .cursors: steps.append(.delete(at: source.below(64)))
            case 55..<68: steps.append(.edit(at: source.below(64)))
            case 68..<90: steps.append(.refresh(racing: source.chance(0.25), fails: source.chance(0.2)))
            case 90..<95 where keys == .cursors: steps.append(.hostDeletes(pick: source.below(64)))
            default: steps.append(.showNewItems)
            }
        }
        // A window keeps offsets to load dropped pages again, which the rows posted above move: cursors only.
        let maxSize = keys == .cursors && source.chance(0.4) ? source.below(25) : nil
        return KeepPlaceSchedule(keys: keys, rows: source.below(40), pageSize: pageSize, maxSize: maxSize, steps: steps)
    }

    /// The schedule as text: settings, then one step a line.
    public var description: String {
        "\(keys == .cursors ? "cursors" : "offsets"), \(rows) rows, page size \(pageSize), "
            + "maxSize \(maxSize.map(String.init) ?? "nil")\n"
            + steps.enumerated().map { "  \($0.offset). \($0.element)" }.joined(separator: "\n")
    }
}

/// One way a list differs from its server's list (P10, nothing lost): what ``ListTester/checkNothingLost(against:id:)``
/// reports.
public enum ListDiscrepancy<ID: Hashable & Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// The server's item at `index` is not in the list, although the list holds items after it.
    case missing(ID, serverIndex: Int)
    /// The item is in the list `count` times.
    case duplicated(ID, count: Int)
    /// The item is in the list but not on the server.
    case unexpected(ID, index: Int)
    /// The item at `index` of the list comes before an item that precedes it on the server.
    case outOfOrder(ID, index: Int)

    /// A line a test failure prints.
    public var description: String {
        switch self {
        case .missing(let id, let index): "missing \(id) (server position \(index))"
        case .duplicated(let id, let count): "\(id) shown \(count) times"
        case .unexpected(let id, let index): "\(id) at row \(index) is not on the server"
        case .outOfOrder(let id, let index): "\(id) at row \(index) is out of the server's order"
        }
    }

    /// What `shown` lacks, repeats, adds or reorders against `server`; empty when it is `server`, or the start of it
    /// when `complete` is false (the list has not reached its end).
    public static func compare(shown: [ID], server: [ID], complete: Bool) -> [ListDiscrepancy] {
        var found: [ListDiscrepancy] = []
        var serverIndex: [ID: Int] = [:]
        for (index, id) in server.enumerated() where serverIndex[id] == nil { serverIndex[id] = index }
        var counts: [ID: Int] = [:]
        for id in shown { counts[id, default: 0] += 1 }
        var reported = Set<ID>()
        var furthest = -1
        for (index, id) in shown.enumerated() {
            guard let position = serverIndex[id] else {
                found.append(.unexpected(id, index: index))
                continue
            }
            if let count = counts[id], count > 1, reported.insert(id).inserted {
                found.append(.duplicated(id, count: count))
            }
            if position < furthest && counts[id] == 1 { found.append(.outOfOrder(id, index: index)) }
            furthest = max(furthest, position)
        }
        // Before its end, the list is a start of the server's: what lies past its last row is not lost yet.
        let expected = complete ? server.count : furthest + 1
        for (index, id) in server.prefix(expected).enumerated() where counts[id] == nil {
            found.append(.missing(id, serverIndex: index))
        }
        return found
    }
}

/// How the paging machine tells items apart, so that an item already in the list is not appended twice.
///
/// Offsets shift when the server inserts items while the user scrolls, so the next page can repeat the last items
/// of the previous one. With an identity, those are dropped and counted in ``PagingStore/droppedDuplicates``.
///
/// ```swift
/// PagingStore(pageSize: 20, identifiedBy: .id) { request in ... }            // Item: Identifiable
/// PagingStore(pageSize: 20, identifiedBy: .keyPath(\.slug)) { request in ... }
/// ```
///
/// - Complexity: the ids of the list are kept in a set, updated as pages land: O(1) per item.
public struct ItemIdentity<Item>: Sendable {
    let makeFilter: @Sendable () -> any DuplicateFilter<Item>

    /// Identifies items by the id a closure returns.
    public static func by<ID: Hashable & Sendable>(_ id: @escaping @Sendable (Item) -> ID) -> ItemIdentity {
        ItemIdentity { SeenIDs(id: id) }
    }

    /// Identifies items by the value at a key path.
    public static func keyPath<ID: Hashable & Sendable>(_ path: KeyPath<Item, ID> & Sendable) -> ItemIdentity {
        by { $0[keyPath: path] }
    }
}

extension ItemIdentity where Item: Identifiable & Sendable, Item.ID: Sendable {
    /// Identifies items by their `Identifiable` id.
    public static var id: ItemIdentity { by { $0.id } }
}

/// Keeps the ids of the list and filters pages against them.
protocol DuplicateFilter<Item>: Sendable {
    associatedtype Item
    /// How many ids are kept: the number of items in the list.
    var count: Int { get }
    /// Appends the items of `page` that are not in the list yet to `items`; returns how many were dropped.
    mutating func append(_ page: [Item], to items: inout [Item]) -> Int
    /// Forgets every id, for a refresh.
    mutating func removeAll()
}

struct SeenIDs<Item, ID: Hashable & Sendable>: DuplicateFilter {
    let id: @Sendable (Item) -> ID
    var seen: Set<ID> = []

    var count: Int { seen.count }

    mutating func append(_ page: [Item], to items: inout [Item]) -> Int {
        var dropped = 0
        for item in page {
            if seen.insert(id(item)).inserted {
                items.append(item)
            } else {
                dropped += 1
            }
        }
        return dropped
    }

    mutating func removeAll() {
        seen.removeAll(keepingCapacity: true)
    }
}

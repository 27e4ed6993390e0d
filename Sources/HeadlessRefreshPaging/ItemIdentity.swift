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
    @usableFromInline let makeFilter: @Sendable () -> any DuplicateFilter<Item>

    @inlinable init(makeFilter: @escaping @Sendable () -> any DuplicateFilter<Item>) {
        self.makeFilter = makeFilter
    }

    /// Identifies items by the id a closure returns.
    @inlinable
    public static func by<ID: Hashable & Sendable>(_ id: @escaping @Sendable (Item) -> ID) -> ItemIdentity {
        // Inlined into the caller, where Item and ID are concrete: the loop below is compiled for them.
        ItemIdentity {
            SeenIDs<Item, ID> { seen, page, items in
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
        }
    }

    /// Identifies items by the value at a key path.
    @inlinable
    public static func keyPath<ID: Hashable & Sendable>(_ path: KeyPath<Item, ID> & Sendable) -> ItemIdentity {
        by { $0[keyPath: path] }
    }
}

extension ItemIdentity where Item: Identifiable & Sendable, Item.ID: Sendable {
    /// Identifies items by their `Identifiable` id.
    @inlinable public static var id: ItemIdentity { by { $0.id } }
}

/// Keeps the ids of the list and filters pages against them.
@usableFromInline
protocol DuplicateFilter<Item>: Sendable {
    associatedtype Item
    /// How many ids are kept: the number of items in the list.
    var count: Int { get }
    /// Appends the items of `page` that are not in the list yet to `items`; returns how many were dropped.
    mutating func append(_ page: [Item], to items: inout [Item]) -> Int
    /// Forgets every id, for a refresh.
    mutating func removeAll()
}

@usableFromInline
struct SeenIDs<Item, ID: Hashable & Sendable>: DuplicateFilter {
    /// Appends the new items of a page; built where the types are concrete, so that it runs specialized.
    @usableFromInline let appendNew: @Sendable (inout Set<ID>, [Item], inout [Item]) -> Int
    var seen: Set<ID> = []

    @inlinable init(appendNew: @escaping @Sendable (inout Set<ID>, [Item], inout [Item]) -> Int) {
        self.appendNew = appendNew
    }

    @usableFromInline var count: Int { seen.count }

    @usableFromInline mutating func append(_ page: [Item], to items: inout [Item]) -> Int {
        appendNew(&seen, page, &items)
    }

    @usableFromInline mutating func removeAll() {
        seen.removeAll(keepingCapacity: true)
    }
}

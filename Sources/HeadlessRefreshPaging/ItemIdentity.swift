/// How the paging machine tells items apart: an item already in the list is not appended twice, and
/// ``PagingStore/update(id:_:)``, ``PagingStore/replace(_:)`` and ``PagingStore/remove(id:)`` find items by id.
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
    @usableFromInline let makeFilter: @Sendable () -> DuplicateFilter<Item>

    @inlinable init(makeFilter: @escaping @Sendable () -> DuplicateFilter<Item>) {
        self.makeFilter = makeFilter
    }

    /// Identifies items by the id a closure returns.
    @inlinable
    public static func by<ID: Hashable & Sendable>(_ id: @escaping @Sendable (Item) -> ID) -> ItemIdentity {
        // Inlined into the caller, where Item and ID are concrete: the loop below is compiled for them.
        ItemIdentity {
            SeenIDs<Item, ID>(
                id: id,
                forget: { seen, items in
                    // The window's drops: specialized here too, so that no generic set code runs per item.
                    for item in items { seen.remove(id(item)) }
                }
            ) { seen, removed, page, items in
                var dropped = DroppedItems()
                for item in page {
                    let itemID = id(item)
                    // A removed item stays out even if a page answered before its removal brings it back.
                    if removed.isEmpty || removed[itemID] == nil {
                        if seen.insert(itemID).inserted {
                            items.append(item)
                            continue
                        }
                        // Already in the list: the page's range on the server holds it.
                        dropped.repeats += 1
                    }
                    dropped.count += 1
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

/// The ids of the list and of the items removed from it, and filtering pages against them.
///
/// A class, so that a machine can hold one without knowing the id type (a parameterized existential would need
/// iOS 16); ``PagingStateMachine`` copies it before mutating a shared one, so copies of a machine stay
/// independent, as values do.
@usableFromInline
class DuplicateFilter<Item>: @unchecked Sendable {
    @usableFromInline init() {}

    /// How many ids are kept: the number of items in the list.
    var count: Int { preconditionFailure("abstract") }
    /// How many removed ids are remembered.
    var removedCount: Int { preconditionFailure("abstract") }
    /// An independent copy.
    func copy() -> DuplicateFilter<Item> { preconditionFailure("abstract") }
    /// Appends the items of `page` that are neither in the list nor removed to `items`; returns what was dropped.
    func append(_ page: [Item], to items: inout [Item]) -> DroppedItems { preconditionFailure("abstract") }
    /// Forgets the ids of the list, for a refresh, and the removals stamped before `stamp`.
    func removeAll(keepingRemovalsFrom stamp: Int) { preconditionFailure("abstract") }
    /// Where the item with `id` sits in `items`; `nil` when it is absent or `id` is not of the identity's type.
    func index(ofID id: AnyHashable, in items: [Item]) -> Int? { preconditionFailure("abstract") }
    /// Where the item with `item`'s id sits in `items`.
    func index(of item: Item, in items: [Item]) -> Int? { preconditionFailure("abstract") }
    /// Whether two items have the same id.
    func sameID(_ left: Item, _ right: Item) -> Bool { preconditionFailure("abstract") }
    /// Forgets `item`'s id as a member of the list and remembers it as removed at `stamp`.
    func remove(_ item: Item, stamp: Int) { preconditionFailure("abstract") }
    /// Forgets the ids of items a window dropped, so that loading their page again brings them back.
    func forget(_ items: ArraySlice<Item>) { preconditionFailure("abstract") }
    /// How many rows from one edge of `list` (its end, or its start) reach the farthest row of `page` that `list`
    /// held already; `appended` are the rows of `page` that were new.
    func reach(
        ofRepeatsIn page: [Item],
        appended: ArraySlice<Item>,
        in list: ArraySlice<Item>,
        fromEnd: Bool
    ) -> Int { preconditionFailure("abstract") }
}

@usableFromInline
final class SeenIDs<Item, ID: Hashable & Sendable>: DuplicateFilter<Item>, @unchecked Sendable {
    @usableFromInline typealias AppendNew = @Sendable (inout Set<ID>, [ID: Int], [Item], inout [Item]) -> DroppedItems
    @usableFromInline typealias Forget = @Sendable (inout Set<ID>, ArraySlice<Item>) -> Void
    /// Appends the new items of a page; built where the types are concrete, so that it runs specialized.
    let appendNew: AppendNew
    /// Forgets the ids of dropped items; built where the types are concrete, like ``appendNew``.
    let forgetIDs: Forget
    let id: @Sendable (Item) -> ID
    var seen: Set<ID> = []
    /// Ids removed from the list, with the machine's last request id at the time of removal.
    var removed: [ID: Int] = [:]

    @usableFromInline init(
        id: @escaping @Sendable (Item) -> ID,
        forget: @escaping Forget,
        appendNew: @escaping AppendNew
    ) {
        self.id = id
        self.forgetIDs = forget
        self.appendNew = appendNew
    }

    override var count: Int { seen.count }
    override var removedCount: Int { removed.count }

    override func copy() -> DuplicateFilter<Item> {
        let copy = SeenIDs(id: id, forget: forgetIDs, appendNew: appendNew)
        copy.seen = seen
        copy.removed = removed
        return copy
    }

    override func append(_ page: [Item], to items: inout [Item]) -> DroppedItems {
        appendNew(&seen, removed, page, &items)
    }

    override func removeAll(keepingRemovalsFrom stamp: Int) {
        seen.removeAll(keepingCapacity: true)
        if !removed.isEmpty { removed = removed.filter { $0.value >= stamp } }
    }

    override func index(ofID target: AnyHashable, in items: [Item]) -> Int? {
        guard let target = target.base as? ID else { return nil }
        guard seen.contains(target) else { return nil }
        return items.firstIndex { id($0) == target }
    }

    override func index(of item: Item, in items: [Item]) -> Int? {
        index(ofID: AnyHashable(id(item)), in: items)
    }

    override func sameID(_ left: Item, _ right: Item) -> Bool { id(left) == id(right) }

    override func forget(_ items: ArraySlice<Item>) {
        forgetIDs(&seen, items)
    }

    override func reach(
        ofRepeatsIn page: [Item],
        appended: ArraySlice<Item>,
        in list: ArraySlice<Item>,
        fromEnd: Bool
    ) -> Int {
        // The rows of the page the list held: neither new nor removed ones (a removed id is never in the list).
        var wanted = Set(page.lazy.map(id).filter { self.removed[$0] == nil })
        for item in appended { wanted.remove(id(item)) }
        var distance = 0
        while !wanted.isEmpty && distance < list.count {
            let index = fromEnd ? list.endIndex - 1 - distance : list.startIndex + distance
            wanted.remove(id(list[index]))
            distance += 1
        }
        return distance
    }

    override func remove(_ item: Item, stamp: Int) {
        let itemID = id(item)
        seen.remove(itemID)
        removed[itemID] = stamp
    }
}

/// What a ``DuplicateFilter`` dropped from one page: every item, and how many of them the list held already. A page
/// that repeats rows the list holds near its end (offsets shifted by inserts, a page asked again after a removal)
/// covers those rows on the server, so the machine counts them in that page (see `DuplicateFilter.reach`).
@usableFromInline
struct DroppedItems {
    /// Items dropped: repeats and removed ones.
    @usableFromInline var count = 0
    /// Items dropped because the list held them already.
    @usableFromInline var repeats = 0

    @usableFromInline init() {}
}

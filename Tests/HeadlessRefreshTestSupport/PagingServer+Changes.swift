/// The list changing between requests: rows inserted, deleted and edited anywhere, each change a tick of
/// ``PagingServer/clock``.
extension PagingServer {
    /// Inserts a new row before the row now at `position` among the live ones (after the last one when `position` is
    /// past the end); returns its id.
    public mutating func insert(at position: Int) -> Int {
        let id = nextID
        nextID += 1
        clock += 1
        insertedAt[id] = clock
        let live = min(max(0, position), ids.count)
        // In the full order, right after the live row before it, so that a deleted row keeps its side.
        let place = live == ids.count ? order.count : orderIndex[ids[live]]!
        ids.insert(id, at: live)
        order.insert(id, at: place)
        reindex()
        return id
    }

    /// Deletes the live row `id`; it keeps its place in the order, so that a cursor naming it still works. Returns
    /// whether it was live.
    @discardableResult
    public mutating func delete(id: Int) -> Bool {
        guard let index = ids.firstIndex(of: id) else { return false }
        ids.remove(at: index)
        clock += 1
        return true
    }

    /// Edits the live row `id`; returns its new version, or `nil` when it is not live.
    @discardableResult
    public mutating func edit(id: Int) -> Int? {
        guard ids.contains(id) else { return nil }
        clock += 1
        versions[id, default: 0] += 1
        return versions[id]
    }

    /// Whether the row `id` is in the list now.
    public func isLive(_ id: Int) -> Bool {
        ids.contains(id)
    }

    /// The row's version now.
    public func version(of id: Int) -> Int {
        versions[id] ?? 0
    }

    /// When the row was inserted, on ``clock``; 0 for the rows the server started with.
    public func insertionTime(of id: Int) -> Int {
        insertedAt[id] ?? 0
    }

    /// Where the row sits in the full order (deleted rows included): rows keep their order, whatever changes.
    public func place(of id: Int) -> Int? {
        orderIndex[id]
    }

    mutating func reindex() {
        orderIndex = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    }
}

import HeadlessRefreshPaging

/// P10, nothing lost: the rows a user can scroll through are the server's list, in order, each once.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListTester {
    /// Walks `pager` (the app's own API) from its first page to its end and compares the rows shown with it: what is
    /// missing, shown twice, not on the server, or out of order. Empty when nothing is lost.
    ///
    /// Before the list reached its end (the store has more), the rows shown must be the start of the server's list:
    /// what lies past the last row is not lost yet. Scroll to the end first (``scrollToEnd(maximumDrags:)``) to
    /// check the whole list.
    ///
    /// ```swift
    /// #expect(try await list.checkNothingLost(against: pager, id: \.id) == [])
    /// ```
    public func checkNothingLost<ID: Hashable & Sendable, PagerKey>(
        against pager: PagerWalk<Item, PagerKey>, id: (Item) -> ID
    ) async throws -> [ListDiscrepancy<ID>] {
        let server = try await pager.items()
        return ListDiscrepancy.compare(shown: items.map(id), server: server.map(id), complete: !store.hasMore)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListTester where Item: Identifiable, Item.ID: Sendable {
    /// ``checkNothingLost(against:id:)`` for items that have an id.
    public func checkNothingLost<PagerKey>(against pager: PagerWalk<Item, PagerKey>) async throws -> [ListDiscrepancy<
        Item.ID
    >] {
        try await checkNothingLost(against: pager, id: \.id)
    }
}

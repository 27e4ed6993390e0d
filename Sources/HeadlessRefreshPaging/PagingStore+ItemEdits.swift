/// A like, an edit or a delete without a refresh: items are found by the store's ``ItemIdentity``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore {
    /// Changes the item with `id` in place and returns whether it did.
    ///
    /// ```swift
    /// store.update(id: post.id) { $0.isLiked = true }
    /// ```
    ///
    /// Nothing happens, and ``onDiagnostic`` hears why, when no item has that id (or `id` is not of the identity's
    /// type), when the store was created without an identity, or when `change` changes the item's id. Item
    /// observers, `@Observable` readers of ``items`` and the snapshot streams hear of it once. A refresh that lands
    /// later replaces the item with the server's version, even one running now; see <doc:PagingGuarantees>.
    ///
    /// - Complexity: O(*n*) to find the item.
    @discardableResult
    public func update(id: some Hashable, _ change: (inout Item) -> Void) -> Bool {
        performEdit(machine.update(id: id, change))
    }

    /// Replaces the item that has `item`'s id with `item` and returns whether it did. See ``update(id:_:)``.
    ///
    /// - Complexity: O(*n*) to find the item.
    @discardableResult
    public func replace(_ item: Item) -> Bool {
        performEdit(machine.replace(item))
    }

    /// Removes the item with `id` and returns whether it did.
    ///
    /// ```swift
    /// try await api.delete(post.id)
    /// store.remove(id: post.id)
    /// ```
    ///
    /// The item stays out of the list until a refresh started after the removal lands, so a page answered before
    /// the server saw the delete does not bring it back. With offsets or page numbers (``PageNumbering``), the next
    /// load-more asks from earlier so that no item is skipped; see <doc:PagingGuarantees>. Ignored, with a
    /// diagnostic, like ``update(id:_:)``.
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    public func remove(id: some Hashable) -> Bool {
        performEdit(machine.remove(id: id))
    }

    private func performEdit(_ actions: [PagingCommand<Key>]) -> Bool {
        let changed = actions.contains { if case .itemChanged = $0 { true } else { false } }
        perform(actions)
        return changed
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore {
    /// The list as plain values, to save when the screen goes away; `nil` before the first page. Pass the item the
    /// reader looks at and its offset in the viewport as `anchor`, to scroll back there after ``restore(_:)``. See
    /// ``PagingRestoration``.
    public func restoration(anchor: PagingRestoration<Item, Key>.Anchor? = nil) -> PagingRestoration<Item, Key>? {
        machine.restoration(anchor: anchor)
    }

    /// Puts a saved list back, before the first frame: the items, keys and ends replace the list at once, so
    /// ``isLoaded`` is `true` and ``phase`` is the content (no empty frame), and nothing is loaded until the user
    /// pulls or reaches an end. A session attached before or after shows the ends as saved ("No more data" stays).
    /// Loads in flight are cancelled. Observers hear one page of kind ``PageLoadKind/refresh``: the list was
    /// replaced.
    public func restore(_ restoration: PagingRestoration<Item, Key>) {
        perform(machine.restore(restoration))
    }
}

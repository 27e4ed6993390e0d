/// A refresh that keeps the reader's place, and the "N new items" it reports. See <doc:KeepingTheReadersPlace>.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore {
    /// Whether ``refresh()`` (and so a pull or a poll through a session) keeps the reader's place: while the host
    /// shows rows below the top (``setVisibleRange(_:)``), the first page is merged above them by item id instead of
    /// replacing the list. Off by default; needs an ``ItemIdentity``. See ``PagingStateMachine/keepsPlaceOnRefresh``.
    public var keepsPlaceOnRefresh: Bool {
        get {
            access(keyPath: \.keepsPlaceOnRefresh)
            return machine.keepsPlaceOnRefresh
        }
        set {
            withMutation(keyPath: \.keepsPlaceOnRefresh) { machine.keepsPlaceOnRefresh = newValue }
        }
    }

    /// How many new items a refresh that kept the place put above the rows in view, for a "3 new posts" pill.
    /// It drops as the reader scrolls up to them (``setVisibleRange(_:)``), and is 0 at the top, after a plain
    /// refresh and after ``showNewItems()``.
    public var newItemCount: Int {
        access(keyPath: \.newItemCount)
        return machine.newItemCount
    }

    /// Whether more new items wait than ``newItemCount`` says: the newest page did not reach the list (a gap), so a
    /// host shows "20+ new posts", and ``showNewItems()`` replaces the list with the newest page.
    public var newItemsExceedCount: Bool {
        access(keyPath: \.newItemCount)
        return machine.newItemsExceedCount
    }

    /// Loads the first page; with `keepingPlace`, a reader below the top keeps their place when it lands. See
    /// ``PagingStateMachine/refresh(keepingPlace:)``.
    public func refresh(keepingPlace: Bool) {
        perform(reportingPageSize(machine.refresh(keepingPlace: keepingPlace)))
    }

    /// Takes the reader to the new items (a tap on the pill): clears ``newItemCount`` and returns the index to
    /// scroll to, or `nil` for an empty list. After a gap, the newest page replaces the list first.
    ///
    /// ```swift
    /// if let row = store.showNewItems() { tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: true) }
    /// ```
    @discardableResult
    public func showNewItems() -> Int? {
        perform(machine.showNewItems())
        return machine.items.isEmpty ? nil : 0
    }
}

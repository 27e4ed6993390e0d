import HeadlessRefresh

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension RefreshSession {
    /// Attaches a paged list: the refresh edge's trigger refreshes `store`, the load-more edge's loads the next page,
    /// the load-previous edge's the page before the first, and each load ends the edge that started it with success,
    /// failure or no more data. Attaching again replaces the store attached before.
    ///
    /// ```swift
    /// let session = RefreshSession(
    ///     controller: RefreshController(top: .header, bottom: .footer),
    ///     now: { clock.seconds },
    ///     wake: { deadline in timer.schedule(at: deadline) }  // then call session.tick()
    /// ) { command in
    ///     host.apply(command)  // setExtraInset, scroll, stateChanged, ...
    /// }
    /// session.attach(store)  // a feed: refresh at the top, load more at the bottom
    /// session.send(.geometry(scrollView.geometry))
    /// ```
    ///
    /// A chat list that opens at the bottom loads older messages at its top:
    /// `session.attach(store, refresh: nil, loadMore: .bottom, loadPrevious: .top)`. When items land above what the
    /// user looks at, the session keeps it still: once the host reports the new content size, it moves the offset by
    /// the content added above and performs a `scroll(toOffset:duration: 0)` before the controller's commands (see
    /// <doc:PagingInBothDirections>).
    ///
    /// Use a session with a store attached on the main actor, where the store lives. The rules are
    /// ``PagingEdgeDriver``'s, the expert path for a host that owns a bare `RefreshController`.
    ///
    /// - Parameters:
    ///   - store: The paged list.
    ///   - refresh: The edge that refreshes; `.top` by default (`.left` on a horizontal list), `nil` for none.
    ///   - loadMore: The edge that loads the next page; `.bottom` by default (`.right` on a horizontal list).
    ///   - loadPrevious: The edge that loads the page before the first; `nil` by default, `.top` for a chat.
    @MainActor
    public func attach<Item: Sendable, Key: Hashable & Sendable>(
        _ store: PagingStore<Item, Key>,
        refresh: RefreshEdge? = .top,
        loadMore: RefreshEdge? = .bottom,
        loadPrevious: RefreshEdge? = nil
    ) {
        let store = StoreAttachment(
            store: store, session: self, refreshEdge: refresh, loadMoreEdge: loadMore, loadPreviousEdge: loadPrevious)
        attachment = store.hooks
        store.start()
    }

    /// Detaches the store ``attach(_:refresh:loadMore:loadPrevious:)`` attached: its loads no longer start or end
    /// edges. A load running keeps its edge refreshing until you end it.
    @MainActor
    public func detachStore() {
        attachment = nil
    }
}

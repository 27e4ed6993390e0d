import HeadlessRefresh

/// A ``PagingStore`` riding on a `RefreshSession`: the session's triggers start the store's loads (the rules are
/// ``PagingEdgeDriver``'s), the loads end the edges that started them, and what the user looks at stays still when
/// items land above it.
///
/// The session owns the attachment; the attachment reaches the session without owning it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class StoreAttachment<Item: Sendable, Key: Hashable & Sendable> {
    private unowned let session: RefreshSession
    private var driver: PagingEdgeDriver<Item, Key>!
    /// The pages that landed since the host's last geometry, measured against it.
    private var sinceGeometry: PositionCorrection?
    /// Whether one of those pages changed content above the visible items.
    private var changedAbove = false

    init(
        store: PagingStore<Item, Key>,
        session: RefreshSession,
        refreshEdge: RefreshEdge?,
        loadMoreEdge: RefreshEdge?,
        loadPreviousEdge: RefreshEdge?
    ) {
        self.session = session
        driver = PagingEdgeDriver(
            store: store,
            refreshEdge: refreshEdge,
            loadMoreEdge: loadMoreEdge,
            loadPreviousEdge: loadPreviousEdge,
            state: { [unowned session] edge in session.state(edge) },
            send: { [unowned session] input in session.send(input) }
        )
        store.addPageObserver(id: ObjectIdentifier(self)) { [weak self] update in self?.pageApplied(update) }
    }

    var store: PagingStore<Item, Key> { driver.store }

    /// The session's hooks. They run on the main actor, where a session with a store attached is used.
    var hooks: RefreshSessionAttachment {
        RefreshSessionAttachment(
            prepare: { input in MainActor.assumeIsolated { self.prepare(&input) } },
            performed: { command in MainActor.assumeIsolated { self.driver.handle(command) } },
            settled: { MainActor.assumeIsolated { self.driver.settle() } },
            detached: { MainActor.assumeIsolated { self.detach() } }
        )
    }

    /// A store already at its end is shown at once.
    func start() {
        driver.settle()
    }

    /// A geometry with a new content size after items landed above the visible ones is moved by the content added
    /// above, and the host told to scroll there first.
    private func prepare(_ input: inout RefreshInput) -> RefreshCommand? {
        guard case .geometry(var geometry) = input else { return nil }
        var scroll: RefreshCommand?
        if changedAbove, let correction = sinceGeometry, let shift = correction.shift(to: geometry) {
            geometry.contentOffset = correction.moved(geometry.contentOffset, by: shift)
            input = .geometry(geometry)
            scroll = .scroll(toOffset: geometry.contentOffset, duration: 0)
        }
        if !changedAbove || sinceGeometry?.shift(to: geometry) != nil {
            // The host laid the pages out (or nothing above needs keeping): measure from here.
            changedAbove = false
            sinceGeometry = PositionCorrection(
                before: geometry, countBefore: store.items.count, removedAbove: 0, removedBelow: 0, addedBelow: 0)
        }
        return scroll
    }

    private func pageApplied(_ update: PageUpdate) {
        // A refresh that kept the reader's place replaced rows at the start (`removedFromStart`) and kept the rest.
        guard update.kind != .refresh || update.removedFromStart > 0 else {
            // A new list: nothing on screen to keep.
            changedAbove = false
            return
        }
        sinceGeometry?.add(update)
        if update.kind == .loadPrevious && !update.inserted.isEmpty || update.removedFromStart > 0 {
            changedAbove = true
        }
    }

    private func detach() {
        store.removePageObserver(id: ObjectIdentifier(self))
        driver.detach()
    }
}

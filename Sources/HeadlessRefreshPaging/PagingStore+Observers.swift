/// Closure observers keyed by an id (IQRefreshAbstractWrapper's models-updated and state observers) and snapshot
/// streams.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore {
    /// Calls `observer` once for every page applied, after the items changed. Observers are called in the order
    /// they were added; adding with an id already in use replaces that observer in place.
    ///
    /// The store keeps its observers until they are removed, so an observer that uses the store or its owner
    /// captures them weakly (`{ [weak self] update in … }`); otherwise the two keep each other alive.
    public func addPageObserver(id: AnyHashable, _ observer: @escaping @MainActor (PageUpdate) -> Void) {
        if let index = pageObservers.firstIndex(where: { $0.id == id }) {
            pageObservers[index].observer = observer
        } else {
            pageObservers.append((id, observer))
        }
    }

    /// Removes the page observer added with `id`. Takes effect from the next notification.
    public func removePageObserver(id: AnyHashable) {
        pageObservers.removeAll { $0.id == id }
    }

    /// Calls `observer` once for every item changed or removed without a page (``update(id:_:)``, ``replace(_:)``,
    /// ``remove(id:)``), after the items changed. Ordered, replaced and captured as for ``addPageObserver(id:_:)``.
    public func addItemObserver(id: AnyHashable, _ observer: @escaping @MainActor (ItemChange) -> Void) {
        if let index = itemObservers.firstIndex(where: { $0.id == id }) {
            itemObservers[index].observer = observer
        } else {
            itemObservers.append((id, observer))
        }
    }

    /// Removes the item observer added with `id`. Takes effect from the next notification.
    public func removeItemObserver(id: AnyHashable) {
        itemObservers.removeAll { $0.id == id }
    }

    /// Calls `observer` with the new status every time it changes. Observers are called in the order they were
    /// added; adding with an id already in use replaces that observer in place. Capture the store or its owner
    /// weakly, as for ``addPageObserver(id:_:)``.
    public func addStatusObserver(id: AnyHashable, _ observer: @escaping @MainActor (PagingStatus) -> Void) {
        if let index = statusObservers.firstIndex(where: { $0.id == id }) {
            statusObservers[index].observer = observer
        } else {
            statusObservers.append((id, observer))
        }
    }

    /// Removes the status observer added with `id`. Takes effect from the next notification.
    public func removeStatusObserver(id: AnyHashable) {
        statusObservers.removeAll { $0.id == id }
    }

    /// A stream of snapshots: the current one first, then one after every page, every item change and every change of
    /// status.
    ///
    /// The default policy keeps only the newest snapshot for a slow consumer, so that it always sees the latest
    /// state and never holds more than one old copy of the items. The stream ends when the store goes away or the
    /// consuming task is cancelled.
    public func snapshots(
        bufferingPolicy: AsyncStream<PagingSnapshot<Item, Key>>.Continuation.BufferingPolicy = .bufferingNewest(1)
    ) -> AsyncStream<PagingSnapshot<Item, Key>> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: PagingSnapshot<Item, Key>.self,
            bufferingPolicy: bufferingPolicy
        )
        let id = nextStreamID
        nextStreamID += 1
        streams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        continuation.yield(snapshot)
        return stream
    }
}

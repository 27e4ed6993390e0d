@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore {
    /// What the list shows — its first load, its failure, the empty view, or the rows with the state of the refresh
    /// and of each end — derived from ``items``, ``status(of:)`` and the ends. Observed like them: a SwiftUI view
    /// that switches over it is drawn again when it changes. See ``ListPhase``.
    public var phase: ListPhase {
        access(keyPath: \.items)
        access(keyPath: \.status)
        access(keyPath: \.hasMore)
        access(keyPath: \.hasPrevious)
        access(keyPath: \.isLoaded)
        return machine.phase
    }
}

extension PagingSnapshot {
    /// What one slot did when the snapshot was taken: see ``PagingStore/status(of:)``.
    public func status(of kind: PageLoadKind) -> PagingStatus {
        switch kind {
        case .refresh: refreshStatus
        case .loadMore: loadMoreStatus
        case .loadPrevious: loadPreviousStatus
        }
    }

    /// What the list showed when the snapshot was taken: see ``ListPhase``.
    public var phase: ListPhase {
        ListPhase(
            isLoaded: isLoaded, isEmpty: items.isEmpty, status: status(of:), end: end, previousEnd: previousEnd)
    }
}

// Descriptions read as the value is written in Swift, less its type's module and name, as the core's do. A key, an
// item or an error is the app's own type and prints as `String(describing:)` shows it.

extension PagingStatus: CustomStringConvertible {
    /// The status as Swift writes it, without its type: `idle`, `loadingMore`, `failed(timedOut, loadMore)`, with the
    /// error as `String(describing:)` shows it.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .refreshing: "refreshing"
        case .loadingMore: "loadingMore"
        case .loadingPrevious: "loadingPrevious"
        case .failed(let error, let kind): "failed(" + String(describing: error) + ", " + kind.name + ")"
        }
    }
}

extension PageLoadKind: CustomStringConvertible {
    /// The kind's ``name``: `refresh`, `loadMore`, `loadPrevious`.
    public var description: String { name }
}

extension PagingEnd: CustomStringConvertible {
    /// `lastPage`, `shortPage`, `totalCount` or `repeatedKey`.
    public var description: String {
        switch self {
        case .lastPage: "lastPage"
        case .shortPage: "shortPage"
        case .totalCount: "totalCount"
        case .repeatedKey: "repeatedKey"
        }
    }
}

extension PagingDiagnostic: CustomStringConvertible {
    /// The diagnostic's ``message``, a short English sentence for logs: `loadMore ignored: paging ended`.
    public var description: String { message }
}

extension PageRequest: CustomStringConvertible {
    /// The request as Swift writes it, every field named: `PageRequest(kind: loadMore, key: 20, pageSize: 20, id: 2)`;
    /// the key as `String(describing:)` shows it, or `nil`.
    public var description: String {
        "PageRequest(kind: " + kind.name + ", key: " + (key.map { String(describing: $0) } ?? "nil") + ", pageSize: "
            + String(pageSize) + ", id: " + String(id) + ")"
    }
}

extension PageUpdate: CustomStringConvertible {
    /// The update as Swift writes it, every field named:
    /// `PageUpdate(kind: loadMore, inserted: 20..<40, received: 20, droppedDuplicates: 0, hasMore: true, end: nil,
    /// removedFromStart: 0, removedFromEnd: 0)`.
    public var description: String {
        "PageUpdate(kind: " + kind.name + ", inserted: " + String(inserted.lowerBound) + "..<"
            + String(inserted.upperBound) + ", received: " + String(received) + ", droppedDuplicates: "
            + String(droppedDuplicates) + ", hasMore: " + String(hasMore) + ", end: " + (end?.description ?? "nil")
            + ", removedFromStart: " + String(removedFromStart) + ", removedFromEnd: " + String(removedFromEnd) + ")"
    }
}

extension PagingCommand: CustomStringConvertible {
    /// The effect as Swift writes it, without its type: `load(PageRequest(kind: refresh, …))`, `statusChanged`.
    public var description: String {
        switch self {
        case .load(let request): "load(" + request.description + ")"
        case .cancel(let request): "cancel(" + request.description + ")"
        case .pageApplied(let update): "pageApplied(" + update.description + ")"
        case .statusChanged: "statusChanged"
        case .itemChanged(let change): "itemChanged(" + change.description + ")"
        case .diagnostic(let diagnostic): "diagnostic(" + diagnostic.description + ")"
        }
    }
}

extension ItemChange: CustomStringConvertible {
    /// The change as Swift writes it, without its type: `updated(at: 3)`, `removed(at: 0)`.
    public var description: String {
        switch self {
        case .updated(let index): "updated(at: " + String(index) + ")"
        case .removed(let index): "removed(at: " + String(index) + ")"
        }
    }
}

import HeadlessRefresh

/// Runs an app's `async` load handlers when an edge triggers, and ends the edge with what the handler returned:
/// the `.refreshable { await … }` shape on top of a `RefreshSession`.
///
/// Which handler an edge runs follows what its configuration says it does (``EdgeConfiguration/refreshesList(at:)``,
/// which goes by the ``EdgeConfiguration/role`` it is drawn and announced with where one is set, never by position
/// alone). The refreshing edge's handler (``onRefresh``) succeeds by returning and fails by throwing; a loading
/// edge's (``onLoadMore``) returns `.success`, or `.noMoreData` at the end, and
/// fails by throwing as well (``LoadMoreResult`` has no failure).
/// Each runs as a task on the main actor and ends its edge through `end` (the adapter's `send`, so the indicators
/// redraw). The core never triggers an edge that is refreshing, so one handler runs per edge at a time.
///
/// ```swift
/// let handlers = AsyncRefreshHandlers { edge, result in adapter.send(.endRefreshing(edge, result)) }
/// handlers.onRefresh = { try await feed.reload() }
/// handlers.onLoadMore = { try await feed.loadMore() ? .success : .noMoreData }
/// // in the session's perform closure, for every command:
/// handlers.perform(command, controller: session.controller)
/// ```
///
/// A task is cancelled, and its end dropped, when the edge stops refreshing without it (the app disabled the edge or
/// ended it itself), on ``cancelAll()`` (the adapter detaches) and when the handlers go away (the adapter or the
/// SwiftUI view that owns them is released). A handler that throws after being cancelled ends nothing either.
@MainActor
public final class AsyncRefreshHandlers {
    /// Refreshes: returning is success, throwing is failure.
    public typealias Refresh = @MainActor () async throws -> Void
    /// Loads more: returns `.success`, or `.noMoreData` at the end; throwing is failure.
    public typealias LoadMore = @MainActor () async throws -> LoadMoreResult

    /// Run when an edge that refreshes the list triggers: the top, or the edge whose role is the header's.
    public var onRefresh: Refresh?
    /// Run when any other edge triggers: the bottom, or a chat's top whose role is the footer's.
    public var onLoadMore: LoadMore?

    private let end: @MainActor (RefreshEdge, RefreshResult) -> Void
    private var running: [RefreshEdge: Run] = [:]
    private var nextRun = 0

    /// One handler's task, numbered so that a late finish of a replaced run ends nothing.
    private struct Run: Sendable {
        var number: Int
        var task: Task<Void, Never>
    }

    /// Creates handlers that end an edge by calling `end` with the handler's result.
    package init(end: @escaping @MainActor (RefreshEdge, RefreshResult) -> Void) {
        self.end = end
    }

    /// Cancels the running handlers: an adapter or a SwiftUI view that goes away takes its loads with it.
    deinit {
        for run in running.values { run.task.cancel() }
    }

    /// Whether a handler runs for `edge`.
    public func isRunning(_ edge: RefreshEdge) -> Bool {
        running[edge] != nil
    }

    /// Starts the handler of an edge that triggered, and cancels the one of an edge that stopped refreshing without
    /// it. Call it for every command the session performs, with the session's controller.
    package func perform(_ command: RefreshCommand, controller: RefreshController) {
        switch command {
        case .trigger(let edge, _):
            // An action edge (a side "pull to go back") is back to idle already: there is no load to end.
            guard controller.isRefreshing(edge) else { return }
            start(edge, controller: controller)
        case .stateChanged(let edge, from: .refreshing, to: _):
            // Our own end takes the run out before it reaches the controller; any other way out cancels it.
            cancel(edge)
        case .stateChanged, .setExtraInset, .scroll, .feedback, .announce, .scheduleTick, .diagnostic:
            break
        }
    }

    /// Cancels every running handler; their ends are dropped. For an adapter that detaches.
    package func cancelAll() {
        for edge in Array(running.keys) { cancel(edge) }
    }

    private func start(_ edge: RefreshEdge, controller: RefreshController) {
        let refreshes = controller.configuration(edge)?.refreshesList(at: edge) ?? false
        guard running[edge] == nil, let load = handler(refreshingTheList: refreshes) else { return }
        nextRun += 1
        let number = nextRun
        let task = Task { @MainActor [weak self] in
            let result = await load()
            guard !Task.isCancelled, let self, self.running[edge]?.number == number else { return }
            self.running[edge] = nil
            self.end(edge, result)
        }
        running[edge] = Run(number: number, task: task)
    }

    private func cancel(_ edge: RefreshEdge) {
        running.removeValue(forKey: edge)?.task.cancel()
    }

    /// The handler for an edge that refreshes the list or not (``EdgeConfiguration/refreshesList(at:)``, which
    /// follows the role it is drawn and announced with: a chat's top that loads older messages runs ``onLoadMore``),
    /// as one that cannot throw, or `nil` when the app gave none.
    private func handler(refreshingTheList refreshes: Bool) -> (@MainActor () async -> RefreshResult)? {
        if refreshes {
            guard let onRefresh else { return nil }
            return {
                do {
                    try await onRefresh()
                    return .success
                } catch {
                    return .failure
                }
            }
        }
        guard let onLoadMore else { return nil }
        return {
            do { return try await onLoadMore().refreshResult } catch { return .failure }
        }
    }
}

import HeadlessRefreshPaging

/// A loader whose answers the test releases, in any order: each call waits until the test responds, fails it, or
/// (with `throwsOnCancel`) until its task is cancelled.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ControlledLoader<Item: Sendable, Key: Hashable & Sendable> {
    struct Call {
        var request: PageRequest<Key>
        var continuation: CheckedContinuation<Page<Item, Key>, any Error>?
        var wasCancelled = false
    }

    private(set) var calls: [Call] = []
    /// Whether a cancelled call throws `CancellationError` at once (like URLSession) or keeps waiting for the test
    /// to answer anyway (like a loader that ignores cancellation).
    var throwsOnCancel = false
    private var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var cancelWaiters: [(index: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// The closure to give the store.
    nonisolated var load: PagingStore<Item, Key>.Loader {
        { request in try await self.serve(request) }
    }

    var requests: [PageRequest<Key>] { calls.map(\.request) }

    /// Waits until call `index` (from 0) has arrived and returns its request.
    func request(_ index: Int) async -> PageRequest<Key> {
        if calls.count <= index {
            await withCheckedContinuation { callWaiters.append((index + 1, $0)) }
        }
        return calls[index].request
    }

    /// Waits until the task of call `index` has been cancelled.
    func cancellation(of index: Int) async {
        if !calls[index].wasCancelled {
            await withCheckedContinuation { cancelWaiters.append((index, $0)) }
        }
    }

    func isCancelled(_ index: Int) -> Bool { calls[index].wasCancelled }

    func respond(_ index: Int, with page: Page<Item, Key>) {
        take(index).resume(returning: page)
    }

    func fail(_ index: Int, with error: any Error) {
        take(index).resume(throwing: error)
    }

    private func take(_ index: Int) -> CheckedContinuation<Page<Item, Key>, any Error> {
        guard let continuation = calls[index].continuation else {
            preconditionFailure("call \(index) was already answered")
        }
        calls[index].continuation = nil
        return continuation
    }

    private func serve(_ request: PageRequest<Key>) async throws -> Page<Item, Key> {
        let index = calls.count
        calls.append(Call(request: request))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                calls[index].continuation = continuation
                let ready = callWaiters.filter { $0.count <= calls.count }
                callWaiters.removeAll { $0.count <= calls.count }
                for waiter in ready { waiter.continuation.resume() }
            }
        } onCancel: {
            Task { @MainActor in self.cancelled(index) }
        }
    }

    private func cancelled(_ index: Int) {
        calls[index].wasCancelled = true
        if throwsOnCancel, let continuation = calls[index].continuation {
            calls[index].continuation = nil
            continuation.resume(throwing: CancellationError())
        }
        let ready = cancelWaiters.filter { $0.index == index }
        cancelWaiters.removeAll { $0.index == index }
        for waiter in ready { waiter.continuation.resume() }
    }
}

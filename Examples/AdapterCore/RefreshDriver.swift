import HeadlessRefresh

/// Owns a `RefreshController` for a host without a `PagingStore`: it stamps each input with the host's clock and
/// hands the actions to `perform` in order.
///
/// UIKit reports a scroll synchronously while the host applies an action (setting `contentInset` moves the
/// offset), so an input sent from inside `perform` is queued behind the actions still waiting, never handled in the
/// middle of them. `RefreshPagingBinding` does the same for hosts with a store.
///
/// ```swift
/// let driver = RefreshDriver(controller: RefreshController(top: .header), now: { CACurrentMediaTime() }) { action in
///     adapter.perform(action)
/// }
/// driver.send(.dragBegan)
/// ```
@MainActor
public final class RefreshDriver: RefreshInputTarget {
    /// The controller.
    public private(set) var controller: RefreshController
    private let now: @MainActor () -> Double
    private let perform: @MainActor (RefreshCommand) -> Void
    private var queue: [RefreshCommand] = []
    private var isDraining = false

    /// Creates a driver.
    ///
    /// - Parameters:
    ///   - controller: the controller, with its edges configured.
    ///   - now: the host's monotonic clock in seconds, read once per input.
    ///   - perform: applies one action to the host.
    public init(
        controller: RefreshController,
        now: @escaping @MainActor () -> Double,
        perform: @escaping @MainActor (RefreshCommand) -> Void
    ) {
        self.controller = controller
        self.now = now
        self.perform = perform
    }

    /// Handles one input now and performs the actions, after those already waiting.
    public func send(_ input: RefreshInput) {
        controller.send(input, now: now()) { queue.append($0) }
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        var index = 0
        while index < queue.count {
            let action = queue[index]
            index += 1
            perform(action)
        }
        queue.removeAll(keepingCapacity: true)
    }
}

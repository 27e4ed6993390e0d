import HeadlessRefresh

/// Connects a ``PagingStore`` to a `RefreshController`: pulling the header refreshes the store, reaching the
/// footer loads more, and each load ends the edge that started it with success, failure or no more data.
///
/// The binding owns the controller. The host forwards its scroll inputs with ``send(_:)`` and performs the
/// actions it gets back (insets, scrolls, redraws, haptics); the binding starts the store's loads on the
/// controller's `trigger` actions and ends them when the store reports. Time comes from the `now` closure the host
/// injects: the library reads no clock.
///
/// ```swift
/// let binding = RefreshPagingBinding(
///     store: store,
///     controller: RefreshController(top: .header, bottom: .footer),
///     now: { clock.seconds }
/// ) { action in
///     host.apply(action)  // setExtraInset, scroll, stateChanged, scheduleTick, ...
/// }
/// binding.send(.geometry(scrollView.geometry))
/// ```
///
/// The rules are ``PagingEdgeDriver``'s, which the binding runs over its own controller; a host that owns its
/// controller uses the driver directly.
///
/// A chat list that opens at the bottom maps its top edge to ``PagingStore/loadPrevious()``
/// (`refreshEdge: nil, loadMoreEdge: .bottom, loadPreviousEdge: .top`). When items land above what the user looks
/// at, the binding keeps it still: once the host reports the new content size, it moves the offset by the content
/// added above and performs a `scroll(toOffset:duration: 0)` (see <doc:PagingInBothDirections>).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class RefreshPagingBinding<Item: Sendable, Key: Hashable & Sendable> {
    /// The store the edges load.
    public var store: PagingStore<Item, Key> { driver.store }
    /// The controller; read its states and snapshots to draw the indicators.
    public private(set) var controller: RefreshController
    /// The edge whose trigger refreshes the store (the header), or `nil`.
    public var refreshEdge: RefreshEdge? { driver.refreshEdge }
    /// The edge whose trigger loads more (the footer), or `nil`.
    public var loadMoreEdge: RefreshEdge? { driver.loadMoreEdge }
    /// The edge whose trigger loads the page before the first (a chat's top), or `nil`.
    public var loadPreviousEdge: RefreshEdge? { driver.loadPreviousEdge }

    private let now: @MainActor () -> Double
    private let perform: @MainActor (RefreshCommand) -> Void
    private var driver: PagingEdgeDriver<Item, Key>!
    /// Actions waiting for the host, in order. A host that calls back from inside `perform` (UIKit reports a
    /// scroll synchronously) queues behind them instead of re-entering the controller.
    private var queue: [RefreshCommand] = []
    private var isDraining = false
    /// The pages that landed since the host's last geometry, measured against it.
    private var sinceGeometry: PositionCorrection?
    /// Whether one of those pages changed content above the visible items.
    private var changedAbove = false

    /// Binds `store` to `controller`.
    ///
    /// - Parameters:
    ///   - store: the paged list.
    ///   - controller: a controller configured with at least the two edges below.
    ///   - refreshEdge: the edge that refreshes; `.top` by default (`.left` on a horizontal list), `nil` for none.
    ///   - loadMoreEdge: the edge that loads more; `.bottom` by default (`.right` on a horizontal list).
    ///   - loadPreviousEdge: the edge that loads the page before the first; `nil` by default, `.top` for a chat.
    ///   - now: the host's monotonic clock in seconds, read for every input the binding sends.
    ///   - perform: applies one action of the controller to the host's view.
    public init(
        store: PagingStore<Item, Key>,
        controller: RefreshController,
        refreshEdge: RefreshEdge? = .top,
        loadMoreEdge: RefreshEdge? = .bottom,
        loadPreviousEdge: RefreshEdge? = nil,
        now: @escaping @MainActor () -> Double,
        perform: @escaping @MainActor (RefreshCommand) -> Void
    ) {
        self.controller = controller
        self.now = now
        self.perform = perform
        driver = PagingEdgeDriver(
            store: store,
            refreshEdge: refreshEdge,
            loadMoreEdge: loadMoreEdge,
            loadPreviousEdge: loadPreviousEdge,
            state: { [unowned self] edge in self.controller.state(edge) },
            send: { [unowned self] input in self.send(input) }
        )
        store.addPageObserver(id: ObjectIdentifier(self)) { [weak self] update in self?.pageApplied(update) }
        // A store already at its end is shown at once.
        driver.settle()
        drain()
    }

    /// Forwards one input to the controller at the injected time, performs the resulting actions and starts the
    /// loads they trigger. A geometry with a new content size after items landed above the visible ones is first
    /// moved by the content added above, and the host told to scroll there.
    public func send(_ input: RefreshInput) {
        var input = input
        if case .geometry(var geometry) = input {
            if changedAbove, let correction = sinceGeometry, let shift = correction.shift(to: geometry) {
                geometry.contentOffset = correction.moved(geometry.contentOffset, by: shift)
                input = .geometry(geometry)
                queue.append(.scroll(toOffset: geometry.contentOffset, duration: 0))
            }
            if !changedAbove || sinceGeometry?.shift(to: geometry) != nil {
                // The host laid the pages out (or nothing above needs keeping): measure from here.
                changedAbove = false
                sinceGeometry = PositionCorrection(
                    before: geometry, countBefore: store.items.count, removedAbove: 0, removedBelow: 0, addedBelow: 0)
            }
        }
        controller.send(input, now: now()) { queue.append($0) }
        drain()
    }

    /// Refreshes from code, showing the header like a pull would (a programmatic begin of the refresh edge); without
    /// a refresh edge, refreshes the store directly.
    public func refresh(reveal: Bool = true) {
        if let refreshEdge {
            send(.beginRefreshing(refreshEdge, reveal: reveal))
        } else {
            store.refresh()
        }
    }

    private func pageApplied(_ update: PageUpdate) {
        guard update.kind != .refresh else {
            // A new list: nothing on screen to keep.
            changedAbove = false
            return
        }
        sinceGeometry?.add(update)
        if update.kind == .loadPrevious && !update.inserted.isEmpty || update.removedFromStart > 0 {
            changedAbove = true
        }
    }

    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        repeat {
            var index = 0
            while index < queue.count {
                let action = queue[index]
                index += 1
                perform(action)
                driver.handle(action)
            }
            queue.removeAll(keepingCapacity: true)
            // Settling may queue actions of its own.
            driver.settle()
        } while !queue.isEmpty
    }
}

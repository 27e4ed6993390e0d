import HeadlessRefresh
import HeadlessRefreshPaging
import HeadlessRefreshSimulation

/// Drives an app's paged list from its own `swift test`: its `PagingStore`, with its real loader, behind a simulated
/// scroll view on a manual clock, moved by the gestures a user makes.
///
/// The tester plays the screen: a `ScrollSimulator` (UIScrollView's physics, a finger) whose content is as long as
/// the rows the screen shows, and the same `PagingEdgeDriver` a `RefreshSession` runs when a store is attached to
/// it — the header refreshes the store, the footer loads the next page, each edge ends when its load has landed. Each gesture returns once the loads it caused have landed: the clock stands still
/// while the loader runs, so a load takes no simulated time, and no test waits for the wall clock.
///
/// ```swift
/// let list = await ListTester(store: screen.store, rowHeight: 80)  // loads the first page
/// await list.scrollToEnd()
/// await list.pullToRefresh()
/// let server = PagerWalk(pageSize: 1000, numbering: .pages(from: 1), load: api.posts)
/// #expect(try await list.checkNothingLost(against: server) == [])
/// ```
///
/// A loader that never returns keeps the gesture waiting: answer every request (a fake API does).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class ListTester<Item: Sendable, Key: Hashable & Sendable> {
    /// The store under test.
    public let store: PagingStore<Item, Key>
    /// The scroll view, its finger and its clock.
    public internal(set) var simulator: ScrollSimulator
    /// Every load the store started since the tester was made, in order.
    public private(set) var loads: [ListLoad<Key>] = []

    private let shown: @MainActor () -> [Item]
    private let height: (Item) -> Double
    private var driver: PagingEdgeDriver<Item, Key>?
    /// Inputs the driver sent while a batch of commands was handed to it.
    private var queued: [RefreshInput] = []
    /// The top of each shown row, and the content's end last: the layout of ``items``.
    private var rowTops: [Double] = [0]
    /// The gestures waiting for the store to change.
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Makes the screen, lays it out and, when the store has no page and loads none, loads its first page as the
    /// UIKit and SwiftUI products do when a store is attached: through the header, revealed.
    ///
    /// - Parameters:
    ///   - store: The app's store, with its real loader.
    ///   - controller: The screen's edges: a header that refreshes and a footer that loads more by default.
    ///   - viewport: The visible bounds; an iPhone's by default.
    ///   - inset: The screen's own inset (bars, safe area).
    ///   - rowHeight: Each item's height in points.
    ///   - shown: The rows the screen shows, when the screen keeps a list of its own rather than showing
    ///     `PagingStore.items`: the rows the tester lays out and the P10 check reads.
    public init(
        store: PagingStore<Item, Key>,
        controller: RefreshController = RefreshController(top: .header, bottom: .footer),
        viewport: ScrollSize = ScrollSize(width: 390, height: 844),
        inset: ScrollInsets = .zero,
        rowHeight: @escaping (Item) -> Double,
        shown: (@MainActor () -> [Item])? = nil
    ) async {
        self.store = store
        self.shown = shown ?? { [unowned store] in store.items }
        self.height = rowHeight
        simulator = ScrollSimulator(
            controller: controller, viewport: viewport, content: ScrollSize(width: viewport.width, height: 0),
            inset: inset, collectsCommands: true)
        // The observers only wake the gesture waiting; the driver's inputs wait in `queued` until `pump` has laid the
        // new rows out, so a footer ends on the grown content, as on a device. They hold the tester weakly: a store
        // that outlives its tester keeps only closures that do nothing.
        let id = ObjectIdentifier(self)
        store.addPageObserver(id: id) { [weak self] _ in self?.storeChanged() }
        store.addItemObserver(id: id) { [weak self] _ in self?.storeChanged() }
        store.addStatusObserver(id: id) { [weak self] status in self?.statusChanged(status) }
        driver = PagingEdgeDriver(
            store: store,
            state: { [weak self] edge in self?.simulator.state(edge) },
            send: { [weak self] input in self?.queued.append(input) })
        layOut()
        if !store.isLoaded && !store.status.isLoading {
            if controller.configuration(.top) != nil {
                simulator.begin(.top)
            } else {
                store.refresh()
            }
        }
        await settle()
    }

    /// Makes the screen with rows of one height; see ``init(store:controller:viewport:inset:rowHeight:shown:)``.
    public convenience init(
        store: PagingStore<Item, Key>,
        controller: RefreshController = RefreshController(top: .header, bottom: .footer),
        viewport: ScrollSize = ScrollSize(width: 390, height: 844),
        inset: ScrollInsets = .zero,
        rowHeight: Double,
        shown: (@MainActor () -> [Item])? = nil
    ) async {
        await self.init(
            store: store, controller: controller, viewport: viewport, inset: inset, rowHeight: { _ in rowHeight },
            shown: shown)
    }

    // MARK: What the screen shows

    /// The rows the screen shows, all of them, in order.
    public var items: [Item] { shown() }

    /// The rows at least partly inside the viewport (under the bars too, when the screen has an inset).
    public var visibleRange: Range<Int> {
        let geometry = simulator.geometry
        let top = geometry.contentOffset.y
        let bottom = top + geometry.viewportSize.height
        let first = rowTops.dropLast().lastIndex { $0 <= top } ?? 0
        let end = rowTops.dropLast().firstIndex { $0 >= bottom } ?? (rowTops.count - 1)
        return first..<max(first, end)
    }

    /// The state of `edge`, or `nil` when the screen does not configure it.
    public func state(_ edge: RefreshEdge) -> RefreshState? { simulator.state(edge) }

    /// The simulated time, in seconds since the tester was made.
    public var now: Double { simulator.now }

    // MARK: Running the screen

    /// Hands the simulator's commands to the driver and the driver's inputs to the simulator until neither has any,
    /// laying the rows out first whenever they changed.
    func pump() {
        while true {
            layOut()
            let commands = simulator.takeCommands()
            for command in commands { driver?.handle(command) }
            if commands.isEmpty && queued.isEmpty { driver?.settle() }
            guard !queued.isEmpty else {
                if commands.isEmpty { return }
                continue
            }
            let inputs = queued
            queued.removeAll()
            for input in inputs { simulator.send(input) }
        }
    }

    /// Runs the commands due, then waits until no load runs, handing each landed page to the screen.
    func settle() async {
        pump()
        while store.status.isLoading {
            await withCheckedContinuation { waiters.append($0) }
            pump()
        }
    }

    /// Lets `seconds` pass one frame at a time, each load landing at the frame that started it.
    func run(for seconds: Double) async {
        let end = simulator.now + seconds
        while simulator.now < end - 1e-9 {
            simulator.wait(min(1 / simulator.frameRate, end - simulator.now))
            await settle()
        }
    }

    private func layOut() {
        let rows = shown()
        var tops = [0.0]
        tops.reserveCapacity(rows.count + 1)
        for row in rows {
            let height = height(row)
            tops.append(tops[tops.count - 1] + (height.isFinite && height > 0 ? height : 0))
        }
        rowTops = tops
        if tops[tops.count - 1] != simulator.contentLength { simulator.setContentLength(tops[tops.count - 1]) }
    }

    /// The top of row `index`, or the content's end past the last row.
    func top(ofRow index: Int) -> Double {
        rowTops[min(max(index, 0), rowTops.count - 1)]
    }

    private func storeChanged() {
        let ready = waiters
        waiters.removeAll()
        for waiter in ready { waiter.resume() }
    }

    private func statusChanged(_ status: PagingStatus) {
        let snapshot = store.snapshot
        switch status {
        case .refreshing: loads.append(ListLoad(kind: .refresh, key: nil, time: simulator.now))
        case .loadingMore: loads.append(ListLoad(kind: .loadMore, key: snapshot.nextKey, time: simulator.now))
        case .loadingPrevious:
            loads.append(ListLoad(kind: .loadPrevious, key: snapshot.previousKey, time: simulator.now))
        case .idle, .failed: break
        }
        storeChanged()
    }
}

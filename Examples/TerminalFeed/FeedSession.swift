import HeadlessRefresh
import HeadlessRefreshAdapterCore
import HeadlessRefreshPaging
import HeadlessRefreshSimulation

/// The demo's screen without the terminal: a `ScrollSimulator` plays the scroll view (physics, finger, the
/// controller's insets) and a `PagingStore` loads posts from a ``FakeBackend``.
///
/// The simulator owns the controller and applies its actions; the session hands them on to a `PagingEdgeDriver`,
/// which starts the store's loads on the triggers and ends the edges when the store answers (see
/// `FeedSession+Loads.swift`). Time is the simulator's: it moves only when the session is told to advance, by the
/// story or by the terminal's clock.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class FeedSession {
    /// The height of one terminal row, in points.
    nonisolated static let rowHeight = 30.0
    /// Posts per page.
    nonisolated static let pageSize = 10

    /// The header: MJRefresh's defaults (release past 60 points, hold 60 while refreshing), and a second level
    /// (the archive) behind it: a release past 120 points, or a fling, opens it; a pull back by 60 points closes it.
    static var header: EdgeConfiguration {
        var header = EdgeConfiguration.header
        header.secondLevel = SecondLevel(triggerDistance: 120, closeDistance: 60)
        return header
    }

    /// The footer: loads when the end comes into view or on a tap ("Tap to retry"), holds one row while loading.
    /// Disabled until the first page has landed, so an empty list does not ask for a second page.
    static var footer: EdgeConfiguration {
        var footer = EdgeConfiguration.footer
        footer.refreshingExtent = rowHeight
        footer.isEnabled = false
        return footer
    }

    /// Plays the scroll view.
    var simulator: ScrollSimulator
    /// The paged list of posts.
    let store: PagingStore<Post, Int>
    /// The server.
    let backend: FakeBackend
    /// The number of rows the list shows.
    let viewportRows: Int
    /// The number of rows of the list the screen shows now, when a resized terminal shows more than
    /// ``viewportRows``; the session loads more until the list fills them too.
    var shownRows = 0

    /// Starts the store's loads on the controller's triggers and ends the edges when they land.
    private(set) var driver: PagingEdgeDriver<Post, Int>!
    /// The backend request the store waits for, if any.
    var awaitedRequest: Int?
    /// The last announcement for screen-reader users, with its edge and time: the status line says it.
    var spoken: (edge: RefreshEdge, announcement: RefreshAnnouncement, time: Double)?
    /// How many posts the last load-more added, for "10 new items".
    var lastAppended: Int?

    /// Creates a session showing `viewportRows` rows of posts from `backend`.
    init(backend: FakeBackend, viewportRows: Int) {
        self.backend = backend
        self.viewportRows = max(viewportRows, 3)
        let viewport = ScrollSize(width: 320, height: Double(self.viewportRows) * Self.rowHeight)
        simulator = ScrollSimulator(
            controller: RefreshController(top: Self.header, bottom: Self.footer),
            viewport: viewport,
            content: ScrollSize(width: 320, height: 0),
            frameRate: 60
        )
        store = PagingStore(pageSize: Self.pageSize, numbering: .offsets(from: 0), identifiedBy: .id) {
            [backend] offset, limit in
            try await backend.page(offset: offset, limit: limit)
        }
        // Registered before the driver's: the list grows before the edge that asked for it ends.
        store.addPageObserver(id: "feed") { [weak self] update in self?.pageApplied(update) }
        store.addStatusObserver(id: "feed") { [weak self] status in self?.statusChanged(status) }
        simulator.collectsCommands = true
        driver = PagingEdgeDriver(
            store: store,
            state: { [unowned self] edge in simulator.state(edge) },
            send: { [unowned self] input in simulator.send(input) }
        )
    }

    /// The simulated time, in seconds since the session started.
    var now: Double { simulator.now }
    /// The controller as the simulator drives it.
    var controller: RefreshController { simulator.controller }

    // MARK: Gestures and commands

    /// Starts the first load, as an app does on launch: a programmatic refresh that reveals the header.
    func start() async {
        simulator.begin(.top)
        await settle()
    }

    /// Moves the finger `distance` points over `duration` seconds (positive pulls the list down), frame by frame.
    func drag(by distance: Double, duration: Double) async {
        let frames = max(1, Int((duration * 60).rounded(.up)))
        for _ in 0..<frames {
            simulator.drag(by: distance / Double(frames), duration: duration / Double(frames))
            await settle()
        }
    }

    /// Lifts the finger at `velocity` points per second (the finger's direction).
    func release(velocity: Double = 0) async {
        simulator.release(velocity: velocity)
        await settle()
    }

    /// Taps the footer: "Tap to retry" after a failure, "load more" otherwise.
    func tapFooter() async {
        simulator.tap(.bottom)
        await settle()
    }

    /// Refreshes from code, revealing the header.
    func refresh() async {
        simulator.begin(.top)
        await settle()
    }

    /// Performs what `edge` offers a user who cannot pull, through the same path as a gesture: the `r` key
    /// refreshes (or closes the archive), the `l` key loads more (or retries). Nothing while the edge is busy.
    func performAccessibleAction(_ edge: RefreshEdge) async {
        simulator.performAccessibleAction(edge)
        await settle()
    }

    /// What the status line says now: the last announcement, worded by `text`, for three seconds.
    func spokenText(_ text: RefreshText) -> String? {
        guard let spoken, now - spoken.time < 3 else { return nil }
        let count = spoken.edge == .bottom && spoken.announcement == .succeeded ? lastAppended : nil
        return text.announcement(spoken.announcement, role: spoken.edge.role, newItems: count)
    }

    /// Closes the archive (the `x` key, a "back" button).
    func closeArchive() async {
        simulator.send(.closeSecondLevel(.top))
        await settle()
    }

    /// Scrolls to the top as a tap on the status bar does, over `duration` seconds.
    func scrollToTop(duration: Double = 0.3) async {
        simulator.scroll(to: 0, duration: duration)
        await wait(duration)
    }

    /// Ends the session: the load in flight is cancelled and the server lets go of every waiting request.
    func stop() async {
        store.cancel()
        backend.abandonAll()
        // Let the loader tasks see their answers and finish.
        for _ in 0..<100 { await Task.yield() }
    }

    /// Lets `seconds` of simulated time pass.
    func wait(_ seconds: Double) async {
        await advance(to: simulator.now + seconds)
    }

    /// Runs frames up to `time`, delivering the server's answers when they fall due.
    func advance(to time: Double) async {
        while simulator.now < time - 1e-9 {
            let step = min(1.0 / 60, time - simulator.now)
            let due = backend.nextDue
            if due <= simulator.now + step {
                if due > simulator.now { simulator.wait(due - simulator.now) }
            } else {
                simulator.wait(step)
            }
            await settle()
        }
    }

    // MARK: Reading the screen

    /// The posts in the list, newest first.
    var posts: [Post] { store.items }

    /// What the indicator of `edge` shows now.
    func indicator(_ edge: RefreshEdge, text: RefreshText) -> RefreshIndicator? {
        RefreshIndicator(controller: simulator.controller, edge: edge, text: text, now: simulator.now)
    }

    /// The content offset along the list.
    var offset: Double { simulator.offset }
}

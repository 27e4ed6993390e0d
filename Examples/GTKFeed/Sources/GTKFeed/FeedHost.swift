import CGtk
import HeadlessRefresh
import HeadlessRefreshPaging

/// The feed: a GtkScrolledWindow of posts that a `RefreshSession` drives, pages from a `PagingStore`.
///
/// The host translates and draws; it decides nothing. It feeds the session every scroll frame (the adjustment's
/// value, the content's length, the page size, and what moved the content), the touches, the footer's taps and the
/// end of each load, all through ``feed(_:)``, which records each input for `refresh-lab`; and it applies what the
/// session answers: an extra inset at the top (a spacer above the rows) or at the bottom (the footer's row), a
/// scroll, a redraw of the header or the footer from the session's snapshot.
///
/// GtkScrolledWindow scrolls, flings and decelerates by itself; past an end it keeps its overshoot to itself, so the
/// host measures the pull from the touches (see ``Finger``) and moves the list by the library's rubber band.
@MainActor
final class FeedHost {
    /// The height of a row, in pixels (the CSS gives every row this height; the host checks it after layout).
    static let rowHeight = 48.0
    /// The footer's row, always shown under the posts once the first page is in: "Tap to retry", "No more data".
    static let footerHeight = 44.0

    /// The header: MJRefresh's defaults (release past 60 pixels, hold 60 while refreshing, the result for 0.5 s).
    static var header: EdgeConfiguration { .header }

    /// The footer: loads when the end of the posts comes into view or on a tap, and keeps its row. Off until the
    /// first page is in, so that an empty list asks for no second page.
    static var footer: EdgeConfiguration {
        var footer = EdgeConfiguration.footer
        footer.restingExtent = footerHeight
        footer.refreshingExtent = footerHeight
        footer.isEnabled = false
        return footer
    }

    let options: FeedOptions
    let text = RefreshText(language: RefreshLanguage.preferred(from: FeedHost.environmentLanguages()))
    private(set) var session: RefreshSession!
    private(set) var driver: PagingEdgeDriver<Post, Int>!
    let store: PagingStore<Post, Int>
    var widgets: FeedWidgets!

    // MARK: Time

    var clock = HostClock()
    /// The time of the GTK event being handled: every input fed while handling it carries this time.
    private(set) var now = 0.0
    /// How deep the host is in ``feed(_:)``: what happens meanwhile (a store's observer called as a load starts) is
    /// part of the event being handled, and keeps its time.
    private var feeding = 0

    /// Reads the clock for a new event: a GTK callback, a timer, a page landing. Inside ``feed(_:)`` the time stays
    /// the event's.
    func stamp() {
        if feeding == 0 { now = clock.now() }
    }

    // MARK: What the host shows

    /// The extra insets shown at the top (the spacer above the rows) and at the bottom (the footer's row).
    var topInset = InsetAnimation()
    var bottomInset = InsetAnimation()
    /// How far the list is pulled past its top and past its end (the rubber band), moved as a whole.
    var topPull = PullSpring()
    var bottomPull = PullSpring()
    /// The finger on the list, if one is down.
    var finger: Finger?
    /// A scroll the library asked for, while it plays.
    var scroll: ValueAnimation?
    /// What moves the adjustment when GTK moves it: the finger, its fling (GTK's kinetic scrolling) or the host's own
    /// scrolling (the wheel, the keys, the scroll bar).
    var mover = ContentMotion.host
    /// The content's length: the rows.
    var contentLength = 0.0
    /// The frame callback while an animation runs, and the time of its last frame.
    var tickCallback: guint = 0
    var lastFrame = 0.0
    /// The timer `wake` set, and its deadline.
    var wakeSource: guint = 0
    /// The adjustment is being set by the host itself: its `value-changed` is not a scroll of GTK's.
    var settingValue = false

    // MARK: What the host fed

    /// The last geometry fed, to send only changes, and what it changed: the motion that moved the content, or
    /// `content` or `viewport` when only a length changed.
    var fed: ScrollViewGeometry?
    var lastChange = "content"
    var recorder: ScenarioRecorder?
    /// The triggers so far, in order, for the summary the check compares with refresh-lab's.
    var triggers: [(edge: RefreshEdge, cause: TriggerCause)] = []
    /// The state kind last logged per edge, and the title last drawn.
    var loggedStates: [RefreshEdge: String] = [:]
    var drawnTitles: [RefreshEdge: String] = [:]
    /// The largest pull past either end during the current touch, for the log.
    var largestPull = 0.0
    /// Whether the layout was seen and the first page asked for.
    var started = false
    /// When something last happened, for the `rest` line.
    var lastActivity = 0.0
    var restLogged = false
    private var performing = 0
    private var settling = false
    /// The application, for `quit`; the bytes of a command line not read to its end yet.
    var application: UnsafeMutablePointer<GtkApplication>?
    var commandBuffer: [UInt8] = []

    init(options: FeedOptions) {
        self.options = options
        let server = FakeServer(
            pages: 5, delay: .milliseconds(Int(options.delay * 1000)),
            failing: options.failingRequest > 0 ? options.failingRequest : nil)
        store = PagingStore(pageSize: options.postsPerPage, numbering: .pages(from: 0)) { page, count in
            try await server.posts(page: page, count: count)
        }
    }

    /// Builds the window, the session and the driver of the store, and shows the window.
    func start(application: UnsafeMutablePointer<GtkApplication>) {
        session = RefreshSession(
            controller: RefreshController(top: Self.header, bottom: Self.footer),
            now: { [unowned self] in now },
            wake: { [unowned self] deadline in wake(at: deadline) },
            perform: { [unowned self] command in perform(command) }
        )
        // The host's observers first: the list grows (and the host feeds its new length) before the driver ends the
        // edge that asked for the page.
        store.addPageObserver(id: "feed") { [unowned self] update in pageLanded(update) }
        store.addStatusObserver(id: "feed") { [unowned self] status in statusChanged(status) }
        driver = PagingEdgeDriver(
            store: store,
            state: { [unowned self] edge in session.state(edge) },
            send: { [unowned self] input in feed(input) }
        )
        self.application = application
        widgets = FeedWidgets(host: self, application: application)
        if options.readsCommands { readCommands(application: application) }
        // Every 50 ms: is the list at rest?
        g_timeout_add(
            50,
            { data in
                MainActor.assumeIsolated { FeedHost.from(data).checkRest() }
                return keepSource
            }, unretained)
        gtk_window_present(widgets.windowPointer)
    }

    // MARK: Feeding the library

    /// Feeds one input to the session at ``now``, and records it. Inputs the driver sends while a command is
    /// performed are queued by the session and recorded in the order it handles them.
    func feed(_ input: RefreshInput) {
        if case .geometry(let geometry) = input {
            if recorder == nil {
                recorder = ScenarioRecorder(
                    first: geometry, width: widgets.pageWidth, edges: [(.top, Self.header), (.bottom, Self.footer)],
                    frameRate: 60)
            }
            fed = geometry
        }
        recorder?.record(input, at: now)
        if input != .tick { noteActivity() }
        feeding += 1
        session.send(input)
        feeding -= 1
        // The driver marks an end of data once nothing refreshes: after each batch, never in the middle of one.
        guard performing == 0, !settling else { return }
        settling = true
        driver.settle()
        settling = false
    }

    /// Feeds the geometry the host shows now, if it differs from the last one fed, moved by `motion`.
    func feedGeometry(motion: ContentMotion) {
        guard let page = widgets?.pageSize, page > 0 else { return }
        let value = widgets.value
        let offset = value - widgets.topSpacer - topPull.pull + bottomPull.pull
        let geometry = ScrollViewGeometry(
            offset: offset, contentLength: contentLength, viewportLength: page, motion: motion)
        if let fed {
            if fed.contentOffset != geometry.contentOffset {
                lastChange = motion.name
            } else if fed.contentSize != geometry.contentSize {
                lastChange = "content"
            } else if fed.viewportSize != geometry.viewportSize {
                lastChange = "viewport"
            } else {
                return
            }
        }
        feed(.geometry(geometry))
    }

    /// The layout is known: the host feeds it and asks for the first page, through the header so that it shows.
    func layoutKnown() {
        guard !started, let page = widgets?.pageSize, page > 0 else { return }
        started = true
        stamp()
        feedGeometry(motion: .host)
        feed(.beginRefreshing(.top, reveal: true))
        let stage = widgets.stageBoundsInSurface()
        HostLog.line(
            "ready", at: now,
            [
                "stage": .raw("[\(stage.x),\(stage.y),\(stage.width),\(stage.height)]"),
                "viewport": .number(page), "rowHeight": .number(Self.rowHeight),
                "dragThreshold": .number(widgets.dragThreshold),
            ])
    }

    // MARK: Applying the commands

    private func perform(_ command: RefreshCommand) {
        performing += 1
        defer { performing -= 1 }
        switch command {
        case .stateChanged(let edge, _, let state):
            logState(edge, state)
            redraw()
        case .trigger(let edge, let cause):
            triggers.append((edge, cause))
            // An approach names what brought the end into reach: what the last geometry fed changed.
            let by = cause == .reachingEnd ? lastChange : nil
            HostLog.line(
                "trigger", at: now,
                [
                    "edge": .string(edge.name), "cause": .string(cause.name),
                    "by": by.map { .string($0) } ?? .raw("null"),
                    "offset": .number(fed?.contentOffset.y ?? 0),
                ])
        case .setExtraInset(let edge, let amount, let duration):
            setExtraInset(edge, amount, duration: duration)
        case .scroll(let offset, let duration):
            scroll(to: offset.y, duration: duration)
        case .feedback(let edge, let event):
            HostLog.line("feedback", at: now, ["edge": .string(edge.name), "event": .string("\(event)")])
        case .announce(let edge, let announcement):
            // GTK 4.8 has no announcement API (gtk_accessible_announce is 4.14): the words go to the log.
            let words = text.announcement(announcement, role: edge.role, newItems: nil)
            HostLog.line("announce", at: now, ["edge": .string(edge.name), "text": .string(words)])
        case .diagnostic(let diagnostic):
            HostLog.line("diagnostic", at: now, ["message": .string("\(diagnostic)")])
        case .scheduleTick:
            break  // the session hands deadlines to `wake`
        }
        driver.handle(command)
    }

    private func logState(_ edge: RefreshEdge, _ state: RefreshState) {
        guard loggedStates[edge] != state.kind.name else { return }
        loggedStates[edge] = state.kind.name
        HostLog.line(
            "state", at: now,
            [
                "edge": .string(edge.name), "state": .string(state.kind.name),
                "offset": .number(fed?.contentOffset.y ?? 0),
            ])
    }

    /// The session's one timer: a newer deadline replaces the pending one.
    private func wake(at deadline: Double) {
        if wakeSource != 0 { g_source_remove(wakeSource) }
        let milliseconds = max(0, (deadline - clock.now()) * 1000).rounded(.up) + 1
        wakeSource = g_timeout_add(
            guint(milliseconds),
            { data in
                MainActor.assumeIsolated {
                    let host = FeedHost.from(data)
                    host.wakeSource = 0
                    host.stamp()
                    host.feed(.tick)
                }
                return removeSource
            }, unretained)
    }

    // MARK: The store

    private func pageLanded(_ update: PageUpdate) {
        stamp()
        widgets.showRows(store.items)
        contentLength = Double(store.items.count) * Self.rowHeight
        HostLog.line(
            "page", at: now,
            [
                "kind": .string("\(update.kind)"), "rows": .number(Double(store.items.count)),
                "more": .bool(update.hasMore),
            ])
        // Only the length changed: nothing moved the content, so the geometry keeps the motion it had, as
        // ScrollSimulator's does.
        feedGeometry(motion: fed?.motion ?? .unknown)
        if session.snapshot(.bottom)?.isEnabled == false { feed(.setEnabled(.bottom, true)) }
    }

    private func statusChanged(_ status: PagingStatus) {
        stamp()
        HostLog.line("status", at: now, ["status": .string("\(status)")])
        noteActivity()
    }

    // MARK: The host's pointer

    /// The host as the `user_data` of GTK callbacks; the host lives as long as the application.
    var unretained: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> FeedHost {
        Unmanaged<FeedHost>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// The user's languages, most preferred first, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`, as BCP 47
    /// codes (`pt_BR.UTF-8` is `pt-BR`).
    nonisolated static func environmentLanguages() -> [String] {
        var codes: [String] = []
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = g_getenv(name).map({ String(cString: $0) }), !value.isEmpty else { continue }
            for part in value.split(separator: ":") {
                let code = part.split(separator: ".").first.map(String.init) ?? ""
                if !code.isEmpty && code != "C" && code != "POSIX" {
                    codes.append(String(code.map { $0 == "_" ? "-" : $0 }))
                }
            }
        }
        return codes
    }
}

import HeadlessRefresh
import Testing

/// Plays a host for a `RefreshController` in tests: it owns the geometry and a manual clock, sends inputs the
/// way a scroll view would, records every action, and checks the controller's invariants after every input.
///
/// It applies no physics: a test sets the pull or the offset it wants (the simulator module plays real physics).
struct TestHost {
    var controller: RefreshController
    var geometry: ScrollViewGeometry
    var now = 0.0
    /// Every action, in order, with the time of the input that produced it.
    var log: [(time: Double, action: RefreshCommand)] = []
    /// The actions of the last input, without its announcements: the tests of rules compare these whole.
    var last: [RefreshCommand] = []
    /// Every announcement, in order (the accessibility tests check them).
    var announcements: [(edge: RefreshEdge, announcement: RefreshAnnouncement)] = []
    /// The extra insets the host applies, as the actions asked.
    var extraInsets = ScrollInsets.zero

    init(
        _ controller: RefreshController,
        axis: ScrollAxis = .vertical,
        viewport: ScrollSize = ScrollSize(width: 375, height: 812),
        content: Double = 2000,
        inset: ScrollInsets = .zero
    ) {
        self.controller = controller
        let contentSize =
            axis == .vertical
            ? ScrollSize(width: viewport.width, height: content) : ScrollSize(width: content, height: viewport.height)
        geometry = ScrollViewGeometry(
            contentOffset: ScrollPoint(x: -inset.left, y: -inset.top),
            contentSize: contentSize,
            viewportSize: viewport,
            contentInset: inset,
            axis: axis
        )
    }

    /// A host for one configured edge; the axis follows the edge.
    init(_ edge: RefreshEdge, _ configuration: EdgeConfiguration, content: Double = 2000, inset: ScrollInsets = .zero) {
        self.init(Self.controller([edge: configuration]), axis: edge.axis, content: content, inset: inset)
    }

    static func controller(
        _ edges: [RefreshEdge: EdgeConfiguration],
        exclusivity: RefreshController.Exclusivity = .oppositeEdges
    ) -> RefreshController {
        RefreshController(
            top: edges[.top],
            bottom: edges[.bottom],
            left: edges[.left],
            right: edges[.right],
            exclusivity: exclusivity
        )
    }

    // MARK: Inputs

    mutating func send(_ input: RefreshInput, sourceLocation: SourceLocation = #_sourceLocation) {
        var actions: [RefreshCommand] = []
        controller.send(input, now: now) { actions.append($0) }
        last = actions.filter {
            if case .announce = $0 { false } else { true }
        }
        for action in actions {
            log.append((now, action))
            if case .setExtraInset(let edge, let amount, _) = action { extraInsets[edge] = amount }
            if case .announce(let edge, let announcement) = action { announcements.append((edge, announcement)) }
        }
        #expect(controller.invariantViolations() == [], sourceLocation: sourceLocation)
    }

    /// Sends the current geometry.
    mutating func layout(sourceLocation: SourceLocation = #_sourceLocation) {
        send(.geometry(geometry), sourceLocation: sourceLocation)
    }

    /// Moves the content so that `edge` is pulled `amount` points, and sends the geometry.
    mutating func setPull(_ edge: RefreshEdge, _ amount: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        geometry.contentOffset = geometry.offset(revealing: amount, at: edge)
        layout(sourceLocation: sourceLocation)
    }

    /// Scrolls so that `edge` has `remaining` points of content left beyond the visible end.
    mutating func setRemaining(
        _ edge: RefreshEdge,
        _ remaining: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // remaining = -pull for a trailing edge with long content; solve on the offset directly.
        let current = geometry.remaining(edge)
        let delta = current - remaining
        switch edge {
        case .bottom: geometry.contentOffset.y += delta
        case .right: geometry.contentOffset.x += delta
        case .top: geometry.contentOffset.y -= delta
        case .left: geometry.contentOffset.x -= delta
        }
        layout(sourceLocation: sourceLocation)
    }

    /// Changes the content length along `edge`'s axis and sends the geometry.
    mutating func setContent(_ length: Double, along edge: RefreshEdge) {
        if edge.axis == .vertical { geometry.contentSize.height = length } else { geometry.contentSize.width = length }
        layout()
    }

    /// A finger pull of `edge` from its current pull to `amount`, in `steps` frames 1/120 s apart.
    mutating func pull(_ edge: RefreshEdge, to amount: Double, steps: Int = 4) {
        if !controller.isDragging { send(.dragBegan) }
        let start = geometry.pull(edge)
        for step in 1...steps {
            now += 1.0 / 120
            setPull(edge, start + (amount - start) * Double(step) / Double(steps))
        }
    }

    mutating func release(velocity: ScrollPoint = .zero) { send(.dragEnded(velocity: velocity)) }
    mutating func touch() { send(.dragBegan) }

    /// Lets `seconds` pass and ticks.
    mutating func wait(_ seconds: Double) {
        now += seconds
        send(.tick)
    }

    /// Ticks at the controller's next deadline, if any.
    mutating func tickAtDeadline() {
        guard let deadline = controller.nextDeadline else { return }
        now = deadline
        send(.tick)
    }

    mutating func begin(_ edge: RefreshEdge, reveal: Bool = true) { send(.beginRefreshing(edge, reveal: reveal)) }
    mutating func end(_ edge: RefreshEdge, _ result: RefreshResult = .success) { send(.endRefreshing(edge, result)) }
    mutating func tap(_ edge: RefreshEdge) { send(.tap(edge)) }

    // MARK: Reading the log

    func state(_ edge: RefreshEdge) -> RefreshState? { controller.state(edge) }

    var triggers: [TriggerRecord] {
        log.compactMap {
            if case .trigger(let edge, let cause) = $0.action { TriggerRecord(edge: edge, cause: cause) } else { nil }
        }
    }

    func triggers(_ edge: RefreshEdge) -> [TriggerCause] {
        triggers.filter { $0.edge == edge }.map(\.cause)
    }

    /// The kinds an edge went through, collapsing repeated pulling updates.
    func kinds(_ edge: RefreshEdge) -> [RefreshStateKind] {
        var kinds: [RefreshStateKind] = []
        for entry in log {
            if case .stateChanged(edge, _, let to) = entry.action, kinds.last != to.kind { kinds.append(to.kind) }
        }
        return kinds
    }

    func insets(_ edge: RefreshEdge) -> [InsetRecord] {
        log.compactMap {
            if case .setExtraInset(edge, let amount, let duration) = $0.action {
                InsetRecord(time: $0.time, amount: amount, duration: duration)
            } else {
                nil
            }
        }
    }

    func feedback(_ edge: RefreshEdge) -> [FeedbackEvent] {
        log.compactMap { if case .feedback(edge, let event) = $0.action { event } else { nil } }
    }

    var diagnostics: [RefreshDiagnostic] {
        log.compactMap { if case .diagnostic(let diagnostic) = $0.action { diagnostic } else { nil } }
    }

    var lastDiagnostics: [RefreshDiagnostic] {
        last.compactMap { if case .diagnostic(let diagnostic) = $0 { diagnostic } else { nil } }
    }

    mutating func clearLog() {
        log.removeAll()
    }
}

struct TriggerRecord: Equatable {
    var edge: RefreshEdge
    var cause: TriggerCause
}

struct InsetRecord: Equatable {
    var time: Double
    var amount: Double
    var duration: Double
}

/// Edge configurations used across tests, with round numbers.
enum Fixture {
    static let leadingEdges: [RefreshEdge] = [.top, .left]
    static let trailingEdges: [RefreshEdge] = [.bottom, .right]

    /// A header: release at 60, hold 50, min 0.3 s, hold 0.5 s, collapse 0.3 s.
    static var header: EdgeConfiguration {
        var configuration = EdgeConfiguration.header
        configuration.refreshingExtent = 50
        return configuration
    }

    /// A footer: reachingEnd(prefetch 100) and tap, extent 44, no hold, collapse 0.25 s.
    static var footer: EdgeConfiguration {
        var configuration = EdgeConfiguration.footer
        configuration.triggers = [.reachingEnd(prefetch: 100), .tap]
        return configuration
    }
}

import HeadlessRefresh
import Testing

/// The session: the safe way to drive a controller. Reading it and sending to it from inside `perform` is
/// allowed, and it wakes itself at the deadlines it is given.
struct RefreshSessionTests {
    /// A host with a manual clock and a timer it fires by hand.
    final class Host {
        var time = 0.0
        var deadline: Double?
        var log: [RefreshCommand] = []
        var session: RefreshSession!
        var onCommand: (RefreshCommand) -> Void = { _ in }

        init(_ controller: RefreshController = RefreshController(top: .header, bottom: .footer)) {
            session = RefreshSession(
                controller: controller,
                now: { [unowned self] in time },
                wake: { [unowned self] in deadline = $0 },
                perform: { [unowned self] command in
                    log.append(command)
                    onCommand(command)
                }
            )
        }

        /// Lets the clock run to `time`, firing the timer on the way if it falls due.
        func run(to time: Double) {
            while let due = deadline, due <= time {
                deadline = nil
                self.time = due
                session.tick()
            }
            self.time = time
        }
    }

    static func geometry(pull: Double) -> ScrollViewGeometry {
        ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: -pull),
            contentSize: ScrollSize(width: 375, height: 2000),
            viewportSize: ScrollSize(width: 375, height: 812))
    }

    static func pullToRefresh(_ host: Host) {
        host.session.send(.geometry(geometry(pull: 0)))
        host.session.send(.dragBegan)
        host.time = 0.1
        host.session.send(.geometry(geometry(pull: 90)))
        host.time = 0.2
        host.session.send(.dragEnded(velocity: .zero))
    }

    @Test func readingTheSessionInsidePerformSeesTheInputHandled() {
        let host = Host()
        var seen: [RefreshState?] = []
        host.onCommand = { [unowned host] command in
            if case .trigger(.top, _) = command { seen.append(host.session.state(.top)) }
        }
        Self.pullToRefresh(host)
        #expect(seen == [.refreshing])
        #expect(host.session.isRefreshing(.top))
        #expect(!host.session.isRefreshing(.bottom))
    }

    @Test func anInputSentFromInsidePerformWaitsForTheCommandsBeforeIt() {
        let host = Host()
        var nested = false
        host.onCommand = { [unowned host] command in
            // Applying the inset makes the scroll view report a scroll at once, as UIKit does.
            if case .setExtraInset(.top, 60, _) = command, !nested {
                nested = true
                host.session.send(.geometry(Self.geometry(pull: 60)))
            }
        }
        Self.pullToRefresh(host)
        let trigger = host.log.firstIndex(of: .trigger(.top, cause: .release))
        let inset = host.log.firstIndex { if case .setExtraInset(.top, 60, _) = $0 { true } else { false } }
        #expect(trigger != nil && inset != nil && trigger! < inset!)
        #expect(nested)
        #expect(host.session.state(.top) == .refreshing)
        #expect(host.session.controller.geometry?.pull(.top) == 60)
    }

    @Test func itWakesItselfAtTheDeadlinesItIsGiven() {
        let host = Host()
        Self.pullToRefresh(host)
        host.time = 1.2
        host.session.send(.endRefreshing(.top, .success))
        #expect(host.session.state(.top) == .finishing(.success))
        #expect(host.deadline == host.session.nextDeadline)
        // No scroll frame comes: only the timer the session asked for.
        host.run(to: 5)
        #expect(host.session.state(.top) == .idle)
        #expect(host.session.snapshot(.top)?.extraInset == 0)
        // One tick path: deadlines reach `wake`, and `perform` never sees one.
        #expect(!host.log.contains { if case .scheduleTick = $0 { true } else { false } })
    }

    @Test func anEdgeIsReconfiguredWhileTheControllerRuns() {
        let host = Host(RefreshController(top: .header))
        host.session.send(.geometry(Self.geometry(pull: 0)))
        var header = EdgeConfiguration.header
        header.triggerDistance = 120
        host.session.send(.configure(.top, header))
        host.session.send(.dragBegan)
        host.session.send(.geometry(Self.geometry(pull: 90)))
        #expect(host.session.state(.top) == .pulling(progress: 0.75))
        // An edge that was not configured can be added.
        host.session.send(.configure(.bottom, .footer))
        #expect(host.session.controller.edges == [.top, .bottom])
        #expect(host.session.controller.configuration(.top)?.triggerDistance == 120)
    }

    @Test func disablingByConfigurationCollapsesARefresh() {
        let host = Host()
        Self.pullToRefresh(host)
        var disabled = EdgeConfiguration.header
        disabled.isEnabled = false
        host.session.send(.configure(.top, disabled))
        #expect(host.session.state(.top) == .idle)
        #expect(host.session.snapshot(.top)?.extraInset == 0)
        host.session.send(.endRefreshing(.top, .success))
        #expect(host.log.last == .diagnostic(.ignored(.top, .end, because: .disabled)))
    }

    @Test func exclusivityChangesWhileTheControllerRuns() {
        let host = Host()
        Self.pullToRefresh(host)
        host.session.send(.tap(.bottom))
        #expect(host.session.state(.bottom) == .idle)
        host.session.send(.setExclusivity(.noEdges))
        host.session.send(.tap(.bottom))
        #expect(host.session.state(.bottom) == .refreshing)
        #expect(host.session.controller.exclusivity == .noEdges)
    }
}

import HeadlessRefresh
import HeadlessRefreshPaging

/// A chat screen for a session with a store attached: 50-point rows in a 600-point viewport, opened at the newest message. Its top edge
/// loads older messages as it comes within 100 points, its bottom edge newer ones. It applies the session's scroll
/// actions (the position kept on prepend) and reports the visible rows to the store after every layout.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ChatHost {
    let store: PagingStore<Row, Int>
    private(set) var session: RefreshSession!
    private(set) var actions: [RefreshCommand] = []
    var now = 0.0
    var offset = 0.0

    static let rowHeight = 50.0
    static let viewport = 600.0

    init(store: PagingStore<Row, Int>) {
        self.store = store
        var older = EdgeConfiguration.footer
        older.triggers = [.reachingEnd(prefetch: 100), .tap]
        // The two ends load at the same time: the store allows it, so the controller must too.
        let controller = RefreshController(top: older, bottom: .footer, exclusivity: .noEdges)
        session = RefreshSession(
            controller: controller, now: { [unowned self] in now }, wake: { _ in },
            perform: { [unowned self] action in
                actions.append(action)
                if case .scroll(let target, _) = action { offset = target.y }
            })
        session.attach(store, refresh: nil, loadMore: .bottom, loadPrevious: .top)
    }

    var contentHeight: Double { Double(store.items.count) * Self.rowHeight }

    var geometry: ScrollViewGeometry {
        ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: offset),
            contentSize: ScrollSize(width: 320, height: contentHeight),
            viewportSize: ScrollSize(width: 320, height: Self.viewport)
        )
    }

    /// The id of the message at the top of the viewport: what the reader looks at.
    var topMessage: Int { store.items[Int(offset / Self.rowHeight)].id }

    /// Lays the rows out: reports the content size (and offset) to the session, then the visible rows to the store.
    func layout() {
        session.send(.geometry(geometry))
        let first = max(0, Int(offset / Self.rowHeight))
        let last = min(store.items.count, Int((offset + Self.viewport) / Self.rowHeight) + 1)
        store.setVisibleRange(first..<max(first, last))
    }

    func scroll(to y: Double) {
        offset = y
        layout()
    }

    /// Shows the newest message at the bottom.
    func scrollToTheBottom() {
        scroll(to: max(0, contentHeight - Self.viewport))
    }

    func state(_ edge: RefreshEdge) -> RefreshState? { session.controller.state(edge) }

    var triggers: [RefreshEdge] {
        actions.compactMap { if case .trigger(let edge, _) = $0 { edge } else { nil } }
    }
}

/// A chat server whose messages can grow while the screen is open.
@MainActor
final class ChatServer {
    var server = TwoWayServer(count: 100, growsAtTheEnd: true)

    nonisolated var load: PagingStore<Row, Int>.Loader {
        { request in await self.server.page(for: request) }
    }
}

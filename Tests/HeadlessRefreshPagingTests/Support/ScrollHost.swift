import HeadlessRefresh
import HeadlessRefreshPaging

/// A host for a session with a store attached: a vertical list of 50-point rows in a 600-point viewport, a manual clock, and a finger.
/// It applies the top extra inset the way a scroll view does when it settles, and records every action.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ScrollHost {
    let store: PagingStore<Row, Int>
    private(set) var session: RefreshSession!
    private(set) var actions: [RefreshCommand] = []
    var now = 0.0
    var offset = 0.0
    /// Called for each action after it is recorded, to play a host that reacts synchronously.
    var onAction: ((RefreshCommand) -> Void)?

    static let rowHeight = 50.0
    static let viewport = 600.0

    init(store: PagingStore<Row, Int>, controller: RefreshController = RefreshController(top: .header, bottom: .footer))
    {
        self.store = store
        session = RefreshSession(
            controller: controller, now: { [unowned self] in now }, wake: { _ in },
            perform: { [unowned self] action in
                actions.append(action)
                onAction?(action)
            })
        session.attach(store)
    }

    var contentHeight: Double { Double(store.items.count) * Self.rowHeight }

    var geometry: ScrollViewGeometry {
        ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: offset),
            contentSize: ScrollSize(width: 320, height: contentHeight),
            viewportSize: ScrollSize(width: 320, height: Self.viewport)
        )
    }

    func state(_ edge: RefreshEdge) -> RefreshState? { session.controller.state(edge) }

    var triggers: [RefreshEdge] {
        actions.compactMap { if case .trigger(let edge, _) = $0 { edge } else { nil } }
    }

    func scroll(to y: Double) {
        offset = y
        session.send(.geometry(geometry))
    }

    /// Lifts the finger; the list settles at its top inset when it was pulled past it.
    func release() {
        session.send(.dragEnded(velocity: .zero))
        if offset < 0 { scroll(to: -session.controller.extraInsets.top) }
    }

    /// Pulls the list down 80 points (the header triggers at 60) and releases.
    func pullToRefresh() {
        session.send(.dragBegan)
        scroll(to: offset - 30)
        scroll(to: -80)
        release()
    }

    /// Drags the list up to its end.
    func scrollToTheEnd() {
        session.send(.dragBegan)
        scroll(to: max(0, contentHeight - Self.viewport - 100))
        scroll(to: max(0, contentHeight - Self.viewport))
    }

    /// Advances the clock and lets timed phases end.
    func wait(_ seconds: Double) {
        now += seconds
        session.send(.tick)
    }
}

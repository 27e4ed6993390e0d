import HeadlessRefresh
import HeadlessRefreshPaging
import Testing

// The landing page's example, verbatim between the markers (`scripts/check-snippets` compares them), so that it
// keeps compiling and runs below.

// paging-landing:begin

struct Post: Identifiable, Sendable {
    let id: Int
    let title: String
}

/// The server: 95 posts, served after a cursor.
struct FeedAPI: Sendable {
    func posts(after cursor: String?, limit: Int) async throws -> (posts: [Post], next: String?) {
        let start = cursor.flatMap { Int($0) } ?? 0
        let end = min(start + limit, 95)
        let posts = (start..<end).map { Post(id: $0, title: "Post \($0)") }
        return (posts, end < 95 ? String(end) : nil)
    }

    /// The same posts by page number, from 1.
    func posts(page: Int, perPage: Int) async throws -> [Post] {
        try await posts(after: String((page - 1) * perPage), limit: perPage).posts
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class FeedScreen {
    let store: PagingStore<Post, String>
    private(set) var session: RefreshSession!

    /// - Parameters:
    ///   - clock: the host's monotonic clock in seconds, such as `CACurrentMediaTime`.
    ///   - wake: the host's one timer: runs the closure at the deadline on that clock, replacing the one pending.
    init(
        api: FeedAPI,
        clock: @escaping @MainActor () -> Double,
        wake: @escaping @MainActor (_ deadline: Double, _ fire: @escaping @MainActor () -> Void) -> Void
    ) {
        // readme-paging:begin
        store = PagingStore(pageSize: 20, identifiedBy: .id) { cursor, limit in
            let response = try await api.posts(after: cursor, limit: limit)
            return Page(items: response.posts, next: response.next)
        }
        session = RefreshSession(
            controller: RefreshController(top: .header, bottom: .footer),
            now: { clock() },
            // Wake the session at its deadline, when a result's hold or a collapse ends with nothing scrolling.
            wake: { [unowned self] deadline in wake(deadline) { [weak self] in self?.session.tick() } },
            perform: { command in
                // Apply insets and scrolls to the scroll view, redraw the indicators, play haptics.
                print(command)
            }
        )
        session.attach(store)
        // readme-paging:end
        store.addPageObserver(id: "table") { update in
            print("insert rows", update.inserted, "of", update.kind)
        }
    }

    /// Shows the screen: load the first page with the header visible.
    func appear() {
        session.send(.beginRefreshing(.top, reveal: true))
    }

    // The scroll view's callbacks, forwarded as inputs.
    func didScroll(_ geometry: ScrollViewGeometry) { session.send(.geometry(geometry)) }
    func willBeginDragging() { session.send(.dragBegan) }
    func didEndDragging(velocity: ScrollPoint) { session.send(.dragEnded(velocity: velocity)) }
    func footerTapped() { session.send(.tap(.bottom)) }
}
// paging-landing:end

/// The host's clock and its one timer, moved by the test: what a run loop does for the example's host.
@MainActor
final class ManualClock {
    private(set) var now = 0.0
    private var pending: (deadline: Double, fire: @MainActor () -> Void)?

    func wake(at deadline: Double, _ fire: @escaping @MainActor () -> Void) {
        pending = (deadline, fire)
    }

    /// Moves the clock to `time`, firing the pending timer on the way if it falls due (it may set the next).
    func advance(to time: Double) {
        while let (deadline, fire) = pending, deadline <= time {
            pending = nil
            now = max(now, deadline)
            fire()
        }
        now = max(now, time)
    }
}

/// The documentation's examples run, and do what the pages say: the first page on appear, a refresh on a pull, the
/// next page at the end.
@MainActor
struct DocumentationExampleTests {
    @Test func theFeedScreenLoadsItsFirstPageOnAppearAndItsHeaderComesBackToRest() async {
        let clock = ManualClock()
        let screen = FeedScreen(api: FeedAPI(), clock: { clock.now }, wake: clock.wake)
        screen.appear()
        await screen.store.settled()
        #expect(screen.store.items.map(\.id) == Array(0..<20))
        // The page came at once: the header keeps refreshing for its minimum time. Nothing scrolls from now on;
        // only the screen's own timer runs.
        #expect(screen.session.controller.state(.top) == .refreshing)
        clock.advance(to: 5)
        #expect(screen.session.controller.state(.top) == .idle)
        #expect(screen.session.controller.extraInsets.top == 0)
    }

    @Test func theFeedScreenRefreshesOnAPullAndLoadsMoreAtTheEnd() async {
        let clock = ManualClock()
        let screen = FeedScreen(api: FeedAPI(), clock: { clock.now }, wake: clock.wake)
        var geometry = ScrollViewGeometry(
            contentSize: ScrollSize(width: 375, height: 2000),
            viewportSize: ScrollSize(width: 375, height: 812)
        )
        screen.didScroll(geometry)
        screen.appear()
        await screen.store.settled()
        clock.advance(to: 5)
        #expect(screen.session.controller.state(.top) == .idle)

        // Pulling the header refreshes: the first page again, and the header ends with success, then rests.
        screen.willBeginDragging()
        for step in 1...10 {
            clock.advance(to: clock.now + 1.0 / 60)
            geometry.contentOffset.y = -Double(step) * 9
            screen.didScroll(geometry)
        }
        screen.didEndDragging(velocity: .zero)
        #expect(screen.store.status.isRefreshing)
        await screen.store.settled()
        #expect(screen.store.items.map(\.id) == Array(0..<20))
        clock.advance(to: clock.now + 0.5)
        #expect(screen.session.controller.state(.top) == .finishing(.success))
        clock.advance(to: clock.now + 5)
        #expect(screen.session.controller.state(.top) == .idle)

        // Reaching the footer loads the next page and appends it.
        geometry.contentOffset.y = 0
        screen.didScroll(geometry)
        screen.willBeginDragging()
        clock.advance(to: clock.now + 0.1)
        geometry.contentOffset.y = 2000 - 812
        screen.didScroll(geometry)
        #expect(screen.store.status.isLoadingMore)
        await screen.store.settled()
        #expect(screen.store.items.map(\.id) == Array(0..<40))
    }

    @Test func theNumberedSnippetLoadsPagesFromOne() async {
        // paging-landing-numbered:begin
        let api = FeedAPI()
        let numbered = PagingStore<Post, Int>(pageSize: 20, numbering: .pages(from: 1)) { page, pageSize in
            try await api.posts(page: page, perPage: pageSize)
        }
        // paging-landing-numbered:end
        numbered.refresh()
        await numbered.settled()
        numbered.loadMore()
        await numbered.settled()
        #expect(numbered.items.map(\.id) == Array(0..<40))
    }
}

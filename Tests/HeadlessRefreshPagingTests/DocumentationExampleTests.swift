import HeadlessRefresh
import HeadlessRefreshPaging
import Testing

// The landing page's example, verbatim, so that it keeps compiling.

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

@MainActor
final class FeedScreen {
    let store: PagingStore<Post, String>
    private(set) var binding: RefreshPagingBinding<Post, String>!

    /// - Parameter clock: the host's monotonic clock in seconds, such as `CACurrentMediaTime`.
    init(api: FeedAPI, clock: @escaping @MainActor () -> Double) {
        // readme-paging:begin
        store = PagingStore(pageSize: 20, identifiedBy: .id) { cursor, limit in
            let response = try await api.posts(after: cursor, limit: limit)
            return Page(items: response.posts, next: response.next)
        }
        binding = RefreshPagingBinding(
            store: store,
            controller: RefreshController(top: .header, bottom: .footer),
            now: clock,
            perform: { action in
                // Apply insets and scrolls to the scroll view, redraw the indicators, play haptics.
                print(action)
            }
        )
        // readme-paging:end
        store.addPageObserver(id: "table") { update in
            print("insert rows", update.inserted, "of", update.kind)
        }
    }

    /// Shows the screen: load the first page with the header visible.
    func appear() {
        binding.refresh()
    }

    // The scroll view's callbacks, forwarded as inputs.
    func didScroll(_ geometry: ScrollGeometry) { binding.send(.geometry(geometry)) }
    func willBeginDragging() { binding.send(.dragBegan) }
    func didEndDragging(velocity: ScrollPoint) { binding.send(.dragEnded(velocity: velocity)) }
    func footerTapped() { binding.send(.tap(.bottom)) }
}

/// The documentation's examples run.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DocumentationExampleTests {
    @Test func theFeedScreenLoadsItsFirstPageOnAppear() async {
        let screen = FeedScreen(api: FeedAPI(), clock: { 0 })
        screen.appear()
        await screen.store.settled()
        #expect(screen.store.items.map(\.id) == Array(0..<20))
        #expect(screen.binding.controller.state(.top) == .refreshing)
    }

    @Test func theNumberedSnippetLoadsPagesFromOne() async {
        let api = FeedAPI()
        let numbered = PagingStore<Post, Int>(pageSize: 20, numbering: .pages(from: 1)) { page, pageSize in
            try await api.posts(page: page, perPage: pageSize)
        }
        numbered.refresh()
        await numbered.settled()
        numbered.loadMore()
        await numbered.settled()
        #expect(numbered.items.map(\.id) == Array(0..<40))
    }
}

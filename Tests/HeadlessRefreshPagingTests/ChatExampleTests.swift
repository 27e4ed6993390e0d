import HeadlessRefresh
import HeadlessRefreshPaging
import Testing

// The chat example of the "Paging in both directions" article, verbatim between the markers
// (`scripts/check-snippets` compares them), so that it keeps compiling and runs below.

// paging-chat:begin

struct Message: Identifiable, Sendable {
    let id: Int
    let text: String
}

/// The server: 500 messages, numbered from 0, oldest first. A cursor is a message id.
struct ChatAPI: Sendable {
    var count = 500

    /// Up to `limit` messages before message `id`, oldest first.
    func messages(before id: Int, limit: Int) async throws -> [Message] {
        (max(0, id - limit)..<min(id, count)).map { Message(id: $0, text: "Message \($0)") }
    }

    /// Up to `limit` messages from message `id` on, oldest first.
    func messages(from id: Int, limit: Int) async throws -> [Message] {
        (id..<min(id + limit, count)).map { Message(id: $0, text: "Message \($0)") }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ChatScreen {
    let store: PagingStore<Message, Int>
    private(set) var session: RefreshSession!

    /// - Parameters:
    ///   - clock: the host's monotonic clock in seconds.
    ///   - apply: applies one command to the scroll view: insets, scrolls (the position kept when older messages
    ///     land above), indicators.
    init(
        api: ChatAPI,
        clock: @escaping @MainActor () -> Double,
        wake: @escaping @MainActor (_ deadline: Double, _ fire: @escaping @MainActor () -> Void) -> Void,
        apply: @escaping @MainActor (RefreshCommand) -> Void
    ) {
        store = PagingStore(pageSize: 30, identifiedBy: .id) { request in
            if request.kind == .loadPrevious, let before = request.key {
                let older = try await api.messages(before: before, limit: request.pageSize)
                // Fewer than asked for: the first message of the conversation is here.
                let previous = older.count < request.pageSize ? nil : older.first?.id
                return Page(items: older, previous: previous, next: before)
            }
            let from = request.key ?? 0
            let newer = try await api.messages(from: from, limit: request.pageSize)
            // The next key is the id after the newest message, even at the newest: new messages come later.
            return Page(items: newer, previous: from > 0 ? from : nil, next: (newer.last?.id ?? from - 1) + 1)
        }
        store.initialLoadSize = 60
        store.maxSize = 300
        store.trailingEndStaysOpen = true
        var older = EdgeConfiguration.footer
        older.triggers = [.reachingEnd(prefetch: 600), .tap]
        session = RefreshSession(
            // The two ends may load at the same time, so the controller lets both edges load.
            controller: RefreshController(top: older, bottom: .footer, exclusivity: .noEdges),
            now: { clock() },
            wake: { [unowned self] deadline in wake(deadline) { [weak self] in self?.session.tick() } },
            perform: { command in apply(command) }
        )
        session.attach(store, refresh: nil, loadMore: .bottom, loadPrevious: .top)
    }

    /// Opens the conversation at the first unread message.
    func open(atUnread id: Int) {
        store.refresh(at: id)
    }

    /// A push said new messages arrived.
    func newMessagesAnnounced() {
        store.loadMore()
    }

    // The scroll view's callbacks, forwarded as inputs; after each layout, the rows in view, which the window keeps.
    func didLayout(_ geometry: ScrollViewGeometry, visibleRows: Range<Int>) {
        session.send(.geometry(geometry))
        store.setVisibleRange(visibleRows)
    }
    func willBeginDragging() { session.send(.dragBegan) }
    func didEndDragging(velocity: ScrollPoint) { session.send(.dragEnded(velocity: velocity)) }
}

// paging-chat:end

@MainActor
struct ChatExampleTests {
    @Test func theChatOpensAtTheFirstUnreadReadsOlderMessagesAndKeepsThePosition() async {
        var commands: [RefreshCommand] = []
        let screen = ChatScreen(api: ChatAPI(), clock: { 0 }, wake: { _, _ in }, apply: { commands.append($0) })
        screen.open(atUnread: 250)
        await screen.store.settled()
        #expect(screen.store.items.map(\.id) == Array(250..<310))
        #expect(screen.store.hasPrevious && screen.store.hasMore)
        // Rows of 44 points in a 700-point viewport; the reader scrolls up toward the top.
        func geometry(offset: Double) -> ScrollViewGeometry {
            ScrollViewGeometry(
                contentOffset: ScrollPoint(x: 0, y: offset),
                contentSize: ScrollSize(width: 390, height: Double(screen.store.items.count) * 44),
                viewportSize: ScrollSize(width: 390, height: 700)
            )
        }
        screen.didLayout(geometry(offset: 1200), visibleRows: 27..<43)
        screen.willBeginDragging()
        screen.didLayout(geometry(offset: 500), visibleRows: 11..<28)
        await screen.store.settled()
        #expect(screen.store.items.map(\.id) == Array(220..<310))
        // The 30 older messages landed above: once laid out, the session scrolls down by their 1320 points.
        screen.didLayout(geometry(offset: 500), visibleRows: 41..<58)
        #expect(commands.contains(.scroll(toOffset: ScrollPoint(x: 0, y: 1820), duration: 0)))
        screen.didEndDragging(velocity: .zero)
        screen.newMessagesAnnounced()
        await screen.store.settled()
        #expect(screen.store.items.last?.id == 339 && screen.store.hasMore)
    }
}

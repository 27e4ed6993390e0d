import HeadlessRefresh
import Testing

@testable import HeadlessRefreshPaging

/// A chat list through a session: open at the newest message, read older pages, new messages arrive while
/// reading, a refresh. What the reader looks at never moves when rows land or leave above it.
@MainActor
struct ChatSessionTests {
    let server = ChatServer()
    let store: PagingStore<Row, Int>
    let host: ChatHost

    init() {
        store = PagingStore(pageSize: 10, identifiedBy: .id, load: server.load)
        store.initialLoadSize = 20
        store.maxSize = 30
        store.trailingEndStaysOpen = true
        host = ChatHost(store: store)
    }

    /// Opens at the newest 20 messages, shown at the bottom.
    func open() async {
        store.refresh(at: 80)
        await store.settled()
        host.scrollToTheBottom()
        #expect(store.items.map(\.id) == Array(80..<100) && host.offset == 400)
    }

    /// Drags toward the top until the top edge triggers, waits for the page, then lays the rows out.
    func readOlder(to y: Double) async {
        host.session.send(.dragBegan)
        host.scroll(to: y)
        await store.settled()
        host.layout()
    }

    @Test func scrollingUpLoadsOlderPagesAndTheMessageInViewStaysStill() async {
        await open()
        await readOlder(to: 90)
        #expect(host.triggers.filter { $0 == .top }.count == 1)
        #expect(store.items.map(\.id) == Array(70..<100))
        // 10 rows landed above: the session moved the offset by their 500 points, so message 81 stays on top.
        #expect(host.actions.contains(.scroll(toOffset: ScrollPoint(x: 0, y: 590), duration: 0)))
        #expect(host.offset == 590 && host.topMessage == 81)
        #expect(host.state(.top) != .refreshing)
    }

    @Test func prependsThatDropTheNewestPagesKeepThePositionToo() async {
        await open()
        for _ in 0..<4 {
            host.session.send(.dragBegan)
            host.scroll(to: 80)
            let reading = host.topMessage
            await store.settled()
            host.layout()
            #expect(host.topMessage == reading)
            host.session.send(.dragEnded(velocity: .zero))
        }
        // The window dropped the newest pages once they were out of view, and keeps the key to load them again.
        #expect(store.items.map(\.id) == Array(40..<70) && store.hasMore && store.snapshot.nextKey == 70)
    }

    @Test func newMessagesArriveAtTheBottomWhileReadingAndNothingMoves() async {
        await open()
        await readOlder(to: 90)
        host.session.send(.dragEnded(velocity: .zero))
        let reading = host.topMessage
        // Three new messages on the server; the app hears of them and loads the end.
        server.server.count = 103
        store.loadMore()
        await store.settled()
        host.layout()
        // The window dropped the oldest page, above the rows in view, and the session moved the offset up by it.
        #expect(store.items.map(\.id) == Array(80..<103))
        #expect(host.topMessage == reading && host.offset == 90)
        // Scrolling down to them drops the pages above, out of view, and the reader still sees the same row.
        host.session.send(.dragBegan)
        host.scroll(to: host.contentHeight - ChatHost.viewport - 200)
        let before = host.topMessage
        store.loadMore()
        await store.settled()
        host.layout()
        #expect(host.topMessage == before)
        #expect(store.items.count <= 30 + 10)
    }

    @Test func aRefreshReplacesTheListAndResetsBothEnds() async {
        await open()
        await readOlder(to: 90)
        host.session.send(.dragEnded(velocity: .zero))
        host.store.refresh()
        await store.settled()
        // From the top: the leading end is reached at once, so its edge shows no more data.
        #expect(store.items.map(\.id) == Array(0..<20) && !store.hasPrevious)
        host.layout()
        #expect(host.state(.top) == .noMoreData && host.state(.bottom) != .noMoreData)
    }
}

extension ChatSessionTests {
    @Test func olderAndNewerPagesLandingBeforeOneLayoutMoveTheOffsetByTheOlderOnly() async {
        store.maxSize = nil
        await open()
        host.session.send(.dragBegan)
        host.scroll(to: 300)
        // A new message page is also asked for before the host lays the rows out again.
        server.server.count = 105
        store.loadMore()
        host.scroll(to: 90)
        await store.settled()
        host.layout()
        // 10 older rows above (500 points), 5 newer ones below: only the 500 move the offset.
        #expect(store.items.map(\.id) == Array(70..<105))
        #expect(host.offset == 590 && host.topMessage == 81, "offset \(host.offset)")
    }
}

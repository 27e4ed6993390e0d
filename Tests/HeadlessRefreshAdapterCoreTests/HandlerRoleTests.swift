import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// Which async handler an edge runs is decided by the role its configuration gives it, the same role it is drawn and
/// announced with — never by its position. A chat's top that loads older messages runs `onLoadMore`; the right
/// header of a right-to-left list runs `onRefresh`.
@MainActor
struct HandlerRoleTests {
    /// A chat: pulling the top loads older messages, configured through the one-liner with the footer's role.
    @Test func aChatsTopWithTheLoadMoreRoleRunsOnLoadMore() async {
        var olderMessages = EdgeConfiguration.header
        olderMessages.role = .footer
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: olderMessages))
        let gate = Gate()
        var refreshes = 0
        adapter.handlers.onRefresh = { refreshes += 1 }
        adapter.handlers.onLoadMore = {
            await gate.pass()
            return .noMoreData
        }

        adapter.pull(by: 90)
        await settle { gate.isHolding }
        #expect(gate.arrivals == 1)
        #expect(refreshes == 0)
        // Drawn as what it does, and run as what it is drawn.
        #expect(adapter.redraws.contains { $0.title == "Release to load more" })
        adapter.bounceToTop()
        adapter.wait(1)
        gate.open()
        await settle { !adapter.handlers.isRunning(.top) }
        adapter.wait(1)
        adapter.wait(1)
        // The load ended with what `onLoadMore` returned: the chat has no older messages.
        #expect(adapter.session?.controller.state(.top) == .noMoreData)
    }

    /// A right-to-left list: its right edge refreshes, its left edge loads more.
    @Test func aRightToLeftListsRightHeaderRunsOnRefresh() async {
        var refresh = EdgeConfiguration.header
        refresh.role = .header
        var loadMore = EdgeConfiguration.footer
        loadMore.role = .footer
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        var ran: [String] = []
        adapter.handlers.onRefresh = { ran.append("refresh") }
        adapter.handlers.onLoadMore = {
            ran.append("load more")
            return .success
        }
        adapter.drive(RefreshController(left: loadMore, right: refresh))

        // The short list's left end is in view at the first layout: it loads more by itself.
        await settle { ran.count == 1 && !adapter.handlers.isRunning(.left) }
        adapter.wait(2)
        adapter.send(.beginRefreshing(.right, reveal: false))
        await settle { ran.count == 2 && !adapter.handlers.isRunning(.right) }
        #expect(ran == ["load more", "refresh"])
    }
}

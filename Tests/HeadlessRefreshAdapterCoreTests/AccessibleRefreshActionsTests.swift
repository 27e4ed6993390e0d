import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// The accessible actions and announcements through the adapter core, as a UIKit or SwiftUI adapter shows them: the
/// list of actions follows the states, performing one goes through the gesture path, and a host rebuilds its actions
/// only when the list changes.
@MainActor
struct AccessibleRefreshActionsTests {
    let english = RefreshText(language: .english)

    func makeAdapter(exclusivity: RefreshController.Exclusivity = .oppositeEdges) -> FakeAdapter {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: .header, bottom: .footer, exclusivity: exclusivity))
        return adapter
    }

    func names(_ adapter: FakeAdapter) -> [String] {
        adapter.accessibleActions.map(\.name)
    }

    func loads(_ adapter: FakeAdapter, _ edge: RefreshEdge) -> Int {
        adapter.commands.filter { if case .startLoad(edge, _) = $0 { true } else { false } }.count
    }

    /// Lets every timed phase end: the result's hold, the collapse.
    func settle(_ adapter: FakeAdapter) {
        var ticks = 0
        while let due = adapter.tickDue, ticks < 20 {
            adapter.wait(max(due - adapter.time, 0))
            ticks += 1
        }
    }

    @Test func refreshIsOfferedThenNothingWhileLoadingThenRefreshAgain() {
        let adapter = makeAdapter()
        #expect(names(adapter) == ["Refresh", "Load more"])

        #expect(adapter.performAccessibleAction(named: "Refresh"))
        #expect(adapter.commands.contains(.startLoad(.top, cause: .accessibleAction)))
        // The header loads; the footer is blocked by exclusivity.
        #expect(names(adapter).isEmpty)
        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        // The loader answered: while the result shows, the user may refresh again or load more (P11: the picture
        // decides nothing).
        #expect(names(adapter) == ["Refresh", "Load more"])
        settle(adapter)
        #expect(adapter.session?.controller.state(.top) == .idle)
        #expect(names(adapter) == ["Refresh", "Load more"])
        // Published three times, once per change, however many frames and ticks came between.
        #expect(
            adapter.publishedActionLists.map { $0.map(\.name) } == [
                ["Refresh", "Load more"], [], ["Refresh", "Load more"],
            ])
        #expect(
            adapter.announcements == [
                english.announcement(.loading, role: .header), english.announcement(.succeeded, role: .header),
            ]
        )
    }

    @Test func aFailedFooterOffersRetry() {
        let adapter = makeAdapter()
        #expect(adapter.performAccessibleAction(named: "Load more"))
        #expect(adapter.commands.contains(.startLoad(.bottom, cause: .accessibleAction)))
        #expect(names(adapter).isEmpty)

        adapter.send(.endRefreshing(.bottom, .failure))
        settle(adapter)
        #expect(adapter.accessibleActions.map(\.action) == [.refresh, .retry])
        #expect(names(adapter) == ["Refresh", "Retry"])
        #expect(adapter.announcements.last == "Loading failed")

        #expect(adapter.performAccessibleAction(named: "Retry"))
        #expect(loads(adapter, .bottom) == 2)
    }

    @Test func theEndOfDataOffersNoFooterAction() {
        let adapter = makeAdapter()
        adapter.performAccessibleAction(named: "Load more")
        adapter.send(.endRefreshing(.bottom, .noMoreData))
        settle(adapter)
        #expect(names(adapter) == ["Refresh"])
        #expect(adapter.accessibleActions[.bottom] == nil)
        #expect(adapter.announcements.last == english.announcement(.noMoreData, role: .footer))

        // An action VoiceOver still showed from before is ignored, as a stale tap is.
        adapter.send(.performAccessibleAction(.bottom))
        #expect(loads(adapter, .bottom) == 1)
    }

    @Test func anActionIsNotOfferedWhileTheOppositeEdgeLoads() {
        let adapter = makeAdapter()
        adapter.pull(by: 90)
        adapter.bounceToTop()
        #expect(adapter.session?.controller.state(.top) == .refreshing)
        #expect(names(adapter).isEmpty)

        // Performed anyway (the list went stale while the user chose): exclusivity still holds.
        adapter.send(.performAccessibleAction(.bottom))
        #expect(loads(adapter, .bottom) == 0)

        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        settle(adapter)
        #expect(names(adapter) == ["Refresh", "Load more"])
    }

    @Test func withoutExclusivityTheOtherEdgeStaysOffered() {
        let adapter = makeAdapter(exclusivity: .noEdges)
        adapter.performAccessibleAction(named: "Refresh")
        #expect(names(adapter) == ["Load more"])
        adapter.performAccessibleAction(named: "Load more")
        #expect(loads(adapter, .bottom) == 1)
        #expect(names(adapter).isEmpty)
    }

    @Test func scrollingWithoutAStateChangePublishesNothing() {
        let adapter = makeAdapter()
        let published = adapter.publishedActionLists.count
        for step in 1...20 {
            adapter.view.contentOffset.y = Double(step * 10)
        }
        adapter.pull(by: 20)  // a short pull: no trigger
        adapter.bounceToTop()
        #expect(adapter.publishedActionLists.count == published)
        #expect(adapter.announcements.isEmpty)
    }

    @Test func aSuccessSaysTheHostsCountOfNewItems() {
        let adapter = makeAdapter()
        adapter.newItemCount = { edge in edge == .top ? 20 : nil }
        adapter.performAccessibleAction(named: "Refresh")
        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        #expect(adapter.announcements.last == "20 new items")
    }

    @Test(arguments: [false, true])
    func theOrderIsTopBottomThenReadingOrder(rightToLeft: Bool) {
        let controller = RefreshController(
            top: .header,
            bottom: .footer,
            left: .side,
            right: .footer,
            exclusivity: .noEdges
        )
        var actions = AccessibleRefreshActions(rightToLeft: rightToLeft)
        let filled = actions.update(from: controller, text: english)
        #expect(filled)
        let sides: [RefreshEdge] = rightToLeft ? [.right, .left] : [.left, .right]
        #expect(actions.map(\.edge) == [.top, .bottom] + sides)
        #expect(actions[.left]?.name == "Show more")
        #expect(actions[.right]?.name == "Load more")
        let again = actions.update(from: controller, text: english)
        #expect(!again)
    }

    @Test func aNewTextRenamesTheActions() {
        let controller = RefreshController(top: .header, bottom: .footer)
        var actions = AccessibleRefreshActions()
        actions.update(from: controller, text: english)
        let german = actions.update(from: controller, text: RefreshText(language: .german))
        #expect(german)
        #expect(actions.map(\.name) == ["Aktualisieren", "Mehr laden"])
        var renamed = RefreshText(language: .german)
        renamed.setActionName("Neu laden", for: .refresh)
        let overridden = actions.update(from: controller, text: renamed)
        #expect(overridden)
        #expect(actions.first?.name == "Neu laden")
        let unchanged = actions.update(from: controller, text: renamed)
        #expect(!unchanged)
    }

    @Test(arguments: [false, true])
    func reducedMotionMakesEveryInsetChangeAndScrollInstant(reduced: Bool) {
        let adapter = makeAdapter()
        adapter.send(.setReducedMotion(reduced))
        // An accessible refresh reveals the header (a scroll), holds it and collapses it (inset changes).
        adapter.performAccessibleAction(named: "Refresh")
        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        settle(adapter)
        let durations = adapter.commands.compactMap { command -> Double? in
            switch command {
            case .setContentInset(_, let duration), .scroll(_, let duration, _): duration
            default: nil
            }
        }
        #expect(durations.count >= 3)
        #expect(durations.allSatisfy { $0 == 0 } == reduced)
        // The result is still held long enough to read.
        #expect(adapter.announcements.last == english.announcement(.succeeded, role: .header))
    }

    @Test func aChatsTopThatLoadsOlderMessagesSpeaksAndShowsLoadMore() {
        // A chat: pulling down at the top loads older messages, so the app names the top's role a footer's.
        var olderMessages = EdgeConfiguration.header
        olderMessages.role = .footer
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: olderMessages))
        #expect(names(adapter) == ["Load more"])

        #expect(adapter.performAccessibleAction(named: "Load more"))
        let loading = adapter.redraws.last { $0.edge == .top }
        #expect(loading?.title == english.title(for: .refreshing, role: .footer))
        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        let shown = adapter.redraws.last { $0.edge == .top }
        #expect(shown?.title == english.title(for: .finishing(.success), role: .footer))
        // No "Last updated" for a load of older messages: it is no refresh.
        #expect(shown?.lastUpdated == nil)
        #expect(
            adapter.announcements == [
                english.announcement(.loading, role: .footer), english.announcement(.succeeded, role: .footer),
            ]
        )
    }

    /// An app's own object standing in for a `UIAccessibilityCustomAction`.
    final class CustomAction {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func theAdaptersActionsReplaceOnlyTheirOwn() throws {
        let share = CustomAction("Share")
        let refresh = CustomAction("Refresh")
        // First update: the app's action stays, ours come after it.
        let first = AccessibleRefreshActions.customActions([share], replacing: [], with: [refresh])
        #expect(first?.map(\.name) == ["Share", "Refresh"])
        // An app action named like ours is still the app's.
        let appsRefresh = CustomAction("Refresh")
        let retry = CustomAction("Retry")
        let second = AccessibleRefreshActions.customActions(
            (first ?? []) + [appsRefresh],
            replacing: [refresh],
            with: [retry]
        )
        let names = try #require(second).map(\.name)
        #expect(names == ["Share", "Refresh", "Retry"])
        #expect(second?[1] === appsRefresh)
        // Nothing left: the property goes back to nil.
        #expect(AccessibleRefreshActions.customActions([retry], replacing: [retry], with: []) == nil)
    }
}

import HeadlessRefresh
import Testing

/// A list that reports its rows as they appear, through a session, as a SwiftUI or UIKit host does: the loader is the
/// test, which answers each load it starts with a page of items.
@MainActor
final class ItemListHost {
    var now = 0.0
    var count: Int
    private(set) var triggers: [(edge: RefreshEdge, cause: TriggerCause)] = []
    private(set) var diagnostics: [RefreshDiagnostic] = []
    private var session: RefreshSession!

    init(top: EdgeConfiguration? = nil, bottom: EdgeConfiguration? = nil, count: Int) {
        self.count = count
        session = RefreshSession(
            top: top, bottom: bottom, now: { [unowned self] in now }, wake: { _ in },
            perform: { [unowned self] command in
                switch command {
                case .trigger(let edge, let cause): triggers.append((edge, cause))
                case .diagnostic(let diagnostic): diagnostics.append(diagnostic)
                default: break
                }
            })
    }

    /// Row `index` appears (`onAppear`, `willDisplay`).
    func appear(_ index: Int) {
        now += 0.1
        session.send(.visibleItems(VisibleItems(item: index, of: count)))
    }

    /// Rows `range` appear one after the other, as a scroll brings them in.
    func appear(_ range: ClosedRange<Int>) {
        for index in range { appear(index) }
    }

    /// The loader answers `edge`'s load; a success brings `adding` items at that end.
    func answer(_ edge: RefreshEdge = .bottom, _ result: RefreshResult = .success, adding: Int = 0) {
        now += 0.1
        count += adding
        session.send(.endRefreshing(edge, result))
        now += 2
        session.send(.tick)
    }

    func send(_ input: RefreshInput) {
        now += 0.1
        session.send(input)
    }

    func causes(_ edge: RefreshEdge = .bottom) -> [TriggerCause] {
        triggers.filter { $0.edge == edge }.map(\.cause)
    }

    func state(_ edge: RefreshEdge = .bottom) -> RefreshState? { session.state(edge) }
    func snapshot(_ edge: RefreshEdge = .bottom) -> EdgeSnapshot? { session.snapshot(edge) }
}

/// A footer that loads three items before the end, with a tap to retry.
private let itemFooter: EdgeConfiguration = {
    var footer = EdgeConfiguration.footer
    footer.triggers = [.itemsInView(prefetch: 3), .tap]
    return footer
}()

/// Reports that describe no list: a negative index, first after last, last past the end, no items.
private let badItemReports = [
    VisibleItems(first: -1, last: 3, count: 10), VisibleItems(first: 5, last: 4, count: 10),
    VisibleItems(first: 0, last: 10, count: 10), VisibleItems(first: 0, last: 0, count: 0),
    VisibleItems(item: Int.min, of: Int.min), VisibleItems(item: Int.max, of: Int.max),
]

@MainActor
struct VisibleItemsTests {
    @Test func rowsAppearingOneByOneLoadOnceAtThePrefetch() {
        let host = ItemListHost(bottom: itemFooter, count: 20)
        host.appear(0...15)
        #expect(host.causes().isEmpty)
        host.appear(16)
        #expect(host.causes() == [.itemsInView])
        #expect(host.state() == .refreshing)
        host.appear(17...19)
        host.answer(adding: 20)
        host.appear(20...35)
        #expect(host.causes() == [.itemsInView])
        host.appear(36)
        #expect(host.causes() == [.itemsInView, .itemsInView])
        host.answer(adding: 20)
    }

    /// Hand-written `onAppear` pagination loads twice when a row appears, disappears and appears again (a re-layout
    /// after the page lands, a navigation back). The same items reported again are no approach.
    @Test func onAppearFiringTwiceLoadsOnce() {
        let host = ItemListHost(bottom: itemFooter, count: 20)
        host.appear(19)
        host.appear(19)
        #expect(host.causes() == [.itemsInView])
        host.answer(adding: 0)
        // The row comes back, and again: the list did not change, the user did not move.
        host.appear(19)
        host.appear(19)
        #expect(host.causes() == [.itemsInView])
        // The page landed while the last rows were on screen: they appear again, far from the new end.
        host.count = 40
        host.appear(18)
        host.appear(19)
        #expect(host.causes() == [.itemsInView])
    }

    @Test func aShortPageThatLeavesTheLastItemInViewDoesNotLoop() {
        let host = ItemListHost(bottom: itemFooter, count: 20)
        host.appear(19)
        host.answer(adding: 2)
        host.appear(20)
        host.appear(21)
        #expect(host.causes() == [.itemsInView])
    }

    @Test func aWholeListInViewFillsTheScreenOnlyWhenAsked() {
        var filling = itemFooter
        filling.autoTriggerLimit = nil
        let host = ItemListHost(bottom: filling, count: 3)
        host.send(.visibleItems(VisibleItems(first: 0, last: 2, count: 3)))
        host.answer(adding: 3)
        host.send(.visibleItems(VisibleItems(first: 0, last: 5, count: 6)))
        #expect(host.causes() == [.itemsInView, .itemsInView])
        host.answer(adding: 30)
        host.send(.visibleItems(VisibleItems(first: 0, last: 12, count: 36)))
        #expect(host.causes().count == 2)

        var notFilling = filling
        notFilling.triggersWhenContentIsShort = false
        let short = ItemListHost(bottom: notFilling, count: 3)
        short.send(.visibleItems(VisibleItems(first: 0, last: 2, count: 3)))
        #expect(short.causes().isEmpty)
    }

    @Test func theEndOfDataIsSticky() {
        let host = ItemListHost(bottom: itemFooter, count: 20)
        host.appear(18)
        host.answer(.bottom, .noMoreData)
        host.appear(0...19)
        host.count = 25
        host.appear(24)
        #expect(host.causes() == [.itemsInView])
        #expect(host.state() == .noMoreData)
    }

    @Test func aFailureWaitsForATap() {
        let host = ItemListHost(bottom: itemFooter, count: 20)
        host.appear(17)
        host.answer(.bottom, .failure)
        #expect(host.state() == .failed)
        // The user scrolls away and back: no automatic retry.
        host.appear(2)
        host.appear(17...19)
        #expect(host.causes() == [.itemsInView])
        host.send(.tap(.bottom))
        #expect(host.causes() == [.itemsInView, .tap])
        host.answer(adding: 20)
        host.appear(36)
        #expect(host.causes() == [.itemsInView, .tap, .itemsInView])
        host.answer(adding: 20)
    }

    /// After the budget's automatic loads the footer asks for a tap, so a keyboard user can reach what is below the
    /// list; the tap loads and starts a new count, and so does a refresh.
    @Test func theBudgetAsksForATapAndATapOrARefreshStartsANewCount() {
        var footer = itemFooter
        footer.automaticLoadBudget = 2
        let host = ItemListHost(top: .header, bottom: footer, count: 20)
        for _ in 0..<3 {
            host.appear(host.count - 1)
            if host.state() == .refreshing { host.answer(adding: 20) }
        }
        #expect(host.causes() == [.itemsInView, .itemsInView])
        #expect(host.snapshot()?.waitsForTap == true)
        host.send(.tap(.bottom))
        host.answer(adding: 20)
        #expect(host.snapshot()?.waitsForTap == false)
        for _ in 0..<3 {
            host.appear(host.count - 1)
            if host.state() == .refreshing { host.answer(adding: 20) }
        }
        #expect(host.causes() == [.itemsInView, .itemsInView, .tap, .itemsInView, .itemsInView])
        #expect(host.snapshot()?.waitsForTap == true)
        // A pull to refresh reloads the list from its start: the reader's next approach loads again.
        host.send(.beginRefreshing(.top, reveal: false))
        host.count = 20
        host.answer(.top)
        #expect(host.snapshot()?.waitsForTap == false)
        host.appear(0...19)
        #expect(host.causes().count == 6)
        #expect(host.causes().last == .itemsInView)
        host.answer(adding: 20)
    }

    @Test func theTopLoadsPreviousItemsNearTheFirst() {
        var older = itemFooter
        older.triggers = [.itemsInView(prefetch: 2)]
        let host = ItemListHost(top: older, count: 30)
        host.send(.visibleItems(VisibleItems(first: 20, last: 29, count: 30)))
        host.send(.visibleItems(VisibleItems(first: 3, last: 12, count: 30)))
        #expect(host.causes(.top).isEmpty)
        host.send(.visibleItems(VisibleItems(first: 2, last: 11, count: 30)))
        #expect(host.causes(.top) == [.itemsInView])
        // Older items land above, the reader's items keep their place: they are far from the new start.
        host.answer(.top, adding: 20)
        host.send(.visibleItems(VisibleItems(first: 22, last: 31, count: 50)))
        host.send(.visibleItems(VisibleItems(first: 21, last: 30, count: 50)))
        #expect(host.causes(.top) == [.itemsInView])
    }

    @Test(arguments: badItemReports)
    func aReportThatDescribesNoListIsIgnored(report: VisibleItems) {
        let host = ItemListHost(bottom: itemFooter, count: 10)
        host.send(.visibleItems(report))
        #expect(host.diagnostics == [.invalidVisibleItems(report)])
        #expect(host.causes().isEmpty)
        #expect(host.state() == .idle)
        host.appear(9)
        #expect(host.causes() == [.itemsInView])
        host.answer()
    }

    @Test func negativeCountsInTheConfigurationAreReplaced() {
        var footer = itemFooter
        footer.triggers = [.itemsInView(prefetch: -4)]
        footer.automaticLoadBudget = -1
        let (fixed, problems) = footer.sanitized()
        #expect(fixed.triggers.itemPrefetch == 0)
        #expect(fixed.automaticLoadBudget == 0)
        #expect(problems == [.negativeItemCount, .negativeItemCount])
    }
}

import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// Indicators drawn from the controller's real output through the adapter core: they follow the content, not only
/// the state changes (issue 17.4).
@MainActor
struct IndicatorRedrawTests {
    static let own = ScrollInsets(top: 10, bottom: 20)

    func makeAdapter() -> FakeAdapter {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: Self.own))
        adapter.drive(RefreshController(top: .header, bottom: .footer))
        return adapter
    }

    /// The navigation-bar example's rule for showing the header's indicator in place of the title.
    static func showsInBar(_ indicator: RefreshIndicator?) -> Bool {
        guard let indicator else { return false }
        return indicator.state != .idle || indicator.isRevealed
    }

    @Test func aShortPullsIndicatorFollowsTheContentToRest() throws {
        let adapter = makeAdapter()
        adapter.pull(by: 30)
        #expect(adapter.session?.controller.state(.top) == .idle)
        // The last command came while the pull was still 30: nothing follows as the content settles.
        #expect(Self.showsInBar(adapter.drawn[.top]))
        let commandsAtRelease = adapter.commands.count
        let redrawsAtRelease = adapter.redraws.count
        for _ in 0..<3 { adapter.view.contentOffset.y += 10 }
        #expect(adapter.commands.count == commandsAtRelease)
        // Yet the indicator was drawn again at each step, and at rest it is gone from the bar.
        let pulls = adapter.redraws[redrawsAtRelease...].filter { $0.edge == .top }.map(\.pull)
        #expect(pulls == [20, 10, 0])
        let header = try #require(adapter.drawn[.top])
        #expect(!header.isRevealed)
        #expect(!Self.showsInBar(header))
        let snapshot = try #require(adapter.session?.controller.snapshot(.top))
        let expected = RefreshIndicator(
            snapshot: snapshot, triggers: EdgeConfiguration.header.triggers, text: adapter.text, now: adapter.time)
        #expect(header == expected)
    }

    @Test func theHeadersSpaceIsPinnedToTheContent() throws {
        let adapter = makeAdapter()
        adapter.pull(by: 90)
        adapter.bounceToTop()
        #expect(adapter.session?.controller.state(.top) == .refreshing)
        // Refreshing at rest: the 60 points held between the bars (44 + 10) and the content.
        let geometry = try #require(adapter.host.geometry)
        let resting = try #require(IndicatorPlacement(openedAt: .top, in: geometry))
        #expect(resting.origin == ScrollPoint(x: 0, y: 54))
        #expect(resting.size == ScrollSize(width: 390, height: 60))
        // The user scrolls down 20 during the refresh: the space shrinks with the content and ends at its top.
        adapter.view.contentOffset.y += 20
        let scrolledGeometry = try #require(adapter.host.geometry)
        let scrolled = try #require(IndicatorPlacement(openedAt: .top, in: scrolledGeometry))
        #expect(scrolled.size.height == 40)
        #expect(scrolled.origin.y + scrolled.size.height == -adapter.view.contentOffset.y)
        // Scrolled well down: still refreshing, but nothing of the header is in view, so nothing floats over rows.
        adapter.view.contentOffset.y += 300
        let awayGeometry = try #require(adapter.host.geometry)
        #expect(IndicatorPlacement(openedAt: .top, in: awayGeometry) == nil)
        #expect(adapter.drawn[.top]?.showsSpinner == true)
    }

    @Test func contentScrolledAwayFromTheEdgesRedrawsNothing() {
        let adapter = makeAdapter()
        adapter.view.contentOffset.y = 500
        let redraws = adapter.redraws.count
        adapter.view.contentOffset.y = 600
        adapter.view.contentOffset.y = 550
        #expect(adapter.redraws.count == redraws)
    }

    @Test func newTitlesRedrawEveryEdge() {
        let controller = RefreshController(top: .header, bottom: .footer)
        var drawn = DrawnIndicators()
        let first = drawn.update(from: controller, text: RefreshText(language: .english), now: 0)
        #expect(first.map(\.edge) == [.top, .bottom])
        #expect(drawn.update(from: controller, text: RefreshText(language: .english), now: 0).isEmpty)
        let german = drawn.update(from: controller, text: RefreshText(language: .german), now: 0)
        #expect(german.map(\.edge) == [.top, .bottom])
        #expect(german.first?.title != RefreshText(language: .english).title(for: .idle, role: .header))
    }

    @Test(arguments: [RefreshEdge.bottom, .right])
    func aTrailingSpaceRunsFromTheContentsEndToTheVisibleEnd(edge: RefreshEdge) throws {
        let vertical = edge == .bottom
        // 50 points pushed past the end, with an own inset of 30 at that end.
        let geometry = ScrollViewGeometry(
            contentOffset: vertical ? ScrollPoint(x: 0, y: 1280) : ScrollPoint(x: 1280, y: 0),
            contentSize: ScrollSize(width: vertical ? 400 : 2000, height: vertical ? 2000 : 400),
            viewportSize: ScrollSize(width: 800, height: 800),
            contentInset: vertical ? ScrollInsets(bottom: 30) : ScrollInsets(right: 30),
            axis: vertical ? .vertical : .horizontal
        )
        let space = try #require(IndicatorPlacement(openedAt: edge, in: geometry))
        // The content ends at 2000 - 1280 = 720 in the visible area; the visible end is 800 - 30 = 770.
        let start = vertical ? space.origin.y : space.origin.x
        let length = vertical ? space.size.height : space.size.width
        #expect(start == 720)
        #expect(length == 50)
        #expect(IndicatorPlacement(openedAt: vertical ? .top : .left, in: geometry) == nil)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// A footer row that goes away when there is nothing to load more of: an empty list, a list too short to scroll,
/// the end of the data. Hidden, it takes no room and is not drawn; a load still shows.
struct HidingConditionsTests {
    static func footer(_ hiddenWhen: HidingConditions) -> EdgeConfiguration {
        var footer = EdgeConfiguration.footer
        footer.restingExtent = 44
        footer.hiddenWhen = hiddenWhen
        return footer
    }

    static func simulator(_ footer: EdgeConfiguration, content: Double, loader: [LoaderResponse] = [])
        -> ScrollSimulator
    {
        ScrollSimulator(
            controller: RefreshController(bottom: footer),
            viewport: ScrollSize(width: 375, height: 800),
            content: ScrollSize(width: 375, height: content),
            loader: [.bottom: loader]
        )
    }

    @Test func anEmptyListShowsNoFooterUntilContentArrives() {
        var simulator = Self.simulator(Self.footer([.contentIsEmpty]), content: 0)
        #expect(simulator.snapshot(.bottom)?.isVisible == false)
        #expect(simulator.extraInsets.bottom == 0)
        simulator.setContentLength(2000)
        simulator.wait(0.5)
        #expect(simulator.snapshot(.bottom)?.isVisible == true)
        #expect(simulator.extraInsets.bottom == 44)
    }

    @Test func aShortListHidesItsFooterButStillFillsTheScreen() {
        var simulator = Self.simulator(
            Self.footer([.contentIsShort]), content: 300, loader: [LoaderResponse(after: 0.2, appending: 1000)])
        // The load shows while it runs…
        #expect(simulator.state(.bottom) == .refreshing)
        #expect(simulator.snapshot(.bottom)?.isVisible == true)
        simulator.wait(1)
        // …and the list that now fills the screen keeps its row.
        #expect(simulator.triggerCount(.bottom) == 1)
        #expect(simulator.snapshot(.bottom)?.isVisible == true)
        #expect(simulator.extraInsets.bottom == 44)
    }

    @Test func theEndOfDataHidesTheRow() {
        var simulator = Self.simulator(
            Self.footer([.noMoreData]), content: 2000, loader: [LoaderResponse(after: 0.2, result: .noMoreData)])
        simulator.drag(by: -1400, duration: 0.5)
        simulator.release()
        simulator.wait(2)
        #expect(simulator.state(.bottom) == .noMoreData)
        #expect(simulator.snapshot(.bottom)?.isVisible == false)
        #expect(simulator.extraInsets.bottom == 0)
        simulator.send(.resetNoMoreData(.bottom))
        simulator.wait(1)
        #expect(simulator.snapshot(.bottom)?.isVisible == true)
        #expect(simulator.extraInsets.bottom == 44)
    }

    @Test func withoutConditionsTheRowAlwaysShows() {
        let simulator = Self.simulator(Self.footer([]), content: 0)
        #expect(simulator.snapshot(.bottom)?.isVisible == true)
        #expect(simulator.extraInsets.bottom == 44)
    }
}

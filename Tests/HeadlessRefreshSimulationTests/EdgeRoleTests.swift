import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// An edge whose place misleads about what it does: a right-to-left list refreshes at its right end and loads more
/// at its left on a pull, and a chat's top loads older messages on a pull. The controller does not know the reading
/// direction; ``EdgeConfiguration/role`` says it, and P6 and P7 follow the role, not the physical side.
struct EdgeRoleTests {
    /// MJRefresh's back footer: pull past 44 and release, nothing automatic; built from the header preset, so only
    /// its role says that it loads more.
    static var pullToLoad: EdgeConfiguration {
        var configuration = EdgeConfiguration.header
        (configuration.triggerDistance, configuration.refreshingExtent) = (44, 44)
        configuration.resultHold = ResultHold(0)
        configuration.role = .footer
        return configuration
    }

    /// A right-to-left horizontal list read at its start (its right end): refresh there, load more on the left.
    static var rightToLeft: ReaderStaysTests.Reading {
        var edges: [RefreshEdge: EdgeConfiguration] = [:]
        edges[.horizontal(.leading, rightToLeft: true)] = .header
        edges[.horizontal(.leading, rightToLeft: true)]?.role = .header
        edges[.horizontal(.trailing, rightToLeft: true)] = pullToLoad
        return ReaderStaysTests.Reading(
            description: "right to left", axis: .horizontal, edges: edges, edge: .left, offset: 2654)
    }

    /// A chat read at its newest message, whose top loads older ones on a pull.
    static var chat: ReaderStaysTests.Reading {
        ReaderStaysTests.Reading(
            description: "a chat's top", axis: .vertical, edges: [.top: pullToLoad], edge: .top, offset: 2254)
    }

    @Test(arguments: [rightToLeft, chat], ReaderStaysTests.Start.allCases)
    func anEdgeThatLoadsOnAPullKeepsTheReaderAndItsEndOfData(
        layout: ReaderStaysTests.Reading, start: ReaderStaysTests.Start
    ) {
        var simulator = layout.simulator(loader: [layout.edge: [LoaderResponse(after: 1, result: .noMoreData)]])
        #expect(simulator.accessibleAction(layout.edge) == .loadMore)
        ReaderStaysTests.start(start, layout.edge, on: &simulator)
        #expect(simulator.triggerCount(layout.edge) == 1)
        simulator.wait(0.5)
        #expect(simulator.offset == layout.offset)
        simulator.wait(2)
        #expect(simulator.offset == layout.offset)
        // Its end of data is a fact: no action is offered and a begin is refused.
        #expect(simulator.state(layout.edge) == .noMoreData)
        #expect(simulator.accessibleAction(layout.edge) == nil)
        simulator.begin(layout.edge)
        simulator.wait(2)
        #expect(simulator.triggerCount(layout.edge) == 1)
    }

    @Test(arguments: ReaderStaysTests.Start.allCases)
    func aRightToLeftListsRefreshEdgeRevealsAndNeverEnds(start: ReaderStaysTests.Start) {
        let answers = [LoaderResponse(after: 1), LoaderResponse(after: 1, result: .noMoreData)]
        var simulator = Self.rightToLeft.simulator(loader: [.right: answers])
        simulator.send(.markNoMoreData(.left))
        simulator.scroll(to: 1200)
        simulator.collectsCommands = true
        #expect(simulator.accessibleAction(.right) == .refresh)
        ReaderStaysTests.start(start, .right, on: &simulator)
        simulator.wait(0.5)
        #expect(simulator.state(.right) == .refreshing)
        #expect(simulator.offset == 3054 + 60 - 400)  // the indicator at the right end is in view
        simulator.wait(2)
        // Rule 7, mirrored: the refresh reloaded the list, so its far end is no longer known.
        #expect(simulator.state(.left) == .idle)
        // Its own noMoreData answer is taken as a success, and said so: a user can always pull to refresh.
        simulator.begin(.right)
        simulator.wait(2)
        #expect(simulator.triggerCount(.right) == 2)
        #expect(simulator.takeCommands().contains(.diagnostic(.noMoreDataAtRefreshEdge(.right))))
        #expect(simulator.state(.right) == .idle)
        #expect(simulator.accessibleAction(.right) == .refresh)
    }
}

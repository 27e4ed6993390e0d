import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// P6, the reader stays where they read: only a refresh edge (a feed's header) scrolls the user to show its
/// indicator. A load-more or load-previous edge never scrolls, whatever its physical side: a right-to-left list's
/// left end, a chat's top.
struct ReaderStaysTests {
    /// How a host starts a load without a pull.
    enum Start: CaseIterable, CustomStringConvertible {
        case accessibleAction, begin, beginWhileSuspended

        var description: String {
            switch self {
            case .accessibleAction: "the accessible action"
            case .begin: "a programmatic begin"
            case .beginWhileSuspended: "a begin while suspended"
            }
        }
    }

    /// A list read far from `edge`: the edge loads more (or older messages) and must not pull the reader there.
    struct Reading: CustomStringConvertible {
        var description: String
        var axis: ScrollAxis
        var edges: [RefreshEdge: EdgeConfiguration]
        var edge: RefreshEdge
        /// Where the reader is.
        var offset: Double

        /// A horizontal list whose reader is at its start, with "load more" at its trailing side.
        static func horizontal(rightToLeft: Bool) -> Reading {
            var edges: [RefreshEdge: EdgeConfiguration] = [:]
            edges[.horizontal(.leading, rightToLeft: rightToLeft)] = .side
            edges[.horizontal(.trailing, rightToLeft: rightToLeft)] = .footer
            return Reading(
                description: rightToLeft ? "right to left" : "left to right", axis: .horizontal, edges: edges,
                edge: .horizontal(.trailing, rightToLeft: rightToLeft), offset: rightToLeft ? 2654 : 0)
        }

        /// A chat read at its newest message, whose top loads older ones.
        static var chat: Reading {
            Reading(
                description: "a chat's top", axis: .vertical, edges: [.top: Fixture.chatTop], edge: .top,
                offset: 2254)
        }

        /// A chat whose top is a "load earlier messages" button, with no automatic load.
        static var chatButton: Reading {
            var top = EdgeConfiguration.header
            top.triggers = [.tap]
            return Reading(
                description: "a chat's button", axis: .vertical, edges: [.top: top], edge: .top, offset: 2254)
        }

        /// The list with the reader in place; by default the loader answers each load of `edge` after a second.
        func simulator(loader: [RefreshEdge: [LoaderResponse]]? = nil) -> ScrollSimulator {
            var edges = edges
            // Enabled once the reader is in place: the list is laid out at its physical start, the reader's end.
            edges[edge]?.isEnabled = false
            let vertical = axis == .vertical
            var simulator = ScrollSimulator(
                controller: RefreshController(
                    top: edges[.top], bottom: edges[.bottom], left: edges[.left], right: edges[.right]),
                axis: axis,
                viewport: ScrollSize(width: vertical ? 375 : 400, height: 800),
                content: ScrollSize(width: vertical ? 375 : 3054, height: vertical ? 3054 : 800),
                loader: loader ?? [edge: [LoaderResponse(after: 1)]]
            )
            simulator.scroll(to: offset)
            simulator.setEnabled(edge, true)
            simulator.wait(0.5)
            return simulator
        }
    }

    static let readings: [Reading] = [
        .horizontal(rightToLeft: true), .horizontal(rightToLeft: false), .chat, .chatButton,
    ]

    static func start(_ start: Start, _ edge: RefreshEdge, on simulator: inout ScrollSimulator) {
        switch start {
        case .accessibleAction:
            simulator.performAccessibleAction(edge)
        case .begin:
            simulator.begin(edge)
        case .beginWhileSuspended:
            simulator.suspend()
            simulator.begin(edge)
            simulator.wait(0.2)
            simulator.resume()
        }
    }

    @Test(arguments: readings, Start.allCases)
    func aLoadMoreEdgeNeverScrollsTheReaderAway(reading: Reading, start: Start) {
        var simulator = reading.simulator()
        #expect(simulator.offset == reading.offset)
        #expect(simulator.accessibleAction(reading.edge) == .loadMore)
        Self.start(start, reading.edge, on: &simulator)
        #expect(simulator.triggerCount(reading.edge) == 1)
        simulator.wait(0.5)
        #expect(simulator.state(reading.edge) == .refreshing)
        #expect(simulator.offset == reading.offset)
        simulator.wait(2)
        #expect(simulator.offset == reading.offset)
    }

    @Test(arguments: Start.allCases)
    func aFeedsHeaderStillScrollsIntoView(start: Start) {
        var simulator = ScrollSimulator(
            controller: RefreshController(top: .header, bottom: .footer),
            viewport: ScrollSize(width: 375, height: 800),
            content: ScrollSize(width: 375, height: 3054),
            loader: [.top: [LoaderResponse(after: 1)]]
        )
        simulator.scroll(to: 1200)
        #expect(simulator.accessibleAction(.top) == .refresh)
        Self.start(start, .top, on: &simulator)
        simulator.wait(0.5)
        #expect(simulator.state(.top) == .refreshing)
        #expect(simulator.offset == -60)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// A horizontal list in a right-to-left layout starts at its right edge: its leading side action and its trailing
/// load-more edge are the physical right and left, configured through one mapping.
struct RightToLeftTests {
    @Test(arguments: [false, true])
    func sidesMapByLayoutDirection(rightToLeft: Bool) {
        let leading = RefreshEdge.horizontal(.leading, rightToLeft: rightToLeft)
        let trailing = RefreshEdge.horizontal(.trailing, rightToLeft: rightToLeft)
        #expect(leading == (rightToLeft ? .right : .left))
        #expect(trailing == leading.opposite)
        #expect(leading.horizontalSide(rightToLeft: rightToLeft) == .leading)
        #expect(trailing.horizontalSide(rightToLeft: rightToLeft) == .trailing)
        #expect(RefreshEdge.top.horizontalSide(rightToLeft: rightToLeft) == nil)
    }

    @Test func aRightToLeftListLoadsMoreAtItsLeftEndAndGoesBackAtItsRight() {
        var footer = EdgeConfiguration.footer
        footer.isEnabled = false  // until the list is laid out at its right end, where a right-to-left reader begins
        var edges: [RefreshEdge: EdgeConfiguration] = [:]
        edges[.horizontal(.leading, rightToLeft: true)] = .side
        edges[.horizontal(.trailing, rightToLeft: true)] = footer
        var simulator = ScrollSimulator(
            controller: RefreshController(left: edges[.left], right: edges[.right]),
            axis: .horizontal,
            viewport: ScrollSize(width: 400, height: 200),
            content: ScrollSize(width: 2000, height: 200),
            loader: [.left: [LoaderResponse(after: 0.2, appending: 400)]]
        )
        simulator.scroll(to: 1600)
        simulator.setEnabled(.left, true)
        simulator.wait(0.5)
        #expect(simulator.triggerCount(.left) == 0)
        // "Pull to go back" at the start: the finger pulls the content's right edge leftward into view.
        simulator.drag(by: -200, duration: 0.3)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.right) == 1)
        // Reading on means moving the finger right, towards the content's left end, where the next page loads.
        simulator.drag(by: 1700, duration: 0.6)
        simulator.release()
        simulator.wait(1)
        #expect(simulator.triggerCount(.left) == 1)
        #expect(simulator.triggerCount(.right) == 1)
    }
}

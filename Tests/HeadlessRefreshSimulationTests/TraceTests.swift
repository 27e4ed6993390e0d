import Foundation
import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// Rendering traces: the table and the SVG timeline.
struct TraceTests {
    private func pullToRefresh() -> Trace {
        var simulator = Fixture.simulator(top: Fixture.header, loader: [.top: [LoaderResponse(after: 1.2)]])
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        simulator.wait(3)
        return simulator.trace!
    }

    @Test func theTableHasARowPerIntervalAndPerEvent() {
        let table = pullToRefresh().table(every: 0.5)
        let rows = table.split(separator: "\n")
        #expect(rows.first?.hasPrefix("      t    offset  finger  top") == true)
        #expect(
            rows.contains {
                $0.hasPrefix("    0.4   -228.13  down    refreshing") && $0.contains("trigger top release")
            })
        #expect(rows.contains { $0.hasPrefix("    1.6      -151  up      finishing success") })
        #expect(rows.contains { $0.hasPrefix("    2.4       -91  up      idle") && $0.hasSuffix("top idle") })
        // Rows at 0, 0.5, 1, ... 3 and at the 7 moments with events, some shared.
        #expect(rows.count < 20)
        #expect(rows.last?.hasPrefix("    3.4") == true)
    }

    @Test func theTimelineDrawsTheOffsetTheBandsAndTheMarkers() {
        let svg = pullToRefresh().svg(title: "a <pull>")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("a &lt;pull&gt;"))
        #expect(svg.contains("time (s)") && svg.contains("content offset (pt)"))
        #expect(svg.contains(">trigger top (release)</text>"))
        #expect(svg.contains(">end top success</text>"))
        // One band segment per state: pulling, eligible, refreshing, finishing and idle, in their colours.
        for colour in ["#bfdbfe", "#facc15", "#3b82f6", "#4ade80", "#e5e7eb"] { #expect(svg.contains(colour)) }
        #expect(svg.components(separatedBy: "<polyline").count == 3)  // the offset and the top's resting line
    }

    @Test func eventsDescribeThemselves() {
        #expect(
            Trace.Event.command(.setExtraInset(.top, amount: 60, duration: 0.25)).description
                == "inset top 60 over 0.25 s")
        #expect(Trace.Event.fingerUp(velocity: -2500).description == "finger up at -2500 pt/s")
        #expect(Trace.Event.ended(.bottom, .noMoreData).description == "end bottom noMoreData")
    }
}

import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// Where an indicator view goes in content coordinates.
struct IndicatorPlacementTests {
    static func geometry(content: ScrollSize) -> ScrollViewGeometry {
        ScrollViewGeometry(
            contentSize: content,
            viewportSize: ScrollSize(width: 390, height: 800),
            contentInset: ScrollInsets(top: 100, bottom: 100)
        )
    }

    @Test func aHeaderSitsJustAboveTheContent() {
        let frame = IndicatorPlacement(
            edge: .top, thickness: 60, geometry: Self.geometry(content: ScrollSize(width: 390, height: 2000)))
        #expect(frame.origin == ScrollPoint(x: 0, y: -60))
        #expect(frame.size == ScrollSize(width: 390, height: 60))
    }

    @Test func aFooterSitsAtTheEndPullsAreMeasuredFrom() {
        let long = IndicatorPlacement(
            edge: .bottom, thickness: 44, geometry: Self.geometry(content: ScrollSize(width: 390, height: 2000)))
        #expect(long.origin == ScrollPoint(x: 0, y: 2000))
        // Shorter than the visible area (800 - 100 - 100): the end is the visible area's.
        let short = IndicatorPlacement(
            edge: .bottom, thickness: 44, geometry: Self.geometry(content: ScrollSize(width: 390, height: 300)))
        #expect(short.origin == ScrollPoint(x: 0, y: 600))
    }

    @Test(arguments: [(RefreshEdge.left, -50.0), (.right, 3000.0)])
    func sidesSitBeforeAndAfterTheContent(edge: RefreshEdge, x: Double) {
        let geometry = ScrollViewGeometry(
            contentSize: ScrollSize(width: 3000, height: 200),
            viewportSize: ScrollSize(width: 390, height: 200),
            axis: .horizontal
        )
        let frame = IndicatorPlacement(edge: edge, thickness: 50, geometry: geometry)
        #expect(frame.origin == ScrollPoint(x: x, y: 0))
        #expect(frame.size == ScrollSize(width: 50, height: 200))
    }
}

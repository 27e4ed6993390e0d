import HeadlessRefresh
import Testing

struct ScrollViewGeometryTests {
    let geometry = ScrollViewGeometry(
        contentOffset: ScrollPoint(x: 10, y: 300),
        contentSize: ScrollSize(width: 1000, height: 2400),
        viewportSize: ScrollSize(width: 375, height: 812),
        contentInset: ScrollInsets(top: 91, left: 5, bottom: 34, right: 7)
    )

    @Test func measuresFollowTheDesignFormulas() {
        #expect(geometry.pull(.top) == -(300 + 91))
        #expect(geometry.pull(.left) == -(10 + 5))
        #expect(geometry.pull(.bottom) == 300 + 812 - 34 - 2400)
        #expect(geometry.pull(.right) == 10 + 375 - 7 - 1000)
        #expect(geometry.remaining(.bottom) == 2400 - (300 + 812 - 34))
        #expect(geometry.remaining(.right) == 1000 - (10 + 375 - 7))
        #expect(geometry.remaining(.top) == 300 + 91)
        #expect(geometry.remaining(.left) == 10 + 5)
    }

    /// A one-axis host's geometry measures along its axis as the full one does.
    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func aListAlongOneAxisMeasuresAsTheFullGeometry(axis: ScrollAxis) {
        let list = ScrollViewGeometry(
            offset: 300, contentLength: 2400, viewportLength: 812, leadingInset: 91, trailingInset: 34, axis: axis)
        let (leading, trailing): (RefreshEdge, RefreshEdge) = axis == .vertical ? (.top, .bottom) : (.left, .right)
        let full = ScrollViewGeometry(
            contentOffset: axis == .vertical ? ScrollPoint(x: 0, y: 300) : ScrollPoint(x: 300, y: 0),
            contentSize: axis == .vertical ? ScrollSize(width: 0, height: 2400) : ScrollSize(width: 2400, height: 0),
            viewportSize: axis == .vertical ? ScrollSize(width: 0, height: 812) : ScrollSize(width: 812, height: 0),
            contentInset: axis == .vertical
                ? ScrollInsets(top: 91, bottom: 34) : ScrollInsets(left: 91, right: 34),
            axis: axis)
        #expect(list == full)
        #expect(list.pull(leading) == -391)
        #expect(list.remaining(trailing) == 2400 - (300 + 812 - 34))
    }

    @Test func shortContentCountsTheTrailingPullFromRest() {
        var short = geometry
        short.contentSize = ScrollSize(width: 100, height: 200)
        short.contentOffset = ScrollPoint(x: -5, y: -91)
        #expect(short.pull(.top) == 0)
        #expect(short.pull(.bottom) == 0)
        #expect(short.pull(.left) == 0)
        #expect(short.pull(.right) == 0)
        short.contentOffset.y += 30
        #expect(short.pull(.bottom) == 30)
        #expect(short.remaining(.bottom) < 0)
    }

    @Test(arguments: RefreshEdge.allCases, [0.0, 25, 60, -40])
    func revealingOffsetGivesThatPull(edge: RefreshEdge, extent: Double) {
        let offset = geometry.offset(revealing: extent, at: edge)
        var moved = geometry
        moved.contentOffset = offset
        #expect(moved.pull(edge) == extent)
        // Only the coordinate of the edge's axis moves.
        if edge.axis == .vertical {
            #expect(offset.x == geometry.contentOffset.x)
        } else {
            #expect(offset.y == geometry.contentOffset.y)
        }
    }

    @Test func edgesKnowTheirAxisOppositeAndRole() {
        #expect(RefreshEdge.top.opposite == .bottom && RefreshEdge.right.opposite == .left)
        #expect(RefreshEdge.left.axis == .horizontal && RefreshEdge.bottom.axis == .vertical)
        #expect(RefreshEdge.allCases.filter(\.isLeading) == [.top, .left])
        #expect(RefreshEdge.allCases.map(\.role) == [.header, .footer, .side, .side])
        var insets = ScrollInsets.zero
        for (index, edge) in RefreshEdge.allCases.enumerated() { insets[edge] = Double(index + 1) }
        #expect(insets == ScrollInsets(top: 1, left: 3, bottom: 2, right: 4))
    }

    @Test func aUsableGeometryHasNoProblem() {
        #expect(geometry.problem == nil)
        var negativeInset = geometry
        negativeInset.contentInset.top = -20
        #expect(negativeInset.problem == nil)
    }

    enum BadValue: CaseIterable {
        case nanOffset, infiniteOffsetX, infiniteContentHeight, negativeContentWidth, nanViewport, negativeViewport
        case infiniteInset, overflowing

        func apply(to geometry: inout ScrollViewGeometry) -> GeometryProblem {
            switch self {
            case .nanOffset:
                geometry.contentOffset.y = .nan
                return .nonFiniteOffset
            case .infiniteOffsetX:
                geometry.contentOffset.x = .infinity
                return .nonFiniteOffset
            case .infiniteContentHeight:
                geometry.contentSize.height = .infinity
                return .nonFiniteContentSize
            case .negativeContentWidth:
                geometry.contentSize.width = -1
                return .negativeContentSize
            case .nanViewport:
                geometry.viewportSize.height = .nan
                return .nonFiniteViewportSize
            case .negativeViewport:
                geometry.viewportSize.width = -375
                return .negativeViewportSize
            case .infiniteInset:
                geometry.contentInset.bottom = -.infinity
                return .nonFiniteInset
            case .overflowing:
                geometry.contentOffset.y = .greatestFiniteMagnitude
                geometry.contentSize.height = .greatestFiniteMagnitude
                return .outOfRange
            }
        }
    }

    @Test(arguments: BadValue.allCases)
    func unusableValuesAreNamed(value: BadValue) {
        var bad = geometry
        let problem = value.apply(to: &bad)
        #expect(bad.problem == problem)
        #expect(!problem.message.isEmpty)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation

/// Configurations and simulators shared by the tests, with the numbers of the shared scenarios.
enum Fixture {
    /// An iPhone-sized viewport.
    static let viewport = ScrollSize(width: 375, height: 812)
    /// A navigation bar above and a home indicator below.
    static let barInsets = ScrollInsets(top: 91, bottom: 34)

    /// A header: release past 70, hold 60, show the result 0.5 s, collapse over 0.3 s.
    static var header: EdgeConfiguration {
        var configuration = EdgeConfiguration.header
        configuration.triggerDistance = 70
        configuration.refreshingExtent = 60
        configuration.resultHold = ResultHold(0.5)
        return configuration
    }

    /// A footer with an always-visible 50-point row that loads 150 points before the end, or on a tap.
    static var footer: EdgeConfiguration {
        var configuration = EdgeConfiguration.footer
        configuration.triggers = [.reachingEnd(prefetch: 150), .tap]
        configuration.refreshingExtent = 50
        configuration.restingExtent = 50
        return configuration
    }

    /// A chat's top, loading older messages 300 points before it comes into view or on a tap, built from the header
    /// preset (which resets the opposite end after a success); no minimum refreshing time.
    static var chatTop: EdgeConfiguration {
        var top = EdgeConfiguration.header
        (top.triggers, top.refreshingExtent, top.minimumRefreshingDuration) = (
            [.reachingEnd(prefetch: 300), .tap], 44, 0
        )
        return top
    }

    /// A vertical simulator under the bars, recording a trace.
    static func simulator(
        top: EdgeConfiguration? = nil,
        bottom: EdgeConfiguration? = nil,
        content: Double = 2400,
        inset: ScrollInsets = barInsets,
        loader: [RefreshEdge: [LoaderResponse]] = [:],
        physics: ScrollPhysics = ScrollPhysics()
    ) -> ScrollSimulator {
        ScrollSimulator(
            controller: RefreshController(top: top, bottom: bottom),
            viewport: viewport,
            content: ScrollSize(width: viewport.width, height: content),
            inset: inset,
            physics: physics,
            loader: loader,
            recordsTrace: true
        )
    }

    /// A vertical simulator on an iPhone-sized screen with no bars, recording nothing.
    static func bareSimulator(
        top: EdgeConfiguration? = nil,
        bottom: EdgeConfiguration? = nil,
        content: Double = 2000,
        loader: [RefreshEdge: [LoaderResponse]] = [:]
    ) -> ScrollSimulator {
        ScrollSimulator(
            controller: RefreshController(top: top, bottom: bottom),
            viewport: viewport,
            content: ScrollSize(width: viewport.width, height: content),
            loader: loader
        )
    }

    /// A simulator on `axis` with one edge configured at each end of it.
    static func simulator(
        axis: ScrollAxis,
        leading: EdgeConfiguration?,
        trailing: EdgeConfiguration? = nil,
        content: Double = 2400,
        loader: [RefreshEdge: [LoaderResponse]] = [:]
    ) -> ScrollSimulator {
        let controller =
            axis == .vertical
            ? RefreshController(top: leading, bottom: trailing) : RefreshController(left: leading, right: trailing)
        let size = axis == .vertical ? ScrollSize(width: 375, height: content) : ScrollSize(width: content, height: 812)
        return ScrollSimulator(
            controller: controller,
            axis: axis,
            viewport: viewport,
            content: size,
            loader: loader,
            recordsTrace: true
        )
    }
}

extension ScrollAxis {
    /// The leading and trailing edges of the axis.
    var edges: (leading: RefreshEdge, trailing: RefreshEdge) {
        self == .vertical ? (.top, .bottom) : (.left, .right)
    }

    /// The viewport's length along the axis in the fixtures.
    var viewportLength: Double { self == .vertical ? Fixture.viewport.height : Fixture.viewport.width }
}

extension ScrollSimulator {
    /// How far `edge` is pulled past its resting position (``ScrollViewGeometry/pull(_:)``).
    func pull(_ edge: RefreshEdge) -> Double { geometry.pull(edge) }

    /// Steps frames until `condition` holds or `limit` seconds pass; returns whether it held.
    @discardableResult
    mutating func step(until condition: (ScrollSimulator) -> Bool, limit: Double = 10) -> Bool {
        let end = now + limit
        while now < end {
            if condition(self) { return true }
            step()
        }
        return condition(self)
    }
}

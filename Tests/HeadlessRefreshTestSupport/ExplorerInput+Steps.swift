import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// Turning abstract inputs into refresh-lab steps, from the state a simulation is in.
extension ExplorerInput {
    /// How long a drag to a region takes: twelve frames at 120 Hz.
    static let dragDuration = 0.1
    /// The fling's speed, in points per second.
    static let flingSpeed = 2500.0
    /// The length of a row, for the inputs that report rows: the list has a row per this many points of content.
    package static let itemLength = 100.0

    /// Every input of `setup`'s families that can happen now, each with the steps that do it. Inputs that would do
    /// the same steps as one listed before (a pull back to rest that is the end of the list) are left out.
    static func choices(_ simulator: ScrollSimulator, _ setup: ExplorationSetup) -> [(ExplorerInput, [Scenario.Step])] {
        var choices: [(ExplorerInput, [Scenario.Step])] = []
        func add(_ input: ExplorerInput, _ steps: [Scenario.Step]) {
            guard !steps.isEmpty, !choices.contains(where: { $0.1 == steps }) else { return }
            choices.append((input, steps))
        }
        let controller = simulator.controller
        let families = setup.families
        let edges = controller.edges
        if families.contains(.touch) {
            if simulator.isDragging { add(.lift, [.release(0)]) } else { add(.touch, [.drag(0, duration: 0)]) }
        }
        for edge in edges {
            if families.contains(.pulls) && setup.fingerEdges?.contains(edge) != false {
                for region in setup.regions {
                    if let offset = pullTarget(simulator, edge, region) {
                        add(.pull(edge, region), drag(simulator, offset))
                    }
                }
            }
            if families.contains(.endZone) && setup.fingerEdges?.contains(edge) != false {
                for approaches in [true, false] {
                    guard let offset = endTarget(simulator, edge, approaches: approaches) else { continue }
                    add(approaches ? .approachEnd(edge) : .leaveEnd(edge), drag(simulator, offset))
                }
            }
            if families.contains(.fling) {
                let speed = edge.isLeading ? flingSpeed : -flingSpeed
                let fling: [Scenario.Step] =
                    simulator.isDragging ? [.release(speed)] : [.drag(speed / 125, duration: 0.05), .release(speed)]
                add(.fling(toward: edge), fling)
            }
            if families.contains(.wheel) && !simulator.isDragging {
                // A notch that does not move the content (at that end already) is no input.
                let notch = edge.isLeading ? -ScrollSimulator.wheelNotch : ScrollSimulator.wheelNotch
                if abs(simulator.wheelOffset(by: notch) - simulator.offset) > 1e-6 {
                    add(.wheel(toward: edge), [.wheel(notch)])
                }
            }
        }
        if families.contains(.items) {
            for edge in edges {
                guard let prefetch = controller.configuration(edge)?.triggers.itemPrefetch else { continue }
                for place in ItemPlace.allCases {
                    let row = Self.row(place, of: edge, prefetch: prefetch, contentLength: simulator.contentLength)
                    add(.items(edge, place), [.visibleItems(row)])
                }
            }
        }
        if families.contains(.content) {
            let length = simulator.contentLength
            if let longer = setup.contentLengths.first(where: { $0 > length + 0.5 }) {
                add(.content(grows: true), [.content(longer)])
            }
            if let shorter = setup.contentLengths.last(where: { $0 < length - 0.5 }) {
                add(.content(grows: false), [.content(shorter)])
            }
        }
        if families.contains(.prepend) { add(.prepend, [.prepend(setup.viewportLength * 0.75)]) }
        if families.contains(.host) {
            let geometry = simulator.geometry
            let grown = geometry.viewportSize != setup.scenario.viewport
            add(.viewport(grows: !grown), [.viewport(grown ? setup.scenario.viewport : setup.tallViewport)])
            let shown = geometry.contentInset != setup.scenario.inset
            add(.keyboard(shows: !shown), [.inset(shown ? setup.scenario.inset : setup.keyboardInset)])
        }
        if families.contains(.time) {
            if let deadline = controller.nextDeadline, deadline > simulator.now {
                // A hair past the deadline, so the tick falls due whatever the rounding of the sum.
                add(.tick, [.wait(deadline - simulator.now + 1e-9)])
            }
            add(.settle, [.wait(2)])
        }
        for edge in edges {
            guard let configuration = controller.configuration(edge), let state = controller.state(edge) else {
                continue
            }
            if families.contains(.answers) && state == .refreshing {
                for result in RefreshResult.allCases { add(.answer(edge, result), [.end(edge, result)]) }
            }
            if families.contains(.enable) {
                add(.enable(edge, !configuration.isEnabled), [.enable(edge, !configuration.isEnabled)])
            }
            if families.contains(.distance) && configuration.triggers.acceptsPull {
                for larger in [true, false] {
                    guard let distance = setup.nextDistance(edge, from: configuration.triggerDistance, larger: larger),
                        distance < configuration.secondLevel?.triggerDistance ?? .infinity
                    else { continue }
                    var changed = configuration
                    changed.triggerDistance = distance
                    add(.distance(edge, larger: larger), [.configure(edge, changed)])
                }
            }
            if families.contains(.accessibility) { add(.accessibleAction(edge), [.accessibleAction(edge)]) }
            if families.contains(.commands) {
                if configuration.style == .holding { add(.begin(edge), [.begin(edge, reveal: true)]) }
                if configuration.triggers.tap { add(.tap(edge), [.tap(edge)]) }
            }
            if families.contains(.endOfData) {
                if configuration.triggers.loadsMore && (state == .noMoreData || !configuration.isEnabled) {
                    add(.resetNoMoreData(edge), [.resetNoMoreData(edge)])
                }
                if configuration.style == .holding && (state == .idle || state == .failed) {
                    add(.markNoMoreData(edge), [.markNoMoreData(edge)])
                }
            }
            if families.contains(.secondLevel) && (state == .secondLevelOpen || state == .secondLevelOpening) {
                add(.closeSecondLevel(edge), [.closeSecondLevel(edge)])
            }
        }
        if families.contains(.lifecycle) {
            add(controller.isSuspended ? .resume : .suspend, [controller.isSuspended ? .resume : .suspend])
        }
        if families.contains(.exclusivity) {
            for rule in [RefreshController.Exclusivity.noEdges, .oppositeEdges, .allEdges]
            where rule != controller.exclusivity {
                add(.exclusivity(rule), [.exclusivity(rule)])
            }
        }
        if families.contains(.reducedMotion) {
            add(.reducedMotion(!controller.reducesMotion), [.reducedMotion(!controller.reducesMotion)])
        }
        return choices
    }

    /// The row at `place` from `edge`'s end, in a list of a row per ``itemLength`` points of `contentLength` (one row
    /// at least).
    private static func row(_ place: ItemPlace, of edge: RefreshEdge, prefetch: Int, contentLength: Double)
        -> VisibleItems
    {
        let count = max(1, Int(contentLength / itemLength))
        let remaining: Int
        switch place {
        case .end: remaining = 0
        case .zone: remaining = prefetch
        case .away: remaining = count / 2
        }
        let clamped = min(max(remaining, 0), count - 1)
        return VisibleItems(item: edge.isLeading ? clamped : count - 1 - clamped, of: count)
    }

    /// The drag that brings the content to `offset`; none when it is there already with the finger down.
    private static func drag(_ simulator: ScrollSimulator, _ offset: Double) -> [Scenario.Step] {
        let travel = simulator.fingerTravel(toOffset: offset)
        guard travel.isFinite, abs(travel) > 1e-6 || !simulator.isDragging else { return [] }
        return [.drag(travel, duration: dragDuration)]
    }

    /// The offset at which the pull at `edge` is in `region`, beyond the extra inset in place (past the end of a
    /// footer that does not trigger on a pull, a tug); `nil` for a region the edge does not have (no second level)
    /// or cannot reach (its maximum pull).
    private static func pullTarget(_ simulator: ScrollSimulator, _ edge: RefreshEdge, _ region: Region) -> Double? {
        guard let configuration = simulator.controller.configuration(edge) else { return nil }
        let distance = configuration.triggerDistance
        let level = configuration.secondLevel?.triggerDistance
        let pull: Double
        switch region {
        case .nudge: pull = 0.004
        case .below: pull = distance / 2
        case .past: pull = level.map { (distance + $0) / 2 } ?? distance * 1.25
        case .pastSecondLevel:
            guard let level else { return nil }
            pull = level * 1.15
        case .rest: pull = 0
        }
        if let maximum = configuration.maximumPull, pull > maximum { return nil }
        let geometry = simulator.geometry
        let point = geometry.offset(revealing: simulator.controller.extraInsets[edge] + pull, at: edge)
        return geometry.axis == .vertical ? point.y : point.x
    }

    /// The offset at which the end of a load-more `edge` is halfway into its prefetch zone, or well out of it (by
    /// two thirds of the viewport), within the content; `nil` for an edge that does not load more.
    private static func endTarget(_ simulator: ScrollSimulator, _ edge: RefreshEdge, approaches: Bool) -> Double? {
        guard let prefetch = simulator.controller.configuration(edge)?.triggers.reachingEndPrefetch else { return nil }
        let geometry = simulator.geometry
        let vertical = geometry.axis == .vertical
        let viewport = vertical ? geometry.viewportSize.height : geometry.viewportSize.width
        let remaining = approaches ? prefetch / 2 : prefetch + viewport * 2 / 3
        // The offset at which `remaining` is left: for a leading end, the distance from the top of the content.
        let leadingRest = geometry.offset(revealing: 0, at: edge.isLeading ? edge : edge.opposite)
        let trailingRest = geometry.offset(revealing: 0, at: edge.isLeading ? edge.opposite : edge)
        let lower = vertical ? leadingRest.y : leadingRest.x
        let upper = max(lower, vertical ? trailingRest.y : trailingRest.x)
        let target = edge.isLeading ? lower + remaining : upper - remaining
        return min(max(target, lower), upper)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import RefreshLabScenario

/// Generates random refresh-lab scenarios, the unit the simulator's random tester plays, checks, shrinks and prints:
/// content shorter than, about as long as and longer than the viewport; host insets and extents with decimals that
/// binary cannot hold exactly; headers, footers, side actions and chat-style leading loaders with every trigger; drags,
/// flings, holds, taps, begins, ends, content changes, enable and disable, suspend and resume, and loader answers at
/// random times; and the host's changes where features meet (issue 20): new configurations, viewports and insets,
/// content landing above, exclusivity, the end of data marked, a second level closed; and, where an edge loads more or
/// the content is short, a host that scrolls without touches (a wheel notch, a page, a few notches).
package struct SimulationScenarioGenerator<Source: RandomSource> {
    /// Where the choices come from.
    package var source: Source

    /// Creates a generator over a source of choices.
    package init(source: Source) {
        self.source = source
    }

    /// A scenario of `stepCount` steps, at the simulator's 120 Hz.
    package mutating func scenario(stepCount: Int) -> Scenario {
        let axis: ScrollAxis = source.chance(0.75) ? .vertical : .horizontal
        let (leading, trailing): (RefreshEdge, RefreshEdge) = axis == .vertical ? (.top, .bottom) : (.left, .right)
        let viewport =
            axis == .vertical
            ? ScrollSize(width: 375, height: decimal(in: 500...900))
            : ScrollSize(width: decimal(in: 300...700), height: 200)
        let length = axis == .vertical ? viewport.height : viewport.width
        let contentLength = source.pick([
            decimal(in: 50...(length * 0.6)), length + decimal(in: -60...60),
            decimal(in: (length * 1.5)...(length * 4)),
        ])
        var inset = ScrollInsets.zero
        inset[leading] = source.chance(0.7) ? decimal(in: 0...110) : 0
        inset[trailing] = source.chance(0.5) ? decimal(in: 0...40) : 0
        var edges: [EdgeConfiguration?] = [nil, nil, nil, nil]
        edges[index(leading)] = source.chance(0.85) ? leadingEdge() : nil
        edges[index(trailing)] = source.chance(0.85) ? trailingEdge() : nil
        var loader: [RefreshEdge: [LoaderResponse]] = [:]
        for edge in [leading, trailing] where edges[index(edge)]?.style == .holding {
            loader[edge] = (0..<6).map { _ in
                LoaderResponse(
                    after: source.pick([0, 0.1, decimal(in: 0...1.2)]),
                    result: source.pick([RefreshResult.success, .success, .failure, .noMoreData]),
                    appending: source.chance(0.6) ? decimal(in: 0...600) : 0
                )
            }
        }
        let exclusivity = source.pick([
            RefreshController.Exclusivity.oppositeEdges, .oppositeEdges, .noEdges, .allEdges,
        ])
        let loadsMore = edges.contains { $0?.triggers.loadsMore == true }
        let layout = Layout(
            axis: axis, leading: leading, trailing: trailing, length: length, viewport: viewport, inset: inset,
            edges: edges, scrollsByHost: loadsMore || contentLength < length)
        let steps = (0..<stepCount).map { _ in step(layout) }
        var content = viewport
        if axis == .vertical { content.height = contentLength } else { content.width = contentLength }
        var scenario = Scenario(
            axis: axis, viewport: viewport, content: content, inset: inset, exclusivity: exclusivity, loader: loader,
            steps: steps)
        scenario.edgeList = edges
        return scenario
    }

    private func index(_ edge: RefreshEdge) -> Int {
        RefreshEdge.allCases.firstIndex(of: edge)!
    }

    /// A value with two decimals, which binary holds only approximately (98.52, 45.85).
    private mutating func decimal(in range: ClosedRange<Double>) -> Double {
        (source.double(in: range) * 100).rounded() / 100
    }

    private mutating func leadingEdge() -> EdgeConfiguration {
        var configuration = source.pick([EdgeConfiguration.header, .header, .side, .footer])
        if configuration.style == .holding && !configuration.triggers.loadsMore {
            // A header: release, threshold or both, sometimes a resting extent and holds.
            configuration.triggers.release = source.chance(0.8)
            configuration.triggers.threshold = !configuration.triggers.release || source.chance(0.2)
            configuration.triggerDistance = decimal(in: 30...90)
            configuration.refreshingExtent = decimal(in: 30...70)
            configuration.restingExtent = source.chance(0.3) ? decimal(in: 0...50) : 0
            configuration.minimumRefreshingDuration = source.pick([0, 0.3])
            configuration.resultHold = ResultHold(source.pick([0, 0.4]))
            if source.chance(0.15) {
                let level = SecondLevel(triggerDistance: configuration.triggerDistance + decimal(in: 60...150))
                // Only behind a release trigger, as refresh-lab's files have it: without one the threshold fires
                // before a pull could reach the second level, which would be dead weight.
                if configuration.triggers.release { configuration.secondLevel = level }
            }
        }
        if configuration.triggers.loadsMore {
            // A chat list's leading edge: loads older items as it comes into view.
            configuration.triggers.reachingEndPrefetch = source.pick([0, decimal(in: 0...300)])
        }
        configuration.collapseDuration = source.pick([0, 0.25, 0.4])
        return configuration
    }

    private mutating func trailingEdge() -> EdgeConfiguration {
        var configuration = source.pick([EdgeConfiguration.footer, .footer, .side])
        if configuration.triggers.loadsMore {
            configuration.triggers.reachingEndPrefetch = source.pick([0, decimal(in: 0...400)])
            configuration.triggers.release = source.chance(0.2)
            configuration.autoTriggerLimit = source.pick([nil, 1, 1, 3])
            configuration.restingExtent = source.chance(0.3) ? decimal(in: 20...60) : 0
            configuration.triggersWhenContentIsShort = source.chance(0.8)
            if source.chance(0.3) {
                configuration.hiddenWhen = HidingConditions(HidingCondition.allCases.filter { _ in source.chance(0.5) })
            }
            configuration.resetsOppositeNoMoreData = false
            // Rows reported as they appear as well (issue 30), and now and then a budget of automatic loads.
            if source.chance(0.3) { configuration.triggers.itemPrefetch = source.pick([0, 3]) }
            if source.chance(0.2) { configuration.automaticLoadBudget = source.pick([0, 1, 2]) }
        }
        return configuration
    }

    /// What the steps of a scenario change from.
    private struct Layout {
        var axis: ScrollAxis
        var leading: RefreshEdge
        var trailing: RefreshEdge
        var length: Double
        var viewport: ScrollSize
        var inset: ScrollInsets
        var edges: [EdgeConfiguration?]
        /// Whether the host scrolls without touches: a feed or a chat that loads more, or short content.
        var scrollsByHost: Bool
    }

    /// One step: mostly finger work and time, sometimes the host.
    private mutating func step(_ layout: Layout) -> Scenario.Step {
        let edge = source.chance(0.5) ? layout.leading : layout.trailing
        let length = layout.length
        if layout.scrollsByHost && source.chance(0.07) { return wheel(layout) }
        if layout.edges.contains(where: { $0?.triggers.itemPrefetch != nil }) && source.chance(0.08) {
            return rows(layout)
        }
        switch source.below(110) {
        case 0..<30:
            // Pulls past either edge, small nudges and long scrolls.
            let distance = source.pick([decimal(in: -250...250), decimal(in: -10...10), decimal(in: -length...length)])
            return .drag(distance, duration: source.pick([0, decimal(in: 0.02...0.5)]))
        // The finger stays down and still.
        case 30..<38: return .drag(0, duration: decimal(in: 0.05...1))
        case 38..<52: return .release(source.pick([0, decimal(in: -4000...4000)]))
        case 52..<70: return .wait(source.pick([decimal(in: 0.01...0.3), decimal(in: 0.3...1.5)]))
        case 70..<74: return .tap(edge)
        case 74..<78: return .begin(edge, reveal: source.chance(0.7))
        case 78..<81: return .end(edge, source.pick(RefreshResult.allCases))
        case 81..<86:
            return .content(source.pick([decimal(in: 50...(length * 0.8)), decimal(in: length...(length * 4))]))
        case 86..<88: return .scrollTo(decimal(in: -100...(length * 2)))
        case 88..<90: return .suspend
        case 90..<93: return .resume
        case 93..<96: return .enable(edge, source.chance(0.6))
        case 96..<98: return .accessibleAction(edge)
        case 98: return .reducedMotion(source.chance(0.5))
        case 99: return .resetNoMoreData(edge)
        default: return hostChange(layout, edge: edge)
        }
    }

    /// The rows in view as a host that reports them says (a row per 100 points of the first layout's content): a few
    /// rows on either way, the same rows again, the last rows, or a report that describes no list.
    private mutating func rows(_ layout: Layout) -> Scenario.Step {
        let count = max(1, Int(layout.length / 100))
        let span = min(source.below(8), count - 1)
        let first: Int
        switch source.below(10) {
        case 0: return .visibleItems(VisibleItems(first: count, last: count + span, count: count))
        case 1..<4: first = count - 1 - span
        default: first = source.below(count - span)
        }
        return .visibleItems(VisibleItems(first: first, last: first + span, count: count + source.pick([0, 0, 20])))
    }

    /// The host scrolls without a touch: a wheel notch, a page (Page Down), or a few notches at once, mostly towards an
    /// end that loads more.
    private mutating func wheel(_ layout: Layout) -> Scenario.Step {
        let loading = [layout.leading, layout.trailing].filter { layout.edges[index($0)]?.triggers.loadsMore == true }
        let toward =
            !loading.isEmpty && source.chance(0.7)
            ? source.pick(loading) : source.pick([layout.leading, layout.trailing])
        let distance = source.pick([
            ScrollSimulator.wheelNotch, ScrollSimulator.wheelNotch, layout.length * 0.875,
            ScrollSimulator.wheelNotch * 3,
        ])
        return .wheel(toward.isLeading ? -distance : distance)
    }

    /// A change the host makes where features meet: a configuration, the viewport, its inset, content above,
    /// exclusivity, the end of data, a second level closed.
    private mutating func hostChange(_ layout: Layout, edge: RefreshEdge) -> Scenario.Step {
        switch source.below(10) {
        case 0, 1:
            // The edge as configured at the start, with another trigger distance and prefetch, enabled or not.
            guard var configuration = layout.edges[index(edge)] else { return .markNoMoreData(edge) }
            configuration.triggerDistance = decimal(in: 30...90)
            if configuration.triggers.loadsMore {
                configuration.triggers.reachingEndPrefetch = source.pick([0, decimal(in: 0...300)])
            }
            configuration.isEnabled = source.chance(0.8)
            return .configure(edge, configuration)
        case 2, 3:
            var size = layout.viewport
            let factor = source.pick([1, decimal(in: 0.6...1.4)])
            if layout.axis == .vertical { size.height *= factor } else { size.width *= factor }
            return .viewport(size)
        case 4, 5:
            // A keyboard or a panel at the trailing edge, or none.
            var inset = layout.inset
            inset[layout.trailing] += source.pick([0, decimal(in: 100...350)])
            return .inset(inset)
        case 6: return .prepend(source.pick([decimal(in: 10...100), decimal(in: layout.length...(layout.length * 2))]))
        case 7: return .exclusivity(source.pick([RefreshController.Exclusivity.noEdges, .oppositeEdges, .allEdges]))
        case 8: return .markNoMoreData(edge)
        default: return .closeSecondLevel(edge)
        }
    }
}

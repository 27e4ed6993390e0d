import HeadlessRefresh
import HeadlessRefreshSimulation

/// What brings an end closer (P2, P9), which approaches must load (P9), and which scrolls the reader may see (P6).
extension IntentChecker {
    /// Records, per edge that loads more, whether the end's distance last changed for a reason that may load.
    mutating func noteApproaches(
        _ input: RefreshInput,
        from old: ScrollViewGeometry?,
        to new: ScrollViewGeometry?,
        movers: ContentMovers?
    ) {
        // A touch stops whatever carried the content: from there on it moves by the user.
        defer {
            if case .geometry = input { insetChanged = false } else if input == .dragBegan { insetChanged = false }
            if input == .resume && suspendedFinger { insetChanged = false }  // a finger still down: a touch now
        }
        for edge in RefreshEdge.allCases {
            guard let configuration = configurations[edge.index],
                let prefetch = configuration.triggers.reachingEndPrefetch
            else { continue }
            let index = edge.index
            switch input {
            case .setEnabled(edge, true), .resetNoMoreData(edge):
                changed[index] = true
                inputChanged[index] = true
                continue
            default:
                break
            }
            guard case .geometry = input, let new else { continue }
            guard let old else {
                changed[index] = true
                inputChanged[index] = true
                continue
            }
            let change = new.remaining(edge) - old.remaining(edge)
            let tolerance = ScrollViewGeometry.positionTolerance
            let (contentChanged, hostChanged) = changes(from: old, to: new, along: edge)
            // Only a change that moved the end counts: content added above, with the offset moved by as much, leaves
            // the far end where it was (P9). New content that moves the end re-arms it, as a page that lands does; a
            // viewport or host inset that brings it closer (a rotation, a keyboard that hides) re-arms it as a
            // scroll would (P9).
            if (contentChanged || hostChanged) && abs(change) > tolerance {
                changed[index] = true
                inputChanged[index] = true
            }
            if (contentChanged && abs(change) > tolerance) || (hostChanged && change < -tolerance) {
                rearmed[index] = true
            }
            if change > ScrollViewGeometry.positionTolerance {
                approached[index] = false
            } else if change < -ScrollViewGeometry.positionTolerance {
                approached[index] = movedByUser(movers, toward: edge, from: old, to: new)
                inputApproached[index] = approached[index]
                if movers?.contains(.hostScroll) == true {
                    // The host's scroll towards the end is a gesture of its own, as a touch is: the automatic loads
                    // count anew, and it may retry a failed end.
                    autoTriggers[index] = 0
                    rearmed[index] = true
                    touchedSinceFailure[index] = true
                }
            }
            if new.remaining(edge) > prefetch + viewportLength(new, along: edge) / 4 { autoTriggers[index] = 0 }
        }
    }

    /// The viewport's length along the axis of `edge` (an edge is measured along its own axis, whatever the
    /// geometry's scrolling axis).
    private func viewportLength(_ geometry: ScrollViewGeometry, along edge: RefreshEdge) -> Double {
        edge.axis == .vertical ? geometry.viewportSize.height : geometry.viewportSize.width
    }

    /// Whether the content's length, or the viewport or the host's inset, changed along the axis of `edge` (a
    /// taller viewport does not move a horizontal end).
    private func changes(
        from old: ScrollViewGeometry,
        to new: ScrollViewGeometry,
        along edge: RefreshEdge
    ) -> (content: Bool, host: Bool) {
        let (leading, trailing): (RefreshEdge, RefreshEdge) = edge.axis == .vertical ? (.top, .bottom) : (.left, .right)
        let host =
            viewportLength(old, along: edge) != viewportLength(new, along: edge)
            || old.contentInset[leading] != new.contentInset[leading]
            || old.contentInset[trailing] != new.contentInset[trailing]
        return (old.contentLength(along: edge) != new.contentLength(along: edge), host)
    }

    private func movedByUser(
        _ movers: ContentMovers?,
        toward edge: RefreshEdge,
        from old: ScrollViewGeometry,
        to new: ScrollViewGeometry
    ) -> Bool {
        if let movers {
            if !movers.isDisjoint(with: [.finger, .momentum, .hostScroll, .replay]) { return true }
            // A spring that carries the content further past this very end is a fling's overshoot slowing down:
            // the momentum's, not a spring back.
            return movers.contains(.spring)
                && new.pull(edge) > insets[edge.index] + ScrollViewGeometry.positionTolerance
        }
        if fingerDown { return true }
        return !isOverPulled(edge.opposite, in: old) && !insetChanged
    }

    /// Whether the content is pulled past `edge` beyond the extra inset in place there: it springs back from it.
    private func isOverPulled(_ edge: RefreshEdge, in geometry: ScrollViewGeometry) -> Bool {
        geometry.pull(edge) > insets[edge.index] + ScrollViewGeometry.positionTolerance
    }

    /// The edges whose end this geometry brings into the prefetch zone by an approach (the user's motion, or a change
    /// of content, viewport or host inset that moves the end closer) while they can load: each must load (P9).
    ///
    /// Judged as the controller's rules allow a load: enabled, not suspended, not blocked by another edge's load,
    /// idle (or pulling, when the edge also accepts a pull), not at the end of data, not failed, armed again since
    /// its last load (by a touch or new content), under its auto-trigger limit, the content not empty (nor short,
    /// unless the edge fills a short screen), not springing back from the opposite edge, and not carried in part by
    /// the library's own extra inset.
    func expectedLoads(
        _ input: RefreshInput,
        from old: ScrollViewGeometry?,
        to new: ScrollViewGeometry?,
        movers: ContentMovers?
    ) -> [RefreshEdge] {
        // Only a host that knows what moved the content (the simulator) can tell an approach that must load; with
        // `movers` unknown, a jump of the content may be anything, and P2 still judges every load that does happen.
        guard case .geometry = input, let old, let new, !suspended, movers != nil else { return [] }
        let tolerance = ScrollViewGeometry.positionTolerance
        var edges: [RefreshEdge] = []
        for edge in RefreshEdge.allCases {
            let index = edge.index
            guard let configuration = configurations[index], let prefetch = configuration.triggers.reachingEndPrefetch,
                enabled[index], !endOfData[index], !failed[index], rearmed[index], !isBlocked(edge),
                reported[index] == .idle || reported[index].kind == .pulling || showsAnsweredRest(index)
            else { continue }
            if let limit = configuration.autoTriggerLimit, autoTriggers[index] >= limit { continue }
            if let budget = configuration.automaticLoadBudget, items.automaticLoads[index] >= budget { continue }
            let content = new.contentLength(along: edge)
            let visible =
                viewportLength(new, along: edge) - new.contentInset[edge.axis == .vertical ? .top : .left]
                - new.contentInset[edge.axis == .vertical ? .bottom : .right]
            guard content > 0, configuration.triggersWhenContentIsShort || content >= visible - tolerance else {
                continue
            }
            let before = old.remaining(edge)
            let after = new.remaining(edge)
            guard before > prefetch + tolerance, after <= prefetch + tolerance, after < before - tolerance else {
                continue
            }
            let (contentChanged, hostChanged) = changes(from: old, to: new, along: edge)
            let visibleChange = contentChanged || hostChanged
            // Content also carried by an extra inset that changed since the last geometry (one collapsing at a
            // release) moved partly by the library: the controller cannot tell the user's share, and the next
            // geometry judges the approach.
            let carried = insetChanged || movers?.contains(.insets) == true
            guard visibleChange || (!carried && movedByUser(movers, toward: edge, from: old, to: new)),
                !isOverPulled(edge.opposite, in: old), !isOverPulled(edge.opposite, in: new)
            else { continue }
            edges.append(edge)
        }
        return edges
    }

    /// A scroll the library asked for: only a refresh edge's reveal, or a second level opening or closing (P6).
    func checkScroll(to target: ScrollPoint, input: RefreshInput, before: [RefreshState]) -> String? {
        guard judgesReaderAndFailures, let geometry else { return nil }
        let secondLevel: Set<RefreshStateKind> = [.secondLevelOpening, .secondLevelOpen, .secondLevelClosing]
        var moved = geometry
        moved.contentOffset = target
        for edge in RefreshEdge.allCases {
            guard let configuration = configurations[edge.index], configuration.secondLevel != nil else { continue }
            let involved =
                secondLevel.contains(before[edge.index].kind) || secondLevel.contains(reported[edge.index].kind)
            if involved { return nil }
        }
        for edge in RefreshEdge.allCases where configurations[edge.index] != nil && edge.axis == geometry.axis {
            // A scroll towards this end that shows some of what lies past it; one that only takes an over-pull at the
            // other end back towards rest reveals nothing here.
            let tolerance = ScrollViewGeometry.positionTolerance
            guard moved.pull(edge) > geometry.pull(edge) + tolerance, moved.pull(edge) > tolerance else { continue }
            let configuration = configurations[edge.index]!
            if configuration.refreshes(at: edge) && [.refreshing, .finishing].contains(reported[edge.index].kind) {
                continue
            }
            let from = geometry.axis == .vertical ? geometry.contentOffset.y : geometry.contentOffset.x
            let to = geometry.axis == .vertical ? target.y : target.x
            return "P6 \(edge.name): the library scrolled the reader from \(from) to \(to) to reveal an edge that "
                + "does not refresh, on \(input)"
        }
        return nil
    }
}

/// The per-frame fast path: the offsets at which a scroll in the middle of a list changes nothing.
///
/// After a geometry that every configured edge took quietly (idle, not pulled past its inset, its end outside the
/// prefetch zone; see `EdgeStateMachine.absorbQuietly`), the controller keeps the range of offsets along the axis for
/// which that stays true with the same content, viewport and insets. A geometry in that range is only stored: the
/// edges' measures catch up with the last such geometry before the next input of any other kind, which is what
/// taking each frame quietly would have left (the quiet path keeps nothing but the last measure).
struct QuietWindow: Sendable, Hashable {
    var contentSize: ScrollSize
    var viewportSize: ScrollSize
    var contentInset: ScrollInsets
    var axis: ScrollAxis
    /// The lowest and highest offset along the axis at which every edge stays quiet, narrowed by a rounding margin.
    var lower: Double
    var upper: Double

    /// Whether `geometry` is one the edges would take quietly. Finite bounds make a NaN offset fail; the sizes and
    /// insets equal to usable ones make the whole geometry usable, so no other check is needed. A host's own scroll
    /// re-arms the ends it approaches (`EdgeStateMachine.hostApproached()`), so it goes to the edges.
    @inline(__always)
    func holds(_ geometry: ScrollViewGeometry) -> Bool {
        let offset = axis == .vertical ? geometry.contentOffset.y : geometry.contentOffset.x
        let cross = axis == .vertical ? geometry.contentOffset.x : geometry.contentOffset.y
        return offset >= lower && offset <= upper && cross.isFinite && geometry.axis == axis && geometry.motion != .host
            && geometry.contentSize == contentSize && geometry.viewportSize == viewportSize
            && geometry.contentInset == contentInset
    }
}

extension RefreshController {
    /// The window of the geometry every configured edge just took quietly, or `nil` when there is none.
    func quietWindow(after geometry: ScrollViewGeometry) -> QuietWindow? {
        let axis = geometry.axis
        let offset = axis == .vertical ? geometry.contentOffset.y : geometry.contentOffset.x
        var lower = -Double.infinity
        var upper = Double.infinity
        for edge in RefreshEdge.allCases where isConfigured(edge) {
            guard let machine = self[machine: edge], edge.axis == axis else { return nil }
            guard case .idle = machine.state else { return nil }
            let measure = machine.measure
            // Positions computed two ways round differently: stay a little inside the exact bounds.
            let slack = 1e-9 * (abs(offset) + abs(measure.contentLength) + measure.viewportLength + 1)
            // Along the axis, a leading edge's pull falls and its remaining grows with the offset; a trailing one's
            // the other way round. `pull(o) <= limit` and `remaining(o) > limit` become bounds on `o`.
            func pull(atMost limit: Double, now pull: Double, leading: Bool) {
                if leading {
                    lower = max(lower, offset + pull - limit + slack)
                } else {
                    upper = min(upper, offset + limit - pull - slack)
                }
            }
            func remaining(above limit: Double, now remaining: Double, leading: Bool) {
                if leading {
                    lower = max(lower, offset + limit - remaining + slack)
                } else {
                    upper = min(upper, offset + remaining - limit - slack)
                }
            }
            pull(atMost: machine.shownInset + tolerance, now: measure.pull, leading: edge.isLeading)
            // The opposite stays where it is not over-pulled, so what this edge remembers does not change kind.
            let opposite = edge.opposite
            guard !isOverPulled(opposite) else { return nil }
            pull(
                atMost: appliedInset(opposite) + tolerance, now: geometry.pull(opposite), leading: opposite.isLeading)
            if let prefetch = machine.configuration.triggers.reachingEndPrefetch {
                remaining(above: prefetch + tolerance, now: measure.remaining, leading: edge.isLeading)
                if machine.end.autoTriggers > 0 {
                    // Loads counted: the window stays short of where the end leaves its zone and the count resets.
                    let limit = prefetch + measure.leftZoneMargin
                    if edge.isLeading {
                        upper = min(upper, offset + limit - measure.remaining - slack)
                    } else {
                        lower = max(lower, offset + measure.remaining - limit + slack)
                    }
                }
            }
        }
        guard lower <= offset && offset <= upper else { return nil }
        return QuietWindow(
            contentSize: geometry.contentSize, viewportSize: geometry.viewportSize,
            contentInset: geometry.contentInset, axis: axis, lower: lower, upper: upper)
    }

    /// The same controller with its edges caught up and no quiet window: what it will be at its next input but a
    /// geometry on the window. Two controllers that answer every input alike are then equal field by field.
    package var caughtUp: RefreshController {
        var copy = self
        if copy.edgesBehind { copy.catchUp() }
        copy.quietWindow = nil
        return copy
    }

    /// Hands every configured edge the last geometry stored on the quiet window: each takes it quietly.
    mutating func catchUp() {
        edgesBehind = false
        guard let geometry else { return }
        let dragging = isDragging
        for edge in RefreshEdge.allCases where isConfigured(edge) {
            let measure = Self.measure(geometry, edge)
            let overPulled = isOverPulled(edge.opposite)
            var quiet = false
            update(edge) { quiet = $0.absorbQuietly(measure, isDragging: dragging, oppositeOverPulled: overPulled) }
            assert(quiet, "\(edge.name) did not take a geometry of the quiet window quietly")
        }
    }
}

/// The steps every input shares: accept the time, end due phases, then settle the edges, the insets and the
/// next deadline.
extension RefreshController {
    /// Accepts an input's time, ends the timed phases due by then, and returns the time to use, or `nil` when the
    /// input must be ignored.
    @inline(__always)
    mutating func open(now: Double, _ emit: (RefreshCommand) -> Void) -> Double? {
        guard now.isFinite else {
            emit(.diagnostic(.invalidTime))
            return nil
        }
        var time = now
        if let last = self.now, now < last {
            emit(.diagnostic(.timeWentBackwards))
            time = last
        }
        self.now = time
        // Any input but a geometry on the quiet window: the edges take the last geometry first, and the window goes.
        if edgesBehind { catchUp() }
        quietWindow = nil
        if !pendingDiagnostics.isEmpty {
            for diagnostic in pendingDiagnostics { emit(.diagnostic(diagnostic)) }
            pendingDiagnostics = []
        }
        if time >= earliestDeadline {
            for edge in RefreshEdge.allCases where isConfigured(edge) {
                let context = context(for: edge)
                update(edge) { $0.advance(context: context, now: time, emit) }
            }
        }
        return time
    }

    /// Finishes an input: re-derives every edge's state when asked, tells the host the extra insets and the scrolls
    /// that waited for the finger, and announces the next deadline.
    @inline(__always)
    mutating func close(now: Double, reevaluate: Bool, _ emit: (RefreshCommand) -> Void) {
        if pendingExclusivity != nil { applyPendingExclusivity() }
        if reevaluate {
            // An edge that triggers may block one evaluated before it (P1): evaluate again until no edge becomes busy.
            for _ in RefreshEdge.allCases {
                let busy = busyEdges
                for edge in RefreshEdge.allCases where isConfigured(edge) {
                    let context = context(for: edge)
                    update(edge) { $0.evaluate(context: context, now: now, emit) }
                }
                if busyEdges == busy { break }
            }
        }
        let context = EdgeContext(
            isDragging: isDragging, block: nil, oppositeOverPulled: false, reducesMotion: reducesMotion)
        let geometry = self.geometry
        var earliest = Double.infinity
        var insetChanged = false
        for edge in RefreshEdge.allCases {
            update(edge) { machine in
                let before = machine.shownInset
                machine.applyInset(context, emit)
                if machine.shownInset != before { insetChanged = true }
                if let deadline = machine.deadline, deadline < earliest { earliest = deadline }
                if let scroll = machine.deferredScroll, !context.isDragging, let geometry {
                    machine.deferredScroll = nil
                    // A scroll that waited for the finger follows a reduced-motion setting made meanwhile.
                    let duration = context.reducesMotion ? 0 : scroll.duration
                    emit(.scroll(toOffset: geometry.offset(revealing: scroll.extent, at: edge), duration: duration))
                }
            }
        }
        if insetChanged {
            // The content moves with the insets the library changed: no edge may take that for an approach (P2).
            for edge in RefreshEdge.allCases { update(edge) { $0.end.carried = true } }
        }
        earliestDeadline = earliest
        settledGeneration = generation
        if earliest.isFinite {
            if announcedDeadline != earliest {
                announcedDeadline = earliest
                emit(.scheduleTick(at: earliest))
            }
        } else {
            announcedDeadline = nil
        }
        _checkInvariants()
    }

    // MARK: Per-frame access to the edges, without copying a machine

    /// Runs `body` on the machine of `edge` in place, if the edge is configured.
    @inline(__always)
    mutating func update(_ edge: RefreshEdge, _ body: (inout EdgeStateMachine) -> Void) {
        guard isConfigured(edge) else { return }
        switch edge {
        case .top: body(&top)
        case .bottom: body(&bottom)
        case .left: body(&left)
        case .right: body(&right)
        }
    }

    /// The sum of the edges' change counters: equal to ``settledGeneration`` when nothing changed since the
    /// last settle. Counters only grow, so a change always shows.
    @inline(__always)
    var generation: UInt32 {
        top.generation &+ bottom.generation &+ left.generation &+ right.generation
    }

    /// One bit per busy edge, in `RefreshEdge.index` order.
    var busyEdges: UInt8 {
        RefreshEdge.allCases.reduce(0) { mask, edge in isBusy(edge) ? mask | 1 << edge.index : mask }
    }

    @inline(__always)
    func isConfigured(_ edge: RefreshEdge) -> Bool {
        configuredEdges & (1 << edge.index) != 0
    }

    // Unconfigured edges hold idle placeholders: not busy, no inset, nothing pending.

    @inline(__always)
    func isBusy(_ edge: RefreshEdge) -> Bool {
        switch edge {
        case .top: top.isBusy
        case .bottom: bottom.isBusy
        case .left: left.isBusy
        case .right: right.isBusy
        }
    }

    @inline(__always)
    func appliedInset(_ edge: RefreshEdge) -> Double {
        switch edge {
        case .top: top.shownInset
        case .bottom: bottom.shownInset
        case .left: left.shownInset
        case .right: right.shownInset
        }
    }

    /// What an edge needs to know about the other edges and the finger.
    @inline(__always)
    func context(for edge: RefreshEdge) -> EdgeContext {
        EdgeContext(
            isDragging: isDragging, block: block(for: edge), oppositeOverPulled: isOverPulled(edge.opposite),
            reducesMotion: reducesMotion)
    }

    /// Why `edge` may not trigger now, or `nil` if it may.
    @inline(__always)
    func block(for edge: RefreshEdge) -> IgnoreReason? {
        if isSuspended { return .suspended }
        switch exclusivity {
        case .noEdges:
            return nil
        case .oppositeEdges:
            let opposite = edge.opposite
            return isBusy(opposite) ? .exclusive(with: opposite) : nil
        case .allEdges:
            for other in RefreshEdge.allCases where other != edge && isBusy(other) {
                return .exclusive(with: other)
            }
            return nil
        }
    }

    /// Whether the content is pulled past `edge` beyond the extra inset held there: the user is over-pulling it.
    @inline(__always)
    func isOverPulled(_ edge: RefreshEdge) -> Bool {
        guard let geometry else { return false }
        return geometry.pull(edge) > appliedInset(edge) + ScrollViewGeometry.positionTolerance
    }

    /// The measure of `geometry` as seen from `edge`.
    @inline(__always)
    static func measure(_ geometry: ScrollViewGeometry, _ edge: RefreshEdge) -> EdgeMeasure {
        let length: Double
        let viewport: Double
        let visible: Double
        if edge.axis == .vertical {
            length = geometry.contentSize.height
            viewport = geometry.viewportSize.height
            visible = viewport - geometry.contentInset.top - geometry.contentInset.bottom
        } else {
            length = geometry.contentSize.width
            viewport = geometry.viewportSize.width
            visible = viewport - geometry.contentInset.left - geometry.contentInset.right
        }
        return EdgeMeasure(
            pull: geometry.pull(edge),
            remaining: geometry.remaining(edge),
            contentLength: length,
            contentIsShort: length < visible - ScrollViewGeometry.positionTolerance,
            viewportLength: viewport,
            hostInset: geometry.contentInset[edge],
            motion: geometry.motion
        )
    }
}

/// The inputs a host sends. Each carries `now`, the host's monotonic time in seconds, and hands the resulting
/// actions to `emit` in order.
extension RefreshController {
    /// The scroll view moved, resized or changed its insets.
    ///
    /// A geometry with a NaN or infinite value or a negative size is ignored with a diagnostic; the previous one
    /// is kept.
    public mutating func geometry(_ geometry: ScrollViewGeometry, now: Double, _ emit: (RefreshCommand) -> Void) {
        // The per-frame fast path: a scroll in the middle of the list, with nothing due, is only stored.
        if let window = quietWindow, now < earliestDeadline, let last = self.now, now >= last, window.holds(geometry) {
            self.now = now
            self.geometry = geometry
            edgesBehind = true
            return
        }
        guard let now = open(now: now, emit) else { return }
        var quiet = true
        if let problem = geometry.problem {
            emit(.diagnostic(.invalidGeometry(problem)))
            quiet = false
        } else {
            self.geometry = geometry
            for edge in RefreshEdge.allCases where isConfigured(edge) {
                let measure = Self.measure(geometry, edge)
                // From the geometry at hand: `isOverPulled` would copy the stored optional geometry, per edge per frame.
                let opposite = edge.opposite
                let overPulled = geometry.pull(opposite) > appliedInset(opposite) + ScrollViewGeometry.positionTolerance
                var absorbed = false
                let dragging = isDragging
                update(edge) {
                    absorbed = $0.absorbQuietly(measure, isDragging: dragging, oppositeOverPulled: overPulled)
                }
                if absorbed { continue }
                quiet = false
                let context = context(for: edge)
                update(edge) { $0.update(measure, context: context, now: now, emit) }
            }
        }
        // A scroll that changed no state has nothing to settle, and the next may need no edge at all. One that did
        // settles every edge again: an edge that triggered may block one evaluated before it in this input (P1).
        if generation != settledGeneration {
            close(now: now, reevaluate: true, emit)
        } else {
            if quiet { quietWindow = quietWindow(after: geometry) }
            _checkInvariants()
        }
    }

    /// The finger touched the scroll view. A new touch re-arms pull triggers and `reachingEnd`.
    ///
    /// While suspended the touch is remembered, not acted on: it begins at ``resume(now:_:)`` if the finger is still
    /// down then.
    public mutating func dragBegan(now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        if isSuspended {
            suspendedTouch = true
        } else {
            beginDrag()
        }
        close(now: now, reevaluate: true, emit)
    }

    /// The finger lifted with `velocity` (points per second, the finger's direction). An eligible edge triggers.
    ///
    /// A velocity that is not finite counts as zero, with a diagnostic; one beyond
    /// ``ScrollDeceleration/maximumVelocity`` is clamped to it.
    public mutating func dragEnded(velocity: ScrollPoint = .zero, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        if !(velocity.x.isFinite && velocity.y.isFinite) { emit(.diagnostic(.invalidVelocity)) }
        let usable =
            velocity.x.isFinite && velocity.y.isFinite
            ? ScrollPoint(
                x: ScrollDeceleration.usableVelocity(velocity.x), y: ScrollDeceleration.usableVelocity(velocity.y))
            : .zero
        suspendedTouch = false
        endDrag(allowTrigger: true, velocity: usable, now: now, emit)
        close(now: now, reevaluate: true, emit)
    }

    /// The host's "load more" or "retry" button was tapped. Triggers an edge that accepts ``RefreshTrigger/tap``.
    public mutating func tap(_ edge: RefreshEdge, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        let context = context(for: edge)
        if !isConfigured(edge) {
            emit(.diagnostic(.ignored(edge, .tap, because: .notConfigured)))
        } else {
            update(edge) { $0.tap(context: context, now: now, emit) }
        }
        close(now: now, reevaluate: true, emit)
    }

    /// Starts a refresh from code, like `UIRefreshControl.beginRefreshing()`: the edge triggers with cause
    /// ``TriggerCause/programmatic``.
    ///
    /// With `reveal`, a refresh edge (``EdgeConfiguration/refreshesList(at:)``: a feed's header) also scrolls to show
    /// its indicator; a load-more edge never scrolls the reader away, whatever its side. While suspended, the begin
    /// waits and happens on ``resume(now:_:)``. Ignored with a diagnostic while the edge already refreshes, has no
    /// more data, is disabled, or another edge refreshes under exclusivity. A begin while the previous result
    /// is still shown starts over at once.
    public mutating func beginRefreshing(
        _ edge: RefreshEdge,
        reveal: Bool = true,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) {
        guard let now = open(now: now, emit) else { return }
        begin(edge, reveal: reveal, now: now, emit)
        close(now: now, reevaluate: true, emit)
    }

    /// The host's load for `edge` finished with `result`.
    ///
    /// An end earlier than the minimum refreshing duration is deferred. An end of an edge that is not
    /// refreshing (before a begin, a second end, after the edge was disabled) is ignored with a diagnostic. A refresh
    /// edge (``EdgeConfiguration/refreshesList(at:)``) has no end of data: its ``RefreshResult/noMoreData`` is taken
    /// as ``RefreshResult/success``, reported as ``RefreshDiagnostic/noMoreDataAtRefreshEdge(_:)``.
    public mutating func endRefreshing(
        _ edge: RefreshEdge,
        result: RefreshResult = .success,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) {
        guard let now = open(now: now, emit) else { return }
        let context = context(for: edge)
        if !isConfigured(edge) {
            emit(.diagnostic(.ignored(edge, .end, because: .notConfigured)))
        } else {
            var resetsOpposite = false
            let wasRefreshing = isRefreshing(edge)
            update(edge) { resetsOpposite = $0.end(result, context: context, now: now, emit) }
            let refreshes = self[machine: edge]?.configuration.refreshesList(at: edge) == true
            let refreshedList = wasRefreshing && result != .failure && refreshes
            // Rule 7 comes with the answer, whenever the picture shows it (P11).
            if resetsOpposite { update(edge.opposite) { $0.resetNoMoreData(byRefresh: true, emit) } }
            // A refreshed list is read from its start again: the opposite end's automatic loads are counted anew.
            if refreshedList { update(edge.opposite) { $0.end.automaticLoads = 0 } }
        }
        close(now: now, reevaluate: true, emit)
    }

    /// Puts an edge in ``RefreshState/noMoreData`` without a load, for example when a refresh brought the last
    /// page. Ignored with ``IgnoreReason/refreshEdge`` for a refresh edge, which has no end of data.
    public mutating func markNoMoreData(_ edge: RefreshEdge, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        if !isConfigured(edge) {
            emit(.diagnostic(.ignored(edge, .markNoMoreData, because: .notConfigured)))
        } else {
            update(edge) { $0.markNoMoreData(emit) }
        }
        close(now: now, reevaluate: true, emit)
    }

    /// Takes an edge out of ``RefreshState/noMoreData``. Does nothing for an edge in another state.
    public mutating func resetNoMoreData(_ edge: RefreshEdge, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        if !isConfigured(edge) {
            emit(.diagnostic(.ignored(edge, .resetNoMoreData, because: .notConfigured)))
        } else {
            update(edge) { $0.resetNoMoreData(emit) }
        }
        close(now: now, reevaluate: true, emit)
    }

    /// Enables or disables an edge. Disabling a refreshing edge collapses it; its late end is ignored, but an end
    /// already delivered (waiting for the minimum refreshing duration) is kept: enabled again, the edge rests in
    /// ``RefreshState/noMoreData`` or ``RefreshState/failed`` as that end said.
    public mutating func setEnabled(
        _ edge: RefreshEdge,
        _ enabled: Bool,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) {
        guard let now = open(now: now, emit) else { return }
        if !isConfigured(edge) {
            emit(.diagnostic(.ignored(edge, .setEnabled, because: .notConfigured)))
        } else {
            settleBeforeSettingsChange(now: now, emit)
            update(edge) { $0.setEnabled(enabled, emit) }
            if !enabled { pendingBegins[edge] = nil }
            holdEndsAfterSettingsChange()
        }
        close(now: now, reevaluate: true, emit)
    }

    /// Closes an edge's open second level (the host's "back" button). Ignored with a diagnostic when it is not
    /// open.
    public mutating func closeSecondLevel(_ edge: RefreshEdge, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        if !isConfigured(edge) {
            emit(.diagnostic(.ignored(edge, .closeSecondLevel, because: .notConfigured)))
        } else {
            let context = context(for: edge)
            update(edge) { $0.closeSecondLevelCommand(context: context, now: now, emit) }
        }
        close(now: now, reevaluate: true, emit)
    }

    /// The user's reduced-motion setting changed (`UIAccessibility.isReduceMotionEnabled`, SwiftUI's
    /// `accessibilityReduceMotion`, the web's `prefers-reduced-motion`).
    ///
    /// With it, every duration the controller hands out for motion is zero: inset changes, scrolls, collapses,
    /// and the second level's opening and closing, so the host moves things at once. The result hold and the
    /// minimum refreshing duration are reading time and stay as configured. An animation already handed out runs
    /// to its end; the next ones follow the setting. Like every duration, it changes only what shows and when,
    /// never what triggers or where an edge rests (P11).
    public mutating func setReducedMotion(_ reduced: Bool, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        reducesMotion = reduced
        close(now: now, reevaluate: false, emit)
    }

    /// Time passed with nothing else to report: ends the timed phases due by `now`.
    public mutating func tick(now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let now = open(now: now, emit) else { return }
        close(now: now, reevaluate: true, emit)
    }

    /// Begins a refresh if the last success at `edge` is older than `maxAge` seconds, or there was none
    /// (ESPullToRefresh's expired auto-refresh). Returns whether a begin was sent.
    @discardableResult
    public mutating func refreshIfStale(
        _ edge: RefreshEdge = .top,
        maxAge: Double,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) -> Bool {
        guard let machine = self[machine: edge] else {
            beginRefreshing(edge, now: now, emit)  // reports the edge as not configured
            return false
        }
        if let last = machine.lastSuccess, now - last < maxAge { return false }
        beginRefreshing(edge, now: now, emit)
        return true
    }

    /// Sets the time of the last success at `edge`, for example restored from storage, for "last updated" and
    /// ``refreshIfStale(_:maxAge:now:_:)``. Use the same clock as `now`.
    public mutating func restoreLastSuccess(_ time: Double?, for edge: RefreshEdge) {
        let usable = time.flatMap { $0.isFinite ? $0 : nil }
        update(edge) { $0.lastSuccess = usable }
    }

    // MARK: Shared steps

    mutating func beginDrag() {
        isDragging = true
        for edge in RefreshEdge.allCases { update(edge) { $0.dragBegan() } }
    }

    mutating func endDrag(
        allowTrigger: Bool,
        velocity: ScrollPoint,
        now: Double,
        _ emit: (RefreshCommand) -> Void
    ) {
        guard isDragging else { return }
        isDragging = false
        for edge in RefreshEdge.allCases where isConfigured(edge) {
            let context = context(for: edge)
            // The finger's speed towards revealing this edge: down for the top, up for the bottom, and so on.
            let towards: Double
            switch edge {
            case .top: towards = velocity.y
            case .bottom: towards = -velocity.y
            case .left: towards = velocity.x
            case .right: towards = -velocity.x
            }
            update(edge) {
                $0.dragEnded(context: context, allowTrigger: allowTrigger, velocity: towards, now: now, emit)
            }
        }
    }

    mutating func begin(_ edge: RefreshEdge, reveal: Bool, now: Double, _ emit: (RefreshCommand) -> Void) {
        guard let machine = self[machine: edge] else {
            return emit(.diagnostic(.ignored(edge, .begin, because: .notConfigured)))
        }
        if isSuspended {
            if machine.configuration.isEnabled {
                pendingBegins[edge] = reveal
            } else {
                machine.ignore(.begin, .disabled, emit)
            }
            return
        }
        let context = context(for: edge)
        var began = false
        update(edge) { began = $0.begin(context: context, now: now, emit) }
        guard began else { return }
        let configuration = machine.configuration
        if reveal, configuration.refreshesList(at: edge), geometry != nil {
            // Only a refresh edge scrolls the reader (P6). Sent when the input settles, after the inset it reveals: a
            // host that reads its insets when the scroll arrives sees the edge already holding its extent. Under the
            // finger both wait for the release (rule 2).
            update(edge) {
                $0.deferredScroll = .init(extent: configuration.heldExtent, duration: configuration.revealDuration)
            }
        }
    }
}

import HeadlessRefresh

/// The gestures and host events a test script is written in. Distances are in points and follow the finger:
/// positive moves the finger down (or right), which reveals the top (or left) edge.
extension ScrollSimulator {
    /// Moves the finger `distance` points over `duration` seconds, touching down first if it is up.
    ///
    /// The content follows the finger one frame at a time, through the rubber band past an edge. A touch stops
    /// any coast or bounce where the content is.
    public mutating func drag(by distance: Double, duration: Double = 0.25) {
        if !host.view.isDragging { touchDown() }
        let distance = distance.isFinite ? distance : 0
        let end = host.now + (duration.isFinite ? max(duration, 0) : 0)
        host.view.moveFinger(by: distance, now: host.now, until: end)
        advance(to: end)
        // An instant move, or a last touch between two frames, shows at once.
        host.view.followFinger(at: host.now)
        if clampsPull { holdAtMaximumPull() }
        layoutIfNeeded()
    }

    /// The distance a finger must move (the sign of ``drag(by:duration:)``) to bring the content from where it is to
    /// `offset`, through the rubber band past an edge: what a script that aims at a pull drags by.
    package func fingerTravel(toOffset offset: Double) -> Double {
        host.view.unconstrained(host.view.offset) - host.view.unconstrained(host.view.withinReach(offset))
    }

    /// Lifts the finger at `velocity` points per second (the finger's direction): an eligible edge triggers,
    /// then the content coasts, or bounces back if it is past an edge. Does nothing if the finger is up.
    public mutating func release(velocity: Double = 0) {
        guard host.view.isDragging else { return }
        host.record(.fingerUp(velocity: velocity))
        // The scroll view lets go first, as UIKit's does; a scroll the release asks for (a second level opening)
        // then animates from where the content is, instead of jumping under a finger that is no longer there.
        // The content moves against the finger's travel: a finger moving down lowers the offset.
        host.view.launch(velocity: velocity.isFinite ? -velocity : 0)
        send(.dragEnded(velocity: point(velocity)))
    }

    /// Lets `seconds` pass: frames run, loads end, timed phases complete.
    public mutating func wait(_ seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        advance(to: host.now + seconds)
    }

    /// Runs until nothing moves, no inset animates and no load or tick is pending, or until `limit` seconds have
    /// passed. Returns the time it took.
    @discardableResult
    public mutating func waitUntilSettled(limit: Double = 10) -> Double {
        let start = host.now
        while host.now - start < limit
            && (isMoving || host.view.insetsAnimating || host.nextTimer.isFinite)
        {
            step()
        }
        return host.now - start
    }

    /// The host's "load more" or "retry" button is tapped.
    public mutating func tap(_ edge: RefreshEdge) {
        send(.tap(edge))
    }

    /// The user chooses the accessible action of `edge` (a VoiceOver custom action, a key), without a pull.
    public mutating func performAccessibleAction(_ edge: RefreshEdge) {
        send(.performAccessibleAction(edge))
    }

    /// The action `edge` offers a user who cannot pull now, or `nil`.
    public func accessibleAction(_ edge: RefreshEdge) -> AccessibleRefreshAction? {
        controller.accessibleAction(edge)
    }

    /// The host's "back" button on an open second level.
    public mutating func closeSecondLevel(_ edge: RefreshEdge) {
        send(.closeSecondLevel(edge))
    }

    /// Starts a refresh from code; a revealed leading edge scrolls into view.
    public mutating func begin(_ edge: RefreshEdge, reveal: Bool = true) {
        send(.beginRefreshing(edge, reveal: reveal))
    }

    /// The host ends the load of `edge` now, outside the scripted loader.
    public mutating func end(_ edge: RefreshEdge, result: RefreshResult = .success) {
        host.record(.ended(edge, result))
        send(.endRefreshing(edge, result))
    }

    /// Enables or disables an edge.
    public mutating func setEnabled(_ edge: RefreshEdge, _ enabled: Bool) {
        send(.setEnabled(edge, enabled))
    }

    /// The content's length along the axis changes (a reload, a page appended by the test itself).
    public mutating func setContentLength(_ length: Double) {
        guard length.isFinite, length >= 0 else { return }
        host.view.contentLength = length
        host.record(.contentChanged(length: length))
        layoutIfNeeded()
    }

    /// Adds `length` points of content at the end.
    public mutating func appendContent(_ length: Double) {
        setContentLength(host.view.contentLength + length)
    }

    /// The host scrolls the content to `offset` along the axis, eased over `duration`, or at once. Content left
    /// beyond an edge bounces back, as it would on the next touch of a real scroll view.
    public mutating func scroll(to offset: Double, duration: Double = 0) {
        guard offset.isFinite else { return }
        host.record(.scrolled(toOffset: offset))
        host.view.scroll(to: offset, duration: duration.isFinite ? duration : 0, now: host.now, by: .hostScroll)
        layoutIfNeeded()
    }

    /// The screen is hidden: a touch in progress is cancelled without triggering, and its end reported, as UIKit's
    /// cancelled pan reports it.
    public mutating func suspend() {
        send(.suspend)
        if host.view.isDragging {
            host.record(.fingerUp(velocity: 0))
            host.view.launch(velocity: 0)
            send(.dragEnded(velocity: .zero))
        }
    }

    /// The screen is shown again; begins made while suspended happen now. A finger that touched while suspended is
    /// known to the controller from the resume on: their insets and reveals wait for its release.
    public mutating func resume() {
        send(.resume)
    }

    /// Replays offsets recorded on a device, at their times (seconds since the start; a time already passed is
    /// taken as now).
    ///
    /// The samples set the offset and the finger; the simulated physics stays out of the way until the last
    /// sample, then takes over with the velocity of the last two samples. A release is sent with the finger
    /// velocity of the last two samples taken with the finger down. An offset beyond the rubber band's reach (a
    /// viewport's length past an edge), which no device shows, is taken at that reach.
    public mutating func replay(_ samples: [ReplaySample]) {
        var previous: ReplaySample?
        var velocity = 0.0
        host.view.motion = .replaying
        for var sample in samples where sample.time.isFinite && sample.offset.isFinite {
            sample.offset = host.view.withinReach(sample.offset)
            advance(to: sample.time)
            if sample.isDragging && !host.view.isDragging {
                host.view.isDragging = true
                host.record(.fingerDown)
                send(.dragBegan)
            } else if !sample.isDragging && host.view.isDragging {
                host.view.isDragging = false
                host.record(.fingerUp(velocity: -velocity))
                send(.dragEnded(velocity: point(-velocity)))
            }
            host.view.move(to: sample.offset, by: .replay)
            layoutIfNeeded()
            if let previous, sample.time > previous.time {
                // Finite samples far apart can still divide to infinity: sanitized as the controller does.
                velocity = ScrollDeceleration.usableVelocity(
                    (sample.offset - previous.offset) / (sample.time - previous.time))
            }
            previous = sample
        }
        if host.view.isDragging {
            host.view.beginDrag(now: host.now)
        } else {
            host.view.launch(velocity: velocity)
        }
    }

    // MARK: Shared steps

    private mutating func touchDown() {
        host.view.beginDrag(now: host.now)
        host.record(.fingerDown)
        send(.dragBegan)
    }

    /// A finger velocity along the axis as a point.
    private func point(_ velocity: Double) -> ScrollPoint {
        host.view.axis == .vertical ? ScrollPoint(x: 0, y: velocity) : ScrollPoint(x: velocity, y: 0)
    }
}

import HeadlessRefresh

/// UIScrollView's finger and lift: the rubber band under the finger, and what the content does when it is let go.
/// How the content moves on its own between two times is in `SimulatedScrollView+Motion.swift`.
extension SimulatedScrollView {
    /// Moves the content to `value`, noting who moved it for the journal and for the next geometry's motion.
    @inline(__always) mutating func move(to value: Double, by mover: ContentMovers) {
        if value != offset {
            offset = value
            needsLayout = true
            movedBy.insert(mover)
            unreportedMovers.insert(mover)
        }
    }

    /// Where the content shows for the offset `free` that the finger alone would give: past an edge, the finger's
    /// travel beyond it goes through the rubber band.
    @inline(__always) func constrained(_ free: Double) -> Double {
        let (lower, upper) = targetRange
        if free < lower { return lower - step.band.offset(forTravel: lower - free) }
        if free > upper { return upper + step.band.offset(forTravel: free - upper) }
        return free
    }

    /// The inverse of `constrained(_:)`: the free offset that shows the content at `shown`. A touch that lands
    /// on over-pulled content picks the band up where it is.
    func unconstrained(_ shown: Double) -> Double {
        let (lower, upper) = targetRange
        // The band never reaches its dimension; content placed beyond it by a host is taken just inside.
        let limit = step.band.dimension * 0.999
        if shown < lower { return lower - step.band.travel(forOffset: min(lower - shown, limit)) }
        if shown > upper { return upper + step.band.travel(forOffset: min(shown - upper, limit)) }
        return shown
    }

    /// `shown` held within the rubber band's reach: no further than its dimension past either edge.
    func withinReach(_ shown: Double) -> Double {
        let (lower, upper) = targetRange
        return min(max(shown, lower - step.band.dimension), upper + step.band.dimension)
    }

    // MARK: Finger

    /// The finger touches: any motion stops and the content stays where it is.
    mutating func beginDrag(now: Double) {
        motion = .dragging
        isDragging = true
        finger = FingerPath(fromTravel: 0, toTravel: 0, fromTime: now, toTime: now)
        appliedTravel = 0
    }

    /// The finger moves `distance` more points, linearly from `now` until `end`.
    mutating func moveFinger(by distance: Double, now: Double, until end: Double) {
        let current = finger.travel(at: now)
        finger.fromTravel = current
        finger.toTravel = current + distance
        finger.fromTime = now
        finger.toTime = end
    }

    /// Moves the content by the finger's travel since the last frame, through the rubber band from where the
    /// content is. Only the finger moves held content: a page appended or an inset animating under a still finger
    /// leaves it where it is, as on a device (P5).
    mutating func followFinger(at time: Double) {
        let travel = finger.travel(at: time)
        let delta = travel - appliedTravel
        guard delta != 0 else { return }
        appliedTravel = travel
        move(to: constrained(unconstrained(offset) - delta), by: .finger)
    }

    /// The content is let go at `velocity` (points per second of offset): past an edge it bounces back, inside it
    /// coasts, or it rests.
    mutating func launch(velocity: Double) {
        let velocity = ScrollDeceleration.usableVelocity(velocity)
        isDragging = false
        restMovedSinceLaunch = false
        // The finger's path is over: forget it, so that two lifted fingers leave the same state.
        finger = FingerPath()
        appliedTravel = 0
        let (lower, upper) = targetRange
        if offset < lower {
            motion = .bouncing(leading: true, velocity: velocity)
        } else if offset > upper {
            motion = .bouncing(leading: false, velocity: velocity)
        } else if abs(velocity) >= step.stopSpeed {
            motion = .coasting(velocity: velocity)
        } else {
            motion = .resting
        }
    }
}

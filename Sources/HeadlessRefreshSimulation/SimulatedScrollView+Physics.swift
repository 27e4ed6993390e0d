import HeadlessRefresh

/// UIScrollView's motion, one frame at a time: rubber band under the finger, deceleration after a fling, and a
/// critically damped bounce back to an edge.
extension SimulatedScrollView {
    @inline(__always) mutating func move(to value: Double, by mover: ContentMovers) {
        if value != offset {
            offset = value
            needsLayout = true
            movedBy.insert(mover)
        }
    }

    /// Where the content shows for the offset `free` that the finger alone would give: past an edge, the finger's
    /// travel beyond it goes through the rubber band.
    @inline(__always) func constrained(_ free: Double) -> Double {
        let (lower, upper) = shownRange
        if free < lower { return lower - step.band.offset(forTravel: lower - free) }
        if free > upper { return upper + step.band.offset(forTravel: free - upper) }
        return free
    }

    /// The inverse of `constrained(_:)`: the free offset that shows the content at `shown`. A touch that lands
    /// on over-pulled content picks the band up where it is.
    func unconstrained(_ shown: Double) -> Double {
        let (lower, upper) = shownRange
        // The band never reaches its dimension; content placed beyond it by a host is taken just inside.
        let limit = step.band.dimension * 0.999
        if shown < lower { return lower - step.band.travel(forOffset: min(lower - shown, limit)) }
        if shown > upper { return upper + step.band.travel(forOffset: min(shown - upper, limit)) }
        return shown
    }

    /// `shown` held within the rubber band's reach: no further than its dimension past either edge.
    func withinReach(_ shown: Double) -> Double {
        let (lower, upper) = shownRange
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

    // MARK: Frames

    /// Advances the motion to the frame at `time`, one frame interval after the previous one.
    @inline(__always) mutating func advanceMotion(at time: Double) {
        switch motion {
        case .resting:
            bounceIfBeyondAnEdge()
        case .dragging:
            followFinger(at: time)
        case .coasting(let velocity):
            coast(velocity)
        case .bouncing(let leading, let velocity):
            bounce(leading: leading, velocity: velocity)
        case .scrolling(let from, let to, let start, let duration):
            let progress = (time - start) / duration
            if progress >= 1 {
                move(to: to, by: scrollMover)
                motion = .resting
            } else {
                move(to: from + (to - from) * easeInOut(progress), by: scrollMover)
            }
        case .replaying:
            break
        }
    }

    /// One frame of deceleration: the frames' distances sum to the whole coast `v / 1000 * rate / (1 - rate)`.
    private mutating func coast(_ velocity: Double) {
        move(to: offset + velocity * step.coast, by: .momentum)
        let slower = velocity * step.decay
        let (lower, upper) = targetRange
        if offset < lower {
            motion = .bouncing(leading: true, velocity: slower)
        } else if offset > upper {
            motion = .bouncing(leading: false, velocity: slower)
        } else if abs(slower) < step.stopSpeed {
            motion = .resting
        } else {
            motion = .coasting(velocity: slower)
        }
    }

    /// One frame of the critically damped spring towards an edge's resting offset (the one it will have once the
    /// inset animation ends, so a growing hold does not make the content overshoot it).
    private mutating func bounce(leading: Bool, velocity: Double) {
        let (lower, upper) = targetRange
        let rest = leading ? lower : upper
        let position = offset - rest
        if leading ? position > 0 : position < 0 {
            // The edge moved past the content (a page arrived, an inset shrank): the bounce has nothing to undo.
            // Content still flying outwards carries on into the new content; content on its way back stops.
            let outward = leading ? velocity < 0 : velocity > 0
            motion = outward && abs(velocity) >= step.stopSpeed ? .coasting(velocity: velocity) : .resting
            return
        }
        let newPosition = step.springPP * position + step.springPV * velocity
        let newVelocity = step.springVP * position + step.springVV * velocity
        if leading ? newPosition > 0 : newPosition < 0 {
            // Only a fling back towards the content crosses the edge: it goes on coasting into the content.
            if abs(newVelocity) >= step.stopSpeed {
                move(to: rest + newPosition, by: .spring)
                motion = .coasting(velocity: newVelocity)
            } else {
                move(to: rest, by: .spring)
                motion = .resting
            }
        } else if abs(newPosition) <= step.settleDistance && abs(newVelocity) < step.stopSpeed {
            move(to: rest, by: .spring)
            motion = .resting
        } else {
            move(to: rest + newPosition, by: .spring)
            motion = .bouncing(leading: leading, velocity: newVelocity)
        }
    }
}

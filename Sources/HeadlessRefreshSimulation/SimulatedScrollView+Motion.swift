import HeadlessRefresh

/// How the content moves on its own between two times: the coast after a fling, the critically damped bounce back
/// to an edge, a programmatic scroll, and the inset animations shown.
///
/// Every motion is a closed form of time, so an interval can end anywhere: at the next frame, or at an event between
/// two frames (a load delivered, a tick, a release, the end of a wait), and the content is where it would be on a
/// display of any refresh rate. What happens inside an interval happens at its own instant, found from the closed
/// form: a spring that reaches its rest hands over to the coast there, a coast that reaches an edge starts bouncing
/// there, a coast that falls below the stop speed stops there. Whole frames use the factors precomputed in
/// `FrameStep`; shorter intervals compute theirs.
extension SimulatedScrollView {
    /// Advances the inset animations and the motion from `start` to `time`; `wholeFrame` says the interval is exactly
    /// one frame, so the precomputed factors apply.
    @inline(__always) mutating func advance(from start: Double, to time: Double, wholeFrame: Bool) {
        // The insets shown animate for the picture only: the content moves by the insets asked for (see
        // `SimulatedScrollView.setExtraInset`).
        if insetsAnimating { updateInsets(at: time) }
        advanceMotion(from: start, to: time, wholeFrame: wholeFrame)
    }

    /// Runs the motion from `start` to `time`, one piece per motion: a hand-over inside the interval ends a piece at
    /// its instant, and the next motion runs on from there.
    @inline(__always) private mutating func advanceMotion(from start: Double, to time: Double, wholeFrame: Bool) {
        var from = start
        var whole = wholeFrame
        // A hand-over takes the content somewhere the next one needs time to undo (a bounce from an edge, a coast from
        // a rest), so a few pieces cover any interval; the bound only guards against rounding.
        for _ in 0..<8 {
            let reached = advancePiece(from: from, to: time, wholeFrame: whole)
            if reached >= time { return }
            from = reached
            whole = false
        }
    }

    /// Runs the current motion from `start` towards `time`; returns the time it reached: `time`, or the instant the
    /// motion handed over to another.
    @inline(__always)
    private mutating func advancePiece(from start: Double, to time: Double, wholeFrame: Bool) -> Double {
        switch motion {
        case .resting:
            bounceIfBeyondAnEdge()
            return motion == .resting ? time : start
        case .dragging:
            followFinger(at: time)
            return time
        case .coasting(let velocity):
            return coast(velocity, from: start, to: time, wholeFrame: wholeFrame)
        case .bouncing(let leading, let velocity):
            return bounce(leading: leading, velocity: velocity, from: start, to: time, wholeFrame: wholeFrame)
        case .scrolling(let from, let to, let scrollStart, let duration):
            let end = scrollStart + duration
            if time >= end {
                move(to: to, by: scrollMover)
                motion = .resting
                // A scroll to reveal an extent that collapsed meanwhile (its load answered) ends past the edge: the
                // content springs back from there, as it does after a scroll made at once.
                bounceIfBeyondAnEdge()
                return max(start, end)
            }
            move(to: from + (to - from) * easeInOut((time - scrollStart) / duration), by: scrollMover)
            return time
        case .replaying:
            return time
        }
    }

    /// The coast: `v(t) = v0 rate^(t in ms)`, and the offset moves by `v0 / 1000 * rate / (1 - rate)` times
    /// `1 - rate^(t in ms)`. The distances of any split of an interval add up to the distance of the whole.
    private mutating func coast(_ velocity: Double, from start: Double, to time: Double, wholeFrame: Bool) -> Double {
        let (lower, upper) = targetRange
        if offset < lower || offset > upper {
            // An edge moved past the coasting content (an inset grew back, content shrank): it bounces from here.
            motion = .bouncing(leading: offset < lower, velocity: velocity)
            return start
        }
        let interval = time - start
        let decay = wholeFrame ? step.decay : step.deceleration.decay(over: interval)
        let slower = velocity * decay
        let target = offset + velocity * (wholeFrame ? step.coast : step.coastPerVelocity * (1 - decay))
        let stops = abs(slower) < step.stopSpeed
        if !stops && target >= lower && target <= upper {
            move(to: target, by: .momentum)
            motion = .coasting(velocity: slower)
            return time
        }
        // The speed falls below the stop speed, or the content reaches an edge, within the interval: at which instant?
        var stopAfter = interval
        if stops {
            let speed = abs(velocity)
            if speed > step.stopSpeed {
                stopAfter = min(step.deceleration.duration(velocity: speed, threshold: step.stopSpeed), interval)
            } else {
                stopAfter = 0
            }
        }
        let whole = velocity * step.coastPerVelocity
        if target < lower || target > upper {
            let leading = target < lower
            let edge = leading ? lower : upper
            // offset + whole * (1 - rate^ms) = edge: the velocity factor at the edge is `fraction`, in [decay, 1].
            let fraction = 1 - (edge - offset) / whole
            var reachAfter = interval
            if fraction >= 1 {
                reachAfter = 0
            } else if fraction > 0 {
                reachAfter = min(step.deceleration.duration(velocity: 1, threshold: fraction), interval)
            }
            if reachAfter <= stopAfter {
                move(to: edge, by: .momentum)
                motion = .bouncing(leading: leading, velocity: velocity * step.deceleration.decay(over: reachAfter))
                return start + reachAfter
            }
        }
        move(to: offset + whole * (1 - step.deceleration.decay(over: stopAfter)), by: .momentum)
        motion = .resting
        return start + stopAfter
    }

    /// The critically damped spring towards an edge's resting offset (the one it will have once the inset animation
    /// ends, so a growing hold does not make the content overshoot it): `x(t) = (x0 + (v0 + ω x0) t) e^(-ω t)`.
    private mutating func bounce(
        leading: Bool, velocity: Double, from start: Double, to time: Double, wholeFrame: Bool
    ) -> Double {
        let (lower, upper) = targetRange
        let rest = leading ? lower : upper
        let position = offset - rest
        if leading ? position > 0 : position < 0 {
            // The edge moved past the content (a page arrived, an inset shrank): the bounce has nothing to undo.
            // Content still flying outwards carries on into the new content; content on its way back stops.
            let outward = leading ? velocity < 0 : velocity > 0
            motion = outward && abs(velocity) >= step.stopSpeed ? .coasting(velocity: velocity) : .resting
            return start
        }
        let interval = time - start
        let next =
            wholeFrame
            ? step.springFrame(position: position, velocity: velocity)
            : step.spring.state(after: interval, position: position, velocity: velocity)
        if leading ? next.position > 0 : next.position < 0 {
            // Only a fling back towards the content crosses the rest, at `t = -x0 / (v0 + ω x0)`; from there it goes
            // on coasting into the content at the spring's speed at that instant.
            let b = velocity + step.spring.angularFrequency * position
            let crossing = min(max(-position / b, 0), interval)
            let speed = step.spring.state(after: crossing, position: position, velocity: velocity).velocity
            move(to: rest, by: .spring)
            motion = abs(speed) >= step.stopSpeed ? .coasting(velocity: speed) : .resting
            return start + crossing
        }
        if abs(next.position) <= step.settleDistance && abs(next.velocity) < step.stopSpeed {
            move(to: rest, by: .spring)
            motion = .resting
        } else {
            move(to: rest + next.position, by: .spring)
            motion = .bouncing(leading: leading, velocity: next.velocity)
        }
        return time
    }

}

import HeadlessRefresh

extension SimulatedScrollView {
    /// The view with its times counted from `now` and its positions to 40 bits of mantissa (`roundedPosition`),
    /// compared with its synthesized `Hashable`: every field it stores counts, a field added later too.
    ///
    /// Rounded: the offset, the finger's travel, the insets as shown and animated, the motion's velocities and
    /// scroll ends. Kept as they are: the geometry (its offset along the axis is the one the view started from, never
    /// written again: `offset` holds the current one; sizes and the host's inset come from the host, exact), the
    /// extra insets across the axis and the animations' durations (from actions, exact), the frame step (the same
    /// for a whole run but its rubber band, which follows the viewport).
    func identity(at now: Double) -> SimulatedScrollView {
        var copy = self
        copy.offset = roundedPosition(offset)
        copy.motion = motion.identity(at: now)
        copy.finger = finger.identity(at: now)
        copy.appliedTravel = roundedPosition(appliedTravel)
        copy.leading = leading.identity(at: now)
        copy.trailing = trailing.identity(at: now)
        // The picture of a library scroll decides nothing: the content is where it asked.
        copy.presentedScroll = nil
        return copy
    }
}

extension SimulatedScrollView.Motion {
    /// The motion with its start counted from `now` and its velocities and positions rounded.
    func identity(at now: Double) -> Self {
        switch self {
        case .resting, .dragging, .replaying: self
        case .coasting(let velocity): .coasting(velocity: roundedPosition(velocity))
        case .bouncing(let leading, let velocity): .bouncing(leading: leading, velocity: roundedPosition(velocity))
        case .scrolling(let from, let to, let start, let duration):
            .scrolling(
                from: roundedPosition(from), to: roundedPosition(to), start: relativeTime(start, from: now),
                duration: duration)
        }
    }
}

extension SimulatedScrollView.InsetAnimation {
    /// The animation with its start counted from `now` and its insets rounded. One that is not running is the inset it
    /// shows alone, whenever and from wherever it got there: nothing reads its start, origin or duration (an easing
    /// that lands on its target a moment before its end stops it without clearing them).
    func identity(at now: Double) -> Self {
        guard isRunning else {
            let inset = roundedPosition(shown)
            return Self(from: inset, to: inset, shown: inset)
        }
        var copy = self
        copy.from = roundedPosition(from)
        copy.to = roundedPosition(to)
        copy.shown = roundedPosition(shown)
        copy.start = relativeTime(start, from: now)
        return copy
    }
}

extension FingerPath {
    /// The path with its times counted from `now` and its travel rounded. A path that has reached its end by `now`
    /// reads its end travel from then on, whenever and from wherever it got there: it is that travel alone.
    func identity(at now: Double) -> FingerPath {
        guard now < toTime else {
            let travel = roundedPosition(toTravel)
            return FingerPath(fromTravel: travel, toTravel: travel)
        }
        return FingerPath(
            fromTravel: roundedPosition(fromTravel), toTravel: roundedPosition(toTravel),
            fromTime: relativeTime(fromTime, from: now), toTime: relativeTime(toTime, from: now))
    }
}

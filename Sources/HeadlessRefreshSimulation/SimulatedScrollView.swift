import HeadlessRefresh

/// The scroll view the simulator plays: its geometry, the library's extra insets as shown on screen, and the
/// motion that moves the content (see `SimulatedScrollView+Physics.swift`).
///
/// Offsets and velocities are along the axis only; the other coordinate never moves.
struct SimulatedScrollView: Sendable, Hashable {
    /// What moves the content between frames.
    enum Motion: Sendable, Hashable {
        /// Nothing moves; the content follows the inset of the edge it rests at.
        case resting
        /// The finger drives the content through the rubber band.
        case dragging
        /// The content coasts after a fling, `velocity` in points per second of offset.
        case coasting(velocity: Double)
        /// A critically damped spring brings the content back to an edge's resting offset.
        case bouncing(leading: Bool, velocity: Double)
        /// A programmatic scroll, eased over `duration`.
        case scrolling(from: Double, to: Double, start: Double, duration: Double)
        /// Recorded samples set the offset; nothing else moves it.
        case replaying
    }

    /// The extra inset at one edge as shown: eased from `from` to `to` over `duration` from `start`.
    ///
    /// An animation that has ended keeps no start, origin or duration: ended animations to the same inset are equal.
    struct InsetAnimation: Sendable, Hashable {
        var from = 0.0
        var to = 0.0
        var start = -Double.infinity
        var duration = 0.0
        var shown = 0.0

        var isRunning: Bool { shown != to }

        mutating func set(_ target: Double, duration: Double, now: Double) {
            from = shown
            to = target
            start = now
            self.duration = duration
            if duration <= 0 { end() }
        }

        mutating func update(at time: Double) {
            let progress = (time - start) / duration
            if progress >= 1 {
                end()
            } else {
                shown = from + (to - from) * easeInOut(progress)
            }
        }

        /// The inset shown at `time`, without updating: where `update(at:)` would put it.
        func value(at time: Double) -> Double {
            guard isRunning else { return shown }
            let progress = (time - start) / duration
            return progress >= 1 ? to : from + (to - from) * easeInOut(progress)
        }

        private mutating func end() {
            shown = to
            from = to
            start = -.infinity
            duration = 0
        }
    }

    let axis: ScrollAxis
    let leadingEdge: RefreshEdge
    let trailingEdge: RefreshEdge
    /// The geometry as last reported, with the host's own inset only; its offset is written by ``offset``.
    var geometry: ScrollViewGeometry
    /// The content offset along the axis.
    var offset: Double
    var motion = Motion.resting
    /// Whether the finger is down (during a replay too, where the samples move the content).
    var isDragging = false
    /// The finger's path during a drag.
    var finger = FingerPath()
    /// The finger's travel the content has followed so far in this drag.
    var appliedTravel = 0.0
    var leading = InsetAnimation()
    var trailing = InsetAnimation()
    /// The extra inset last requested at the two edges across the axis; they never move the content.
    var crossAxis = ScrollInsets.zero
    /// Whether the offset or the content changed since the geometry was last sent.
    var needsLayout = true
    /// What moved the content since the journal last took note (see `ContentMovers`).
    var movedBy: ContentMovers = []
    /// What moved the offset since the geometry was last sent: the next geometry's motion (see `takeMotion()`).
    var unreportedMovers: ContentMovers = []
    /// Who asked for the scroll in progress: the host's own scrolls and the library's are told apart.
    var scrollMover = ContentMovers.libraryScroll
    /// The scroll the library asked for, as shown: the content is already where it asked (the model), and the picture
    /// eases from where it was over the duration, as UIKit's presentation layer does in an animation block.
    var presentedScroll: PresentedScroll?

    /// A library scroll shown easing from `from` over `duration` from `start`.
    struct PresentedScroll: Sendable, Hashable {
        var from: Double
        var start: Double
        var duration: Double
    }

    /// Whether the library changed an extra inset along the axis since the content was last let go: a bounce then
    /// heads for a rest the library moved.
    var restMovedSinceLaunch = false
    /// Whether the library ever changed an extra inset along the axis while the content moved by itself (coasting,
    /// bouncing, scrolling): where it came to rest then depends on when the inset changed.
    var insetChangedInFlight = false
    /// The physics for one frame; the rubber band follows the viewport's length.
    var step: FrameStep

    init(geometry: ScrollViewGeometry, step: FrameStep) {
        self.geometry = geometry
        self.axis = geometry.axis
        self.step = step
        leadingEdge = geometry.axis == .vertical ? .top : .left
        trailingEdge = geometry.axis == .vertical ? .bottom : .right
        offset = geometry.axis == .vertical ? geometry.contentOffset.y : geometry.contentOffset.x
    }

    // MARK: Measures along the axis

    var contentLength: Double {
        get { axis == .vertical ? geometry.contentSize.height : geometry.contentSize.width }
        set {
            if axis == .vertical {
                geometry.contentSize.height = newValue
            } else {
                geometry.contentSize.width = newValue
            }
            needsLayout = true
            movedBy.insert(.content)
            bounceIfBeyondAnEdge()
        }
    }

    var viewportLength: Double { axis == .vertical ? geometry.viewportSize.height : geometry.viewportSize.width }

    /// The geometry to report, with the current offset.
    var reportedGeometry: ScrollViewGeometry {
        var reported = geometry
        if axis == .vertical { reported.contentOffset.y = offset } else { reported.contentOffset.x = offset }
        return reported
    }

    /// The offset at which the content rests against the leading edge with `extra` inset shown there.
    @inline(__always) func leadingRest(extra: Double) -> Double {
        -(geometry.contentInset[leadingEdge] + extra)
    }

    /// The offset at which the content rests against the trailing edge with `extra` inset shown there: the end is
    /// the content's end, or the viewport's when the content is shorter (as `ScrollViewGeometry/pull(_:)` counts).
    @inline(__always) func trailingRest(extra: Double) -> Double {
        let ownLeading = geometry.contentInset[leadingEdge]
        let ownTrailing = geometry.contentInset[trailingEdge]
        let end = max(contentLength, viewportLength - ownLeading - ownTrailing)
        return end + ownTrailing + extra - viewportLength
    }

    /// The range the content may rest in with `leadingExtra` and `trailingExtra` shown at the two edges.
    @inline(__always) func range(leadingExtra: Double, trailingExtra: Double) -> (lower: Double, upper: Double) {
        let lower = leadingRest(extra: leadingExtra)
        return (lower, max(lower, trailingRest(extra: trailingExtra)))
    }

    /// Where the content shows on screen while an inset animates: content resting at an edge shows with the inset
    /// shown there, as UIKit's presentation layer does while its model already holds the inset asked for. The trace
    /// draws this; the controller gets the model (``offset``).
    func presentedOffset(at now: Double) -> Double {
        if let scroll = presentedScroll, now < scroll.start + scroll.duration, motion == .resting {
            return scroll.from + (offset - scroll.from) * easeInOut((now - scroll.start) / scroll.duration)
        }
        guard motion == .resting, insetsAnimating else { return offset }
        if offset == leadingRest(extra: leading.to) { return leadingRest(extra: leading.shown) }
        if offset == trailingRest(extra: trailing.to) { return trailingRest(extra: trailing.shown) }
        return offset
    }

    /// The range the content rests in with the insets asked for: where the physics keeps it and a bounce goes (the
    /// insets shown animate towards them for the picture only).
    @inline(__always) var targetRange: (lower: Double, upper: Double) {
        range(leadingExtra: leading.to, trailingExtra: trailing.to)
    }

    /// Sets the motion of the geometry about to be sent from what moved the offset since the last one sent. When
    /// nothing moved it (a content, viewport or inset change alone is no motion), the geometry keeps the motion of the
    /// last one: whatever put the content where it is.
    @inline(__always) mutating func takeMotion() {
        guard !unreportedMovers.isEmpty else { return }
        if let motion = unreportedMovers.motion { geometry.motion = motion }
        unreportedMovers = []
    }

    // MARK: Extra insets

    /// The extra insets as shown on screen.
    var shownExtraInsets: ScrollInsets {
        var insets = crossAxis
        insets[leadingEdge] = leading.shown
        insets[trailingEdge] = trailing.shown
        return insets
    }

    /// A scroll the host or the library asked for: eased over `duration`, or at once.
    mutating func scroll(to target: Double, duration: Double, now: Double, by mover: ContentMovers) {
        scrollMover = mover
        if motion == .replaying {
            // The recorded offsets already contain whatever the device scrolled.
            return
        } else if isDragging {
            // The host's own scroll jumps the content under the finger, which carries on from there. The library
            // asks for none under a finger it knows of; one it did not know of (touched while suspended) holds the
            // content where it is (P5).
            if mover == .hostScroll { move(to: target, by: mover) }
        } else if duration > 0 && target != offset && mover == .libraryScroll {
            // Like an inset, the library's scroll is done in the model at once; only the picture eases (P11: its
            // duration changes when the content shows there, not where it is when the next thing happens).
            presentedScroll = PresentedScroll(from: offset, start: now, duration: duration)
            motion = .resting
            move(to: target, by: mover)
            bounceIfBeyondAnEdge()
        } else if duration > 0 && target != offset {
            motion = .scrolling(from: offset, to: target, start: now, duration: duration)
        } else {
            motion = .resting
            move(to: target, by: mover)
            bounceIfBeyondAnEdge()
        }
    }

    /// Resting content left beyond an edge (by a host's scroll, or a shorter content) starts bouncing back.
    mutating func bounceIfBeyondAnEdge() {
        guard motion == .resting else { return }
        let (lower, upper) = targetRange
        if offset < lower - 1e-9 || offset > upper + 1e-9 { launch(velocity: 0) }
    }

    /// Starts animating the extra inset at `edge` towards `amount`.
    ///
    /// As UIKit keeps a model and a presentation apart, the animation is the picture: the content moves by the inset
    /// asked for, at once (content resting at the edge follows it, content its new rest sweeps past is carried to
    /// it), and its physics use the insets asked for. Whatever the duration, the content is where it comes to rest
    /// (P11); only ``shownExtraInsets`` animates.
    mutating func setExtraInset(_ edge: RefreshEdge, _ amount: Double, duration: Double, now: Double) {
        let previous = (leading: leading.to, trailing: trailing.to)
        if edge == leadingEdge {
            leading.set(amount, duration: duration, now: now)
        } else if edge == trailingEdge {
            trailing.set(amount, duration: duration, now: now)
        } else {
            crossAxis[edge] = amount
            return
        }
        if previous != (leading.to, trailing.to) {
            restMovedSinceLaunch = true
            switch motion {
            case .coasting, .bouncing, .scrolling: insetChangedInFlight = true
            case .resting, .dragging, .replaying: break
            }
        }
        followInsets(previous: previous)
        // Content that rested within the old range only because of the old inset is beyond the edge now: it springs
        // back.
        bounceIfBeyondAnEdge()
    }

    /// Whether an inset animation is running.
    @inline(__always) var insetsAnimating: Bool { leading.isRunning || trailing.isRunning }

    /// Advances the inset animations shown to `time`.
    mutating func updateInsets(at time: Double) {
        if leading.isRunning { leading.update(at: time) }
        if trailing.isRunning { trailing.update(at: time) }
    }

    /// While the content rests at an edge, it moves with that edge's inset, so a collapse scrolls the indicator
    /// away instead of leaving it pulled. The leading edge wins when the content rests at both (short content).
    ///
    /// An inset that grows also catches content its rest sweeps past (let go past the old rest, bouncing back to it,
    /// or resting between the two) and carries it to the new rest, with the indicator shown.
    private mutating func followInsets(previous: (leading: Double, trailing: Double)) {
        guard !isDragging else { return }
        let tolerance = 1e-6
        let (oldLeading, newLeading) = (leadingRest(extra: previous.leading), leadingRest(extra: leading.to))
        let (oldTrailing, newTrailing) = (trailingRest(extra: previous.trailing), trailingRest(extra: trailing.to))
        switch motion {
        case .resting:
            if abs(offset - oldLeading) <= tolerance || (newLeading < offset && offset < oldLeading) {
                move(to: newLeading, by: .insets)
            } else if abs(offset - oldTrailing) <= tolerance
                || (oldTrailing < offset && offset < newTrailing && oldTrailing > oldLeading + tolerance)
            {
                move(to: newTrailing, by: .insets)
            }
        case .bouncing(let towardLeading, _):
            // Short content rests at the leading edge, whatever the trailing inset.
            if towardLeading
                ? newLeading < offset && offset < oldLeading + tolerance
                : oldTrailing - tolerance < offset && offset < newTrailing && oldTrailing > oldLeading + tolerance
            {
                motion = .resting
                move(to: towardLeading ? newLeading : newTrailing, by: .insets)
            }
        case .dragging, .coasting, .scrolling, .replaying:
            break
        }
    }
}

/// The ease-in-out curve of UIKit's default animation, on [0, 1].
@inline(__always) func easeInOut(_ progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    return p * p * (3 - 2 * p)
}

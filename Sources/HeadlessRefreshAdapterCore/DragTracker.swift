import HeadlessRefresh

/// The states of UIKit's pan gesture recognizer (`UIGestureRecognizer.State`), mirrored here so that the mapping to
/// drag inputs builds and is tested on every platform.
package enum PanGestureState: Sendable, Hashable, CaseIterable {
    /// The recognizer has not recognized a pan yet (`.possible`).
    case possible
    /// The finger moved enough to start a pan (`.began`).
    case began
    /// The finger moved (`.changed`).
    case changed
    /// The finger lifted (`.ended`).
    case ended
    /// The system took the touch away, such as for an incoming call (`.cancelled`).
    case cancelled
    /// The recognizer failed (`.failed`).
    case failed
}

/// The phases of a SwiftUI scroll view (`ScrollPhase`, iOS 18), mirrored here so that the mapping to drag inputs
/// builds and is tested on every platform.
public enum ScrollPhaseKind: Sendable, Hashable, CaseIterable {
    /// Nothing scrolls.
    case idle
    /// A finger touches the content but has not moved it yet.
    case tracking
    /// The finger drags the content.
    case interacting
    /// The finger lifted and the content coasts.
    case decelerating
    /// A programmatic scroll runs.
    case animating
}

/// Turns a toolkit's touch reports into `dragBegan` and `dragEnded` inputs: one begin per drag and one end per begin,
/// whatever the toolkit repeats or skips.
///
/// UIKit reports the pan gesture's states and the finger's velocity; SwiftUI reports scroll phases and no usable
/// finger velocity, so the tracker estimates it from the offsets it is given with ``record(offset:at:)`` while the
/// finger is down.
///
/// ```swift
/// var tracker = DragTracker()
/// tracker.pan(.began, velocity: .zero)  // .dragBegan
/// tracker.pan(.changed, velocity: .zero)  // nil: already dragging
/// tracker.pan(.ended, velocity: ScrollPoint(x: 0, y: 900))  // .dragEnded(velocity: (0, 900))
/// ```
package struct DragTracker: Sendable, Hashable {
    /// Whether a drag began and has not ended.
    package private(set) var isDragging = false
    /// The two most recent offsets recorded during the drag, older first.
    private var older: OffsetSample?
    private var newer: OffsetSample?

    private struct OffsetSample: Sendable, Hashable {
        var offset: ScrollPoint
        var time: Double
    }

    /// Creates a tracker with the finger up.
    package init() {}

    /// The input for a pan gesture state, or `nil` when it changes nothing.
    ///
    /// `began` and `changed` begin a drag (a missed `began` still begins one); `ended` ends it with `velocity`, the
    /// finger's velocity in points per second (UIKit's `velocity(in:)` in a view that does not scroll, such as the
    /// scroll view's superview); `cancelled` and `failed` end it at rest; `possible` changes nothing.
    package mutating func pan(_ state: PanGestureState, velocity: ScrollPoint) -> RefreshInput? {
        switch state {
        case .began, .changed:
            return begin()
        case .ended:
            return end(velocity: usable(velocity))
        case .cancelled, .failed:
            return end(velocity: .zero)
        case .possible:
            return nil
        }
    }

    /// The input for a scroll phase, or `nil` when it changes nothing.
    ///
    /// `interacting` begins a drag. `tracking` (a finger down that has not moved the content) does not: UIKit's pan
    /// does not begin on a touch that stays put either. Any other phase ends the drag with the velocity estimated from
    /// the recorded offsets.
    package mutating func scrollPhase(_ phase: ScrollPhaseKind) -> RefreshInput? {
        switch phase {
        case .interacting:
            return begin()
        case .tracking:
            return nil
        case .idle, .decelerating, .animating:
            return end(velocity: estimatedFingerVelocity)
        }
    }

    /// Records the content offset at `time` (seconds) while the finger is down, for ``estimatedFingerVelocity``.
    package mutating func record(offset: ScrollPoint, at time: Double) {
        guard isDragging, offset.x.isFinite, offset.y.isFinite, time.isFinite else { return }
        if let newer, time <= newer.time {
            // Same frame: keep the latest offset of it.
            self.newer = OffsetSample(offset: offset, time: newer.time)
            return
        }
        older = newer
        newer = OffsetSample(offset: offset, time: time)
    }

    /// The finger's velocity in points per second, estimated from the last two recorded offsets; zero with fewer.
    ///
    /// The content moves against the finger's travel, so the finger's velocity is the opposite of the offset's. Past
    /// an edge the rubber band makes the content slower than the finger, so the estimate is low there.
    package var estimatedFingerVelocity: ScrollPoint {
        guard let older, let newer, newer.time > older.time else { return .zero }
        let interval = newer.time - older.time
        return ScrollPoint(
            x: -(newer.offset.x - older.offset.x) / interval,
            y: -(newer.offset.y - older.offset.y) / interval
        )
    }

    private mutating func begin() -> RefreshInput? {
        guard !isDragging else { return nil }
        isDragging = true
        older = nil
        newer = nil
        return .dragBegan
    }

    private mutating func end(velocity: ScrollPoint) -> RefreshInput? {
        guard isDragging else { return nil }
        isDragging = false
        older = nil
        newer = nil
        return .dragEnded(velocity: velocity)
    }

    private func usable(_ velocity: ScrollPoint) -> ScrollPoint {
        velocity.x.isFinite && velocity.y.isFinite ? velocity : .zero
    }
}

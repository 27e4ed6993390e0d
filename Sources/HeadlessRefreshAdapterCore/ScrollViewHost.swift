import HeadlessRefresh

/// The half of a scroll-view adapter that does not depend on the toolkit: it turns what the view reports into
/// controller inputs, and the controller's actions into ``ScrollViewCommand``s, keeping the app's own inset and the
/// library's extra inset apart.
///
/// A UIKit or SwiftUI adapter owns one host and stays thin: it forwards callbacks, sends the inputs it gets back to
/// its `RefreshSession` (with a `PagingStore` attached or not), and applies each command.
///
/// ```swift
/// var host = ScrollViewHost(ownInset: ScrollInsets(top: 91, bottom: 34))
/// if let input = host.scrolled(metrics, now: now) { session.send(input) }  // scrollViewDidScroll
/// if let input = host.pan(.ended, velocity: velocity) { session.send(input) }  // the pan gesture's target
/// // in the session's perform closure:
/// switch host.command(for: command, now: now) {
/// case .setContentInset(let inset, let duration): animate(duration) { scrollView.contentInset = UIEdgeInsets(inset) }
/// ...
/// }
/// // in its wake closure:
/// apply(host.wake(at: deadline, now: now))
/// ```
package struct ScrollViewHost: Sendable, Hashable {
    /// The scroll axis.
    package let axis: ScrollAxis
    /// The app's own content inset as set on the view (UIKit's `contentInset`), without the library's extra inset.
    /// The toolkit adds the safe area on top of it by itself.
    package private(set) var ownInset: ScrollInsets
    /// The extra inset the library asked for, per edge, as last set.
    package private(set) var extraInset: ScrollInsets = .zero
    /// Turns touch reports into drag inputs.
    package private(set) var drag = DragTracker()
    /// The geometry last sent to the controller, or `nil` before the first one.
    package private(set) var geometry: ScrollViewGeometry?

    /// Creates a host for a scroll view whose own content inset is `ownInset`.
    package init(ownInset: ScrollInsets = .zero, axis: ScrollAxis = .vertical) {
        self.ownInset = ownInset
        self.axis = axis
    }

    /// The content inset to set on the view: the app's own inset plus the library's extra inset.
    package var contentInset: ScrollInsets { ownInset.adding(extraInset) }

    // MARK: View to controller

    /// The input for a scroll, resize or inset change, or `nil` when the geometry is the one last sent.
    ///
    /// Also records the offset for the drag's velocity estimate.
    package mutating func scrolled(_ metrics: ScrollViewMetrics, now: Double) -> RefreshInput? {
        drag.record(offset: metrics.contentOffset, at: now)
        let geometry = metrics.geometry(removing: extraInset, axis: axis)
        guard geometry != self.geometry else { return nil }
        self.geometry = geometry
        return .geometry(geometry)
    }

    /// The input for a state of the pan gesture, or `nil`. See ``DragTracker/pan(_:velocity:)``.
    package mutating func pan(_ state: PanGestureState, velocity: ScrollPoint) -> RefreshInput? {
        drag.pan(state, velocity: velocity)
    }

    /// The input for a scroll phase, or `nil`. See ``DragTracker/scrollPhase(_:)``.
    package mutating func scrollPhase(_ phase: ScrollPhaseKind) -> RefreshInput? {
        drag.scrollPhase(phase)
    }

    /// The app set its own content inset: the command that shows it with the extra inset on top.
    package mutating func setOwnInset(_ inset: ScrollInsets) -> ScrollViewCommand {
        ownInset = inset
        return .setContentInset(contentInset, duration: 0)
    }

    /// The view reports its content inset changed (UIKit's KVO on `contentInset`): `nil` when it is the inset this
    /// host asked for or needs no fix; otherwise the command that puts the library's extra inset back on top.
    ///
    /// The app may set the inset directly, whole (`contentInset = …`) or one edge at a time
    /// (`contentInset.bottom = keyboardHeight`, which writes back the other edges as read, the library's inset
    /// included). So each edge is judged alone: an edge still at the value this host set is untouched and keeps its
    /// own inset; an edge with a new value is the app's own inset for that edge, and the extra inset goes back on top.
    package mutating func contentInsetChanged(to observed: ScrollInsets) -> ScrollViewCommand? {
        let expected = contentInset
        guard observed != expected else { return nil }
        for edge in RefreshEdge.allCases where observed[edge] != expected[edge] {
            ownInset[edge] = observed[edge]
        }
        return contentInset == observed ? nil : .setContentInset(contentInset, duration: 0)
    }

    /// Takes the library's extra inset off, edge by edge: the command that leaves exactly the app's own inset on the
    /// view, or `nil` when the library holds none. For an adapter that detaches or drives a new session, whose
    /// controller knows nothing of the old one's inset.
    package mutating func removeExtraInset() -> ScrollViewCommand? {
        guard extraInset != .zero else { return nil }
        extraInset = .zero
        return .setContentInset(ownInset, duration: 0)
    }

    // MARK: Controller to view

    /// What the view does for `action`, or `nil` for nothing.
    ///
    /// An extra inset is recorded before the command is returned, so a scroll the view reports while the command is
    /// applied (UIKit reports synchronously) already has it taken out.
    package mutating func command(for action: RefreshCommand, now: Double) -> ScrollViewCommand? {
        switch action {
        case .stateChanged(let edge, _, _):
            return .redraw(edge)
        case .trigger(let edge, let cause):
            return .startLoad(edge, cause: cause)
        case .setExtraInset(let edge, let amount, let duration):
            guard edge.axis == axis else { return nil }
            extraInset[edge] = amount
            return .setContentInset(contentInset, duration: max(duration, 0))
        case .scroll(let offset, let duration):
            return .scroll(to: offset, duration: max(duration, 0), revealing: revealedEdge(at: offset))
        case .feedback(let edge, let event):
            return .feedback(edge, event)
        case .announce(let edge, let announcement):
            return .announce(edge, announcement)
        case .scheduleTick(let time):
            return wake(at: time, now: now)
        case .diagnostic(let diagnostic):
            return .report(diagnostic)
        }
    }

    /// The tick to schedule for a deadline a `RefreshSession` wakes the host for (its `wake` closure); the same
    /// command as for the `scheduleTick` it also performs, which a host that takes `wake` drops.
    package func wake(at deadline: Double, now: Double) -> ScrollViewCommand {
        .scheduleTick(at: deadline, delay: max(deadline - now, 0))
    }

    /// The edge at whose resting offset, with the extra insets shown, `offset` lies: where the content rests
    /// against it, by the core's own measure (``ScrollViewGeometry/pull(_:)`` is zero there). The leading edge is
    /// asked first, since short content rests against both. The resting offset counts the whole inset the view
    /// applies (safe area included), as last reported.
    private func revealedEdge(at offset: ScrollPoint) -> RefreshEdge? {
        let leading: RefreshEdge = axis == .vertical ? .top : .left
        guard var shown = geometry else {
            let rest = -(ownInset[leading] + extraInset[leading])
            let value = axis == .vertical ? offset.y : offset.x
            return abs(value - rest) < 0.5 ? leading : nil
        }
        shown.contentInset = shown.contentInset.adding(extraInset)
        shown.contentOffset = offset
        if abs(shown.pull(leading)) < 0.5 { return leading }
        let trailing = leading.opposite
        return abs(shown.pull(trailing)) < 0.5 ? trailing : nil
    }
}

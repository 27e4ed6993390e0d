/// An input as a value, for recording, replaying and generating input sequences.
///
/// ``RefreshController/send(_:now:_:)`` dispatches it to the matching method.
public enum RefreshInput: Sendable, Hashable {
    /// See ``RefreshController/geometry(_:now:_:)``.
    case geometry(ScrollViewGeometry)
    /// See ``RefreshController/dragBegan(now:_:)``.
    case dragBegan
    /// See ``RefreshController/dragEnded(velocity:now:_:)``.
    case dragEnded(velocity: ScrollPoint)
    /// See ``RefreshController/tap(_:now:_:)``.
    case tap(RefreshEdge)
    /// See ``RefreshController/beginRefreshing(_:reveal:now:_:)``.
    case beginRefreshing(RefreshEdge, reveal: Bool)
    /// See ``RefreshController/endRefreshing(_:result:now:_:)``.
    case endRefreshing(RefreshEdge, RefreshResult)
    /// See ``RefreshController/markNoMoreData(_:now:_:)``.
    case markNoMoreData(RefreshEdge)
    /// See ``RefreshController/resetNoMoreData(_:now:_:)``.
    case resetNoMoreData(RefreshEdge)
    /// See ``RefreshController/setEnabled(_:_:now:_:)``.
    case setEnabled(RefreshEdge, Bool)
    /// See ``RefreshController/suspend(now:_:)``.
    case suspend
    /// See ``RefreshController/resume(now:_:)``.
    case resume
    /// See ``RefreshController/tick(now:_:)``.
    case tick
    /// See ``RefreshController/closeSecondLevel(_:now:_:)``.
    case closeSecondLevel(RefreshEdge)
    /// See ``RefreshController/configure(_:_:now:_:)``.
    case configure(RefreshEdge, EdgeConfiguration)
    /// See ``RefreshController/setExclusivity(_:now:_:)``.
    case setExclusivity(RefreshController.Exclusivity)
    /// See ``RefreshController/performAccessibleAction(_:now:_:)``.
    case performAccessibleAction(RefreshEdge)
    /// See ``RefreshController/setReducedMotion(_:now:_:)``.
    case setReducedMotion(Bool)
    /// See ``RefreshController/visibleItems(_:now:_:)``.
    case visibleItems(VisibleItems)
}

extension RefreshController {
    /// Handles an input given as a value.
    public mutating func send(_ input: RefreshInput, now: Double, _ emit: (RefreshCommand) -> Void) {
        switch input {
        case .geometry(let geometry): self.geometry(geometry, now: now, emit)
        case .dragBegan: dragBegan(now: now, emit)
        case .dragEnded(let velocity): dragEnded(velocity: velocity, now: now, emit)
        case .tap(let edge): tap(edge, now: now, emit)
        case .beginRefreshing(let edge, let reveal): beginRefreshing(edge, reveal: reveal, now: now, emit)
        case .endRefreshing(let edge, let result): endRefreshing(edge, result: result, now: now, emit)
        case .markNoMoreData(let edge): markNoMoreData(edge, now: now, emit)
        case .resetNoMoreData(let edge): resetNoMoreData(edge, now: now, emit)
        case .setEnabled(let edge, let enabled): setEnabled(edge, enabled, now: now, emit)
        case .suspend: suspend(now: now, emit)
        case .resume: resume(now: now, emit)
        case .tick: tick(now: now, emit)
        case .closeSecondLevel(let edge): closeSecondLevel(edge, now: now, emit)
        case .configure(let edge, let configuration): configure(edge, configuration, now: now, emit)
        case .setExclusivity(let exclusivity): setExclusivity(exclusivity, now: now, emit)
        case .performAccessibleAction(let edge): performAccessibleAction(edge, now: now, emit)
        case .setReducedMotion(let reduced): setReducedMotion(reduced, now: now, emit)
        case .visibleItems(let items): visibleItems(items, now: now, emit)
        }
    }
}

extension RefreshController {
    /// Handles an input and puts its commands in `commands`, replacing what it held.
    ///
    /// Reuse one array for every input: it keeps its capacity, so after the first frames nothing is allocated.
    /// Unlike the closure form, the host may read the controller while it applies the commands.
    ///
    /// ```swift
    /// controller.send(.geometry(geometry), now: now, into: &commands)
    /// for command in commands { apply(command) }
    /// ```
    public mutating func send(_ input: RefreshInput, now: Double, into commands: inout [RefreshCommand]) {
        commands.removeAll(keepingCapacity: true)
        send(input, now: now) { commands.append($0) }
    }
}

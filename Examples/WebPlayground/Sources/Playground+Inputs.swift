// The inputs the page sends: each returns how many commands it produced (see `Playground.run`).
import HeadlessRefresh

// MARK: Inputs

@_expose(wasm, "hr_geometry")
@_cdecl("hr_geometry")
func hrGeometry(
    now: Double,
    offsetY: Double,
    contentWidth: Double,
    contentHeight: Double,
    viewportWidth: Double,
    viewportHeight: Double,
    insetTop: Double,
    insetBottom: Double
) -> Int32 {
    let geometry = ScrollViewGeometry(
        contentOffset: ScrollPoint(x: 0, y: offsetY),
        contentSize: ScrollSize(width: contentWidth, height: contentHeight),
        viewportSize: ScrollSize(width: viewportWidth, height: viewportHeight),
        contentInset: ScrollInsets(top: insetTop, bottom: insetBottom)
    )
    return Playground.run { $0.geometry(geometry, now: now, Playground.sink) }
}

@_expose(wasm, "hr_drag_began")
@_cdecl("hr_drag_began")
func hrDragBegan(now: Double) -> Int32 { Playground.run { $0.dragBegan(now: now, Playground.sink) } }

/// `velocityY` is the content offset's velocity in points per second.
@_expose(wasm, "hr_drag_ended")
@_cdecl("hr_drag_ended")
func hrDragEnded(now: Double, velocityY: Double) -> Int32 {
    Playground.run { $0.dragEnded(velocity: ScrollPoint(x: 0, y: velocityY), now: now, Playground.sink) }
}

@_expose(wasm, "hr_tick")
@_cdecl("hr_tick")
func hrTick(now: Double) -> Int32 { Playground.run { $0.tick(now: now, Playground.sink) } }

@_expose(wasm, "hr_tap")
@_cdecl("hr_tap")
func hrTap(now: Double, edge: Int32) -> Int32 {
    Playground.run(edge: edge) { $0.tap($1, now: now, Playground.sink) }
}

@_expose(wasm, "hr_begin")
@_cdecl("hr_begin")
func hrBegin(now: Double, edge: Int32) -> Int32 {
    Playground.run(edge: edge) { $0.beginRefreshing($1, reveal: true, now: now, Playground.sink) }
}

/// `result`: 0 success, 1 failure, 2 no more data.
@_expose(wasm, "hr_end")
@_cdecl("hr_end")
func hrEnd(now: Double, edge: Int32, result: Int32) -> Int32 {
    guard let edge = Playground.edge(edge), result >= 0, Int(result) < RefreshResult.allCases.count else { return 0 }
    let result = RefreshResult.allCases[Int(result)]
    return Playground.run { $0.endRefreshing(edge, result: result, now: now, Playground.sink) }
}

@_expose(wasm, "hr_reset_no_more_data")
@_cdecl("hr_reset_no_more_data")
func hrResetNoMoreData(now: Double, edge: Int32) -> Int32 {
    Playground.run(edge: edge) { $0.resetNoMoreData($1, now: now, Playground.sink) }
}

@_expose(wasm, "hr_close_second_level")
@_cdecl("hr_close_second_level")
func hrCloseSecondLevel(now: Double, edge: Int32) -> Int32 {
    Playground.run(edge: edge) { $0.closeSecondLevel($1, now: now, Playground.sink) }
}

/// `triggers` is a mask: 1 release, 2 threshold, 4 reaching the end (with `prefetch`), 8 tap. A negative or
/// non-finite `autoTriggerLimit` means no limit; a `maximumPull` or `secondLevel` that is not positive, none.
@_expose(wasm, "hr_configure")
@_cdecl("hr_configure")
func hrConfigure(
    now: Double,
    edge: Int32,
    triggers: Int32,
    prefetch: Double,
    distance: Double,
    extent: Double,
    resting: Double,
    minimumRefreshing: Double,
    holdSuccess: Double,
    holdFailure: Double,
    holdNoMoreData: Double,
    collapse: Double,
    autoTriggerLimit: Double,
    maximumPull: Double,
    secondLevel: Double,
    enabled: Int32
) -> Int32 {
    guard let edge = Playground.edge(edge) else { return 0 }
    var configuration = edge == .bottom ? EdgeConfiguration.footer : EdgeConfiguration.header
    var set = RefreshTriggers([])
    if triggers & 1 != 0 { set.insert(.release) }
    if triggers & 2 != 0 { set.insert(.threshold) }
    if triggers & 4 != 0 { set.insert(.reachingEnd(prefetch: prefetch)) }
    if triggers & 8 != 0 { set.insert(.tap) }
    configuration.triggers = set
    configuration.triggerDistance = distance
    configuration.refreshingExtent = extent
    configuration.restingExtent = resting
    configuration.minimumRefreshingDuration = minimumRefreshing
    configuration.resultHold = ResultHold(success: holdSuccess, failure: holdFailure, noMoreData: holdNoMoreData)
    configuration.collapseDuration = collapse
    if autoTriggerLimit.isFinite, autoTriggerLimit >= 0, autoTriggerLimit < 1_000_000 {
        configuration.autoTriggerLimit = Int(autoTriggerLimit)
    } else {
        configuration.autoTriggerLimit = nil
    }
    configuration.maximumPull = maximumPull > 0 ? maximumPull : nil
    configuration.secondLevel = secondLevel > 0 ? SecondLevel(triggerDistance: secondLevel) : nil
    configuration.isEnabled = enabled != 0
    return Playground.run { $0.configure(edge, configuration, now: now, Playground.sink) }
}

/// 0 none, 1 opposite edges, 2 all edges.
@_expose(wasm, "hr_set_exclusivity")
@_cdecl("hr_set_exclusivity")
func hrSetExclusivity(now: Double, rule: Int32) -> Int32 {
    let exclusivity: RefreshController.Exclusivity =
        switch rule {
        case 0: .none
        case 2: .allEdges
        default: .oppositeEdges
        }
    return Playground.run { $0.setExclusivity(exclusivity, now: now, Playground.sink) }
}

/// The page is hidden (`visibilitychange`): nothing triggers until it is shown again.
@_expose(wasm, "hr_suspend")
@_cdecl("hr_suspend")
func hrSuspend(now: Double) -> Int32 { Playground.run { $0.suspend(now: now, Playground.sink) } }

/// The page is shown again.
@_expose(wasm, "hr_resume")
@_cdecl("hr_resume")
func hrResume(now: Double) -> Int32 { Playground.run { $0.resume(now: now, Playground.sink) } }

/// Performs the accessible action `edge` offers (see `hr_accessible_action`), through the same path as a pull.
@_expose(wasm, "hr_perform_accessible_action")
@_cdecl("hr_perform_accessible_action")
func hrPerformAccessibleAction(now: Double, edge: Int32) -> Int32 {
    Playground.run(edge: edge) { $0.performAccessibleAction($1, now: now, Playground.sink) }
}

/// The user asks for reduced motion (`prefers-reduced-motion`): every motion the controller hands out is immediate.
@_expose(wasm, "hr_set_reduced_motion")
@_cdecl("hr_set_reduced_motion")
func hrSetReducedMotion(now: Double, reduced: Int32) -> Int32 {
    Playground.run { $0.setReducedMotion(reduced != 0, now: now, Playground.sink) }
}

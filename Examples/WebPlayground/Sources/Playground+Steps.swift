// The steps the page takes: each is one refresh-lab scenario step, run on the simulator, and returns how many
// commands it produced (see `Playground.run`). The page records every call it makes here as that step.
import HeadlessRefresh
import HeadlessRefreshSimulation

// MARK: Setting up

/// Sets up `edge` (0 top, 1 bottom) for the next `hr_start`, as refresh-lab reads an edge of a scenario: the header
/// or footer preset, then these fields. `triggers` is a mask: 1 release, 2 threshold, 4 reaching the end (with
/// `prefetch`), 8 tap. A negative or non-finite `autoTriggerLimit` means no limit; a `maximumPull` or `secondLevel`
/// that is not positive, none. Returns 1, or 0 for another edge.
@_expose(wasm, "hr_configure")
@_cdecl("hr_configure")
func hrConfigure(
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
    guard let edge = Playground.edge(edge), edge == .top || edge == .bottom else { return 0 }
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
    Playground.edges[edge == .top ? 0 : 1] = configuration
    return 1
}

/// Starts a new simulator with the edges `hr_configure` set up, the content resting at the top, time 0: what
/// refresh-lab does before a scenario's first step. `exclusivity`: 0 none, 1 opposite edges (refresh-lab's
/// default), 2 all edges. Returns the number of commands of the first layout, as a step does (a footer whose
/// prefetch reaches past the first page triggers there), or -1 for a size that is not finite and positive (the
/// content's may be 0).
@_expose(wasm, "hr_start")
@_cdecl("hr_start")
func hrStart(viewportWidth: Double, viewportHeight: Double, contentHeight: Double, exclusivity: Int32) -> Int32 {
    let sizes = [viewportWidth, viewportHeight, contentHeight + 1]
    guard sizes.allSatisfy({ $0.isFinite && $0 > 0 }), contentHeight >= 0 else { return -1 }
    let controller = RefreshController(
        top: Playground.edges[0], bottom: Playground.edges[1], exclusivity: Playground.exclusivity(exclusivity))
    // Collecting from the start keeps the first layout's commands, which the simulator makes as it is made.
    Playground.simulator = ScrollSimulator(
        controller: controller,
        viewport: ScrollSize(width: viewportWidth, height: viewportHeight),
        content: ScrollSize(width: viewportWidth, height: contentHeight),
        frameRate: 120,
        collectsCommands: true
    )
    return Playground.publish(Playground.simulator!.takeCommands())
}

// MARK: Changing the setup

/// `{"configure": edge, ...fields}`: `edge` (0 top, 1 bottom) takes what `hr_configure` last set up for it, while
/// the simulator runs, as `RefreshController.configure(_:_:now:_:)`.
@_expose(wasm, "hr_reconfigure")
@_cdecl("hr_reconfigure")
func hrReconfigure(edge: Int32) -> Int32 {
    guard edge == 0 || edge == 1, let configuration = Playground.edges[Int(edge)] else { return 0 }
    return Playground.run(edge: edge) { $0.configure($1, configuration) }
}

/// `{"exclusivity": rule}`: 0 none, 1 opposite edges, 2 all edges.
@_expose(wasm, "hr_exclusivity")
@_cdecl("hr_exclusivity")
func hrExclusivity(rule: Int32) -> Int32 { Playground.run { $0.setExclusivity(Playground.exclusivity(rule)) } }

/// `{"viewport": [width, height]}`: the feed is resized (the window, a rotation); a size that is not finite and
/// positive is ignored.
@_expose(wasm, "hr_viewport")
@_cdecl("hr_viewport")
func hrViewport(width: Double, height: Double) -> Int32 {
    Playground.run { $0.setViewport(ScrollSize(width: width, height: height)) }
}

// MARK: Steps

/// `{"wait": seconds}`: frames run, timers fire.
@_expose(wasm, "hr_wait")
@_cdecl("hr_wait")
func hrWait(seconds: Double) -> Int32 { Playground.run { $0.wait(Playground.duration(seconds)) } }

// driving-from-a-web-page-steps:begin
/// `{"drag": distance, "duration": seconds}`: the finger (down first if it is up) moves `distance` points, positive
/// down, linearly over `duration`.
@_expose(wasm, "hr_drag")
@_cdecl("hr_drag")
func hrDrag(distance: Double, duration: Double) -> Int32 {
    Playground.run { $0.drag(by: distance, duration: Playground.duration(duration)) }
}

/// `{"release": velocity}`: the finger lifts moving at `velocity` points per second, positive down (the finger's
/// direction, as `RefreshController.dragEnded(velocity:now:_:)` takes it).
@_expose(wasm, "hr_release")
@_cdecl("hr_release")
func hrRelease(velocity: Double) -> Int32 { Playground.run { $0.release(velocity: velocity) } }
// driving-from-a-web-page-steps:end

/// `{"tap": edge}`: the footer's "load more" or "retry".
@_expose(wasm, "hr_tap")
@_cdecl("hr_tap")
func hrTap(edge: Int32) -> Int32 { Playground.run(edge: edge) { $0.tap($1) } }

/// `{"begin": edge}`: a refresh from code, revealed.
@_expose(wasm, "hr_begin")
@_cdecl("hr_begin")
func hrBegin(edge: Int32) -> Int32 { Playground.run(edge: edge) { $0.begin($1) } }

/// `{"end": edge, "result": r}`: the page's loader is done; `result` 0 success, 1 failure, 2 no more data.
@_expose(wasm, "hr_end")
@_cdecl("hr_end")
func hrEnd(edge: Int32, result: Int32) -> Int32 {
    guard result >= 0, Int(result) < RefreshResult.allCases.count else { return 0 }
    let result = RefreshResult.allCases[Int(result)]
    return Playground.run(edge: edge) { $0.end($1, result: result) }
}

/// `{"content": length}`: the content's height changes (a page of posts arrived).
@_expose(wasm, "hr_content")
@_cdecl("hr_content")
func hrContent(length: Double) -> Int32 { Playground.run { $0.setContentLength(length) } }

/// `{"scrollTo": offset}`: the page scrolls the content at once (the wheel, a restart where the content was).
@_expose(wasm, "hr_scroll_to")
@_cdecl("hr_scroll_to")
func hrScrollTo(offset: Double) -> Int32 { Playground.run { $0.scroll(to: offset) } }

/// `{"suspend": true}`: the page is hidden; a touch in progress is cancelled without triggering.
@_expose(wasm, "hr_suspend")
@_cdecl("hr_suspend")
func hrSuspend() -> Int32 { Playground.run { $0.suspend() } }

/// `{"resume": true}`: the page is shown again.
@_expose(wasm, "hr_resume")
@_cdecl("hr_resume")
func hrResume() -> Int32 { Playground.run { $0.resume() } }

/// `{"enable": edge, "value": bool}`.
@_expose(wasm, "hr_enable")
@_cdecl("hr_enable")
func hrEnable(edge: Int32, enabled: Int32) -> Int32 { Playground.run(edge: edge) { $0.setEnabled($1, enabled != 0) } }

/// `{"closeSecondLevel": edge}`: the second level's close button, or Esc.
@_expose(wasm, "hr_close_second_level")
@_cdecl("hr_close_second_level")
func hrCloseSecondLevel(edge: Int32) -> Int32 { Playground.run(edge: edge) { $0.closeSecondLevel($1) } }

/// `{"accessibleAction": edge}`: what `hr_offered_action` says the edge offers, through the same path as a pull.
@_expose(wasm, "hr_perform_accessible_action")
@_cdecl("hr_perform_accessible_action")
func hrPerformAccessibleAction(edge: Int32) -> Int32 {
    Playground.run(edge: edge) { $0.performAccessibleAction($1) }
}

/// `{"reducedMotion": bool}`: `prefers-reduced-motion`; every motion the controller hands out is then immediate.
@_expose(wasm, "hr_reduced_motion")
@_cdecl("hr_reduced_motion")
func hrReducedMotion(reduced: Int32) -> Int32 { Playground.run { $0.send(.setReducedMotion(reduced != 0)) } }

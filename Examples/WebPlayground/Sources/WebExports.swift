// The playground's exported API: the page calls these with numbers and reads numbers back from wasm memory.
// Every input returns how many commands it produced; `hr_commands` points at them, six doubles each:
// [kind, a, b, c, d, e] (see `record(_:)`). Any number from JavaScript is allowed, NaN and negative sizes included:
// the controller reports them as diagnostics and nothing traps.
import HeadlessRefresh

/// The page's one controller and everything the exports share. The page is single-threaded.
struct Playground {
    nonisolated(unsafe) static var controller = RefreshController(top: .header, bottom: .footer)
    nonisolated(unsafe) static var commandCount = 0
    nonisolated(unsafe) static var diagnostics: [String] = []
    nonisolated(unsafe) static var text = RefreshText(language: .english)
    nonisolated(unsafe) static var springVelocity = 0.0
    /// Six doubles per command, as many commands as an input can produce.
    static let commandCapacity = 64
    nonisolated(unsafe) static let commandBuffer = UnsafeMutablePointer<Double>.allocate(capacity: 6 * commandCapacity)
    /// A snapshot: see `hr_snapshot`.
    nonisolated(unsafe) static let snapshotBuffer = UnsafeMutablePointer<Double>.allocate(capacity: 12)
    /// UTF-8 both ways: titles out, language codes in.
    static let textCapacity = 1024
    nonisolated(unsafe) static let textBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: textCapacity)

    /// The edge with `index` in top, bottom, left, right order; `nil` for any other number.
    static func edge(_ index: Int32) -> RefreshEdge? {
        switch index {
        case 0: .top
        case 1: .bottom
        case 2: .left
        case 3: .right
        default: nil
        }
    }

    /// The edge's index in top, bottom, left, right order, as the page counts them.
    static func index(of edge: RefreshEdge) -> Double {
        switch edge {
        case .top: 0
        case .bottom: 1
        case .left: 2
        case .right: 3
        }
    }

    /// Runs one input on the controller, writing its commands into `commandBuffer`; returns their number.
    ///
    /// Each export calls the controller's method for its input rather than `send(_:now:into:)`, whose switch over
    /// every input would link all of them into the module, and passes the one stored `sink`: that keeps each
    /// method compiled once (about 20 KB less wasm than closures specialized per export).
    @inline(never)
    static func run(_ input: (inout RefreshController) -> Void) -> Int32 {
        diagnostics.removeAll(keepingCapacity: true)
        commandCount = 0
        input(&controller)
        return Int32(commandCount)
    }

    /// Where every input's commands go.
    nonisolated(unsafe) static var sink: (RefreshCommand) -> Void = { command in
        guard commandCount < commandCapacity else { return }
        record(command, at: commandBuffer + 6 * commandCount)
        commandCount += 1
    }

    /// Writes one command as six doubles.
    static func record(_ command: RefreshCommand, at slot: UnsafeMutablePointer<Double>) {
        for index in 0..<6 { slot[index] = 0 }
        switch command {
        case .stateChanged(let edge, let from, let to):
            slot[0] = 1
            slot[1] = index(of: edge)
            slot[2] = stateCode(to.kind)
            slot[3] = detail(of: to)
            slot[4] = stateCode(from.kind)
        case .trigger(let edge, let cause):
            slot[0] = 2
            slot[1] = index(of: edge)
            slot[2] = Double(TriggerCause.allCases.firstIndex(of: cause) ?? 0)
        case .setExtraInset(let edge, let amount, let duration):
            slot[0] = 3
            slot[1] = index(of: edge)
            slot[2] = amount
            slot[3] = duration
        case .scroll(let offset, let duration):
            slot[0] = 4
            slot[1] = offset.x
            slot[2] = offset.y
            slot[3] = duration
        case .announce(let edge, let announcement):
            slot[0] = 8
            slot[1] = index(of: edge)
            slot[2] = Double(RefreshAnnouncement.allCases.firstIndex(of: announcement) ?? 0)
        case .feedback(let edge, let event):
            slot[0] = 5
            slot[1] = index(of: edge)
            slot[2] = Double(FeedbackEvent.allCases.firstIndex(of: event) ?? 0)
        case .scheduleTick(let deadline):
            slot[0] = 6
            slot[1] = deadline
        case .diagnostic(let diagnostic):
            slot[0] = 7
            slot[1] = Double(diagnostics.count)
            diagnostics.append(diagnostic.message)
        }
    }

    /// A state kind as its index in `RefreshStateKind.allCases` (the page keeps the same list of names).
    static func stateCode(_ kind: RefreshStateKind) -> Double {
        Double(RefreshStateKind.allCases.firstIndex(of: kind) ?? 0)
    }

    /// The progress of a pulling state, or the result index of a finishing one; 0 otherwise.
    static func detail(of state: RefreshState) -> Double {
        switch state {
        case .pulling(let progress): progress
        case .finishing(let result): Double(RefreshResult.allCases.firstIndex(of: result) ?? 0)
        default: 0
        }
    }

    /// Copies `string` as UTF-8 into `textBuffer`; returns the number of bytes (cut at the capacity).
    static func write(_ string: String) -> Int32 {
        var count = 0
        for byte in string.utf8 where count < textCapacity {
            textBuffer[count] = byte
            count += 1
        }
        return Int32(count)
    }

    /// The number as a finite value, or `fallback`.
    static func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
}

// MARK: Buffers

@_expose(wasm, "hr_commands")
@_cdecl("hr_commands")
func hrCommands() -> UnsafeMutablePointer<Double> { Playground.commandBuffer }

@_expose(wasm, "hr_snapshot_buffer")
@_cdecl("hr_snapshot_buffer")
func hrSnapshotBuffer() -> UnsafeMutablePointer<Double> { Playground.snapshotBuffer }

@_expose(wasm, "hr_text_buffer")
@_cdecl("hr_text_buffer")
func hrTextBuffer() -> UnsafeMutablePointer<UInt8> { Playground.textBuffer }

@_expose(wasm, "hr_text_capacity")
@_cdecl("hr_text_capacity")
func hrTextCapacity() -> Int32 { Int32(Playground.textCapacity) }

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
    guard let edge = Playground.edge(edge) else { return 0 }
    return Playground.run { $0.tap(edge, now: now, Playground.sink) }
}

@_expose(wasm, "hr_begin")
@_cdecl("hr_begin")
func hrBegin(now: Double, edge: Int32) -> Int32 {
    guard let edge = Playground.edge(edge) else { return 0 }
    return Playground.run { $0.beginRefreshing(edge, reveal: true, now: now, Playground.sink) }
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
    guard let edge = Playground.edge(edge) else { return 0 }
    return Playground.run { $0.resetNoMoreData(edge, now: now, Playground.sink) }
}

@_expose(wasm, "hr_close_second_level")
@_cdecl("hr_close_second_level")
func hrCloseSecondLevel(now: Double, edge: Int32) -> Int32 {
    guard let edge = Playground.edge(edge) else { return 0 }
    return Playground.run { $0.closeSecondLevel(edge, now: now, Playground.sink) }
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
    guard let edge = Playground.edge(edge) else { return 0 }
    return Playground.run { $0.performAccessibleAction(edge, now: now, Playground.sink) }
}

/// The user asks for reduced motion (`prefers-reduced-motion`): every motion the controller hands out is immediate.
@_expose(wasm, "hr_set_reduced_motion")
@_cdecl("hr_set_reduced_motion")
func hrSetReducedMotion(now: Double, reduced: Int32) -> Int32 {
    Playground.run { $0.setReducedMotion(reduced != 0, now: now, Playground.sink) }
}

// MARK: Reading

/// Writes the edge's snapshot into the snapshot buffer: [state, detail, pull, progress, extra inset, dragging,
/// enabled, last success (NaN for none), maximum pull (NaN for none), visible]. Returns 0 for an edge not configured.
@_expose(wasm, "hr_snapshot")
@_cdecl("hr_snapshot")
func hrSnapshot(edge: Int32) -> Int32 {
    guard let edge = Playground.edge(edge), let snapshot = Playground.controller.snapshot(edge) else { return 0 }
    let slot = Playground.snapshotBuffer
    slot[0] = Playground.stateCode(snapshot.state.kind)
    slot[1] = Playground.detail(of: snapshot.state)
    slot[2] = snapshot.pull
    slot[3] = snapshot.progress
    slot[4] = snapshot.extraInset
    slot[5] = snapshot.isDragging ? 1 : 0
    slot[6] = snapshot.isEnabled ? 1 : 0
    slot[7] = snapshot.lastSuccess ?? .nan
    slot[8] = snapshot.maximumPull ?? .nan
    slot[9] = snapshot.isVisible ? 1 : 0
    return 1
}

/// The next deadline, or -1 when no timed phase runs.
@_expose(wasm, "hr_next_deadline")
@_cdecl("hr_next_deadline")
func hrNextDeadline() -> Double { Playground.controller.nextDeadline ?? -1 }

/// The content offset with each edge's pull held at its maximum pull, for the last geometry.
@_expose(wasm, "hr_clamped_offset")
@_cdecl("hr_clamped_offset")
func hrClampedOffset(offsetY: Double) -> Double {
    guard var geometry = Playground.controller.geometry, offsetY.isFinite else { return offsetY }
    geometry.contentOffset.y = offsetY
    return Playground.controller.clampedOffset(geometry).y
}

/// Writes diagnostic `index` of the last input as UTF-8 into the text buffer; returns its length.
@_expose(wasm, "hr_diagnostic")
@_cdecl("hr_diagnostic")
func hrDiagnostic(index: Int32) -> Int32 {
    guard index >= 0, Int(index) < Playground.diagnostics.count else { return 0 }
    return Playground.write(Playground.diagnostics[Int(index)])
}

// MARK: Text

/// Reads `length` bytes of comma-separated language codes (`navigator.languages`) from the text buffer, picks the
/// first with built-in titles, and writes its code back; returns the code's length.
@_expose(wasm, "hr_set_languages")
@_cdecl("hr_set_languages")
func hrSetLanguages(length: Int32) -> Int32 {
    let count = max(0, min(Int(length), Playground.textCapacity))
    var codes: [String] = []
    var start = 0
    for index in 0...count where index == count || Playground.textBuffer[index] == UInt8(ascii: ",") {
        let bytes = UnsafeBufferPointer(start: Playground.textBuffer + start, count: index - start)
        codes.append(String(decoding: bytes, as: UTF8.self))
        start = index + 1
    }
    Playground.text.language = RefreshLanguage.preferred(from: codes)
    return Playground.write(Playground.text.language.code)
}

/// Whether the chosen language is written right to left.
@_expose(wasm, "hr_is_right_to_left")
@_cdecl("hr_is_right_to_left")
func hrIsRightToLeft() -> Int32 { Playground.text.language.isRightToLeft ? 1 : 0 }

/// Writes the title for an edge's current state into the text buffer; returns its length.
@_expose(wasm, "hr_title")
@_cdecl("hr_title")
func hrTitle(edge: Int32) -> Int32 {
    guard let edge = Playground.edge(edge), let state = Playground.controller.state(edge) else { return 0 }
    return Playground.write(Playground.text.title(for: state, role: edge.role))
}

/// Writes "Last updated …" for the edge's last success at `now` into the text buffer; returns its length.
@_expose(wasm, "hr_last_updated")
@_cdecl("hr_last_updated")
func hrLastUpdated(edge: Int32, now: Double) -> Int32 {
    guard let edge = Playground.edge(edge), let snapshot = Playground.controller.snapshot(edge) else { return 0 }
    return Playground.write(Playground.text.lastUpdated(at: snapshot.lastSuccess, now: Playground.finite(now, 0)))
}

// MARK: Accessibility

/// The action `edge` offers a user who cannot pull, as its index in `AccessibleRefreshAction.allCases`
/// (refresh, load more, retry, show more, close the second level), or -1 for none now.
@_expose(wasm, "hr_accessible_action")
@_cdecl("hr_accessible_action")
func hrAccessibleAction(edge: Int32) -> Int32 {
    guard let edge = Playground.edge(edge), let action = Playground.controller.accessibleAction(edge) else {
        return -1
    }
    return Int32(AccessibleRefreshAction.allCases.firstIndex(of: action) ?? -1)
}

/// Writes the name of accessible action `action` (an index, as `hr_accessible_action` gives) in the page's
/// language into the text buffer; returns its length.
@_expose(wasm, "hr_action_name")
@_cdecl("hr_action_name")
func hrActionName(action: Int32) -> Int32 {
    guard action >= 0, Int(action) < AccessibleRefreshAction.allCases.count else { return 0 }
    return Playground.write(Playground.text.actionName(AccessibleRefreshAction.allCases[Int(action)]))
}

/// Writes what to announce for announcement `announcement` (an index in `RefreshAnnouncement.allCases`) at `edge`
/// into the text buffer, with `newItems` when it is not negative; returns its length.
@_expose(wasm, "hr_announcement")
@_cdecl("hr_announcement")
func hrAnnouncement(edge: Int32, announcement: Int32, newItems: Int32) -> Int32 {
    guard let edge = Playground.edge(edge), announcement >= 0,
        Int(announcement) < RefreshAnnouncement.allCases.count
    else { return 0 }
    let kind = RefreshAnnouncement.allCases[Int(announcement)]
    return Playground.write(
        Playground.text.announcement(kind, role: edge.role, newItems: newItems >= 0 ? Int(newItems) : nil)
    )
}

// MARK: Physics

/// How far the content moves past an edge for `travel` points of finger travel past it.
@_expose(wasm, "hr_rubber_band")
@_cdecl("hr_rubber_band")
func hrRubberBand(travel: Double, dimension: Double) -> Double {
    RubberBand(dimension: dimension).offset(forTravel: travel)
}

/// The finger travel that moves the content `offset` points past an edge.
@_expose(wasm, "hr_rubber_band_travel")
@_cdecl("hr_rubber_band_travel")
func hrRubberBandTravel(offset: Double, dimension: Double) -> Double {
    RubberBand(dimension: dimension).travel(forOffset: offset)
}

/// A critically damped spring's displacement after `time`; its velocity is read with `hr_spring_velocity`.
@_expose(wasm, "hr_spring")
@_cdecl("hr_spring")
func hrSpring(time: Double, position: Double, velocity: Double, response: Double) -> Double {
    let state = CriticallyDampedSpring(response: response).state(after: time, position: position, velocity: velocity)
    Playground.springVelocity = state.velocity
    return state.position
}

/// The velocity from the last `hr_spring`.
@_expose(wasm, "hr_spring_velocity")
@_cdecl("hr_spring_velocity")
func hrSpringVelocity() -> Double { Playground.springVelocity }

/// UIScrollView's deceleration factor over `seconds` (rate 0.998 per millisecond).
@_expose(wasm, "hr_decay")
@_cdecl("hr_decay")
func hrDecay(seconds: Double) -> Double { ScrollDeceleration.normal.decay(over: seconds) }

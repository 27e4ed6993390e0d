// What the page reads back: snapshots, titles and announcements in its language, accessible actions, physics.
import HeadlessRefresh

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

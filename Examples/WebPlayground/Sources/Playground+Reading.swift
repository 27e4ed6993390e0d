// What the page reads back: the scroll view as the simulator moved it, snapshots, titles and announcements in its
// language, accessible actions.
import HeadlessRefresh
import HeadlessRefreshSimulation

// MARK: The scroll view

/// The simulator's time: seconds since `hr_start`, the sum of the waits and drags so far.
@_expose(wasm, "hr_now")
@_cdecl("hr_now")
func hrNow() -> Double { Playground.simulator?.now ?? 0 }

/// The content offset along the axis.
@_expose(wasm, "hr_offset")
@_cdecl("hr_offset")
func hrOffset() -> Double { Playground.simulator?.offset ?? 0 }

/// The content's height.
@_expose(wasm, "hr_content_length")
@_cdecl("hr_content_length")
func hrContentLength() -> Double { Playground.simulator?.contentLength ?? 0 }

/// The extra inset shown at `edge`, part way through its animation if one runs.
@_expose(wasm, "hr_extra_inset")
@_cdecl("hr_extra_inset")
func hrExtraInset(edge: Int32) -> Double {
    guard let edge = Playground.edge(edge), let simulator = Playground.simulator else { return 0 }
    return simulator.extraInsets[edge]
}

/// 1 while the finger is down, 2 while the content moves on its own (a coast, a bounce, a scroll), else 0.
@_expose(wasm, "hr_motion")
@_cdecl("hr_motion")
func hrMotion() -> Int32 {
    guard let simulator = Playground.simulator else { return 0 }
    return simulator.isDragging ? 1 : simulator.isMoving ? 2 : 0
}

/// Writes the edge's snapshot into the snapshot buffer: [state, detail, pull, progress, extra inset, dragging,
/// enabled, last success (NaN for none), maximum pull (NaN for none), visible]. Returns 0 for an edge not configured.
@_expose(wasm, "hr_snapshot")
@_cdecl("hr_snapshot")
func hrSnapshot(edge: Int32) -> Int32 {
    guard let edge = Playground.edge(edge), let snapshot = Playground.simulator?.snapshot(edge) else { return 0 }
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

/// Writes diagnostic `index` of the last step as UTF-8 into the text buffer; returns its length.
@_expose(wasm, "hr_diagnostic")
@_cdecl("hr_diagnostic")
func hrDiagnostic(index: Int32) -> Int32 {
    guard index >= 0, Int(index) < Playground.diagnostics.count else { return 0 }
    return Playground.write(Playground.diagnostics[Int(index)])
}

// MARK: Text

/// Reads `length` bytes of comma-separated language codes (`navigator.languages`) from the text buffer, picks the
/// first with built-in titles, and writes its code back; returns the code's length. A code with a byte that is not
/// ASCII is skipped: BCP 47 codes are ASCII, and the module links no Unicode normalization tables (runtime.c).
@_expose(wasm, "hr_set_languages")
@_cdecl("hr_set_languages")
func hrSetLanguages(length: Int32) -> Int32 {
    let count = max(0, min(Int(length), Playground.textCapacity))
    var codes: [String] = []
    var start = 0
    for index in 0...count where index == count || Playground.textBuffer[index] == UInt8(ascii: ",") {
        let bytes = UnsafeBufferPointer(start: Playground.textBuffer + start, count: index - start)
        if bytes.allSatisfy({ $0 < 0x80 }) { codes.append(String(decoding: bytes, as: UTF8.self)) }
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
    guard let edge = Playground.edge(edge), let state = Playground.simulator?.state(edge) else { return 0 }
    return Playground.write(Playground.text.title(for: state, role: edge.role))
}

/// Writes "Last updated …" for the edge's last success at `now` (simulator time) into the text buffer; returns its
/// length.
@_expose(wasm, "hr_last_updated")
@_cdecl("hr_last_updated")
func hrLastUpdated(edge: Int32, now: Double) -> Int32 {
    guard let edge = Playground.edge(edge), let snapshot = Playground.simulator?.snapshot(edge) else { return 0 }
    return Playground.write(Playground.text.lastUpdated(at: snapshot.lastSuccess, now: now.isFinite ? now : 0))
}

// MARK: Accessibility

/// The action `edge` offers a user who cannot pull, as its index in `AccessibleRefreshAction.allCases`
/// (refresh, load more, retry, show more, close the second level), or -1 for none now.
@_expose(wasm, "hr_offered_action")
@_cdecl("hr_offered_action")
func hrOfferedAction(edge: Int32) -> Int32 {
    guard let edge = Playground.edge(edge), let action = Playground.simulator?.accessibleAction(edge) else {
        return -1
    }
    return Int32(AccessibleRefreshAction.allCases.firstIndex(of: action) ?? -1)
}

/// Writes the name of accessible action `action` (an index, as `hr_offered_action` gives) in the page's language
/// into the text buffer; returns its length.
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

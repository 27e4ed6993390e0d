import CGtk
import HeadlessRefresh

/// What moves the list: GTK's scrolling, the finger past an end, and the animations the library asks for.
extension FeedHost {
    /// The rubber band past either end: the viewport's length, UIScrollView's constant.
    var band: RubberBand { RubberBand(dimension: widgets.pageSize) }

    // MARK: Commands

    /// `setExtraInset`: the spacer above the rows, or the footer's row under them.
    func setExtraInset(_ edge: RefreshEdge, _ amount: Double, duration: Double) {
        switch edge {
        case .top:
            if finger == nil && (topPull.pull != 0 || topPull.isSpringing) {
                // The list is past its top (a release that triggered, or a hold that ends while it springs back):
                // the inset changes at once and the pull takes the difference, so that nothing jumps; the spring then
                // carries the list onto its new rest, as UIScrollView's bounce does.
                let shown = widgets.topSpacer
                topInset.jump(to: amount)
                topPull.shift(by: shown - amount)
                widgets.topSpacer = amount
            } else {
                topInset.animate(to: amount, duration: duration, now: now)
            }
        case .bottom:
            bottomInset.animate(to: amount, duration: duration, now: now)
        case .left, .right:
            break
        }
        needFrames()
    }

    /// `scroll(toOffset:duration:)`: the adjustment goes to the value that shows `offset`, eased over `duration`.
    func scroll(to offset: Double, duration: Double) {
        let target = min(max(offset + topInset.target, 0), widgets.maximumValue)
        scroll = ValueAnimation(from: widgets.value, to: target, start: now, duration: duration)
        needFrames()
    }

    // MARK: Frames

    /// Runs ``frame()`` on GTK's frame clock until nothing animates.
    func needFrames() {
        guard tickCallback == 0, let stage = widgets?.stage else { return }
        lastFrame = clock.now()
        tickCallback = gtk_widget_add_tick_callback(
            stage,
            { _, _, data in
                MainActor.assumeIsolated {
                    let host = FeedHost.from(data)
                    if host.frame() { return keepSource }
                    host.tickCallback = 0
                    return removeSource
                }
            }, unretained, nil)
    }

    /// One frame: the insets, the springs and a library scroll move, GTK is told, and the library hears the new
    /// geometry. Returns whether anything still moves.
    func frame() -> Bool {
        stamp()
        let interval = min(now - lastFrame, 0.05)
        lastFrame = now
        let top = topInset.shown(at: now)
        if top != widgets.topSpacer {
            // Scrolled into the posts, the reader stays where they read: the adjustment moves with the spacer.
            // Resting at the top, the list moves with it, so that a collapse scrolls the header away.
            let value = widgets.value
            if value > 0.5 { setValue(value + top - widgets.topSpacer) }
            widgets.topSpacer = top
        }
        widgets.bottomSpacer = bottomInset.shown(at: now)
        if finger == nil {
            topPull.advance(by: interval)
            bottomPull.advance(by: interval)
        }
        if let scroll {
            setValue(scroll.value(at: now))
            if !scroll.isRunning(at: now) { self.scroll = nil }
        }
        widgets.place()
        feedGeometry(motion: finger?.isDragging == true ? .finger : .springBack)
        return topInset.isRunning(at: now) || bottomInset.isRunning(at: now) || topPull.isSpringing
            || bottomPull.isSpringing || scroll != nil
    }

    /// Sets the adjustment's value without taking it for a scroll of GTK's.
    func setValue(_ value: Double) {
        settingValue = true
        widgets.value = value
        settingValue = false
    }

    // MARK: GTK's signals

    /// The adjustment's value changed: GTK scrolled, with the finger, a fling, the wheel, the keys or the scroll bar.
    func valueChanged() {
        guard !settingValue else { return }
        stamp()
        widgets.place()
        feedGeometry(motion: finger?.isDragging == true ? .finger : mover)
    }

    /// The adjustment's bounds or page changed: a layout happened.
    func boundsChanged() {
        stamp()
        if started {
            feedGeometry(motion: mover)
        } else {
            layoutKnown()
        }
    }

    /// GtkScrolledWindow's `edge-reached` or `edge-overshot`: logged only, GTK's own view of its ends.
    func gtkEdge(_ signal: String, _ position: Int32) {
        let edge = position == Int32(GTK_POS_TOP.rawValue) ? "top" : "bottom"
        HostLog.line("gtk", at: clock.now(), ["signal": .string(signal), "edge": .string(edge)])
    }

    /// A raw event, seen before any widget (GtkEventControllerLegacy in the capture phase). Never consumed: GTK
    /// handles it as it always does.
    func event(_ event: OpaquePointer) {
        // Any input means the list is not at rest yet, even one that moves nothing (the wheel at the top).
        stamp()
        noteActivity()
        let type = gdk_event_get_event_type(event)
        switch type {
        case GDK_TOUCH_BEGIN: touchBegan(event)
        case GDK_TOUCH_UPDATE: touchMoved(event)
        case GDK_TOUCH_END: touchEnded(event, cancelled: false)
        case GDK_TOUCH_CANCEL: touchEnded(event, cancelled: true)
        case GDK_SCROLL, GDK_BUTTON_PRESS, GDK_KEY_PRESS:
            // The wheel, the scroll bar, the keys: whatever GTK scrolls next is the host's own scrolling. A mouse
            // drag does not scroll a GtkScrolledWindow, and does not pull either.
            if finger == nil { mover = .host }
        default:
            break
        }
    }

    // MARK: Touches

    private func touchBegan(_ event: OpaquePointer) {
        guard finger == nil, let point = widgets.stagePoint(of: event), widgets.stageContains(point) else { return }
        stamp()
        // The finger stops whatever moved, where it is: a pull springing back is picked up through the band.
        topPull.hold(topPull.pull)
        bottomPull.hold(bottomPull.pull)
        scroll = nil
        finger = Finger(
            sequence: gdk_event_get_event_sequence(event), y: point.y, time: now, value: widgets.value,
            caughtTop: topPull.pull > 0 ? band.travel(forOffset: topPull.pull) : 0,
            caughtBottom: bottomPull.pull > 0 ? band.travel(forOffset: bottomPull.pull) : 0)
        mover = .finger
        largestPull = 0
        noteActivity()
        HostLog.line("touch", at: now, ["phase": .string("began"), "y": .number(point.y)])
    }

    private func touchMoved(_ event: OpaquePointer) {
        guard var moved = finger, moved.sequence == gdk_event_get_event_sequence(event),
            let point = widgets.stagePoint(of: event)
        else { return }
        stamp()
        moved.move(to: point.y, at: now)
        let begins = !moved.isDragging && moved.passes(threshold: widgets.dragThreshold)
        if begins { moved.isDragging = true }
        finger = moved
        if begins { feed(.dragBegan) }
        guard moved.isDragging else { return }
        let past = moved.travelPastEnds(maximumValue: widgets.maximumValue)
        topPull.hold(band.offset(forTravel: past.top))
        bottomPull.hold(band.offset(forTravel: past.bottom))
        largestPull = max(largestPull, topPull.pull, bottomPull.pull)
        widgets.place()
        feedGeometry(motion: .finger)
    }

    private func touchEnded(_ event: OpaquePointer, cancelled: Bool) {
        guard let lifted = finger, lifted.sequence == gdk_event_get_event_sequence(event) else { return }
        stamp()
        finger = nil
        let velocity = lifted.velocity(at: now)
        if lifted.isDragging {
            if cancelled {
                // The library has no input that ends a touch without a release: a suspend and a resume end it
                // without triggering, as the web page does for `touchcancel`.
                feed(.suspend)
                feed(.dragEnded(velocity: .zero))
                feed(.resume)
            } else {
                feed(.dragEnded(velocity: ScrollPoint(x: 0, y: velocity)))
            }
        }
        topPull.release()
        bottomPull.release()
        // What GTK scrolls from now on is the fling.
        mover = .momentum
        needFrames()
        HostLog.line(
            "touch", at: now,
            [
                "phase": .string(cancelled ? "cancelled" : "ended"), "travel": .number(lifted.travel),
                "velocity": .number(velocity), "dragged": .bool(lifted.isDragging),
                "largestPull": .number(largestPull),
            ])
    }

    // MARK: Rest

    /// Something happened: the list is not at rest.
    func noteActivity() {
        lastActivity = now
        restLogged = false
    }

    /// Called every 50 ms: logs `rest` once when nothing has moved for 0.4 s, no finger is down, nothing animates, no
    /// load runs and no deadline is pending. scripts/check-gtk waits for it between gestures.
    func checkRest() {
        guard started, !restLogged else { return }
        let time = clock.now()
        guard finger == nil, tickCallback == 0, !store.status.isLoading, session.nextDeadline == nil,
            time - lastActivity >= 0.4
        else { return }
        restLogged = true
        widgets.checkRows(expected: contentLength)
        HostLog.line(
            "rest", at: time,
            [
                "rows": .number(Double(store.items.count)), "offset": .number(fed?.contentOffset.y ?? 0),
                "top": .string(session.state(.top)?.kind.name ?? ""),
                "bottom": .string(session.state(.bottom)?.kind.name ?? ""),
                "header": .string(drawnTitles[.top] ?? ""), "footer": .string(drawnTitles[.bottom] ?? ""),
                "footerY": widgets.footerRowMiddle.map { .number($0) } ?? .raw("null"),
            ])
    }
}

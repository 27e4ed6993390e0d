import HeadlessRefresh

/// One finger on the list, measured as GtkScrolledWindow measures it.
///
/// GTK keeps its overshoot to itself: during a touch pull the adjustment stays clamped at its end, and
/// `edge-overshot` fires only about 100 px past it. So the host computes the pull the way GTK computes its own
/// unclamped position — the adjustment's value when the finger touched, minus the finger's travel since — and shows
/// what lies beyond the adjustment's range through the library's rubber band. Inside the range GTK scrolls, exactly
/// as it would without the host; past an end the host moves the whole list by the rubber band's pull.
struct Finger {
    /// GDK's sequence of this touch: a second finger is ignored.
    let sequence: OpaquePointer?
    /// Where the finger touched, in the stage's coordinates.
    let startY: Double
    /// The adjustment's value when the finger touched.
    let startValue: Double
    /// Finger travel already past each end when the touch began: a pull caught while it sprang back is picked up
    /// where it is (`RubberBand.travel(forOffset:)`).
    let caughtTop: Double
    let caughtBottom: Double
    /// Where the finger is now.
    private(set) var y: Double
    /// Whether the finger moved past GTK's drag threshold: GTK scrolls with it from then on, and that is the drag the
    /// library hears about (a tap is no drag, as UIKit's pan recognizer has it).
    var isDragging = false
    /// The last positions with their times, for the release velocity.
    private var history: [(time: Double, y: Double)]

    init(sequence: OpaquePointer?, y: Double, time: Double, value: Double, caughtTop: Double, caughtBottom: Double) {
        self.sequence = sequence
        startY = y
        self.y = y
        startValue = value
        self.caughtTop = caughtTop
        self.caughtBottom = caughtBottom
        history = [(time, y)]
    }

    /// How far the finger moved since it touched; positive down.
    var travel: Double { y - startY }

    /// The finger moved to `y` at `time`.
    mutating func move(to y: Double, at time: Double) {
        self.y = y
        history.append((time, y))
        // The velocity looks at a tenth of a second; keep a little more.
        while let first = history.first, time - first.time > 0.25 { history.removeFirst() }
    }

    /// Whether the finger moved far enough from where it touched for GTK's drag gesture to claim it: more than
    /// `threshold` pixels along either axis (`gtk_drag_check_threshold`). Only the vertical travel is known here,
    /// which is what a vertical list's drag is made of.
    func passes(threshold: Double) -> Bool { abs(travel) > threshold }

    /// Finger travel beyond each end of the adjustment's range, `maximumValue` being `upper - page_size`: where GTK's
    /// unclamped value (`startValue - travel`) leaves it, plus what was caught at the touch.
    func travelPastEnds(maximumValue: Double) -> (top: Double, bottom: Double) {
        let unclamped = startValue - travel
        return (max(0, caughtTop - unclamped), max(0, caughtBottom + unclamped - max(maximumValue, 0)))
    }

    /// The finger's velocity over its last tenth of a second, in pixels per second, positive down: what the library
    /// takes with `dragEnded(velocity:)`. Zero when it rested that long.
    func velocity(at time: Double) -> Double {
        let recent = history.filter { time - $0.time <= 0.1 }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 0.005 else { return 0 }
        return (last.y - first.y) / (last.time - first.time)
    }
}

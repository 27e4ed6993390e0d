import HeadlessRefresh
import HeadlessRefreshPaging
import HeadlessRefreshSimulation

/// What a user does to a list. Each gesture moves the finger one frame at a time and returns once the content rests
/// and the loads it caused have landed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListTester {
    /// Drags the list up, a screen at a time, until its end is in view and the store has no more, or until two drags
    /// bring nothing new. A failed page is retried by the next drag that reaches the end, as the footer's rules say.
    /// At most `maximumDrags` drags.
    public func scrollToEnd(maximumDrags: Int = 1000) async {
        var unchanged = 0
        for _ in 0..<max(0, maximumDrags) {
            let before = (items.count, simulator.offset)
            await drag(toOffset: endOffset)
            if atEnd && !store.hasMore { return }
            unchanged = before == (items.count, simulator.offset) ? unchanged + 1 : 0
            // Two drags that changed nothing: one more would not either.
            if unchanged >= 2 { return }
        }
    }

    /// Drags the list until row `index` is at the top of the view (or as near as the content's end allows), loading
    /// pages on the way while `index` is past the rows loaded. At most `maximumDrags` drags.
    public func scroll(toItem index: Int, maximumDrags: Int = 1000) async {
        for _ in 0..<max(0, maximumDrags) {
            let target = min(top(ofRow: index) - leadingInset, endOffset)
            if index < items.count && abs(simulator.offset - target) < 0.5 { return }
            let before = (items.count, simulator.offset)
            await drag(toOffset: target)
            if before == (items.count, simulator.offset) { return }
        }
    }

    /// Scrolls to the top as a tap on the status bar does, then pulls the header down past its trigger distance and
    /// lets go: the list refreshes. Returns once the refresh has landed and the header has collapsed.
    public func pullToRefresh() async {
        if simulator.offset > -leadingInset {
            simulator.scroll(to: -leadingInset)
            await settle()
        }
        let distance = simulator.controller.configuration(.top)?.triggerDistance ?? 60
        // Small steps until the header says "release": the rubber band decides how far the finger must go.
        for _ in 0..<Int(simulator.geometry.viewportSize.height / 4) {
            simulator.drag(by: 4, duration: 1 / simulator.frameRate)
            await settle()
            if let state = simulator.state(.top), state.kind != .pulling && state.kind != .idle { break }
            if simulator.geometry.contentOffset.y < -leadingInset - 4 * distance { break }
        }
        simulator.release()
        await restAndLand()
    }

    /// Flings the list: a short drag ending at `velocity` points per second in the finger's direction (negative
    /// moves the content up, towards the end), then the coast, with pages loading as the end comes near.
    public func fling(velocity: Double) async {
        let frames = 6
        let frame = 1 / simulator.frameRate
        for _ in 0..<frames {
            simulator.drag(by: velocity * frame, duration: frame)
            await settle()
        }
        simulator.release(velocity: velocity)
        await restAndLand()
    }

    /// Taps the footer: "Tap to retry" after a failed page, or "Load more" on a footer that loads on a tap.
    public func tapFooter() async {
        simulator.tap(.bottom)
        await restAndLand()
    }

    /// Lets `seconds` of simulated time pass: timed phases end, the content comes to rest.
    public func wait(_ seconds: Double) async {
        guard seconds.isFinite, seconds > 0 else { return }
        await run(for: seconds)
    }

    // MARK: Shared steps

    /// The offset that shows the content's end at the bottom of the view.
    var endOffset: Double {
        let geometry = simulator.geometry
        let end = simulator.contentLength + geometry.contentInset.bottom - geometry.viewportSize.height
        return max(end, -leadingInset)
    }

    /// How far a drag to the end pushes past it, in points of content.
    static var pushPastTheEnd: Double { 20 }

    var leadingInset: Double { simulator.geometry.contentInset.top }

    /// Whether the content's end is in view.
    var atEnd: Bool { simulator.offset >= endOffset - 0.5 }

    /// Drags the finger to bring the content to `target` (a finger moving up moves the content up), at most a
    /// viewport a drag, then lets go without a fling. A target at the end is pushed a little past it, as a finger
    /// does, so that a footer that loads when the end comes into view sees it come.
    func drag(toOffset target: Double) async {
        let target = target >= endOffset - 0.5 ? endOffset + Self.pushPastTheEnd : target
        let frame = 1 / simulator.frameRate
        let step = simulator.geometry.viewportSize.height / 30
        var travelled = 0.0
        while abs(target - simulator.offset) > 0.5 && travelled < simulator.geometry.viewportSize.height {
            let move = min(step, abs(target - simulator.offset))
            let direction: Double = target > simulator.offset ? -1 : 1
            simulator.drag(by: direction * move, duration: frame)
            travelled += move
            await settle()
        }
        simulator.release()
        await restAndLand()
    }

    /// Runs until nothing moves, no inset animates, no timed phase waits and no load runs (at most a minute).
    func restAndLand() async {
        await settle()
        for _ in 0..<Int(60 * simulator.frameRate) where isBusy {
            await run(for: 1 / simulator.frameRate)
        }
    }

    /// Whether the content moves, an extra inset animates towards the controller's, or a timed phase waits.
    private var isBusy: Bool {
        simulator.isMoving || simulator.extraInsets != simulator.controller.extraInsets
            || simulator.controller.nextDeadline != nil
    }
}

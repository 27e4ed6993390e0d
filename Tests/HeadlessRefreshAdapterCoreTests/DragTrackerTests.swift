import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// Turning UIKit pan states and SwiftUI scroll phases into exactly one begin and one end per drag.
struct DragTrackerTests {
    @Test func aPanBeginsOnceAndEndsWithTheFingersVelocity() {
        var tracker = DragTracker()
        #expect(tracker.pan(.possible, velocity: .zero) == nil)
        #expect(tracker.pan(.began, velocity: .zero) == .dragBegan)
        #expect(tracker.isDragging)
        #expect(tracker.pan(.changed, velocity: ScrollPoint(x: 0, y: 300)) == nil)
        #expect(tracker.pan(.changed, velocity: ScrollPoint(x: 0, y: 500)) == nil)
        #expect(
            tracker.pan(.ended, velocity: ScrollPoint(x: 0, y: 900)) == .dragEnded(velocity: ScrollPoint(x: 0, y: 900)))
        #expect(!tracker.isDragging)
        #expect(tracker.pan(.possible, velocity: .zero) == nil)
    }

    @Test func aMissedBeganStillBeginsTheDrag() {
        var tracker = DragTracker()
        #expect(tracker.pan(.changed, velocity: .zero) == .dragBegan)
        #expect(tracker.pan(.changed, velocity: .zero) == nil)
    }

    @Test(arguments: [PanGestureState.cancelled, .failed])
    func aCancelledPanEndsAtRest(state: PanGestureState) {
        var tracker = DragTracker()
        _ = tracker.pan(.began, velocity: .zero)
        #expect(tracker.pan(state, velocity: ScrollPoint(x: 0, y: 4000)) == .dragEnded(velocity: .zero))
    }

    @Test(arguments: [PanGestureState.ended, .cancelled, .failed])
    func anEndWithoutABeginIsDropped(state: PanGestureState) {
        var tracker = DragTracker()
        #expect(tracker.pan(state, velocity: .zero) == nil)
    }

    @Test func aVelocityThatIsNotFiniteEndsAtRest() {
        var tracker = DragTracker()
        _ = tracker.pan(.began, velocity: .zero)
        #expect(tracker.pan(.ended, velocity: ScrollPoint(x: .nan, y: 10)) == .dragEnded(velocity: .zero))
    }

    @Test func scrollPhasesBeginOnInteractingOnly() {
        var tracker = DragTracker()
        #expect(tracker.scrollPhase(.tracking) == nil)
        #expect(!tracker.isDragging)
        #expect(tracker.scrollPhase(.interacting) == .dragBegan)
        #expect(tracker.scrollPhase(.interacting) == nil)
        #expect(tracker.scrollPhase(.decelerating) == .dragEnded(velocity: .zero))
        #expect(tracker.scrollPhase(.idle) == nil)
    }

    @Test(arguments: [ScrollPhaseKind.idle, .decelerating, .animating])
    func leavingInteractingEndsTheDrag(phase: ScrollPhaseKind) {
        var tracker = DragTracker()
        _ = tracker.scrollPhase(.interacting)
        #expect(tracker.scrollPhase(phase) == .dragEnded(velocity: .zero))
    }

    @Test func theFingersVelocityIsEstimatedFromTheOffsets() {
        var tracker = DragTracker()
        _ = tracker.scrollPhase(.interacting)
        tracker.record(offset: ScrollPoint(x: 0, y: -100), at: 1.0)
        tracker.record(offset: ScrollPoint(x: 0, y: -110), at: 1.1)
        tracker.record(offset: ScrollPoint(x: 0, y: -130), at: 1.2)
        // The offset falls by 20 points in 0.1 s: the finger moves down at 200 points per second.
        let velocity = tracker.estimatedFingerVelocity
        #expect(abs(velocity.y - 200) < 1e-9)
        #expect(velocity.x == 0)
        guard case .dragEnded(let sent) = tracker.scrollPhase(.decelerating) else {
            Issue.record("expected an end")
            return
        }
        #expect(abs(sent.y - 200) < 1e-9)
    }

    @Test func samplesOfOneFrameKeepTheLatestOffset() {
        var tracker = DragTracker()
        _ = tracker.scrollPhase(.interacting)
        tracker.record(offset: ScrollPoint(x: 0, y: 0), at: 0)
        tracker.record(offset: ScrollPoint(x: 0, y: 10), at: 0.1)
        tracker.record(offset: ScrollPoint(x: 0, y: 30), at: 0.1)
        #expect(abs(tracker.estimatedFingerVelocity.y + 300) < 1e-9)
    }

    @Test func offsetsAreIgnoredWhileTheFingerIsUpAndForgottenAtEachDrag() {
        var tracker = DragTracker()
        tracker.record(offset: ScrollPoint(x: 0, y: 0), at: 0)
        tracker.record(offset: ScrollPoint(x: 0, y: 50), at: 0.1)
        #expect(tracker.estimatedFingerVelocity == .zero)
        _ = tracker.scrollPhase(.interacting)
        tracker.record(offset: ScrollPoint(x: 0, y: 50), at: 0.2)
        #expect(tracker.estimatedFingerVelocity == .zero)
        tracker.record(offset: ScrollPoint(x: 0, y: 40), at: 0.3)
        _ = tracker.scrollPhase(.idle)
        _ = tracker.scrollPhase(.interacting)
        #expect(tracker.estimatedFingerVelocity == .zero)
    }

    @Test func aPanThatBeganWhileSuspendedHoldsTheResumedRefreshUntilItEnds() {
        // UIKit sends the pan's states whatever the screen does; the tracker sends one begin, while suspended.
        var tracker = DragTracker()
        var controller = RefreshController(top: .header)
        var actions: [RefreshCommand] = []
        let atRest = ScrollViewGeometry(
            contentOffset: .zero, contentSize: ScrollSize(width: 390, height: 2400),
            viewportSize: ScrollSize(width: 390, height: 844))
        controller.send(.geometry(atRest), now: 0, into: &actions)
        controller.send(.suspend, now: 1, into: &actions)
        controller.send(.beginRefreshing(.top, reveal: true), now: 2, into: &actions)
        controller.send(tracker.pan(.began, velocity: .zero)!, now: 3, into: &actions)
        controller.send(.resume, now: 4, into: &actions)
        #expect(controller.state(.top) == .refreshing)
        #expect(!actions.contains { if case .setExtraInset = $0 { true } else { false } })
        #expect(tracker.pan(.changed, velocity: .zero) == nil)  // no second begin: none is needed
        controller.send(tracker.pan(.ended, velocity: .zero)!, now: 5, into: &actions)
        #expect(actions.contains(.setExtraInset(.top, amount: 60, duration: 0.25)))
        #expect(actions.contains(.scroll(toOffset: ScrollPoint(x: 0, y: -60), duration: 0.25)))
    }
}

import HeadlessRefresh
import Testing

// MARK: - DrivingFromAGameLoop

// The article's snippets are the regions between `// NAME:begin` and `// NAME:end` (scripts/check-snippets); the
// values its comments give are asserted after each.

// game-loop-host:begin
/// A vertical list in a host without native bounce — a game engine, a terminal. It owns the content offset and
/// plays the scroll physics with the library's helpers; the controller decides the rest.
struct BouncelessList {
    var controller: RefreshController
    /// The list as the host draws it: `contentOffset` is the host's own, `contentInset` its own inset.
    var geometry: ScrollViewGeometry
    private(set) var now = 0.0
    /// What the host started: a load per trigger.
    private(set) var loads: [RefreshEdge] = []
    /// Where the content would be without the rubber band, while the finger is down.
    private var fingerOffset: Double?
    /// The content's velocity in points per second, positive towards the end.
    private var velocity = 0.0
    private var commands: [RefreshCommand] = []
    private let band: RubberBand
    private let deceleration = ScrollDeceleration.normal
    private let spring = CriticallyDampedSpring(response: 0.4)

    init(controller: RefreshController, geometry: ScrollViewGeometry) {
        self.controller = controller
        self.geometry = geometry
        band = RubberBand(dimension: geometry.viewportSize.height)
        send(.geometry(geometry))
    }

    /// The offsets the content rests between: its top and its end, each with the extra inset shown there.
    var restingRange: ClosedRange<Double> {
        let extra = controller.extraInsets
        let top = -(geometry.contentInset.top + extra.top)
        let end =
            geometry.contentSize.height + geometry.contentInset.bottom + extra.bottom - geometry.viewportSize.height
        return top...max(top, end)
    }

    /// The finger touches the list: whatever moved stops under it.
    mutating func touchDown() {
        velocity = 0
        let offset = geometry.contentOffset.y
        let range = restingRange
        // Undo the rubber band, so that the finger picks the content up where it is.
        if offset < range.lowerBound {
            fingerOffset = range.lowerBound - band.travel(forOffset: range.lowerBound - offset)
        } else if offset > range.upperBound {
            fingerOffset = range.upperBound + band.travel(forOffset: offset - range.upperBound)
        } else {
            fingerOffset = offset
        }
        send(.dragBegan)
    }

    /// The finger moves `distance` points; positive moves it down, towards the header.
    mutating func moveFinger(by distance: Double) {
        guard let finger = fingerOffset.map({ $0 - distance }) else { return }
        fingerOffset = finger
        let range = restingRange
        var offset = finger
        if finger < range.lowerBound {
            offset = range.lowerBound - band.offset(forTravel: range.lowerBound - finger)
        } else if finger > range.upperBound {
            offset = range.upperBound + band.offset(forTravel: finger - range.upperBound)
        }
        geometry.contentOffset.y = offset
        geometry.contentOffset = controller.clampedOffset(geometry)  // stop at an edge's maximum pull
        send(.geometry(geometry))
    }

    /// The finger lifts, moving at `fingerVelocity` points per second (positive: down).
    mutating func release(fingerVelocity: Double = 0) {
        guard fingerOffset != nil else { return }
        fingerOffset = nil
        velocity = -fingerVelocity
        send(.dragEnded(velocity: ScrollPoint(x: 0, y: fingerVelocity)))
    }

    /// The load started for `edge` is done.
    mutating func finishLoad(_ edge: RefreshEdge, _ result: RefreshResult = .success) {
        send(.endRefreshing(edge, result))
    }

    /// One frame of `interval` seconds: the content coasts or springs back, and the controller hears the new
    /// geometry, or a tick when a deadline passed and nothing moved.
    mutating func step(_ interval: Double) {
        now += interval
        if fingerOffset == nil { settle(over: interval) }
        if let deadline = controller.nextDeadline, deadline <= now {
            send(.tick)
        }
    }

    private mutating func settle(over interval: Double) {
        let range = restingRange
        var offset = geometry.contentOffset.y
        let bound = min(max(offset, range.lowerBound), range.upperBound)
        if offset != bound {
            // Past an edge: spring back onto it.
            let state = spring.state(after: interval, position: offset - bound, velocity: velocity)
            let arrived = abs(state.position) < 0.5 || state.position * (offset - bound) < 0
            offset = arrived ? bound : bound + state.position
            velocity = arrived ? 0 : state.velocity
        } else if velocity != 0 {
            // Within the content: coast as UIScrollView does, slowing by 0.998 every millisecond.
            offset += deceleration.distance(velocity: velocity, after: interval)
            velocity *= deceleration.decay(over: interval)
            if abs(velocity) < 1 { velocity = 0 }
        }
        guard offset != geometry.contentOffset.y else { return }
        geometry.contentOffset.y = offset
        send(.geometry(geometry))
    }

    private mutating func send(_ input: RefreshInput) {
        controller.send(input, now: now, into: &commands)
        for command in commands {
            switch command {
            case .trigger(let edge, _):
                loads.append(edge)
            case .scroll(let offset, _):
                geometry.contentOffset = offset  // a terminal jumps; a game may animate over the duration
                velocity = 0
            case .setExtraInset, .stateChanged, .feedback, .announce, .scheduleTick, .diagnostic:
                // The inset shows at once through `restingRange`; redraw the indicators from
                // `controller.snapshot(edge)`.
                break
            }
        }
    }
}
// game-loop-host:end

/// The examples of the game-loop article.
extension ArticleExampleTests {
    // MARK: DrivingFromAGameLoop

    @Test func gameLoopHelpersGiveTheDocumentedValues() {
        // game-loop-rubber-band:begin
        let band = RubberBand(dimension: 600)  // the viewport's height
        let pull = band.offset(forTravel: 300)  // 129.4: 300 points of finger travel pull the content 129.4 points
        let travel = band.travel(forOffset: pull)  // 300: the travel that pulls it there
        // game-loop-rubber-band:end
        #expect(abs(pull - 129.41) < 0.01)
        #expect(abs(travel - 300) < 1e-9)

        // game-loop-coasting:begin
        let deceleration = ScrollDeceleration.normal
        let coast = deceleration.coastDistance(velocity: 2000)  // 998 points in all
        let firstHalfSecond = deceleration.distance(velocity: 2000, after: 0.5)  // 631.2 points
        let coasting = deceleration.duration(velocity: 2000)  // 3.8 s until it is slower than 1 point per second
        // game-loop-coasting:end
        #expect(abs(coast - 998) < 1e-9)
        #expect(abs(firstHalfSecond - 631.22) < 0.01)
        #expect(abs(coasting - 3.796) < 0.001)

        // game-loop-spring:begin
        let spring = CriticallyDampedSpring(response: 0.4)
        let later = spring.state(after: 0.1, position: 80, velocity: 0)  // 80 points out, 0.1 s later: 42.75
        let settling = spring.settlingTime(position: 80, velocity: 0)  // about 0.5 s to come within half a point
        // game-loop-spring:end
        #expect(abs(later.position - 42.75) < 0.01)
        #expect(abs(settling - 0.5) < 0.05)
    }

    @Test func gameLoopMaximumPullClampsTheOffset() {
        // game-loop-maximum-pull:begin
        var header = EdgeConfiguration.header
        header.maximumPull = 120
        let controller = RefreshController(top: header)
        let pulled = ScrollViewGeometry(
            contentOffset: ScrollPoint(x: 0, y: -200),
            contentSize: ScrollSize(width: 80, height: 3000),
            viewportSize: ScrollSize(width: 80, height: 600)
        )
        let held = controller.clampedOffset(pulled)  // ScrollPoint(x: 0, y: -120)
        // game-loop-maximum-pull:end
        #expect(held == ScrollPoint(x: 0, y: -120))
        // The progress stops there too: 2 for a trigger distance of 60.
        var dragged = controller
        var shown = pulled
        shown.contentOffset = held
        dragged.dragBegan(now: 0) { _ in }
        dragged.geometry(shown, now: 0.1) { _ in }
        #expect(dragged.snapshot(.top)?.progress == 2)
    }

    @Test func gameLoopListRefreshesAndSettles() {
        // game-loop-pull:begin
        var header = EdgeConfiguration.header
        header.maximumPull = 120
        var list = BouncelessList(
            controller: RefreshController(top: header, bottom: .footer),
            geometry: ScrollViewGeometry(
                contentSize: ScrollSize(width: 80, height: 3000),
                viewportSize: ScrollSize(width: 80, height: 600)
            )
        )
        list.touchDown()
        for _ in 0..<30 {
            list.moveFinger(by: 10)  // 300 points of finger travel, rubber-banded
            list.step(1.0 / 60)
        }
        // game-loop-pull:end
        #expect(list.geometry.contentOffset.y == -120)  // held at the maximum pull
        #expect(list.controller.state(.top) == .eligible)
        // game-loop-release:begin
        list.release()
        for _ in 0..<60 { list.step(1.0 / 60) }
        // game-loop-release:end
        #expect(list.loads == [.top])
        #expect(abs(list.geometry.contentOffset.y + 60) < 0.5)  // sprung back onto the 60-point hold
        #expect(list.controller.state(.top) == .refreshing)
        // game-loop-finish:begin
        list.finishLoad(.top)
        for _ in 0..<90 { list.step(1.0 / 60) }
        // game-loop-finish:end
        #expect(list.controller.state(.top) == .idle)
        #expect(list.controller.extraInsets.top == 0)
        #expect(abs(list.geometry.contentOffset.y) < 0.5)  // back at rest
    }

    @Test func gameLoopListCoastsAndLoadsMore() {
        var list = BouncelessList(
            controller: RefreshController(top: .header, bottom: .footer),
            geometry: ScrollViewGeometry(
                contentSize: ScrollSize(width: 80, height: 3000),
                viewportSize: ScrollSize(width: 80, height: 600)
            )
        )
        list.touchDown()
        for _ in 0..<10 {
            list.moveFinger(by: -30)
            list.step(1.0 / 60)
        }
        list.release(fingerVelocity: -6000)
        for _ in 0..<300 { list.step(1.0 / 60) }
        #expect(list.loads == [.bottom])
        #expect(list.geometry.contentOffset.y <= 3000 - 600 + 44 + 0.5)
    }

    @Test func gameLoopTicksAtTheNextDeadline() {
        // game-loop-deadlines:begin
        var controller = RefreshController(top: .header)
        var commands: [RefreshCommand] = []
        controller.send(.beginRefreshing(.top, reveal: false), now: 0, into: &commands)
        controller.send(.endRefreshing(.top, .success), now: 1, into: &commands)
        let resultHidden = controller.nextDeadline  // 1.5: the success is shown for 0.5 s
        controller.send(.tick, now: 1.5, into: &commands)
        let collapses = commands.contains(.setExtraInset(.top, amount: 0, duration: 0.3))  // true
        let collapsed = controller.nextDeadline  // 1.8: the collapse ends
        controller.send(.tick, now: 1.8, into: &commands)  // idle; nextDeadline is nil
        // game-loop-deadlines:end
        #expect(resultHidden == 1.5)
        #expect(collapses)
        #expect(collapsed == 1.8)
        #expect(controller.state(.top) == .idle)
        #expect(controller.nextDeadline == nil)
    }
}

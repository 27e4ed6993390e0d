import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// P11 in the simulator: the same gesture at 30, 60, 120, 240 and 1000 Hz gives the same triggers (edge, cause and
/// order), the same final states, and offsets that agree within ``offsetTolerance`` at the same times. Every script
/// puts its events between frames (times such as 0.2137 s fall between frames at every rate), where the old stepping
/// judged them with the geometry of the frame before.
struct FrameRateTests {
    static let frameRates: [Double] = [30, 60, 120, 240, 1000]
    /// How far apart two frame rates may place the content at the same time (the simulator's documented tolerance).
    static let offsetTolerance = 1e-6

    /// What a run shows at the end, and the offsets it sampled on the way.
    struct Outcome: CustomStringConvertible {
        var triggers: [String]
        var states: [String]
        var offset: Double
        var samples: [Double]

        var description: String { "triggers \(triggers), states \(states), offset \(offset), samples \(samples)" }
    }

    /// A list under the bars with the edges and scripted loads of one test.
    struct Setup {
        var top: EdgeConfiguration?
        var bottom: EdgeConfiguration?
        var content: Double
        var loader: [RefreshEdge: [LoaderResponse]] = [:]

        func simulator(rate: Double) -> ScrollSimulator {
            ScrollSimulator(
                controller: RefreshController(top: top, bottom: bottom),
                viewport: Fixture.viewport,
                content: ScrollSize(width: Fixture.viewport.width, height: content),
                inset: Fixture.barInsets,
                frameRate: rate,
                loader: loader,
                recordsTrace: true
            )
        }
    }

    /// Runs `script` at every frame rate on the simulator of `setup`; the script returns the offsets it sampled.
    /// The offsets the content shows at `count` moments, `interval` seconds apart: between frames at most rates.
    static func offsets(of simulator: inout ScrollSimulator, count: Int, every interval: Double) -> [Double] {
        (0..<count).map { _ in
            simulator.wait(interval)
            return simulator.offset
        }
    }

    static func outcomes(_ setup: Setup, _ script: (inout ScrollSimulator) -> [Double]) -> [Double: Outcome] {
        var outcomes: [Double: Outcome] = [:]
        for rate in frameRates {
            var simulator = setup.simulator(rate: rate)
            let samples = script(&simulator)
            let trace = simulator.trace!
            let triggers = trace.commands.compactMap { entry -> String? in
                if case .trigger(let edge, let cause) = entry.command { "\(edge.name) \(cause)" } else { nil }
            }
            let states = simulator.controller.edges.map { "\($0.name) \(simulator.state($0)!.kind)" }
            outcomes[rate] = Outcome(triggers: triggers, states: states, offset: simulator.offset, samples: samples)
        }
        return outcomes
    }

    /// Every rate agrees with 1000 Hz: the same triggers and states, offsets within the tolerance.
    static func expectTheSame(_ outcomes: [Double: Outcome], sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = outcomes[1000]!
        for rate in frameRates where rate != 1000 {
            let outcome = outcomes[rate]!
            #expect(outcome.triggers == reference.triggers, "\(rate) Hz", sourceLocation: sourceLocation)
            #expect(outcome.states == reference.states, "\(rate) Hz", sourceLocation: sourceLocation)
            let offsets = [outcome.offset] + outcome.samples
            let expected = [reference.offset] + reference.samples
            let apart = zip(offsets, expected).map { abs($0 - $1) }.max() ?? 0
            #expect(
                offsets.count == expected.count && apart <= offsetTolerance,
                "\(rate) Hz: \(offsets), 1000 Hz: \(expected)", sourceLocation: sourceLocation)
        }
    }

    /// A footer that loads on a tap only, with an always-visible 50-point row.
    static var tapFooter: EdgeConfiguration {
        var footer = Fixture.footer
        footer.triggers = [.tap]
        return footer
    }

    @Test func aPageLandingBetweenTwoFramesDuringARubberBandedDragEndsTheSame() {
        // The load starts on a tap at a time between frames and lands 0.2137 s later, while the finger holds the
        // content 20 points past the end: the finger's travel up to that instant goes through the rubber band, the
        // rest through the new page.
        let setup = Setup(
            bottom: Self.tapFooter, content: 2400, loader: [.bottom: [LoaderResponse(after: 0.2137, appending: 2000)]])
        let outcomes = Self.outcomes(setup) { simulator in
            simulator.scroll(to: 1400)
            simulator.wait(0.0517)
            simulator.drag(by: -100, duration: 0.1)
            simulator.tap(.bottom)
            simulator.drag(by: -400, duration: 0.4)
            let afterDrag = simulator.offset
            simulator.release()
            simulator.wait(2)
            return [afterDrag]
        }
        Self.expectTheSame(outcomes)
        #expect(outcomes[1000]!.triggers == ["bottom tap"])
    }

    @Test(arguments: [400.0, 1700])
    func aFlingFromASmallOverPullAtTheTopEndsTheSame(content: Double) {
        // A 12-point tug down past the top, then a fling up at 2000 points/s: the spring crosses the rest within the
        // first frame and hands its speed to the coast at the crossing. On the long list the coast carries the
        // content into the footer's prefetch zone; on the short one it bounces off the end at once.
        let setup = Setup(
            top: Fixture.header, bottom: Fixture.footer, content: content,
            loader: [.bottom: [LoaderResponse(after: 0.3, appending: 1000)]])
        let outcomes = Self.outcomes(setup) { simulator in
            simulator.wait(0.0123)
            simulator.drag(by: 12, duration: 0.0517)
            simulator.release(velocity: -2000)
            let samples = Self.offsets(of: &simulator, count: 4, every: 0.0731)
            simulator.wait(6)
            return samples
        }
        Self.expectTheSame(outcomes)
        if content > 1000 { #expect(outcomes[1000]!.triggers == ["bottom reachingEnd"]) }
    }

    @Test func aFlingIntoTheFootersPrefetchZoneEndsTheSame() {
        let setup = Setup(
            bottom: Fixture.footer, content: 3000, loader: [.bottom: [LoaderResponse(after: 0.4, appending: 1000)]])
        let outcomes = Self.outcomes(setup) { simulator in
            simulator.scroll(to: 1000)
            simulator.drag(by: -40, duration: 0.0637)
            simulator.release(velocity: -2400)
            let samples = Self.offsets(of: &simulator, count: 3, every: 0.1011)
            simulator.wait(6)
            return samples
        }
        Self.expectTheSame(outcomes)
        #expect(outcomes[1000]!.triggers == ["bottom reachingEnd"])
    }

    @Test(arguments: [0.0, 600])
    func aPullPastTheThresholdReleasedBetweenFramesEndsTheSame(velocity: Double) {
        let setup = Setup(top: Fixture.header, content: 2400, loader: [.top: [LoaderResponse(after: 0.8123)]])
        let outcomes = Self.outcomes(setup) { simulator in
            simulator.drag(by: 300, duration: 0.4137)
            simulator.release(velocity: velocity)
            var samples = Self.offsets(of: &simulator, count: 4, every: 0.0577)
            simulator.wait(1.1)
            samples.append(simulator.offset)
            simulator.wait(3)
            return samples
        }
        Self.expectTheSame(outcomes)
        #expect(outcomes[1000]!.triggers == ["top release"])
        #expect(outcomes[1000]!.states == ["top idle"])
        #expect(outcomes[1000]!.offset == -Fixture.barInsets.top)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// Every geometry the simulator sends says what moved the content: the finger, momentum, a spring back, the host.
struct ContentMotionTests {
    static let frameRates: [Double] = [30, 120, 1000]

    /// A header over a long list under the bars, at `rate`, keeping a journal of what the controller gets.
    static func simulator(
        rate: Double, content: Double = 2400, loader: [RefreshEdge: [LoaderResponse]] = [:]
    ) -> ScrollSimulator {
        var simulator = ScrollSimulator(
            controller: RefreshController(top: Fixture.header),
            viewport: Fixture.viewport,
            content: ScrollSize(width: Fixture.viewport.width, height: content),
            inset: Fixture.barInsets,
            frameRate: rate,
            loader: loader
        )
        simulator.keepsJournal = true
        return simulator
    }

    /// The motions of the geometries sent since the journal was last taken, in order.
    static func motions(_ simulator: inout ScrollSimulator) -> [ContentMotion] {
        simulator.takeJournal().compactMap { entry in
            if case .input(.geometry(let geometry), _, _, _, _, _) = entry { geometry.motion } else { nil }
        }
    }

    @Test(arguments: frameRates)
    func whileTheFingerDragsEveryGeometrySaysFinger(rate: Double) {
        var simulator = Self.simulator(rate: rate)
        simulator.drag(by: 230, duration: 0.3137)  // past the top, through the rubber band
        simulator.drag(by: -900, duration: 0.5)  // back and into the content
        let motions = Self.motions(&simulator)
        #expect(motions.count > 10)
        #expect(motions.allSatisfy { $0 == .finger }, "\(motions)")
        #expect(simulator.geometry.motion == .finger)
    }

    @Test(arguments: frameRates)
    func whileItSpringsBackEveryGeometrySaysSpringBack(rate: Double) {
        var simulator = Self.simulator(rate: rate, loader: [.top: [LoaderResponse(after: 0.5123)]])
        simulator.drag(by: 300, duration: 0.4)
        _ = Self.motions(&simulator)
        // The spring onto the hold, the collapse the content follows at rest, both between frames and at frames.
        simulator.release()
        simulator.waitUntilSettled()
        let motions = Self.motions(&simulator)
        #expect(simulator.triggerCount(.top) == 1 && simulator.offset == -Fixture.barInsets.top)
        #expect(motions.count > 10)
        #expect(motions.allSatisfy { $0 == .springBack }, "\(motions)")
    }

    @Test(arguments: frameRates)
    func whileItCoastsEveryGeometrySaysMomentum(rate: Double) {
        var simulator = Self.simulator(rate: rate, content: 20_000)
        simulator.scroll(to: 5000)
        simulator.drag(by: -30, duration: 0.0517)
        _ = Self.motions(&simulator)
        simulator.release(velocity: -2500)
        simulator.wait(0.3333)
        simulator.waitUntilSettled()
        let motions = Self.motions(&simulator)
        #expect(motions.count > 10)
        #expect(motions.allSatisfy { $0 == .momentum }, "\(motions)")
    }

    @Test(arguments: frameRates)
    func aFlingIntoTheEndSaysMomentumUntilItBouncesThenSpringBack(rate: Double) {
        var simulator = Self.simulator(rate: rate, content: 3000)
        simulator.scroll(to: 1900)
        simulator.drag(by: 0, duration: 0)
        _ = Self.motions(&simulator)
        simulator.release(velocity: -3000)
        simulator.waitUntilSettled()
        let motions = Self.motions(&simulator)
        // Momentum, then the bounce: one hand-over, and the frame that crosses the end still says momentum.
        let firstSpring = motions.firstIndex(of: .springBack) ?? motions.endIndex
        #expect(firstSpring > 0 && firstSpring < motions.endIndex, "\(motions)")
        #expect(motions[..<firstSpring].allSatisfy { $0 == .momentum }, "\(motions)")
        #expect(motions[firstSpring...].allSatisfy { $0 == .springBack }, "\(motions)")
    }

    @Test func theHostsScrollSaysHostAndAChangeOfLengthAloneKeepsTheLastMotion() {
        var simulator = Self.simulator(rate: 120)
        #expect(simulator.geometry.motion == .unknown)
        simulator.scroll(to: 600)
        #expect(Self.motions(&simulator) == [.host])
        simulator.drag(by: -50, duration: 0.1)
        simulator.appendContent(500)  // under the still finger: the offset stays
        let motions = Self.motions(&simulator)
        #expect(motions.last == .finger && motions.allSatisfy { $0 == .finger }, "\(motions)")
        simulator.release()
        simulator.scroll(to: 900, duration: 0.25)  // the host's own animated scroll
        simulator.wait(0.5)
        #expect(Self.motions(&simulator).allSatisfy { $0 == .host })
        simulator.prependContent(200)  // the offset moves with the content above, as the host's own scroll
        #expect(Self.motions(&simulator) == [.host])
        simulator.setContentLength(2000)
        #expect(Self.motions(&simulator) == [.host])
    }

    @Test func replayedSamplesSayUnknownUntilThePhysicsTakesOver() {
        var simulator = Self.simulator(rate: 120)
        simulator.replay([
            ReplaySample(time: 0.1, offset: -91, isDragging: true),
            ReplaySample(time: 0.2, offset: -120, isDragging: true),
            ReplaySample(time: 0.3, offset: -140, isDragging: false),
        ])
        let replayed = Self.motions(&simulator)
        #expect(!replayed.isEmpty && replayed.allSatisfy { $0 == .unknown }, "\(replayed)")
        simulator.waitUntilSettled()
        let after = Self.motions(&simulator)
        #expect(!after.isEmpty && after.allSatisfy { $0 == .springBack }, "\(after)")
    }
}

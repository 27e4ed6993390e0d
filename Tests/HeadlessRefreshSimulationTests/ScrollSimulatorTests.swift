import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// The gesture API and how the simulator applies actions as a host would.
struct ScrollSimulatorTests {
    @Test func aPullToRefreshCycleRunsAsTheSharedScenarioSays() {
        var simulator = Fixture.simulator(top: Fixture.header, loader: [.top: [LoaderResponse(after: 1.2)]])
        simulator.drag(by: 300, duration: 0.4)
        simulator.release()
        simulator.wait(3)
        let trace = simulator.trace!
        #expect(trace.stateKinds(.top) == [.pulling, .eligible, .refreshing, .finishing, .idle])
        #expect(trace.triggers(.top) == [.release])
        let insets = trace.extraInsets(.top)
        #expect(insets.map(\.amount) == [60, 0])
        #expect(insets.map(\.time) == [0.4, 2.1])
        #expect(trace.firstTime { $0 == .ended(.top, .success) } == 1.6)
        #expect(simulator.offset == -91)
        #expect(simulator.frameCount == 408)
        #expect(abs(simulator.now - 3.4) < 1e-12)
    }

    @Test func restingContentFollowsTheCollapseButScrolledContentStays() {
        var simulator = Fixture.simulator(top: Fixture.header)
        simulator.begin(.top)
        simulator.wait(0.5)
        // The reveal scrolled the header into view and the content rests on the held inset.
        #expect(simulator.offset == -151)
        simulator.end(.top)
        simulator.wait(1)
        #expect(simulator.offset == -91)
        simulator.begin(.top)
        simulator.wait(0.5)
        simulator.scroll(to: 400)
        simulator.end(.top)
        simulator.wait(1)
        #expect(simulator.offset == 400)
        #expect(simulator.extraInsets.top == 0)
    }

    @Test func theInsetAnimatesOverTheRequestedDuration() {
        var simulator = Fixture.simulator(top: Fixture.header)
        simulator.begin(.top, reveal: false)
        #expect(simulator.extraInsets.top == 0)
        simulator.wait(0.125)
        #expect(simulator.extraInsets.top == 30)  // half way through an ease-in-out
        simulator.wait(0.125)
        #expect(simulator.extraInsets.top == 60)
        // Not revealed: the content rested at the edge, so it followed the inset down.
        #expect(simulator.offset == -151)
    }

    @Test func aLoadWithNoScriptedResponseNeverEnds() {
        var simulator = Fixture.simulator(top: Fixture.header, loader: [.top: [LoaderResponse(after: 0.5)]])
        simulator.begin(.top)
        simulator.wait(2)
        simulator.begin(.top)
        simulator.wait(60)
        #expect(simulator.triggerCount(.top) == 2)
        #expect(simulator.state(.top) == .refreshing)
        #expect(simulator.loadsInFlight == 0)
    }

    @Test func appendedContentArrivesJustBeforeTheEnd() {
        var simulator = Fixture.simulator(
            bottom: Fixture.footer, loader: [.bottom: [LoaderResponse(after: 0.3, appending: 700)]])
        simulator.tap(.bottom)
        simulator.wait(1)
        let entries = simulator.trace!.entries.map(\.event)
        let content = entries.firstIndex(of: .contentChanged(length: 3100))
        let end = entries.firstIndex(of: .ended(.bottom, .success))
        #expect(content != nil && end != nil && content! < end!)
    }

    @Test func suspendingDuringAPullCancelsItWithoutATrigger() {
        var simulator = Fixture.simulator(top: Fixture.header)
        simulator.drag(by: 300, duration: 0.4)
        #expect(simulator.state(.top) == .eligible)
        simulator.suspend()
        #expect(!simulator.isDragging)
        #expect(simulator.state(.top) == .idle)
        simulator.begin(.top)
        #expect(simulator.triggerCount(.top) == 0)
        simulator.waitUntilSettled()
        #expect(simulator.offset == -91)
        simulator.resume()
        #expect(simulator.trace!.triggers(.top) == [.programmatic])
    }

    @Test func disablingARefreshingEdgeCollapsesItAndIgnoresTheLateEnd() {
        var simulator = Fixture.simulator(top: Fixture.header, loader: [.top: [LoaderResponse(after: 1)]])
        simulator.begin(.top)
        simulator.wait(0.5)
        simulator.setEnabled(.top, false)
        simulator.wait(1)
        #expect(simulator.state(.top) == .idle)
        #expect(simulator.offset == -91)
        #expect(simulator.trace!.diagnostics == [.ignored(.top, .end, because: .disabled)])
    }

    @Test func aHostScrollBeyondTheEdgeBouncesBack() {
        var simulator = Fixture.simulator()
        simulator.scroll(to: -200)
        #expect(simulator.offset == -200)
        simulator.waitUntilSettled()
        #expect(simulator.offset == -91)
    }

    /// The host's scroll without a touch goes from where the content is and stops where it rests at either end, the
    /// footer's row in view; the end it brings into the footer's zone loads, as the host moved it (P9).
    @Test func aWheelScrollsFromWhereTheContentIsAndStopsAtTheEnds() {
        var simulator = Fixture.simulator(bottom: Fixture.footer)
        simulator.wheel(by: ScrollSimulator.wheelNotch)
        #expect(simulator.offset == -91 + 100)
        #expect(simulator.geometry.motion == .host)
        simulator.wheel(by: .nan)
        #expect(simulator.offset == 9)
        simulator.wheel(by: 10_000)
        // The end with the footer's 50-point row shown, and no further: no pull, no bounce.
        #expect(simulator.offset == 2400 + 34 + 50 - 812)
        #expect(simulator.triggerCount(.bottom) == 1)
        simulator.waitUntilSettled()
        #expect(simulator.offset == 2400 + 34 + 50 - 812)
        simulator.wheel(by: -10_000)
        #expect(simulator.offset == -91)
        #expect(simulator.trace!.entries.filter { $0.event == .scrolled(toOffset: -91) }.count == 1)
    }

    @Test func aShorterContentBringsTheEndBack() {
        var simulator = Fixture.simulator(content: 3000)
        simulator.scroll(to: 2000)
        simulator.setContentLength(1500)
        simulator.waitUntilSettled()
        #expect(simulator.offset == 1500 + 34 - 812)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func aSideActionFiresOnceAndHoldsNothing(axis: ScrollAxis) {
        var simulator = Fixture.simulator(axis: axis, leading: .side, trailing: .side)
        simulator.drag(by: 200, duration: 0.3)
        simulator.release()
        simulator.drag(by: -3000, duration: 1)
        simulator.release()
        simulator.waitUntilSettled()
        let (leading, trailing) = axis.edges
        let trace = simulator.trace!
        #expect(trace.triggers(leading) == [.release])
        #expect(trace.triggers(trailing) == [.release])
        #expect(trace.extraInsets(leading).isEmpty && trace.extraInsets(trailing).isEmpty)
        #expect(simulator.state(leading) == .idle && simulator.state(trailing) == .idle)
    }

    @Test func aReplayOfARecordedGestureDecidesTheSameAsTheLiveOne() {
        let loader: [RefreshEdge: [LoaderResponse]] = [.top: [LoaderResponse(after: 1)]]
        var live = Fixture.simulator(top: Fixture.header, loader: loader)
        live.drag(by: 280, duration: 0.35)
        live.release()
        live.wait(2.5)
        var replayed = Fixture.simulator(top: Fixture.header, loader: loader)
        replayed.replay(live.trace!.samples)
        #expect(replayed.trace!.stateKinds(.top) == live.trace!.stateKinds(.top))
        #expect(replayed.trace!.triggers(.top) == [.release])
        let release = { (simulator: ScrollSimulator) in
            simulator.trace!.firstTime { $0 == .command(.trigger(.top, cause: .release)) } ?? -1
        }
        // A recorder sees the release at the first sample with the finger up: one frame later at most.
        #expect(release(replayed) - release(live) >= 0 && release(replayed) - release(live) <= 1.0 / 120 + 1e-9)
        #expect(replayed.offset == live.offset)
    }

    @Test func physicsTakesOverAfterAReplayThatEndsPulled() {
        var simulator = Fixture.simulator()
        simulator.replay([
            ReplaySample(time: 0, offset: -91, isDragging: true),
            ReplaySample(time: 0.1, offset: -150, isDragging: true),
            ReplaySample(time: 0.2, offset: -180, isDragging: false),
        ])
        #expect(simulator.isMoving)
        simulator.waitUntilSettled()
        #expect(simulator.offset == -91)
        #expect(simulator.trace!.entries.contains { $0.event == .fingerUp(velocity: 590) })
    }

    @Test func theSameScriptGivesTheSameTraceAndRecordingIsOptional() {
        func run(recording: Bool) -> ScrollSimulator {
            var simulator = ScrollSimulator(
                controller: RefreshController(top: Fixture.header, bottom: Fixture.footer),
                loader: [.top: [LoaderResponse(after: 0.7)], .bottom: [LoaderResponse(after: 0.2, appending: 500)]],
                recordsTrace: recording
            )
            simulator.drag(by: 260, duration: 0.3)
            simulator.release(velocity: 100)
            simulator.wait(2)
            simulator.drag(by: -900, duration: 0.3)
            simulator.release(velocity: -4000)
            simulator.wait(3)
            return simulator
        }
        let first = run(recording: true)
        let second = run(recording: true)
        #expect(first.trace!.entries == second.trace!.entries)
        #expect(first.trace!.frames == second.trace!.frames)
        let untraced = run(recording: false)
        #expect(untraced.trace == nil)
        #expect(untraced.offset == first.offset)
        #expect(untraced.triggerCount(.bottom) == first.triggerCount(.bottom))
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import HeadlessRefreshTestSupport
import Testing

/// Random gesture scripts from fixed seeds: whatever the user does, the simulated host stays consistent with the
/// controller and the content comes to rest inside its range.
struct RandomGestureTests {
    @Test(arguments: 1...200)
    func randomScriptsKeepTheHostConsistent(seed: Int) {
        // The test support's SplitMix64: every run plays the same scripts.
        var random = SplitMix64(seed: UInt64(seed))
        let axis: ScrollAxis = seed % 4 == 0 ? .horizontal : .vertical
        var footer = Fixture.footer
        footer.autoTriggerLimit = seed % 3 == 0 ? nil : 1
        let leading = seed % 5 == 0 ? EdgeConfiguration.side : Fixture.header
        let edges = axis.edges
        let responses = (0..<6).map { _ in
            LoaderResponse(
                after: random.double(in: 0...1),
                result: [RefreshResult.success, .failure, .noMoreData][random.below(3)],
                appending: random.double(in: 0...800)
            )
        }
        let loader: [RefreshEdge: [LoaderResponse]] =
            leading.style == .holding
            ? [edges.leading: Array(responses.prefix(3)), edges.trailing: Array(responses.suffix(3))]
            : [edges.trailing: responses]
        var simulator = Fixture.simulator(
            axis: axis,
            leading: leading,
            trailing: footer,
            content: random.double(in: 200...3000),
            loader: loader
        )
        for _ in 0..<30 {
            switch random.below(9) {
            case 0, 1, 2: simulator.drag(by: random.double(in: -900...900), duration: random.double(in: 0...0.5))
            case 3, 4: simulator.release(velocity: random.double(in: -5000...5000))
            case 5: simulator.wait(random.double(in: 0...1.5))
            case 6: simulator.tap(edges.trailing)
            case 7: simulator.begin(edges.leading, reveal: random.below(2) == 0)
            default: simulator.setContentLength(random.double(in: 100...4000))
            }
            #expect(simulator.controller.invariantViolations() == [])
            #expect(simulator.offset.isFinite)
        }
        simulator.release()
        simulator.wait(30)
        simulator.waitUntilSettled(limit: 30)
        #expect(!simulator.isMoving)
        // At rest, inside the range the insets allow.
        let geometry = simulator.geometry
        let insets = simulator.extraInsets
        #expect(geometry.pull(edges.leading) <= insets[edges.leading] + 1e-6)
        let rest = geometry.offset(revealing: insets[edges.trailing], at: edges.trailing)
        let restOffset = axis == .vertical ? rest.y : rest.x
        #expect(
            simulator.offset <= max(restOffset, -geometry.contentInset[edges.leading] - insets[edges.leading]) + 1e-6)
        // The shown insets reached what the controller asked for.
        #expect(insets[edges.leading] == simulator.controller.extraInsets[edges.leading])
        #expect(insets[edges.trailing] == simulator.controller.extraInsets[edges.trailing])
        let trace = simulator.trace!
        #expect(trace.triggers(edges.trailing).count == simulator.triggerCount(edges.trailing))
        #expect(trace.frames.count == simulator.frameCount + 1)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation
import Testing

/// Random gesture scripts from fixed seeds: whatever the user does, the simulated host stays consistent with the
/// controller and the content comes to rest inside its range.
struct RandomGestureTests {
    /// A small deterministic generator (SplitMix64), so every run plays the same scripts.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }

        mutating func pick(_ count: Int) -> Int { Int(next() % UInt64(count)) }
    }

    @Test(arguments: 1...200)
    func randomScriptsKeepTheHostConsistent(seed: Int) {
        var random = Generator(state: UInt64(seed))
        let axis: ScrollAxis = seed % 4 == 0 ? .horizontal : .vertical
        var footer = Fixture.footer
        footer.autoTriggerLimit = seed % 3 == 0 ? nil : 1
        let leading = seed % 5 == 0 ? EdgeConfiguration.side : Fixture.header
        let edges = axis.edges
        let responses = (0..<6).map { _ in
            LoaderResponse(
                after: random.double(0...1),
                result: [RefreshResult.success, .failure, .noMoreData][random.pick(3)],
                appending: random.double(0...800)
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
            content: random.double(200...3000),
            loader: loader
        )
        for _ in 0..<30 {
            switch random.pick(9) {
            case 0, 1, 2: simulator.drag(by: random.double(-900...900), duration: random.double(0...0.5))
            case 3, 4: simulator.release(velocity: random.double(-5000...5000))
            case 5: simulator.wait(random.double(0...1.5))
            case 6: simulator.tap(edges.trailing)
            case 7: simulator.begin(edges.leading, reveal: random.pick(2) == 0)
            default: simulator.setContentLength(random.double(100...4000))
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

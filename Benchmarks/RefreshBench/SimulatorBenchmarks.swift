import HeadlessRefresh
import HeadlessRefreshSimulation

/// Benchmarks of the scroll simulator: frames per second through flings, bounces and loads.
enum SimulatorBenchmarks {
    /// A simulator with a header and a footer over long content, no trace.
    static func simulator() -> ScrollSimulator {
        ScrollSimulator(
            controller: RefreshController(top: .header, bottom: .footer),
            viewport: ScrollSize(width: 375, height: 812),
            content: ScrollSize(width: 375, height: 1_000_000),
            inset: ScrollInsets(top: 91, bottom: 34)
        )
    }

    /// Frames per second of a scroll that never stops: the finger flings down the list again and again, so every
    /// frame moves the content and feeds the controller a geometry input.
    static func framesPerSecond(_ size: RunSize) -> Double {
        framesPerSecondAndAllocations(size).framesPerSecond
    }

    /// Frames per second, and heap allocations per frame, through the same flings.
    static func framesPerSecondAndAllocations(_ size: RunSize) -> (framesPerSecond: Double, allocations: Double) {
        let frames = size.batch
        let sample = measure(size, operations: frames, prepare: simulator) { simulator in
            let start = simulator.frameCount
            while simulator.frameCount - start < frames {
                simulator.drag(by: -200, duration: 0.1)
                simulator.release(velocity: -3000)
                simulator.wait(0.4)
            }
            keep(simulator.offset)
        }
        return (1e9 / sample.median, sample.allocationsPerOperation)
    }
}

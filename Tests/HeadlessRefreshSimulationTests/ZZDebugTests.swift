import HeadlessRefresh
import HeadlessRefreshChecking
import HeadlessRefreshSimulation
import Testing

struct ZZDebugTests {
    @Test func debugWheel() {
        var simulator = WheelScrollingTests.feed(page: 150).makeSimulator()
        simulator.collectsActions = true
        for notch in 0..<30 {
            let before = simulator.geometry.remaining(.bottom)
            simulator.play(.wheel(ScrollSimulator.wheelNotch))
            let after = simulator.geometry.remaining(.bottom)
            let a1 = simulator.takeActions().filter { if case .trigger = $0 { true } else if case .stateChanged = $0 { true } else { false } }
            simulator.play(.wait(0.5))
            let a2 = simulator.takeActions().filter { if case .trigger = $0 { true } else if case .stateChanged = $0 { true } else { false } }
            print("DBG notch \(notch) rem \(before) -> \(after) -> \(simulator.geometry.remaining(.bottom)) len \(simulator.contentLength) \(simulator.state(.bottom)!) A:\(a1.map { "\($0)" }) W:\(a2.map { "\($0)" })")
        }
    }
}

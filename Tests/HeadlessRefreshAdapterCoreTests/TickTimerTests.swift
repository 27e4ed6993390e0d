import HeadlessRefreshAdapterCore
import Testing

/// The adapters' tick timer, on a clock the test releases by hand.
@MainActor
struct TickTimerTests {
    /// Sleeps that end when the test says so, in any order.
    final class ManualSleeps: @unchecked Sendable {
        private var waiting: [CheckedContinuation<Void, any Error>] = []
        private(set) var delays: [Double] = []

        var sleep: TickTimer.Sleep {
            { [self] seconds in
                try await withCheckedThrowingContinuation { continuation in
                    Task { @MainActor in
                        self.delays.append(seconds)
                        self.waiting.append(continuation)
                    }
                }
            }
        }

        /// Waits until `count` sleeps have started.
        func started(_ count: Int) async {
            while await MainActor.run(body: { waiting.count }) < count { await Task.yield() }
        }

        func end(_ index: Int) { waiting[index].resume() }
    }

    @Test func aTickFiresAfterItsDelay() async {
        let sleeps = ManualSleeps()
        let timer = TickTimer(sleep: sleeps.sleep)
        var fired = 0
        timer.schedule(after: 0.3) { fired += 1 }
        await sleeps.started(1)
        #expect(sleeps.delays == [0.3])
        #expect(fired == 0)
        sleeps.end(0)
        while fired == 0 { await Task.yield() }
        #expect(fired == 1)
    }

    @Test func aNewerRequestReplacesTheOlderOne() async {
        let sleeps = ManualSleeps()
        let timer = TickTimer(sleep: sleeps.sleep)
        var fired: [String] = []
        timer.schedule(after: 0.5) { fired.append("old") }
        await sleeps.started(1)
        timer.schedule(after: -1) { fired.append("new") }
        await sleeps.started(2)
        #expect(sleeps.delays == [0.5, 0])
        // The old sleep ends first, but its task was cancelled: only the new tick fires.
        sleeps.end(0)
        sleeps.end(1)
        while fired.isEmpty { await Task.yield() }
        for _ in 0..<100 { await Task.yield() }
        #expect(fired == ["new"])
    }

    @Test func cancelDropsThePendingTick() async {
        let sleeps = ManualSleeps()
        let timer = TickTimer(sleep: sleeps.sleep)
        var fired = false
        timer.schedule(after: 0.1) { fired = true }
        await sleeps.started(1)
        timer.cancel()
        sleeps.end(0)
        for _ in 0..<100 { await Task.yield() }
        #expect(!fired)
    }
}

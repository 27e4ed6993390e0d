import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// Durations a user sets cannot trap (issue 23, item 4): the configuration keeps at most an hour and says so, and the
/// tick timer never converts more than a day to nanoseconds, whatever it is asked to wait.
///
/// No time limit and no count of turns: the tests await the tick and the sleeps themselves, which a loaded machine
/// delays but cannot outrun (a cold `swift test` at a load of 10 on 2 cores overran a one-minute limit here twice).
@MainActor
struct DurationBoundsTests {
    /// Sleeps that record what they were asked and end at once.
    final class RecordedSleeps: @unchecked Sendable {
        private(set) var delays: [Double] = []
        private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

        var sleep: TickTimer.Sleep {
            { [self] seconds in await MainActor.run { record(seconds) } }
        }

        /// Waits until `count` sleeps have been asked for.
        @MainActor func asked(_ count: Int) async {
            if delays.count >= count { return }
            await withCheckedContinuation { waiters.append((count, $0)) }
        }

        @MainActor private func record(_ seconds: Double) {
            delays.append(seconds)
            let ready = waiters.filter { $0.count <= delays.count }
            waiters.removeAll { $0.count <= delays.count }
            for waiter in ready { waiter.continuation.resume() }
        }
    }

    @Test(arguments: [Double.greatestFiniteMagnitude, 1e12, 3600.5])
    func aHoldLongerThanAnHourIsAnHourAndReported(hold: Double) throws {
        var footer = EdgeConfiguration.footer
        footer.resultHold = ResultHold(success: 0, failure: hold, noMoreData: 0)
        let (fixed, problems) = footer.sanitized()
        #expect(fixed.resultHold.failure == EdgeConfiguration.longestDuration)
        #expect(problems == [.durationTooLong])

        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.drive(RefreshController(top: .header, bottom: footer))
        adapter.send(.tap(.bottom))
        adapter.send(.endRefreshing(.bottom, .failure))
        #expect(adapter.commands.contains(.report(.invalidConfiguration(.bottom, .durationTooLong))))
        // The failure shows for an hour: the tick the driver waits for is an hour away, not out of range.
        let due = try #require(adapter.tickDue)
        #expect(due - adapter.time <= EdgeConfiguration.longestDuration)
    }

    @Test func everyDurationOfAnEdgeIsBounded() {
        var header = EdgeConfiguration.header
        header.revealDuration = 1e9
        header.minimumRefreshingDuration = 1e9
        header.collapseDuration = 1e9
        header.resultHold = ResultHold(1e9)
        header.secondLevel = SecondLevel(triggerDistance: 200, openDuration: 1e9, closeDuration: 1e9)
        let (fixed, problems) = header.sanitized()
        #expect(problems.filter { $0 == .durationTooLong }.count == 8)
        let durations = [
            fixed.revealDuration, fixed.minimumRefreshingDuration, fixed.collapseDuration, fixed.resultHold.success,
            fixed.resultHold.failure, fixed.resultHold.noMoreData, fixed.secondLevel?.openDuration ?? 0,
            fixed.secondLevel?.closeDuration ?? 0,
        ]
        #expect(durations.allSatisfy { $0 == EdgeConfiguration.longestDuration })
    }

    @Test func aLongWaitIsSleptADayAtATime() async {
        let sleeps = RecordedSleeps()
        let timer = TickTimer(sleep: sleeps.sleep)
        // The tick fires: awaited itself.
        await withCheckedContinuation { fired in
            timer.schedule(after: 2.5 * 86_400) { fired.resume() }
        }
        #expect(sleeps.delays == [86_400, 86_400, 43_200])
    }

    @Test func aWaitNobodyCanReachNeverFiresAndNeverTraps() async {
        let sleeps = RecordedSleeps()
        let timer = TickTimer(sleep: sleeps.sleep)
        var fired = false
        timer.schedule(after: .greatestFiniteMagnitude) { fired = true }
        await sleeps.asked(50)
        timer.cancel()
        #expect(!fired)
        #expect(sleeps.delays.allSatisfy { $0 == TickTimer.longestSleep })
    }

    /// `Task.sleep(nanoseconds:)` traps on a value past `UInt64.max`: the default sleep is only ever given a day.
    @Test func theDefaultSleepTakesAnUnboundedDelay() async {
        let timer = TickTimer()
        timer.schedule(after: .greatestFiniteMagnitude) {}
        for _ in 0..<20 { await Task.yield() }
        timer.cancel()
    }
}

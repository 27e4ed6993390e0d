import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// Reduce Motion is kept once: by the session's controller while there is one, and carried to the next.
@MainActor
struct ReducedMotionTests {
    @Test func theSettingReachesASessionMadeLaterAndTheNextOne() {
        let adapter = FakeAdapter(view: FakeScrollView(contentInset: .zero))
        adapter.driver.reducesMotion = true
        adapter.drive(RefreshController(top: .header))
        #expect(adapter.session?.controller.reducesMotion == true)
        // A reveal with reduced motion is instant.
        adapter.send(.beginRefreshing(.top, reveal: true))
        #expect(
            adapter.commands.contains { if case .setContentInset(_, duration: 0) = $0 { true } else { false } })
        adapter.drive(RefreshController(top: .header, bottom: .footer))
        #expect(adapter.session?.controller.reducesMotion == true)
        adapter.driver.reducesMotion = false
        #expect(adapter.session?.controller.reducesMotion == false)
        #expect(adapter.driver.reducesMotion == false)
    }
}

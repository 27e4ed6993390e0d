import HeadlessRefresh
import Testing

// MARK: - SecondLevelAndMaximumPull

/// The example of the second-level article: the region between `// second-level-header:begin` and `…:end` is
/// its snippet (scripts/check-snippets).
extension ArticleExampleTests {
    @Test func secondLevelHeaderRefreshesOpensAndStopsAtTheMaximum() {
        // second-level-header:begin
        var header = EdgeConfiguration.header  // refresh at 60
        header.secondLevel = SecondLevel(triggerDistance: 150)
        header.maximumPull = 240
        var controller = RefreshController(top: header)
        // second-level-header:end
        var commands: [RefreshCommand] = []
        var geometry = phoneList
        controller.send(.geometry(geometry), now: 0, into: &commands)
        controller.send(.dragBegan, now: 1, into: &commands)
        geometry.contentOffset = geometry.offset(revealing: 100, at: .top)
        controller.send(.geometry(geometry), now: 1.1, into: &commands)
        #expect(controller.state(.top) == .eligible)  // past 60: releasing here would refresh
        geometry.contentOffset = geometry.offset(revealing: 160, at: .top)
        controller.send(.geometry(geometry), now: 1.2, into: &commands)
        #expect(controller.state(.top) == .secondLevelEligible)  // past 150: releasing opens the second level
        // A pull stops at 240.
        let far = geometry.offset(revealing: 300, at: .top)
        geometry.contentOffset = far
        #expect(controller.clampedOffset(geometry) == geometry.offset(revealing: 240, at: .top))
        geometry.contentOffset = geometry.offset(revealing: 160, at: .top)
        controller.send(.geometry(geometry), now: 1.3, into: &commands)
        controller.send(.dragEnded(velocity: .zero), now: 1.4, into: &commands)
        #expect(controller.state(.top) == .secondLevelOpening)
    }
}

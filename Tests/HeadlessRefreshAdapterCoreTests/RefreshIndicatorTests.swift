import HeadlessRefreshAdapterCore
import Testing

@testable import HeadlessRefresh

/// The projection from an edge's snapshot to what its indicator shows.
struct RefreshIndicatorTests {
    static let text = RefreshText(language: .english)

    static func snapshot(
        _ edge: RefreshEdge,
        _ state: RefreshState,
        pull: Double = 0,
        progress: Double = 0,
        extraInset: Double = 0,
        isEnabled: Bool = true,
        lastSuccess: Double? = nil
    ) -> EdgeSnapshot {
        EdgeSnapshot(
            edge: edge,
            state: state,
            pull: pull,
            progress: progress,
            extraInset: extraInset,
            isDragging: false,
            isEnabled: isEnabled,
            lastSuccess: lastSuccess
        )
    }

    static func header(_ snapshot: EdgeSnapshot, now: Double = 0) -> RefreshIndicator {
        RefreshIndicator(snapshot: snapshot, triggers: EdgeConfiguration.header.triggers, text: text, now: now)
    }

    static func footer(_ snapshot: EdgeSnapshot) -> RefreshIndicator {
        RefreshIndicator(snapshot: snapshot, triggers: EdgeConfiguration.footer.triggers, text: text, now: 0)
    }

    @Test func aPullShowsItsProgressClampedToOne() {
        let pulling = Self.header(Self.snapshot(.top, .pulling(progress: 0.5), pull: 30, progress: 0.5))
        #expect(pulling.title == "Pull to refresh")
        #expect(pulling.progress == 0.5)
        #expect(pulling.isRevealed)
        #expect(!pulling.showsSpinner)
        let overPulled = Self.header(Self.snapshot(.top, .eligible, pull: 90, progress: 1.5))
        #expect(overPulled.title == "Release to refresh")
        #expect(overPulled.progress == 1)
    }

    @Test func refreshingShowsASpinnerAndFinishingItsResult() {
        let refreshing = Self.header(Self.snapshot(.top, .refreshing, extraInset: 60))
        #expect(refreshing.showsSpinner)
        #expect(refreshing.progress == nil)
        #expect(refreshing.isRevealed)
        #expect(refreshing.title == "Loading…")
        let finished = Self.header(Self.snapshot(.top, .finishing(.failure), extraInset: 60))
        #expect(finished.result == .failure)
        #expect(finished.title == "Refresh failed")
        #expect(!finished.showsSpinner)
    }

    @Test func aFailedFooterAcceptsATapToRetry() {
        let failed = Self.footer(Self.snapshot(.bottom, .failed))
        #expect(failed.title == "Tap to retry")
        #expect(failed.acceptsTap)
        #expect(!failed.isRevealed)
        let done = Self.footer(Self.snapshot(.bottom, .noMoreData))
        #expect(done.title == "No more data")
        #expect(!done.acceptsTap)
    }

    @Test func anIdleFooterAcceptsATapToLoadMoreButAHeaderDoesNot() {
        #expect(Self.footer(Self.snapshot(.bottom, .idle)).acceptsTap)
        #expect(!Self.footer(Self.snapshot(.bottom, .idle, isEnabled: false)).acceptsTap)
        #expect(!Self.header(Self.snapshot(.top, .idle)).acceptsTap)
    }

    @Test func onlyAHeaderSaysWhenItLastUpdated() {
        let header = Self.header(Self.snapshot(.top, .idle, lastSuccess: 100), now: 400)
        #expect(header.lastUpdated == "Last updated: 5 minutes ago")
        #expect(Self.footer(Self.snapshot(.bottom, .idle, lastSuccess: 100)).lastUpdated == nil)
    }

    @Test func theSecondLevelShowsTheScreenBehindTheList() {
        let armed = Self.header(Self.snapshot(.top, .secondLevelEligible, pull: 160, progress: 2.6))
        #expect(armed.title == "Release to open")
        #expect(armed.showsSecondLevel)
        #expect(armed.progress == 1)
        for state in [RefreshState.secondLevelOpening, .secondLevelOpen, .secondLevelClosing] {
            #expect(Self.header(Self.snapshot(.top, state, extraInset: 800)).showsSecondLevel)
        }
        #expect(!Self.header(Self.snapshot(.top, .eligible)).showsSecondLevel)
    }

    @Test func anIndicatorOfAControllerIsItsEdgesSnapshot() {
        var controller = RefreshController(top: .header)
        controller.beginRefreshing(.top, now: 0) { _ in }
        let indicator = RefreshIndicator(controller: controller, edge: .top, text: Self.text, now: 0)
        #expect(indicator?.showsSpinner == true)
        #expect(indicator?.edge == .top)
        #expect(RefreshIndicator(controller: controller, edge: .bottom, text: Self.text, now: 0) == nil)
    }
}

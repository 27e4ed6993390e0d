import HeadlessRefresh
import Testing

// MARK: - MigratingFromMJRefresh

// The guide's snippets are the regions between `// NAME:begin` and `// NAME:end` (scripts/check-snippets); the
// values its comments give are asserted after each.

// mjrefresh-presets:begin
extension EdgeConfiguration {
    /// MJRefreshNormalHeader: release past 54, hold 54, 0.25 s in, 0.4 s out, no result shown.
    static var mjNormalHeader: EdgeConfiguration {
        var header = EdgeConfiguration.header
        header.triggerDistance = 54
        header.refreshingExtent = 54
        header.revealDuration = 0.25
        header.collapseDuration = 0.4
        header.resultHold = ResultHold(0)
        return header
    }

    /// MJRefreshAutoNormalFooter: a 44-point row under the content that loads when it comes into view, or on a
    /// tap, once per drag (`autoTriggerTimes = 1`).
    static var mjAutoNormalFooter: EdgeConfiguration {
        var footer = EdgeConfiguration.footer  // [.reachingEnd(prefetch: 0), .tap], extent 44
        footer.restingExtent = 44
        footer.autoTriggerLimit = 1  // nil for autoTriggerTimes = -1
        return footer
    }

    /// MJRefreshBackNormalFooter: pull up past 44 and release.
    static var mjBackNormalFooter: EdgeConfiguration {
        var footer = EdgeConfiguration.header
        footer.triggerDistance = 44
        footer.refreshingExtent = 44
        footer.resultHold = ResultHold(0)
        footer.resetsOppositeNoMoreData = false
        return footer
    }

    /// MJRefreshNormalTrailer on a horizontal list: pull left past 60 and release.
    static var mjNormalTrailer: EdgeConfiguration {
        var trailer = mjBackNormalFooter
        trailer.triggerDistance = 60
        trailer.refreshingExtent = 60
        return trailer
    }
}
// mjrefresh-presets:end

/// The examples of the MJRefresh migration guide.
extension ArticleExampleTests {
    @Test func mjRefreshEdgesReplaceTheComponents() {
        // mjrefresh-after:begin
        // After: the edges, then trigger commands start the loads.
        let controller = RefreshController(top: .header, bottom: .footer)
        // mjrefresh-after:end
        #expect(controller.state(.top) == .idle)
        #expect(controller.state(.bottom) == .idle)
    }

    @Test func mjRefreshPresetsAreValid() {
        for configuration in [
            EdgeConfiguration.mjNormalHeader, .mjAutoNormalFooter, .mjBackNormalFooter, .mjNormalTrailer,
        ] {
            #expect(configuration.problems == [])
        }
    }

    @Test func mjRefreshHeaderAndAutoFooter() {
        var host = ExampleHost(
            RefreshController(top: .mjNormalHeader, bottom: .mjAutoNormalFooter),
            geometry: phoneList
        )
        host.send(.geometry(phoneList))
        #expect(host.extraInsets.bottom == 44)  // the row is always there
        host.pullAndRelease(.top, 54, at: 1)
        #expect(host.triggers(.top) == [.release])
        #expect(host.extraInsets.top == 54)
        host.send(.endRefreshing(.top, .success), at: 2)
        #expect(host.log.contains(.setExtraInset(.top, amount: 0, duration: 0.4)))
        // Scroll to the end: the footer's row comes into view.
        host.send(.dragBegan, at: 3)
        host.geometry.contentOffset.y = 2400 + 34 - 844
        host.send(.geometry(host.geometry), at: 3.1)
        #expect(host.triggers(.bottom) == [.reachingEnd])
    }

    @Test func mjRefreshBackFooterAndTrailer() {
        var host = ExampleHost(RefreshController(bottom: .mjBackNormalFooter), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.pullAndRelease(.bottom, 50, at: 1)
        #expect(host.triggers(.bottom) == [.release])
        var banner = ExampleHost(
            RefreshController(right: .mjNormalTrailer),
            geometry: horizontalList(contentWidth: 1200)
        )
        banner.send(.geometry(banner.geometry))
        banner.pullAndRelease(.right, 70, at: 1)
        #expect(banner.triggers(.right) == [.release])
        #expect(banner.extraInsets.right == 60)
    }

    @Test func mjRefreshEndIsSynchronous() {
        var controller = RefreshController(top: .header, bottom: .footer)
        var commands: [RefreshCommand] = []
        controller.send(.geometry(phoneList), now: 0, into: &commands)
        controller.send(.tap(.bottom), now: 1, into: &commands)
        // mjrefresh-end:begin
        controller.send(.endRefreshing(.bottom, .noMoreData), now: 2, into: &commands)
        let state = controller.state(.bottom)  // .finishing(.noMoreData) already: nothing is dispatched for later
        controller.send(.endRefreshing(.bottom, .success), now: 2, into: &commands)
        // commands == [.diagnostic(.ignored(.bottom, .end, because: .notRefreshing))]
        // mjrefresh-end:end
        #expect(state == .finishing(.noMoreData))
        #expect(commands == [.diagnostic(.ignored(.bottom, .end, because: .notRefreshing))])
        controller.send(.tick, now: 2.25, into: &commands)
        #expect(controller.state(.bottom) == .noMoreData)
        // A successful refresh takes the footer out of no-more-data; a failed one would not.
        controller.send(.beginRefreshing(.top, reveal: false), now: 3, into: &commands)
        controller.send(.endRefreshing(.top, .failure), now: 4, into: &commands)
        #expect(controller.state(.bottom) == .noMoreData)
        controller.send(.tick, now: 6, into: &commands)
        controller.send(.beginRefreshing(.top, reveal: false), now: 7, into: &commands)
        controller.send(.endRefreshing(.top, .success), now: 8, into: &commands)
        #expect(controller.state(.bottom) == .idle)
    }

    @Test func mjRefreshLastUpdatedFromAStoredWallTime() {
        var controller = RefreshController(top: .header)
        // mjrefresh-last-updated:begin
        // Stored as wall-clock seconds when the last refresh succeeded; `now` is the monotonic clock.
        let storedWallTime = 1_700_000_000.0
        let wallNow = 1_700_000_300.0
        let now = 42.0
        controller.restoreLastSuccess(now - (wallNow - storedWallTime), for: .top)
        let text = RefreshText(language: .english)
        let lastSuccess = controller.snapshot(.top)?.lastSuccess
        let shown = text.lastUpdated(at: lastSuccess, now: now)  // "Last updated: 5 minutes ago"
        // mjrefresh-last-updated:end
        #expect(shown == "Last updated: 5 minutes ago")
        #expect(text.lastUpdated(at: nil, now: now) == "Last updated: never")
    }

    @Test func mjRefreshContentSizeJittersDoNotChainLoads() {
        var host = ExampleHost(RefreshController(top: .header, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 1)
        host.geometry.contentOffset.y = 2400 + 34 - 844
        host.send(.geometry(host.geometry), at: 1.1)
        host.send(.dragEnded(velocity: .zero), at: 1.2)
        host.send(.endRefreshing(.bottom, .success), at: 2)
        // Self-sizing cells: the content size moves by a few points while the end stays in the prefetch zone.
        for (index, height) in [2398.0, 2395, 2399].enumerated() {
            host.geometry.contentSize.height = height
            host.send(.geometry(host.geometry), at: 3 + Double(index) * 0.1)
        }
        #expect(host.triggers(.bottom) == [.reachingEnd])
        // A page lands: the end moves away; scrolling to it again loads the next one.
        host.geometry.contentSize.height = 4400
        host.send(.geometry(host.geometry), at: 4)
        host.geometry.contentOffset.y = 4400 + 34 - 844
        host.send(.geometry(host.geometry), at: 5)
        #expect(host.triggers(.bottom) == [.reachingEnd, .reachingEnd])
    }

    @Test func mjRefreshAFailedLoadWaitsForATap() {
        var host = ExampleHost(RefreshController(top: .header, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.tap(.bottom), at: 1)
        host.send(.endRefreshing(.bottom, .failure), at: 2)
        host.send(.geometry(host.geometry), at: 3)
        #expect(host.controller.state(.bottom) == .failed)
        #expect(host.triggers(.bottom) == [.tap])  // no automatic retry
        host.send(.tap(.bottom), at: 4)
        #expect(host.triggers(.bottom) == [.tap, .tap])
    }

    @Test func mjRefreshFooterTapWhileTheHeaderRefreshesIsRefused() {
        var host = ExampleHost(RefreshController(top: .header, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.pullAndRelease(.top, 80, at: 1)
        host.send(.tap(.bottom), at: 1.5)
        #expect(host.triggers(.bottom) == [])
        #expect(host.diagnostics.contains(.ignored(.bottom, .tap, because: .exclusive(with: .top))))
    }

    @Test func mjRefreshBeginThenEndAtOnceStillCollapses() {
        var host = ExampleHost(RefreshController(top: .header), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.beginRefreshing(.top, reveal: true), at: 1)
        host.send(.endRefreshing(.top, .success), at: 1)
        host.send(.tick, at: 5)
        #expect(host.controller.state(.top) == .idle)
        #expect(host.extraInsets.top == 0)
    }
}

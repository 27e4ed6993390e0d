import HeadlessRefresh
import Testing

/// The examples of the migration guides.
extension ArticleExampleTests {
    // MARK: MigratingFromMJRefresh

    /// MJRefresh's components, as edge configurations.
    enum MJRefreshLike {
        /// MJRefreshNormalHeader: release past 54, hold 54, 0.25 s in, 0.4 s out, no result shown.
        static var header: EdgeConfiguration {
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
        static var autoFooter: EdgeConfiguration {
            var footer = EdgeConfiguration.footer  // [.reachingEnd(prefetch: 0), .tap], extent 44
            footer.restingExtent = 44
            footer.autoTriggerLimit = 1  // nil for autoTriggerTimes = -1
            return footer
        }

        /// MJRefreshBackNormalFooter: pull up past 44 and release.
        static var backFooter: EdgeConfiguration {
            var footer = EdgeConfiguration.header
            footer.triggerDistance = 44
            footer.refreshingExtent = 44
            footer.resultHold = ResultHold(0)
            footer.resetsOppositeNoMoreData = false
            return footer
        }

        /// MJRefreshNormalTrailer on a horizontal list: pull left past 60 and release.
        static var trailer: EdgeConfiguration {
            var trailer = backFooter
            trailer.triggerDistance = 60
            trailer.refreshingExtent = 60
            return trailer
        }
    }

    @Test func mjRefreshPresetsAreValid() {
        for configuration in [
            MJRefreshLike.header, MJRefreshLike.autoFooter, MJRefreshLike.backFooter, MJRefreshLike.trailer,
        ] {
            #expect(configuration.problems == [])
        }
    }

    @Test func mjRefreshHeaderAndAutoFooter() {
        var host = ExampleHost(
            RefreshController(top: MJRefreshLike.header, bottom: MJRefreshLike.autoFooter),
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
        var host = ExampleHost(RefreshController(bottom: MJRefreshLike.backFooter), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.pullAndRelease(.bottom, 50, at: 1)
        #expect(host.triggers(.bottom) == [.release])
        var banner = ExampleHost(
            RefreshController(right: MJRefreshLike.trailer),
            geometry: ScrollViewGeometry(
                contentSize: ScrollSize(width: 1200, height: 200),
                viewportSize: ScrollSize(width: 390, height: 200),
                axis: .horizontal
            )
        )
        banner.send(.geometry(banner.geometry))
        banner.pullAndRelease(.right, 70, at: 1)
        #expect(banner.triggers(.right) == [.release])
        #expect(banner.extraInsets.right == 60)
    }

    @Test func mjRefreshEndIsSynchronous() {
        var controller = RefreshController(top: .header, bottom: .footer)
        var actions: [RefreshCommand] = []
        controller.send(.geometry(phoneList), now: 0, into: &actions)
        controller.send(.tap(.bottom), now: 1, into: &actions)
        controller.send(.endRefreshing(.bottom, .noMoreData), now: 2, into: &actions)
        #expect(controller.state(.bottom) == .finishing(.noMoreData))  // at once: nothing is dispatched for later
        controller.send(.endRefreshing(.bottom, .success), now: 2, into: &actions)
        #expect(actions == [.diagnostic(.ignored(.bottom, .end, because: .notRefreshing))])
        controller.send(.tick, now: 2.25, into: &actions)
        #expect(controller.state(.bottom) == .noMoreData)
        // A successful refresh takes the footer out of no-more-data; a failed one would not.
        controller.send(.beginRefreshing(.top, reveal: false), now: 3, into: &actions)
        controller.send(.endRefreshing(.top, .failure), now: 4, into: &actions)
        #expect(controller.state(.bottom) == .noMoreData)
        controller.send(.tick, now: 6, into: &actions)
        controller.send(.beginRefreshing(.top, reveal: false), now: 7, into: &actions)
        controller.send(.endRefreshing(.top, .success), now: 8, into: &actions)
        #expect(controller.state(.bottom) == .idle)
    }

    @Test func mjRefreshLastUpdatedFromAStoredWallTime() {
        var controller = RefreshController(top: .header)
        // Stored as wall-clock seconds when the last refresh succeeded; `now` is the monotonic clock.
        let storedWallTime = 1_700_000_000.0
        let wallNow = 1_700_000_300.0
        let now = 42.0
        controller.restoreLastSuccess(now - (wallNow - storedWallTime), for: .top)
        let text = RefreshText(language: .english)
        #expect(text.lastUpdated(at: controller.snapshot(.top)?.lastSuccess, now: now) == "Last updated: 5 minutes ago")
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

    // MARK: MigratingFromIQPullToRefresh

    @Test func iqProgressCompletionFiresBeforeTheRelease() {
        var header = EdgeConfiguration.header
        header.triggers = [.threshold]  // refreshStyle = .progressCompletion
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 100)]  // mode = .scrollLimitReached, preloadOffset = 100
        let controller = RefreshController(top: header, bottom: footer)
        var host = ExampleHost(controller, geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 1)
        host.pull(.top, 60, at: 1.1)
        #expect(host.triggers(.top) == [.threshold])  // the finger is still down
        host.send(.dragEnded(velocity: .zero), at: 1.2)
        host.send(.endRefreshing(.top, .success), at: 2)
        host.pull(.top, 0, at: 3)
        host.send(.dragBegan, at: 4)
        host.geometry.contentOffset.y = 2400 + 34 - 844 - 90
        host.send(.geometry(host.geometry), at: 4.1)
        #expect(host.triggers(.bottom) == [.reachingEnd])
    }

    @Test func iqHorizontalListUsesTheSideEdges() {
        var host = ExampleHost(
            RefreshController(left: .header, right: .footer),
            geometry: ScrollViewGeometry(
                contentSize: ScrollSize(width: 3000, height: 200),
                viewportSize: ScrollSize(width: 390, height: 200),
                axis: .horizontal
            )
        )
        host.send(.geometry(host.geometry))
        host.pullAndRelease(.left, 70, at: 1)
        #expect(host.triggers(.left) == [.release])
        host.send(.endRefreshing(.left, .success), at: 2)
        host.send(.tick, at: 3)
        host.send(.dragBegan, at: 4)
        host.geometry.contentOffset.x = 3000 - 390
        host.send(.geometry(host.geometry), at: 4.1)
        #expect(host.triggers(.right) == [.reachingEnd])
    }

    // MARK: MigratingFromPullToRefreshKit

    @Test func pullToRefreshKitElasticHeaderAndResults() {
        var elastic = EdgeConfiguration.header
        elastic.triggerDistance = 80  // heightForFireRefreshing()
        elastic.refreshingExtent = 40  // heightForRefreshingState()
        elastic.resultHold = ResultHold(success: 0.5, failure: 1, noMoreData: 0.5)  // .normal(result, delay)
        elastic.collapseDuration = 0.4  // durationOfHideAnimation
        var footer = EdgeConfiguration.footer  // RefreshMode.scrollAndTap
        footer.triggers = [.tap]  // RefreshMode.tap
        let list = RefreshController(top: elastic, bottom: footer)
        var host = ExampleHost(list, geometry: phoneList)
        host.send(.geometry(phoneList))
        host.pullAndRelease(.top, 70, at: 1)
        #expect(host.triggers(.top) == [])
        host.pullAndRelease(.top, 90, at: 2)
        #expect(host.triggers(.top) == [.release])
        #expect(host.extraInsets.top == 40)
        host.send(.endRefreshing(.top, .failure), at: 3)
        #expect(host.controller.state(.top) == .finishing(.failure))
        host.send(.tick, at: 4)
        #expect(host.log.contains(.setExtraInset(.top, amount: 0, duration: 0.4)))
        // Scrolling to the end does not load: only a tap does.
        host.geometry.contentOffset.y = 2400 + 34 - 844
        host.send(.geometry(host.geometry), at: 5)
        #expect(host.triggers(.bottom) == [])
        host.send(.tap(.bottom), at: 6)
        #expect(host.triggers(.bottom) == [.tap])
    }

    @Test func pullToRefreshKitSideActions() {
        // A horizontal banner: pull past 50 at either side and release to fire; nothing to end.
        let banner = RefreshController(left: .side, right: .side)
        var host = ExampleHost(
            banner,
            geometry: ScrollViewGeometry(
                contentSize: ScrollSize(width: 1200, height: 200),
                viewportSize: ScrollSize(width: 390, height: 200),
                axis: .horizontal
            )
        )
        host.send(.geometry(host.geometry))
        host.pullAndRelease(.right, 60, at: 1)
        #expect(host.triggers(.right) == [.release])
        #expect(host.controller.state(.right) == .idle)
        #expect(host.extraInsets.right == 0)
    }

    // MARK: MigratingFromUIRefreshControl

    @Test func uiRefreshControlLikeHeaderFiresAtTheThreshold() {
        var header = EdgeConfiguration.header
        header.triggers = [.threshold]
        var host = ExampleHost(RefreshController(top: header, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 1)
        host.pull(.top, 65, at: 1.1)
        #expect(host.triggers(.top) == [.threshold])
        host.pull(.top, 90, at: 1.2)
        #expect(host.triggers(.top) == [.threshold])  // once per arming
    }

    @Test func uiRefreshControlKeptForTheHeader() {
        // UIRefreshControl keeps drawing and triggering the header; the controller only learns that it refreshes,
        // so the footer it runs waits meanwhile.
        var systemHeader = EdgeConfiguration.header
        systemHeader.triggers = []  // the system's gesture triggers, not ours
        systemHeader.refreshingExtent = 0  // the system holds its own inset
        systemHeader.minimumRefreshingDuration = 0
        systemHeader.resultHold = ResultHold(0)
        var controller = RefreshController(top: systemHeader, bottom: .footer)
        var actions: [RefreshCommand] = []
        // In the refresh control's .valueChanged action:
        controller.send(.beginRefreshing(.top, reveal: false), now: 10, into: &actions)
        // actions holds .trigger(.top, cause: .programmatic): start the load there
        // When the load is done, before refreshControl.endRefreshing():
        controller.send(.endRefreshing(.top, .success), now: 11.2, into: &actions)
        #expect(controller.state(.top) == .idle)
        #expect(controller.extraInsets == .zero)

        var host = ExampleHost(RefreshController(top: systemHeader, bottom: .footer), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.beginRefreshing(.top, reveal: false), at: 1)
        #expect(host.triggers(.top) == [.programmatic])
        #expect(!host.log.contains { if case .scroll = $0 { true } else { false } })
        host.send(.tap(.bottom), at: 1.5)
        #expect(host.triggers(.bottom) == [])  // exclusive with the header
        host.send(.dragBegan, at: 2)
        host.pull(.top, 100, at: 2.1)
        host.send(.dragEnded(velocity: .zero), at: 2.2)
        #expect(host.triggers(.top) == [.programmatic])  // a pull never triggers this header
        host.send(.endRefreshing(.top, .success), at: 3)
        host.send(.tap(.bottom), at: 3.5)
        #expect(host.triggers(.bottom) == [.tap])
    }

    @Test func uiRefreshControlStrayEndIsHarmless() {
        var host = ExampleHost(RefreshController(top: .header), geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.endRefreshing(.top, .success), at: 1)
        #expect(host.diagnostics == [.ignored(.top, .end, because: .notRefreshing)])
        #expect(!host.log.contains { if case .scroll = $0 { true } else { false } })
    }
}

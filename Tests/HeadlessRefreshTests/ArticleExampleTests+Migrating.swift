import HeadlessRefresh
import Testing

/// The examples of the migration guides.
extension ArticleExampleTests {
    // MARK: MigratingFromIQPullToRefresh

    @Test func iqProgressCompletionFiresBeforeTheRelease() {
        // migrating-iq-configuration:begin
        var header = EdgeConfiguration.header
        header.triggers = [.threshold]  // refreshStyle = .progressCompletion
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 100)]  // mode = .scrollLimitReached, preloadOffset = 100
        let controller = RefreshController(top: header, bottom: footer)
        // migrating-iq-configuration:end
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
            geometry: horizontalList(contentWidth: 3000)
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
    // The guide's snippets are the regions between `// NAME:begin` and `// NAME:end` (scripts/check-snippets).

    @Test func pullToRefreshKitEdgesReplaceTheHeaderAndFooter() {
        // pulltorefreshkit-after:begin
        // After: the edges; trigger commands start the loads, an end input reports the result.
        let list = RefreshController(top: .header, bottom: .footer)
        // pulltorefreshkit-after:end
        #expect(list.state(.top) == .idle)
        #expect(list.state(.bottom) == .idle)
    }

    @Test func pullToRefreshKitElasticHeaderAndResults() {
        // pulltorefreshkit-elastic:begin
        var elastic = EdgeConfiguration.header
        elastic.triggerDistance = 80  // heightForFireRefreshing()
        elastic.refreshingExtent = 40  // heightForRefreshingState()
        elastic.resultHold = ResultHold(success: 0.5, failure: 1, noMoreData: 0.5)  // .normal(result, delay)
        elastic.collapseDuration = 0.4  // durationOfHideAnimation
        var footer = EdgeConfiguration.footer  // RefreshMode.scrollAndTap
        footer.triggers = [.tap]  // RefreshMode.tap
        let list = RefreshController(top: elastic, bottom: footer)
        // pulltorefreshkit-elastic:end
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
        // pulltorefreshkit-banner:begin
        // A horizontal banner: pull past 50 at either side and release to fire; nothing to end.
        let banner = RefreshController(left: .side, right: .side)
        // pulltorefreshkit-banner:end
        var host = ExampleHost(
            banner,
            geometry: horizontalList(contentWidth: 1200)
        )
        host.send(.geometry(host.geometry))
        host.pullAndRelease(.right, 60, at: 1)
        #expect(host.triggers(.right) == [.release])
        #expect(host.controller.state(.right) == .idle)
        #expect(host.extraInsets.right == 0)
    }

    // MARK: MigratingFromUIRefreshControl
    // The guide's snippets are the regions between `// NAME:begin` and `// NAME:end` (scripts/check-snippets).

    @Test func uiRefreshControlLikeHeaderFiresAtTheThreshold() {
        // uirefreshcontrol-threshold:begin
        var header = EdgeConfiguration.header
        header.triggers = [.threshold]
        let controller = RefreshController(top: header, bottom: .footer)
        // uirefreshcontrol-threshold:end
        var host = ExampleHost(controller, geometry: phoneList)
        host.send(.geometry(phoneList))
        host.send(.dragBegan, at: 1)
        host.pull(.top, 65, at: 1.1)
        #expect(host.triggers(.top) == [.threshold])
        host.pull(.top, 90, at: 1.2)
        #expect(host.triggers(.top) == [.threshold])  // once per arming
    }

    @Test func uiRefreshControlKeptForTheHeader() {
        // uirefreshcontrol-kept:begin
        // UIRefreshControl keeps drawing and triggering the header; the controller only learns that it refreshes,
        // so the footer it runs waits meanwhile.
        var systemHeader = EdgeConfiguration.header
        systemHeader.triggers = []  // the system's gesture triggers, not ours
        systemHeader.refreshingExtent = 0  // the system holds its own inset
        systemHeader.minimumRefreshingDuration = 0
        systemHeader.resultHold = ResultHold(0)
        var controller = RefreshController(top: systemHeader, bottom: .footer)
        var commands: [RefreshCommand] = []
        // In the refresh control's .valueChanged action:
        controller.send(.beginRefreshing(.top, reveal: false), now: 10, into: &commands)
        // commands holds .trigger(.top, cause: .programmatic): start the load there
        // When the load is done, before refreshControl.endRefreshing():
        controller.send(.endRefreshing(.top, .success), now: 11.2, into: &commands)
        // uirefreshcontrol-kept:end
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

#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefreshUIKit
    import UIKit

    /// The "Migrating from ESPullToRefresh" article's screen: ESPullToRefresh's defaults, a programmatic refresh
    /// when the screen appears, and the end of the data from code.
    final class ESStyleFeedViewController: UITableViewController {
        let feed = Feed()

        override func viewDidLoad() {
            super.viewDidLoad()
            // migrating-es-attach:begin
            var header = EdgeConfiguration.header
            header.triggerDistance = 60  // animator.trigger
            header.refreshingExtent = 60  // animator.executeIncremental
            var footer = EdgeConfiguration.footer  // loads when the end comes into view, as addInfiniteScrolling
            footer.refreshingExtent = 42
            tableView.attachRefresh(header: header, footer: footer)
                .onRefresh { [weak self] in  // es.addPullToRefresh { … }
                    try await self?.feed.reload()
                    self?.tableView.reloadData()
                }
                .onLoadMore { [weak self] in  // es.addInfiniteScrolling { … }
                    let more = try await self?.feed.loadMore() ?? false
                    self?.tableView.reloadData()
                    return more ? .success : .noMoreData  // es.noticeNoMoreData()
                }
            // migrating-es-attach:end
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // migrating-es-calls:begin
            let refresh = tableView.refreshAdapter
            refresh?.send(.beginRefreshing(.top, reveal: true))  // es.startPullToRefresh()
            refresh?.send(.resetNoMoreData(.bottom))  // es.resetNoMoreData()
            refresh?.send(.setEnabled(.bottom, false))  // es.removeRefreshFooter(), keeping the header
            // migrating-es-calls:end
        }
    }
#endif

#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefreshUIKit
    import UIKit

    /// The README's UIKit one-liner, in the view controller it belongs to.
    final class FeedViewController: UITableViewController {
        let feed = Feed()

        override func viewDidLoad() {
            super.viewDidLoad()
            // readme-uikit:begin
            tableView.attachRefresh(header: .header, footer: .footer)
                .onRefresh { [weak self] in
                    try await self?.feed.reload()
                    self?.tableView.reloadData()
                }
                .onLoadMore { [weak self] in
                    let more = try await self?.feed.loadMore() ?? false
                    self?.tableView.reloadData()
                    return more ? .success : .noMoreData
                }
            // readme-uikit:end
        }
    }
#endif

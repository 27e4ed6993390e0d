#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefreshUIKit
    import UIKit

    /// The UIKit snippet of the "Accessibility" article: the one-liner already adds the custom actions, the spoken
    /// announcements and Reduce Motion; the app adds the count of new posts and its own name for the refresh action.
    final class AccessibleFeedViewController: UITableViewController {
        let feed = Feed()

        override func viewDidLoad() {
            super.viewDidLoad()
            // accessibility-uikit:begin
            let controls = tableView.attachRefresh(header: .header, footer: .footer)
                .onRefresh { [weak self] in
                    try await self?.feed.reload()
                    self?.tableView.reloadData()
                }
                .onLoadMore { [weak self] in
                    let more = try await self?.feed.loadMore() ?? false
                    self?.tableView.reloadData()
                    return more ? .success : .noMoreData
                }
            // VoiceOver says "20 new items" after a load rather than "Refreshed" or "Loaded".
            controls.newItemCount = { [weak self] _ in self?.feed.lastPageCount }
            // The header's custom action, in the rotor: "Check for new posts" rather than "Refresh".
            controls.text.setActionName("Check for new posts", for: .refresh)
            // accessibility-uikit:end
        }
    }
#endif

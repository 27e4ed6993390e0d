#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefreshUIKit
    import UIKit

    /// The "Loading by the items in view" article's UIKit snippet: the footer loads five rows before the end, told by
    /// `willDisplay` rather than by the scroll geometry; after five pages by itself it asks for a tap.
    @available(iOS 17, tvOS 17, *)
    final class ItemsFeedViewController: UITableViewController {
        let store = PagingStore<FeedPages.Post, Int>(pageSize: 20, numbering: .pages(from: 0)) { page, size in
            try await PostsAPI.posts(page: page, perPage: size)
        }

        // loading-by-items-uikit:begin
        override func viewDidLoad() {
            super.viewDidLoad()
            var footer = EdgeConfiguration.footer
            footer.triggers = [.itemsInView(prefetch: 5), .tap]
            footer.automaticLoadBudget = 5  // then "tap to load more": the keyboard reaches what is below
            tableView.attachRefresh(header: .header, footer: footer).attach(store)
            store.addPageObserver(id: "table") { [weak self] _ in self?.tableView.reloadData() }
        }

        override func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            tableView.refreshAdapter?.itemBecameVisible(at: indexPath.row, of: store.items.count)
        }
        // loading-by-items-uikit:end

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            store.items.count
        }
    }
#endif

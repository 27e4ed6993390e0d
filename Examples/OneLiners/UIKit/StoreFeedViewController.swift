#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefreshUIKit
    import UIKit

    /// The README's UIKit one-liner with a paging store: the store loads, the adapter ends each edge when its page has
    /// landed, and attaching loads the first page.
    @available(iOS 17, tvOS 17, *)
    final class StoreFeedViewController: UITableViewController {
        // readme-uikit-store:begin
        let store = PagingStore<FeedPages.Post, Int>(pageSize: 20, numbering: .pages(from: 0)) { page, size in
            try await PostsAPI.posts(page: page, perPage: size)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.attachRefresh(header: .header, footer: .footer).attach(store)
            store.addPageObserver(id: "table") { [weak self] _ in self?.tableView.reloadData() }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            store.items.count
        }
        // readme-uikit-store:end
    }
#endif

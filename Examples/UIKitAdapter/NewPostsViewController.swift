#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefresh
    import HeadlessRefreshPaging
    import HeadlessRefreshUIKit
    import UIKit

    /// A post of the feed.
    public struct FeedPost: Identifiable, Sendable {
        /// The post's id on the server.
        public let id: Int
        /// What the row shows.
        public let title: String
    }

    /// A feed whose refreshes keep the reader's place: a pull at the top refreshes it, a poll below the top merges the
    /// new posts above the one in view, and the title turns into a "3 new posts" pill that jumps to them (see the
    /// KeepingTheReadersPlace article).
    ///
    /// ```swift
    /// let feed = NewPostsViewController(store: store)
    /// Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in feed.poll() }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    public final class NewPostsViewController: UITableViewController {
        private let store: PagingStore<FeedPost, String>
        private var adapter: ScrollViewRefreshAdapter?
        private var scrolling: NSKeyValueObservation?
        private let pill = UILabel()

        /// Creates the screen for a store of posts.
        public init(store: PagingStore<FeedPost, String>) {
            self.store = store
            super.init(style: .plain)
        }

        /// Not supported: the screen is made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        // keeping-place-uikit:begin
        /// Attaches the store; reports the rows in view as the table scrolls; the pill jumps to the new posts.
        public override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            store.keepsPlaceOnRefresh = true  // below the top, a refresh merges above the post in view
            // The session keeps the post in view still when posts land above it.
            adapter = ScrollViewRefreshAdapter(scrollView: tableView).attach(store)
            store.addPageObserver(id: ObjectIdentifier(self)) { [weak self] _ in
                self?.tableView.reloadData()
                self?.showPill()
            }
            scrolling = tableView.observe(\.contentOffset) { [weak self] _, _ in
                MainActor.assumeIsolated { self?.reportVisibleRows() }
            }
            pill.isUserInteractionEnabled = true
            pill.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showNewPosts)))
        }

        /// A timer's poll: the reader below the top keeps their place.
        public func poll() {
            store.refresh()
        }

        private func reportVisibleRows() {
            let rows = tableView.indexPathsForVisibleRows?.map(\.row) ?? []
            guard let first = rows.min(), let last = rows.max() else { return }
            store.setVisibleRange(first..<last + 1)  // reaching the new posts clears the count
            showPill()
        }

        private func showPill() {
            let count = store.newItemCount
            pill.text = store.newItemsExceedCount ? "\(count)+ new posts" : "\(count) new posts"
            navigationItem.titleView = count > 0 ? pill : nil
        }

        @objc private func showNewPosts() {
            // The new posts start at the first row.
            guard store.showNewItems() != nil else { return }
            tableView.setContentOffset(CGPoint(x: 0, y: -tableView.adjustedContentInset.top), animated: true)
            showPill()
        }
        // keeping-place-uikit:end

        // MARK: Table

        /// One row per post.
        public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            store.items.count
        }

        /// A row with the post's title.
        public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = store.items[indexPath.row].title
            cell.contentConfiguration = content
            return cell
        }
    }
#endif

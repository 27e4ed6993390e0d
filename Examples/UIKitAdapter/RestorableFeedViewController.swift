#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import HeadlessRefresh
    import HeadlessRefreshPaging
    import HeadlessRefreshUIKit
    import UIKit

    /// A story of the restorable feed: `Codable`, so that its list can be saved.
    public struct Story: Identifiable, Codable, Sendable {
        /// The story's id.
        public let id: Int
        /// Its title.
        public let title: String
    }

    /// A feed that shows its phase — a spinner for the first load, a message for its failure and for an empty feed,
    /// the rows otherwise — and comes back where the reader left it after a relaunch, through UIKit's state
    /// restoration (give the screen a `restorationIdentifier`).
    ///
    /// ```swift
    /// let feed = RestorableFeedViewController(store: store)
    /// feed.restorationIdentifier = "feed"
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    public final class RestorableFeedViewController: UITableViewController {
        private let store: PagingStore<Story, String>
        private var adapter: ScrollViewRefreshAdapter?
        private var attached = false
        private var anchor: PagingRestoration<Story, String>.Anchor?

        /// Creates the screen for a store of stories.
        public init(store: PagingStore<Story, String>) {
            self.store = store
            super.init(style: .plain)
        }

        /// Not supported: the screen is made in code.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Sets up the adapter; the store is attached when the screen first appears, after a restoration.
        public override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "story")
            let adapter = ScrollViewRefreshAdapter(scrollView: tableView)
            adapter.drive(RefreshController(top: .header, bottom: .footer))
            store.addPageObserver(id: ObjectIdentifier(self)) { [weak self] _ in self?.tableView.reloadData() }
            store.addStatusObserver(id: ObjectIdentifier(self)) { [weak self] _ in self?.showPhase() }
            self.adapter = adapter
        }

        // uikit-list-phase:begin
        /// Shows what the list is doing behind its rows.
        func showPhase() {
            switch store.phase {
            case .notLoaded, .firstLoad:
                let spinner = UIActivityIndicatorView(style: .medium)
                spinner.startAnimating()
                tableView.backgroundView = spinner
            case .firstLoadFailed:
                tableView.backgroundView = message("Couldn't load the feed. Pull to try again.")
            case .empty:
                tableView.backgroundView = message("No stories yet. Pull to refresh.")
            case .content:
                tableView.backgroundView = nil  // the rows, the header and the footer say the rest
            }
        }
        // uikit-list-phase:end

        private func message(_ text: String) -> UILabel {
            let label = UILabel(frame: .zero)
            label.text = text
            label.textAlignment = .center
            return label
        }

        // uikit-restoring:begin
        /// Saves the list and the row at the top of the screen, with how far it is scrolled past.
        public override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            var anchor: PagingRestoration<Story, String>.Anchor?
            if let top = tableView.indexPathsForVisibleRows?.first {
                let rowTop = tableView.rectForRow(at: top).origin.y
                let offset = rowTop - tableView.contentOffset.y - tableView.adjustedContentInset.top
                anchor = .init(index: top.row, offset: Double(offset))
            }
            if let list = store.restoration(anchor: anchor), let data = try? JSONEncoder().encode(list) {
                coder.encode(data, forKey: "feed.list")
            }
        }

        /// Puts the list back before the screen shows: no spinner, no request.
        public override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            guard let data = coder.decodeObject(forKey: "feed.list") as? Data,
                let list = try? JSONDecoder().decode(PagingRestoration<Story, String>.self, from: data)
            else { return }
            store.restore(list)
            anchor = list.anchor
            tableView.reloadData()
        }

        /// Attaches the store once, restored or not: a store without a page loads its first one now.
        public override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard !attached else { return }
            attached = true
            adapter?.attach(store)
            if let anchor {
                let rowTop = tableView.rectForRow(at: IndexPath(row: anchor.index, section: 0)).origin.y
                tableView.contentOffset.y = rowTop - CGFloat(anchor.offset) - tableView.adjustedContentInset.top
            }
            showPhase()
        }
        // uikit-restoring:end

        /// One row per story.
        public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            store.items.count
        }

        /// The story's title.
        public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = tableView.dequeueReusableCell(withIdentifier: "story", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = store.items[indexPath.row].title
            cell.contentConfiguration = content
            return cell
        }
    }
#endif

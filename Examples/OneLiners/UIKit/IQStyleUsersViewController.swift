#if canImport(UIKit) && !os(watchOS)
    import HeadlessRefreshPaging
    import HeadlessRefreshUIKit
    import UIKit

    /// One user of the "Migrating from IQPullToRefresh" article's list.
    struct User: Identifiable, Sendable {
        let id: Int
        let name: String
    }

    /// The server the article's list pages through, by page number from 1.
    struct UsersAPI: Sendable {
        func users(page: Int, perPage: Int) async throws -> [User] {
            let start = (page - 1) * perPage
            return (start..<min(start + perPage, 95)).map { User(id: $0, name: "User \($0)") }
        }
    }

    /// The "Migrating from IQPullToRefresh" article's screen: IQRefreshAbstractWrapper's page numbers from 1, as a
    /// PagingStore that the view controller keeps, attached to the table view's session (which loads its first page),
    /// and read by the table's data source.
    @available(iOS 17, tvOS 17, *)
    final class IQStyleUsersViewController: UITableViewController {
        let api = UsersAPI()

        // migrating-iq-paging:begin
        // A property, as IQPullToRefresh's `refresher` is: the table's data source reads its items.
        private lazy var users = PagingStore<User, Int>(
            pageSize: 20, numbering: .pages(from: 1), identifiedBy: .id
        ) { [api] page, size in
            try await api.users(page: page, perPage: size)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            // Attaching loads the first page, as IQPullToRefresh's `refresh()`, shown by the header.
            tableView.attachRefresh(header: .header, footer: .footer).attach(users)
            users.addPageObserver(id: "table") { [weak self] _ in self?.tableView.reloadData() }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            users.items.count  // IQRefreshAbstractWrapper's `models`
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = users.items[indexPath.row].name
            cell.contentConfiguration = content
            return cell
        }
        // migrating-iq-paging:end
    }
#endif

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
    /// PagingStore attached to the table view's session.
    @available(iOS 17, *)
    final class IQStyleUsersViewController: UITableViewController {
        let api = UsersAPI()

        override func viewDidLoad() {
            super.viewDidLoad()
            // migrating-iq-paging:begin
            let store = PagingStore<User, Int>(pageSize: 20, numbering: .pages(from: 1), identifiedBy: .id) {
                [api] page, size in
                try await api.users(page: page, perPage: size)
            }
            tableView.attachRefresh(header: .header, footer: .footer).attach(store)
            store.addPageObserver(id: "table") { [weak self] _ in self?.tableView.reloadData() }
            // migrating-iq-paging:end
        }
    }
#endif

import Observation

/// What the one-liners load: an app's data, here twenty posts a page up to a hundred. Type-checked with them by
/// `scripts/check-adapters`.
@MainActor
@Observable
final class Feed {
    /// One row.
    struct Post: Identifiable {
        let id: Int
        let title: String
    }

    private(set) var posts: [Post] = []

    /// Replaces the posts with the first page.
    func reload() async throws {
        posts = page(from: 0)
    }

    /// Appends the next page; `false` at the end of the data.
    func loadMore() async throws -> Bool {
        guard posts.count < 100 else { return false }
        posts += page(from: posts.count)
        return true
    }

    private func page(from start: Int) -> [Post] {
        (start..<start + 20).map { Post(id: $0, title: "Post \($0)") }
    }
}

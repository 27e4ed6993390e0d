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
    /// How many posts the last load brought, for VoiceOver to say ("20 new items").
    private(set) var lastPageCount = 0

    /// Replaces the posts with the first page.
    func reload() async throws {
        posts = page(from: 0)
        lastPageCount = posts.count
    }

    /// Appends the next page; `false` at the end of the data.
    func loadMore() async throws -> Bool {
        guard posts.count < 100 else { return false }
        let next = page(from: posts.count)
        posts += next
        lastPageCount = next.count
        return true
    }

    private func page(from start: Int) -> [Post] {
        (start..<start + 20).map { Post(id: $0, title: "Post \($0)") }
    }
}

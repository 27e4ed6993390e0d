/// What the one-liners load: an app's data, here twenty posts a page up to a hundred. Each toolkit's `Feed` keeps one
/// (`UIKit/Feed.swift`, `SwiftUI/Feed.swift`); type-checked with them by `scripts/check-availability`.
struct FeedPages {
    /// One row.
    struct Post: Identifiable {
        let id: Int
        let title: String
    }

    private(set) var posts: [Post] = []
    /// How many posts the last load brought, for VoiceOver to say ("20 new items").
    private(set) var lastPageCount = 0

    /// Replaces the posts with the first page.
    mutating func reload() {
        posts = page(from: 0)
        lastPageCount = posts.count
    }

    /// Appends the next page; `false` at the end of the data.
    mutating func loadMore() -> Bool {
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

/// A screen's `Feed`: its pages and the loads a one-liner calls.
@MainActor
protocol FeedLoading: AnyObject {
    var pages: FeedPages { get set }
}

extension FeedLoading {
    var posts: [FeedPages.Post] { pages.posts }
    var lastPageCount: Int { pages.lastPageCount }

    /// Replaces the posts with the first page.
    func reload() async throws { pages.reload() }

    /// Appends the next page; `false` at the end of the data.
    func loadMore() async throws -> Bool { pages.loadMore() }
}

/// A server the store-backed one-liners page through: a hundred posts, twenty a page.
enum PostsAPI {
    /// The posts of page `page` (from 0), `perPage` of them; fewer or none past the hundredth.
    static func posts(page: Int, perPage: Int) async throws -> [FeedPages.Post] {
        let start = min(page * perPage, 100)
        return (start..<min(start + perPage, 100)).map { FeedPages.Post(id: $0, title: "Post \($0)") }
    }
}

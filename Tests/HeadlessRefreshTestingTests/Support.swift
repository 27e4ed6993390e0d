import HeadlessRefreshPaging

/// A post of the fake feed.
struct Post: Identifiable, Hashable, Sendable {
    var id: Int
}

/// The app's fake API: `count` posts, newest first, served by page number from 1.
struct PostsAPI: Sendable {
    var count: Int
    /// Whether page 2 and after start one post late: the bug of a loader that skips the post at a page boundary.
    var skipsAtBoundary = false

    /// Posts whose id is a multiple of this, past the first, are held back by moderation: their page comes short.
    var moderatesEvery: Int?

    func posts(page: Int, perPage: Int) async throws -> [Post] {
        var start = (page - 1) * perPage
        if skipsAtBoundary && page > 1 { start += 1 }
        guard start < count, start >= 0 else { return [] }
        return (start..<min(count, start + perPage)).filter { id in
            moderatesEvery.map { id == 0 || id % $0 != 0 } ?? true
        }.map { Post(id: $0) }
    }

    /// The same posts after a cursor (the last id seen), for a cursor API.
    func posts(after cursor: Int?, limit: Int) async throws -> Page<Post, Int> {
        let start = cursor.map { $0 + 1 } ?? 0
        let posts = (start..<min(count, start + limit)).map { Post(id: $0) }
        return Page(items: posts, next: start + limit < count ? posts.last?.id : nil)
    }
}

/// An API whose page `failing` fails once, then answers.
actor FlakyPostsAPI {
    let api: PostsAPI
    var failing: Int?

    init(count: Int, failing: Int) {
        api = PostsAPI(count: count)
        self.failing = failing
    }

    struct Offline: Error {}

    func posts(page: Int, perPage: Int) async throws -> [Post] {
        if page == failing {
            failing = nil
            throw Offline()
        }
        return try await api.posts(page: page, perPage: perPage)
    }
}

/// A screen model that keeps rows of its own, updated from the store's pages, as many apps do.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class MirroringFeedScreen {
    let store: PagingStore<Post, Int>
    private(set) var rows: [Post] = []

    /// `appendsEveryPage`: the bug, a refreshed first page appended to the old rows instead of replacing them.
    init(api: PostsAPI, appendsEveryPage: Bool) {
        store = PagingStore(pageSize: 20, numbering: .pages(from: 1), identifiedBy: .id) { page, size in
            try await api.posts(page: page, perPage: size)
        }
        store.addPageObserver(id: "rows") { [weak self] update in
            guard let self else { return }
            if update.kind == .refresh && !appendsEveryPage {
                rows = store.items
            } else {
                rows += store.items[update.inserted]
            }
        }
    }
}

/// A post in the feed.
struct Post: Sendable, Hashable {
    let number: Int
    let author: String
    let text: String
}

/// A deterministic server: a feed of `pages` pages of posts, each request answered after `delay`; the request
/// numbered `failing` (counting from 1, refreshes and loads alike) fails, once. Page numbers past the last answer
/// with no posts, which ends paging.
actor FakeServer {
    /// The server could not answer.
    struct Unavailable: Error {}

    let pages: Int
    let delay: Duration
    let failing: Int?
    /// How many requests reached the server.
    private(set) var requests = 0

    init(pages: Int, delay: Duration, failing: Int?) {
        self.pages = pages
        self.delay = delay
        self.failing = failing
    }

    /// The posts of page `page` (from 0), `count` of them.
    func posts(page: Int, count: Int) async throws -> [Post] {
        requests += 1
        let request = requests
        try await Task.sleep(for: delay)
        if request == failing { throw Unavailable() }
        guard page < pages else { return [] }
        return (0..<count).map { index in Self.post(page * count + index + 1) }
    }

    private static let authors = ["ana", "ivo", "dara", "hana", "fatima", "lee", "omar", "mia"]
    private static let topics = [
        "Shipped the pull-to-refresh header", "Reviewing a spring that never overshoots",
        "Profiling the footer's prefetch", "Benchmarking tap to retry", "Refactoring the rubber band",
        "Testing a fling to the end", "Writing the GTK host", "Replaying a session in refresh-lab",
    ]

    private static func post(_ number: Int) -> Post {
        Post(number: number, author: authors[number % authors.count], text: topics[(number * 5) % topics.count])
    }
}

/// An in-memory server for the demo's `PagingStore`: pages of posts, newest first, answered after a latency in the
/// feed's simulated time, with an occasional failure. Everything random comes from a seed.
///
/// A request waits until the session delivers it (``deliver(dueBy:)``) once the simulated clock reaches its due
/// time; the session then waits for the store to take the answer in. Real time plays no part, so a run is the same
/// on every machine.
@MainActor
final class FakeBackend {
    /// Which requests fail.
    enum Failures: Sendable, Hashable {
        /// These requests fail, counted from 0 in the order they arrive.
        case requests(Set<Int>)
        /// Each load-more fails with this probability; refreshes never do.
        case rate(Double)
    }

    /// The error of a failed request.
    struct Unavailable: Error, Hashable {}

    private struct Pending {
        var index: Int
        var due: Double
        var continuation: CheckedContinuation<Void, Never>
    }

    /// The posts on the server, newest first.
    private(set) var posts: [Post] = []
    /// Last year's posts, shown on the archive screen behind the header.
    let archive: [Post]
    /// How many requests arrived so far.
    private(set) var requestCount = 0
    /// The simulated time, set by the session before it starts a load.
    var now = 0.0
    private var generator: SeededGenerator
    private let latency: ClosedRange<Double>
    private let failures: Failures
    private let newPostsPerRefresh: ClosedRange<Int>
    private var pending: [Pending] = []
    /// Requests answered by ``abandonAll()``: they end as cancelled.
    private var abandoned: Set<Int> = []

    /// Creates a server holding `postCount` posts.
    init(
        seed: UInt64,
        postCount: Int,
        latency: ClosedRange<Double>,
        failures: Failures,
        newPostsPerRefresh: ClosedRange<Int>
    ) {
        var generator = SeededGenerator(seed: seed)
        posts = (1...max(postCount, 1)).reversed().map { Post.make(id: $0, using: &generator) }
        var archiveGenerator = SeededGenerator(seed: seed &+ 1)
        archive = (1...12).map { Post.make(id: 900 + $0, using: &archiveGenerator) }
        self.generator = generator
        self.latency = latency
        self.failures = failures
        self.newPostsPerRefresh = newPostsPerRefresh
    }

    /// The story's server: 40 posts, answers after 0.8 s, the fifth request fails, a refresh brings 2 new posts.
    static func story() -> FakeBackend {
        FakeBackend(seed: 7, postCount: 40, latency: 0.8...0.8, failures: .requests([4]), newPostsPerRefresh: 2...2)
    }

    /// The interactive server: 60 posts, answers after 0.4 to 1.2 s, a load-more fails one time in five, a refresh
    /// brings up to 3 new posts.
    static func interactive(seed: UInt64) -> FakeBackend {
        FakeBackend(seed: seed, postCount: 60, latency: 0.4...1.2, failures: .rate(0.2), newPostsPerRefresh: 0...3)
    }

    /// Up to `limit` posts from `offset`, answered when the session delivers the request.
    func page(offset: Int, limit: Int) async throws -> [Post] {
        let index = requestCount
        requestCount += 1
        let due = now + Double.random(in: latency, using: &generator)
        let fails: Bool
        switch failures {
        case .requests(let failing): fails = failing.contains(index)
        case .rate(let rate): fails = offset > 0 && Double.random(in: 0..<1, using: &generator) < rate
        }
        let newPosts = offset == 0 && index > 0 ? Int.random(in: newPostsPerRefresh, using: &generator) : 0
        await withCheckedContinuation { continuation in
            pending.append(Pending(index: index, due: due, continuation: continuation))
        }
        if abandoned.contains(index) { throw CancellationError() }
        if fails { throw Unavailable() }
        if newPosts > 0 {
            let newest = posts.first?.id ?? 0
            let fresh = (1...newPosts).map { Post.make(id: newest + $0, using: &generator) }
            posts.insert(contentsOf: fresh.reversed(), at: 0)
        }
        guard offset < posts.count else { return [] }
        return Array(posts[offset..<min(offset + limit, posts.count)])
    }

    /// When the earliest request in flight is due, or infinity.
    var nextDue: Double {
        pending.map(\.due).min() ?? .infinity
    }

    /// Answers the requests due by `time`, in order; returns their indices.
    func deliver(dueBy time: Double) -> [Int] {
        let due = pending.filter { $0.due <= time }.sorted { ($0.due, $0.index) < ($1.due, $1.index) }
        pending.removeAll { $0.due <= time }
        for request in due { request.continuation.resume() }
        return due.map(\.index)
    }

    /// Ends every request still waiting, as cancelled: a session that stops must not leave loader tasks
    /// suspended forever (they would hold this server, and it them).
    func abandonAll() {
        let waiting = pending
        pending.removeAll()
        for request in waiting {
            abandoned.insert(request.index)
            request.continuation.resume()
        }
    }

    /// Waits until request `index` has arrived: the store starts its loader in a task of its own.
    func waitForRequest(_ index: Int) async {
        var spins = 0
        while requestCount <= index && spins < 1_000_000 {
            spins += 1
            await Task.yield()
        }
    }
}

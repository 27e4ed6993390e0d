/// One post of the feed.
struct Post: Identifiable, Sendable, Hashable {
    /// Grows with time: the newest post has the highest id.
    var id: Int
    /// Who wrote it.
    var author: String
    /// What it says.
    var text: String

    private static let authors = ["ana", "ben", "chen", "dara", "eli", "fatima", "goro", "hana", "ivo", "jun"]
    private static let openings = [
        "Shipped", "Debugging", "Reviewing", "Benchmarking", "Refactoring", "Documenting", "Profiling", "Testing",
    ]
    private static let subjects = [
        "the pull-to-refresh header", "a footer that never loops", "the rubber band", "paging with cursors",
        "the second floor", "a spring that never overshoots", "tap to retry", "the no-more-data state",
        "an inset that comes back", "the minimum refreshing time",
    ]

    /// A post with text drawn from `generator`.
    static func make(id: Int, using generator: inout SeededGenerator) -> Post {
        let author = authors[Int(generator.next() % UInt64(authors.count))]
        let opening = openings[Int(generator.next() % UInt64(openings.count))]
        let subject = subjects[Int(generator.next() % UInt64(subjects.count))]
        return Post(id: id, author: author, text: opening + " " + subject)
    }
}

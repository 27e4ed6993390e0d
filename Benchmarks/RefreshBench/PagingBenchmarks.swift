import HeadlessRefreshPaging

/// Benchmarks of the paging machine: the cost per appended item as the list grows, with id de-duplication on.
enum PagingBenchmarks {
    struct Post: Identifiable, Sendable {
        let id: Int
        let score: Int
    }

    static let pageSize = 50

    /// The pages of a list of `count` posts, built once outside the timed region.
    static func pages(count: Int) -> [Page<Post, Int>] {
        stride(from: 0, to: count, by: pageSize).map { offset in
            let end = min(offset + pageSize, count)
            let items = (offset..<end).map { Post(id: $0, score: $0 &* 31) }
            return Page(items: items, next: end < count ? end : nil)
        }
    }

    /// Loads `pages` into a fresh machine: a refresh for the first, load-more for the rest, each answered at once.
    @inline(never)
    static func load(_ pages: [Page<Post, Int>], deduplicating: Bool) -> PagingStateMachine<Post, Int> {
        var machine = PagingStateMachine<Post, Int>(pageSize: pageSize, identifiedBy: deduplicating ? .id : nil)
        for (index, page) in pages.enumerated() {
            let actions = index == 0 ? machine.refresh() : machine.loadMore()
            guard case .load(let request)? = actions.first(where: { if case .load = $0 { true } else { false } })
            else { fatalError("refresh-bench: the machine asked for no page at page \(index)") }
            _ = machine.pageLoaded(page, for: request)
        }
        return machine
    }

    /// Nanoseconds per appended item and heap allocations per page, for a list of `count` items.
    static func append(count: Int, size: RunSize, deduplicating: Bool = true) -> Sample {
        let pages = pages(count: count)
        // Repetitions shrink as lists grow so that each size takes about the same time.
        let repetitions = max(3, min(size.repetitions, size.batch * size.repetitions / max(count, 1)))
        let run = RunSize(repetitions: repetitions, batch: count, warmups: size.warmups)
        func nothing() {}
        var sample = measure(run, operations: count, prepare: nothing) { _ in
            let machine = load(pages, deduplicating: deduplicating)
            guard machine.items.count == count, !machine.hasMore else {
                fatalError("refresh-bench: loaded \(machine.items.count) of \(count) items")
            }
            keep(machine.items.last?.score ?? 0)
        }
        // Per page rather than per item: the machine's own allocations come per page (action arrays, growth).
        sample.allocationsPerOperation *= Double(pageSize)
        return sample
    }

    /// The memory system's share, for comparison: the same pages appended to a bare array, and their ids inserted
    /// into a bare `Set`, with no paging machine at all. Nanoseconds per item.
    static func baseline(count: Int, size: RunSize) -> (array: Double, set: Double) {
        let pages = pages(count: count)
        let repetitions = max(3, min(size.repetitions, size.batch * size.repetitions / max(count, 1)))
        let run = RunSize(repetitions: repetitions, batch: count, warmups: size.warmups)
        func nothing() {}
        let array = measure(run, operations: count, prepare: nothing) { _ in
            keep(appendAll(pages).count)
        }
        let set = measure(run, operations: count, prepare: nothing) { _ in
            keep(insertAll(pages).count)
        }
        return (array.median, set.median)
    }

    @inline(never)
    static func appendAll(_ pages: [Page<Post, Int>]) -> [Post] {
        var items: [Post] = []
        for page in pages { items.append(contentsOf: page.items) }
        return items
    }

    @inline(never)
    static func insertAll(_ pages: [Page<Post, Int>]) -> Set<Int> {
        var ids: Set<Int> = []
        for page in pages {
            for post in page.items { ids.insert(post.id) }
        }
        return ids
    }
}

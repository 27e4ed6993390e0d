import AllocationCounter
import HeadlessRefreshPaging

/// Benchmarks of the bounded window: the peak and the bytes a windowed list holds while scrolling through a long
/// list, and the cost of a page prepended next to one appended, both with the window on.
enum WindowBenchmarks {
    typealias Post = PagingBenchmarks.Post
    static let pageSize = 50
    static let maxSize = 500

    /// A page of the server at `key` (an offset), both keys given; built as the loader would, outside the machine.
    @inline(__always)
    static func page(for request: PageRequest<Int>, count: Int) -> Page<Post, Int> {
        var start = request.key ?? 0
        var end = min(start + request.pageSize, count)
        if request.kind == .loadPrevious {
            end = min(start, count)
            start = max(0, end - request.pageSize)
        }
        let items = (start..<end).map { Post(id: $0, score: $0 &* 31) }
        return Page(items: items, previous: start > 0 ? start : nil, next: end < count ? end : nil)
    }

    static func request(_ actions: [PagingCommand<Int>]) -> PageRequest<Int> {
        for action in actions { if case .load(let request) = action { return request } }
        fatalError("refresh-bench: the machine asked for no page")
    }

    /// Scrolls through `count` items with a window of 500; returns the most items held at once and the bytes held
    /// per item at the end (heap in use, measured by the allocator where it says; otherwise by capacity).
    static func scroll(count: Int) -> (peak: Int, bytesPerItem: Double) {
        let heapBefore = heapInUse()
        var machine = PagingStateMachine<Post, Int>(pageSize: pageSize, identifiedBy: .id)
        machine.maxSize = maxSize
        var request = request(machine.refresh())
        _ = machine.pageLoaded(page(for: request, count: count), for: request)
        var peak = machine.items.count
        while machine.hasMore {
            request = Self.request(machine.loadMore())
            _ = machine.pageLoaded(page(for: request, count: count), for: request)
            peak = max(peak, machine.items.count)
        }
        guard machine.items.last?.id == count - 1 else { fatalError("refresh-bench: the window did not reach the end") }
        let bytes: Double
        if let before = heapBefore, let after = heapInUse() {
            bytes = Double(after - before) / Double(machine.items.count)
        } else {
            // Where the allocator says nothing: the items' storage and a set entry per id.
            bytes = Double(MemoryLayout<Post>.stride + MemoryLayout<Int>.stride + 1)
        }
        keep(machine.items.count)
        return (peak, bytes)
    }

    /// Nanoseconds per page appended, and per page prepended, through `pages` pages with the window on.
    static func prependAndAppend(pages: Int, size: RunSize) -> (prepend: Double, append: Double) {
        let count = pages * pageSize
        let run = RunSize(repetitions: size.repetitions, batch: pages, warmups: size.warmups)
        func nothing() {}
        let append = measure(run, operations: pages, prepare: nothing) { _ in
            var machine = PagingStateMachine<Post, Int>(pageSize: pageSize, identifiedBy: .id)
            machine.maxSize = maxSize
            var request = request(machine.refresh())
            _ = machine.pageLoaded(page(for: request, count: count), for: request)
            while machine.hasMore {
                request = Self.request(machine.loadMore())
                _ = machine.pageLoaded(page(for: request, count: count), for: request)
            }
            keep(machine.items.count)
        }
        let prepend = measure(run, operations: pages, prepare: nothing) { _ in
            var machine = PagingStateMachine<Post, Int>(pageSize: pageSize, identifiedBy: .id)
            machine.maxSize = maxSize
            var request = request(machine.refresh(at: count - pageSize))
            _ = machine.pageLoaded(page(for: request, count: count), for: request)
            while machine.hasPrevious {
                request = Self.request(machine.loadPrevious())
                _ = machine.pageLoaded(page(for: request, count: count), for: request)
            }
            keep(machine.items.count)
        }
        return (prepend.median, append.median)
    }

    /// Bytes the allocator has handed out and not had back, where it says (glibc 2.33 and later).
    static func heapInUse() -> Int? {
        let bytes = allocation_counter_heap_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }
}

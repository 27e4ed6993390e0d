import HeadlessRefreshPaging

/// A server of `count` rows served by offset, both ways, with the keys ``PageNumbering/offsets(from:)`` uses: a
/// next key is the offset after the page, a previous key the offset the page starts at ("the items before it").
struct TwoWayServer {
    var count: Int
    var batch = 0
    /// Whether the newest page still has a next key, as a chat API's cursor after the newest message.
    var growsAtTheEnd = false

    func page(for request: PageRequest<Int>) -> Page<Row, Int> {
        var start = request.key ?? 0
        var end = min(start + request.pageSize, count)
        if request.kind == .loadPrevious {
            end = min(start, count)
            start = max(0, end - request.pageSize)
        }
        start = min(start, end)
        return Page(
            items: rows(start..<end, batch: batch),
            previous: start > 0 ? start : nil,
            next: end < count || growsAtTheEnd ? end : nil
        )
    }
}

extension PagingStateMachine where Item == Row, Key == Int {
    /// Sends `actions`' load to `server` and applies its page; returns the actions of the answer.
    @discardableResult
    mutating func answer(_ actions: [PagingCommand<Int>], from server: TwoWayServer) -> [PagingCommand<Int>] {
        guard let request = actions.loadRequest else { return [] }
        let answer = pageLoaded(server.page(for: request), for: request)
        _checkInvariants()
        return answer
    }

    var ids: [Int] { items.map(\.id) }
}

extension [PagingCommand<Int>] {
    /// The request the actions start, if any.
    var loadRequest: PageRequest<Int>? {
        for action in self { if case .load(let request) = action { return request } }
        return nil
    }

    /// The page update the actions carry, if any.
    var update: PageUpdate? {
        for action in self { if case .pageApplied(let update) = action { return update } }
        return nil
    }
}

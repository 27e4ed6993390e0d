import HeadlessRefreshPaging

/// Comparing the machine with the model after each step.
extension PagingScheduleChecker {
    /// Why the machine's `actions` are not the `expected` ones, or `nil` when they are: every action matches one
    /// expected action and none is missing (in any order, except that a cancel comes before the load that
    /// supersedes it).
    public static func mismatch(
        _ actions: [PagingCommand<Int>],
        _ expected: [PagingReferenceModel.Expected]
    ) -> String? {
        var remaining = expected
        for action in actions {
            guard let index = remaining.firstIndex(where: { $0.matches(action) }) else {
                if case .load(let request) = action {
                    return "sent \(request.summary), a request the guarantees forbid here (expected \(expected))"
                }
                return "returned \(action.summary), expected \(expected)"
            }
            remaining.remove(at: index)
        }
        if !remaining.isEmpty { return "did not return \(remaining) (returned \(actions.map(\.summary)))" }
        if let cancel = actions.firstIndex(where: \.isCancel), let load = actions.firstIndex(where: \.isLoad),
            load < cancel
        {
            return "started a request before cancelling the one it supersedes"
        }
        return nil
    }

    /// Checks the actions of one step, lets the model know the ids of the requests started, and compares the state.
    mutating func verify(
        _ name: String,
        _ actions: [PagingCommand<Int>],
        _ expected: [PagingReferenceModel.Expected]
    ) -> String? {
        self.actions = actions
        if let mismatch = Self.mismatch(actions, expected) { return "\(name): \(mismatch)" }
        for action in actions {
            switch action {
            case .load(let request):
                if model.issuedIDs.contains(request.id) { return "\(name): request id \(request.id) was used before" }
                model.issued(id: request.id)
                unanswered.append(request)
            case .cancel(let request):
                cancelled.insert(request.id)
            case .pageApplied(let update):
                noteApplied(update)
            case .statusChanged, .diagnostic, .itemChanged:
                break
            }
        }
        return stateViolation().map { "after \(name): " + $0 }
    }

    private mutating func noteApplied(_ update: PageUpdate) {
        if update.droppedDuplicates > 0 { situations.insert(.duplicatesDropped) }
        switch update.end {
        case .lastPage: situations.insert(.endedByNilKey)
        case .shortPage: situations.insert(.endedByShortPage)
        case .totalCount:
            situations.insert(.endedByTotalCount)
            if update.received >= model.listPageSize { situations.insert(.fullLastPageEndedByTotalCount) }
        case .repeatedKey: situations.insert(.endedByRepeatedKey)
        case nil: break
        }
    }

    /// The first way the machine's state differs from the model's or breaks a rule of its own, or `nil`.
    func stateViolation() -> String? {
        if machine.items != model.items { return itemsDifference() }
        if machine.droppedDuplicates != model.droppedDuplicates {
            return "droppedDuplicates is \(machine.droppedDuplicates), the model counts \(model.droppedDuplicates)"
        }
        if machine.isLoaded != model.isLoaded { return "isLoaded is \(machine.isLoaded)" }
        if machine.hasMore != model.hasMore || machine.end != model.end {
            return "hasMore \(machine.hasMore), end \(String(describing: machine.end)); the model has hasMore "
                + "\(model.hasMore), end \(String(describing: model.end))"
        }
        if machine.nextKey != model.nextKey {
            return "nextKey is \(String(describing: machine.nextKey)), the model's \(String(describing: model.nextKey))"
        }
        if PagingReferenceModel.Status(machine.status) != model.status {
            return "status is \(machine.status.name), the model's \(model.status)"
        }
        if let error = machine.status.error, (error as? PagingLoadError ?? .cancelled) != lastError {
            return "the status shows \(error), not the error the loader threw (\(String(describing: lastError)))"
        }
        if machine.inFlight != model.inFlight {
            let machineRequest = machine.inFlight?.summary ?? "nothing"
            return "in flight: \(machineRequest), the model's \(model.inFlight?.summary ?? "nothing")"
        }
        if machine.isRefreshEnabled != model.isRefreshEnabled || machine.isLoadMoreEnabled != model.isLoadMoreEnabled {
            return "enabled flags disagree with the commands sent"
        }
        if let violation = listViolation() { return violation }
        // Reported rather than trapped, in every build, so that a broken invariant is shrunk like any violation.
        if let violation = machine.invariantViolations().first { return "machine invariant: " + violation }
        return nil
    }

    /// What the list must be whatever the model says: no id twice, no stale row, pages in order, nothing lost.
    func listViolation() -> String? {
        let items = machine.items
        if model.identified {
            var seen: Set<Int> = []
            for row in items where !seen.insert(row.id).inserted { return "row \(row.id) is in the list twice" }
        }
        var positions: [Int: Int] = [:]
        for (position, id) in model.pagesInList.enumerated() { positions[id] = position }
        var last = 0
        for row in items {
            guard let position = positions[row.servedBy] else {
                return "row \(row) is stale: request \(row.servedBy)'s page is not part of the list"
            }
            if position < last { return "row \(row) is out of order: its page was applied before the row above's" }
            last = position
        }
        // The list is a prefix of the server's rows unless rows were inserted before a page served by offset or page
        // number (then a page may repeat rows, which is what identities are for), or a page repeated a row and
        // nothing dropped it.
        if let source = listSource, !source.shifted || server.configuration.keys == .cursors,
            model.identified || !server.configuration.repeatsRowInPage
        {
            let ids = items.map(\.id)
            if !ids.elementsEqual(source.ids.prefix(ids.count)) {
                return "the list \(ids) is not the server's list from the top, \(Array(source.ids.prefix(ids.count)))"
            }
        }
        return nil
    }

    private func itemsDifference() -> String {
        let actual = machine.items
        let expected = model.items
        let index =
            zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actual.count, expected.count)
        let kind: String
        if actual.count < expected.count && actual.elementsEqual(expected.prefix(actual.count)) {
            kind = "rows lost"
        } else if actual.count > expected.count && expected.elementsEqual(actual.prefix(expected.count)) {
            kind = "extra rows"
        } else if actual.count == expected.count && Set(actual) == Set(expected) {
            kind = "rows out of order"
        } else {
            kind = "different rows"
        }
        func row(_ rows: [PagingServer.Row], _ index: Int) -> String {
            index < rows.count ? rows[index].description : "none"
        }
        return "\(kind): the machine has \(actual.count) rows, the model \(expected.count); at \(index) the machine "
            + "has \(row(actual, index)), the model \(row(expected, index))"
    }
}

extension PagingCommand<Int> {
    var isLoad: Bool { if case .load = self { true } else { false } }
    var isCancel: Bool { if case .cancel = self { true } else { false } }

    /// The action in a short line.
    var summary: String {
        switch self {
        case .load(let request): "load(\(request.summary))"
        case .cancel(let request): "cancel(\(request.summary))"
        case .pageApplied(let update): "pageApplied(\(update.summary))"
        case .statusChanged: "statusChanged"
        case .itemChanged(let change): "itemChanged(\(change))"
        case .diagnostic(let diagnostic): "diagnostic(\(diagnostic.message))"
        }
    }
}

extension PagingReferenceModel.Expected {
    var isLoad: Bool { if case .load = self { true } else { false } }
}

extension PagingStatus {
    /// The status without the error's text.
    var name: String {
        switch self {
        case .idle: "idle"
        case .refreshing: "refreshing"
        case .loadingMore: "loadingMore"
        case .loadingPrevious: "loadingPrevious"
        case .failed(_, let kind): "failed(\(kind.name))"
        }
    }
}

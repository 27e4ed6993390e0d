/// The storage side: runs the machine's actions (tasks, cancellation, observation) and feeds answers back.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PagingStore {
    /// A notification waiting for delivery. Notifications are queued so that an observer that calls the store
    /// back sees its own effects after the current ones, in order.
    enum Notification {
        case page(PageUpdate)
        case item(ItemChange)
        case status(PagingStatus)
        case diagnostic(PagingDiagnostic)
        case snapshot(PagingSnapshot<Item, Key>)
    }

    /// The actions of a refresh, after a diagnostic when it starts a request while ``pageSize`` is below 1: the
    /// machine asks for 1 item a page then, and the host is told why.
    func reportingPageSize(_ actions: [PagingCommand<Key>]) -> [PagingCommand<Key>] {
        guard machine.pageSize < 1, actions.contains(where: { if case .load = $0 { true } else { false } }) else {
            return actions
        }
        return [.diagnostic(.invalidSetting("pageSize \(machine.pageSize) is below 1; using 1"))] + actions
    }

    /// Applies the machine's actions for one input, then delivers the notifications they caused.
    func perform(_ actions: [PagingCommand<Key>]) {
        machine._checkInvariants()
        var update: PageUpdate?
        var change: ItemChange?
        var changed = false
        for action in actions {
            switch action {
            case .load(let request):
                start(request)
            case .cancel(let request):
                inFlight.removeValue(forKey: request.id)?.cancel()
            case .pageApplied(let pageUpdate):
                update = pageUpdate
                changed = true
                withMutation(keyPath: \.items) {}
                withMutation(keyPath: \.hasMore) {}
                withMutation(keyPath: \.end) {}
                withMutation(keyPath: \.hasPrevious) {}
                withMutation(keyPath: \.previousEnd) {}
                withMutation(keyPath: \.droppedDuplicates) {}
                withMutation(keyPath: \.isLoaded) {}
                withMutation(keyPath: \.snapshot) {}
                notifications.append(.page(pageUpdate))
            case .itemChanged(let itemChange):
                change = itemChange
                changed = true
                withMutation(keyPath: \.items) {}
                withMutation(keyPath: \.snapshot) {}
                notifications.append(.item(itemChange))
            case .statusChanged:
                changed = true
                withMutation(keyPath: \.status) {}
                withMutation(keyPath: \.snapshot) {}
                notifications.append(.status(machine.status))
            case .diagnostic(let diagnostic):
                notifications.append(.diagnostic(diagnostic))
            }
        }
        if machine.visibleRange != observedVisibleRange {
            // Set by the host, moved by a prepend, a drop or a removal, or forgotten by a refresh.
            withMutation(keyPath: \.visibleRange) { observedVisibleRange = machine.visibleRange }
        }
        let newItems = (count: machine.newItemCount, exceedsCount: machine.newItemsExceedCount)
        if newItems != observedNewItems {
            // Set by a refresh that kept the place, cleared by the reader's scrolling or by showing the new items.
            withMutation(keyPath: \.newItemCount) { observedNewItems = newItems }
            if !changed { withMutation(keyPath: \.snapshot) {} }
            changed = true
        }
        if changed && !streams.isEmpty {
            notifications.append(.snapshot(makeSnapshot(after: update, change: change)))
        }
        deliver()
        if !refreshWaiters.isEmpty && !machine.status.isRefreshing {
            let waiters = refreshWaiters.values
            refreshWaiters.removeAll()
            for waiter in waiters { waiter.resume() }
        }
    }

    private func start(_ request: PageRequest<Key>) {
        let loader = self.loader
        let task = Task { @MainActor [weak self] in
            let result: Result<Page<Item, Key>, any Error>
            do {
                result = .success(try await loader(request))
            } catch {
                result = .failure(error)
            }
            self?.finish(request, with: result)
        }
        inFlight[request.id] = task
    }

    private func finish(_ request: PageRequest<Key>, with result: Result<Page<Item, Key>, any Error>) {
        inFlight.removeValue(forKey: request.id)
        // Every answer goes through the machine, cancelled ones included: it alone decides what is stale.
        switch result {
        case .success(let page): perform(machine.pageLoaded(page, for: request))
        case .failure(let error): perform(machine.loadFailed(error, for: request))
        }
    }

    private func deliver() {
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        var index = 0
        while index < notifications.count {
            let notification = notifications[index]
            index += 1
            switch notification {
            case .page(let update):
                for entry in pageObservers { entry.observer(update) }
            case .item(let change):
                for entry in itemObservers { entry.observer(change) }
            case .status(let status):
                for entry in statusObservers { entry.observer(status) }
            case .diagnostic(let diagnostic):
                onDiagnostic?(diagnostic)
            case .snapshot(let snapshot):
                for (id, continuation) in streams {
                    if case .terminated = continuation.yield(snapshot) { streams[id] = nil }
                }
            }
        }
        notifications.removeAll(keepingCapacity: true)
    }

    func makeSnapshot(after update: PageUpdate?, change: ItemChange? = nil) -> PagingSnapshot<Item, Key> {
        PagingSnapshot(
            items: machine.items,
            status: machine.status,
            hasMore: machine.hasMore,
            end: machine.end,
            nextKey: machine.nextKey,
            hasPrevious: machine.hasPrevious,
            previousEnd: machine.previousEnd,
            previousKey: machine.previousKey,
            droppedDuplicates: machine.droppedDuplicates,
            update: update,
            newItemCount: machine.newItemCount,
            newItemsExceedCount: machine.newItemsExceedCount,
            change: change,
            isLoaded: machine.isLoaded,
            refreshStatus: machine.status(of: .refresh),
            loadMoreStatus: machine.status(of: .loadMore),
            loadPreviousStatus: machine.status(of: .loadPrevious)
        )
    }
}

import HeadlessRefresh
import HeadlessRefreshPaging

/// Connects the store to the simulator's controller through the session's `PagingEdgeDriver`, and keeps a run
/// deterministic: the server answers only when the simulated clock reaches an answer, and the session waits for the
/// store to take each answer in before the clock moves on.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FeedSession {
    /// Delivers the answers due now, lets the store take them in, and hands the simulator's actions to the driver
    /// (which starts the loads that triggered). Then, while the list is shorter than the screen, loads more.
    func settle() async {
        backend.now = simulator.now
        for index in backend.deliver(dueBy: simulator.now) where index == awaitedRequest {
            // The loader resumes on another executor, then the store's task hops back to the main actor.
            var spins = 0
            while awaitedRequest == index && spins < 1_000_000 {
                spins += 1
                await Task.yield()
            }
        }
        await handOnActions()
        if needsMoreToFillTheScreen {
            simulator.tap(.bottom)
            await handOnActions()
        }
    }

    /// Whether to load more because the list does not fill the screen: the footer waits idle (not loading,
    /// failed or at the end), the header is done, and the store has more. The library itself never loads more for a
    /// short list without a gesture (that is how it avoids load-more loops); filling the screen is the app's call,
    /// as Paging 3's initial load size is.
    var needsMoreToFillTheScreen: Bool {
        posts.count < max(viewportRows, shownRows) && simulator.state(.bottom) == .idle
            && simulator.controller.configuration(.bottom)?.isEnabled == true
            && simulator.state(.top)?.isBusy == false && store.hasMore && !store.status.isLoading
    }

    /// Hands the simulator's actions to the driver. The driver's own inputs (the end of a load the store refused, a
    /// no-more-data mark) answer with more actions: hands them on until none are left.
    private func handOnActions() async {
        while case let actions = simulator.takeCommands(), !actions.isEmpty {
            let request = backend.requestCount
            let wasLoading = store.status.isLoading
            for action in actions {
                if case .announce(let edge, let announcement) = action { spoken = (edge, announcement, now) }
                driver.handle(action)
            }
            driver.settle()
            if store.status.isLoading && !wasLoading {
                // A load started: wait until its request reaches the server, so the clock cannot pass its answer.
                awaitedRequest = request
                await backend.waitForRequest(request)
            }
        }
    }

    /// A page landed: the list grows (the driver then ends the edge that asked for it), and the footer, off until
    /// the first page, comes on.
    func pageApplied(_ update: PageUpdate) {
        lastAppended = update.inserted.count
        simulator.setContentLength(Double(store.items.count) * Self.rowHeight)
        if simulator.controller.configuration(.bottom)?.isEnabled == false {
            simulator.setEnabled(.bottom, true)
        }
    }

    /// The store stopped loading: no answer is awaited any more.
    func statusChanged(_ status: PagingStatus) {
        if !status.isLoading { awaitedRequest = nil }
    }
}

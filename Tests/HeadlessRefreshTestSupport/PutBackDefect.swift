import HeadlessRefresh

/// A defect put back on purpose, to show that a checker catches it: a wrong controller's answer to an input, made by
/// rewriting what the real controller answered before the checkers of what the user meant see it. The simulator and
/// the controller's own rules keep the real answer, so only the property the defect breaks can fire.
package struct PutBackDefect: Sendable {
    /// What the defect is, in a few words.
    package var name: String
    /// The answer a wrong controller gives to `input`, from the real answer and the controller before the input.
    package var rewrite:
        @Sendable (_ input: RefreshInput, _ actions: [RefreshCommand], _ before: RefreshController) ->
            [RefreshCommand]

    /// Creates a defect.
    package init(
        _ name: String,
        rewrite: @escaping @Sendable (RefreshInput, [RefreshCommand], RefreshController) -> [RefreshCommand]
    ) {
        self.name = name
        self.rewrite = rewrite
    }
}

extension PutBackDefect {
    /// P8 (issue 20, item 11): a new distance under a still finger that is past it fires at once.
    package static let configureFires = PutBackDefect("a configuration under a still finger fires") {
        input, actions, before in
        guard case .configure(let edge, let configuration) = input, before.isDragging,
            case .pulling = before.state(edge), configuration.triggers.threshold,
            let pull = before.geometry?.pull(edge), pull >= configuration.triggerDistance
        else { return actions }
        return actions + [
            .stateChanged(edge, from: before.state(edge)!, to: .refreshing), .trigger(edge, cause: .threshold),
        ]
    }

    /// P6 (item 2): the accessible action of an edge that loads more scrolls to reveal it.
    package static let loadMoreReveals = PutBackDefect("the accessible load more scrolls the reader away") {
        input, actions, before in
        guard case .performAccessibleAction(let edge) = input, let geometry = before.geometry,
            actions.contains(.trigger(edge, cause: .accessibleAction))
        else { return actions }
        return actions + [.scroll(toOffset: geometry.offset(revealing: 60, at: edge), duration: 0.25)]
    }

    /// P9 (item 12): a viewport or host inset that brings an end into its zone loads nothing.
    package static let hostChangeLoadsNothing = PutBackDefect("a rotation or a keyboard that hides loads nothing") {
        input, actions, before in
        guard case .geometry(let geometry) = input, let old = before.geometry,
            old.viewportSize != geometry.viewportSize || old.contentInset != geometry.contentInset
        else { return actions }
        return actions.filter { action in
            if case .trigger(_, .reachingEnd) = action { return false }
            if case .stateChanged(_, _, .refreshing) = action { return false }
            return true
        }
    }

    /// P9 with a host that scrolls without touches (a wheel, the keyboard): an end its scroll brings into the prefetch
    /// zone loads nothing, as if only a finger could approach.
    package static let scrollWithoutFingerLoadsNothing = PutBackDefect(
        "a wheel that brings the end into view loads nothing"
    ) {
        input, actions, before in
        guard case .geometry(let geometry) = input, !before.isDragging, let old = before.geometry,
            old.contentSize == geometry.contentSize, old.viewportSize == geometry.viewportSize,
            old.contentInset == geometry.contentInset, old.contentOffset != geometry.contentOffset
        else { return actions }
        return actions.filter { action in
            if case .trigger(_, .reachingEnd) = action { return false }
            if case .stateChanged(_, _, .refreshing) = action { return false }
            return true
        }
    }

    /// P7 (item 9): a header answered with `noMoreData` goes to the end of data, where no pull can refresh it.
    package static let headerEndsData = PutBackDefect("a header ended with noMoreData is dead for good") {
        input, actions, before in
        guard case .endRefreshing(let edge, .noMoreData) = input, edge.isLeading, before.state(edge) == .refreshing
        else { return actions }
        return actions + [.stateChanged(edge, from: .refreshing, to: .noMoreData)]
    }

    /// Rule 2 (item 8): at resume, a header's inset is applied under a finger that touched while suspended.
    package static let resumeInsetsUnderFinger = PutBackDefect("insets under a finger at resume") {
        input, actions, before in
        guard input == .resume, before.configuration(.top) != nil else { return actions }
        return actions + [.setExtraInset(.top, amount: before.extraInsets[.top] + 60, duration: 0)]
    }
}

extension PutBackDefect {
    /// Issue 30: hand-written `onAppear` pagination (`if item == items.last { loadMore() }`): the last row loads each
    /// time it appears while nothing loads, the same row again included.
    package static let onAppearLoadsTwice = PutBackDefect("the last row loads each time it appears") {
        input, actions, before in
        guard case .visibleItems(let items) = input, items.isValid else { return actions }
        for edge in before.edges where before.configuration(edge)?.triggers.itemPrefetch != nil {
            // Idle, or done showing its last answer: what a hand-written `isLoading` flag knows.
            guard [.idle, .finishing(.success)].contains(before.state(edge)), !before.isRefreshing(edge),
                items.remaining(edge) == 0,
                !actions.contains(where: { if case .trigger(edge, _) = $0 { true } else { false } })
            else { continue }
            return actions + [.stateChanged(edge, from: .idle, to: .refreshing), .trigger(edge, cause: .itemsInView)]
        }
        return actions
    }

    /// Issue 30: an edge whose automatic loads spent the budget loads by itself all the same on the next approach by
    /// items: what the controller answers with no budget, where the real one waits for a tap.
    package static let budgetIgnored = PutBackDefect("a spent budget of automatic loads loads all the same") {
        input, actions, before in
        guard case .visibleItems = input, let time = before.now else { return actions }
        for edge in before.edges where before.snapshot(edge)?.waitsForTap == true {
            var unbounded = before
            var configuration = before.configuration(edge)!
            configuration.automaticLoadBudget = nil
            unbounded.configure(edge, configuration, now: time) { _ in }
            var loads = false
            unbounded.send(input, now: time) { if $0 == .trigger(edge, cause: .itemsInView) { loads = true } }
            guard loads else { continue }
            return actions + [.stateChanged(edge, from: .idle, to: .refreshing), .trigger(edge, cause: .itemsInView)]
        }
        return actions
    }
}

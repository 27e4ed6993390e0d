import HeadlessRefresh
import HeadlessRefreshPaging

/// Attaching and detaching, the screen coming and going, arguments that change, and a store on the session.
extension ScrollViewDriver {
    /// Lets the view report to the driver and the titles follow the language setting. Attaching twice does
    /// nothing: the view observes once.
    package func attach() {
        guard !isAttached else { return }
        isAttached = true
        languageSetting.add(self)
        view?.startObserving()
    }

    /// Takes everything the driver put on the view off again, and nothing else: the view stops observing, the
    /// library's extra inset comes off (the app's own inset stays, also one the app set meanwhile), the bounce
    /// setting and the accessible actions are the app's again, the handlers and the tick are cancelled and the
    /// session and its store let go. Detaching twice does nothing.
    package func detach() {
        guard isAttached else { return }
        isAttached = false
        view?.stopObserving()
        languageSetting.remove(self)
        handlers.cancelAll()
        cancelTick()
        session?.detachStoreIfAny()
        session = nil
        if let view {
            // An edit of the app's that KVO has not reported yet counts as the app's own inset.
            _ = host.contentInsetChanged(to: view.contentInset)
            if let command = host.removeExtraInset() { apply(command) }
        }
        restoreBounces()
        for edge in displays.edges { displays.remove(edge) }
        if !accessibleActions.isEmpty {
            accessibleActions = AccessibleRefreshActions()
            view?.showAccessibleActions(accessibleActions)
        }
    }

    /// The view came on screen or went away (UIKit: the scroll view entered or left a window). Going away suspends
    /// the session: a touch in progress ends without triggering, nothing triggers while hidden; coming back resumes
    /// it, and a refresh begun meanwhile is revealed then. The first report of being on screen resumes nothing.
    package func setOnScreen(_ onScreen: Bool) {
        guard isOnScreen != onScreen else { return }
        let wasOnScreen = isOnScreen
        isOnScreen = onScreen
        if !onScreen {
            send(.suspend)
        } else if wasOnScreen == false {
            send(.resume)
        }
    }

    /// Follows the configuration an argument gives `edge` now (SwiftUI's `pullToRefresh(header:footer:)`): a new one
    /// reconfigures the edge, `nil` disables it, the same one as last time does nothing, so an edge the app
    /// disabled by hand stays disabled until the argument changes.
    package func follow(_ configuration: EdgeConfiguration?, for edge: RefreshEdge) {
        if let last = followed[edge], last == configuration { return }
        followed[edge] = configuration
        guard let session else { return }
        if let configuration {
            send(.configure(edge, configuration))
        } else if session.controller.edges.contains(edge) {
            send(.setEnabled(edge, false))
        }
        updateBounces()
    }

    /// Follows the header's and the footer's arguments: the first time, drives a controller made from them.
    package func follow(header: EdgeConfiguration?, footer: EdgeConfiguration?) {
        if session == nil {
            drive(RefreshController(top: header, bottom: footer))
            followed = [.top: header, .bottom: footer]
        } else {
            follow(header, for: .top)
            follow(footer, for: .bottom)
        }
    }

    /// Attaches `store` to the session (see `RefreshSession.attach(_:refresh:loadMore:loadPrevious:)`); without a
    /// session yet, drives a header and a footer first.
    ///
    /// A store that has no page yet and loads none gets its first page now: through the refresh edge when it is
    /// configured, revealed as a programmatic refresh is (the empty list shows "Loading…"), else from the store
    /// itself. A list attached to a store is never left empty because nobody asked for its first page.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    package func attach<Item: Sendable, Key: Hashable & Sendable>(
        _ store: PagingStore<Item, Key>,
        refresh: RefreshEdge? = .top,
        loadMore: RefreshEdge? = .bottom,
        loadPrevious: RefreshEdge? = nil
    ) {
        if session == nil { drive(RefreshController(top: .header, bottom: .footer)) }
        session?.attach(store, refresh: refresh, loadMore: loadMore, loadPrevious: loadPrevious)
        if !store.isLoaded && !store.status.isLoading {
            if let refresh, session?.controller.edges.contains(refresh) == true {
                send(.beginRefreshing(refresh, reveal: true))
            } else {
                store.refresh()
            }
        }
        redraw()
    }

    // MARK: Bounce

    /// Keeps the view bouncing along each axis with a configured edge, so that short or empty content can be
    /// pulled (UIKit's default is not to), and gives the app's setting back on an axis without one.
    func updateBounces() {
        let edges = session?.controller.edges ?? []
        for axis in [ScrollAxis.vertical, .horizontal] {
            let needed = edges.contains { $0.axis == axis }
            if needed, savedBounces[axis] == nil, let view {
                savedBounces[axis] = view.alwaysBounces(on: axis)
                view.setAlwaysBounces(true, on: axis)
            } else if !needed, let saved = savedBounces.removeValue(forKey: axis) {
                view?.setAlwaysBounces(saved, on: axis)
            }
        }
    }

    func restoreBounces() {
        for (axis, saved) in savedBounces { view?.setAlwaysBounces(saved, on: axis) }
        savedBounces = [:]
    }
}

import HeadlessRefresh

/// The session's commands applied to the view, and the redraws that follow every input.
extension ScrollViewDriver {
    func perform(_ action: RefreshCommand) {
        if let controller = session?.controller { handlers.perform(action, controller: controller) }
        if case .stateChanged(let edge, _, .finishing(.success)) = action, role(of: edge) == .header,
            let store = lastUpdatedStore, let key = lastUpdatedKey
        {
            store.setLastUpdated(store.now, forKey: key)
        }
        guard let command = host.command(for: action, now: now()) else { return }
        onCommand?(command)
        apply(command)
    }

    /// The role whose words the edge speaks: its configuration's, where it names one (a chat's top loads more).
    func role(of edge: RefreshEdge) -> RefreshRole {
        session?.controller.configuration(edge)?.role(at: edge) ?? edge.role
    }

    func apply(_ command: ScrollViewCommand) {
        switch command {
        case .setContentInset(let inset, let duration):
            view?.setContentInset(inset, duration: duration)
        case .scroll(let offset, let duration, let revealing):
            view?.scroll(to: offset, duration: duration, revealing: revealing)
        case .startLoad(let edge, let cause):
            onStartLoad?(edge, cause)
        case .redraw:
            redraw()
        case .announce(let edge, let announcement):
            let count = announcement == .succeeded ? newItemCount?(edge) : nil
            view?.announce(text.announcement(announcement, role: role(of: edge), newItems: count))
        case .feedback(let edge, let event):
            if hapticEvents.contains(event) { view?.playFeedback(event, at: edge) }
        case .scheduleTick(let time, let delay):
            scheduleTick(at: time, delay: delay)
        case .report(let diagnostic):
            #if DEBUG
                print("HeadlessRefresh:", diagnostic.message)
            #endif
        }
    }

    /// Redraws the indicators that changed and, when the list changed, the accessible actions. The driver calls it
    /// after every input; call it after installing a display.
    package func redraw() {
        guard let controller = session?.controller else { return }
        let changed = displays.redraw(from: controller, text: text, now: now(), lastUpdated: lastUpdatedSource)
        if !changed.isEmpty { view?.indicatorsChanged(changed) }
        if accessibleActions.update(from: controller, text: text) { view?.showAccessibleActions(accessibleActions) }
    }

    /// Where the header's "Last updated" comes from: the store under the key, nothing without a key, or the
    /// session without a store.
    var lastUpdatedSource: LastUpdatedSource {
        guard let store = lastUpdatedStore else { return .session }
        guard let key = lastUpdatedKey else { return .hidden }
        return .stored(store.lastUpdated(forKey: key), now: store.now)
    }

    /// The language setting changed: the titles follow it, and every indicator is redrawn (``text``'s observer).
    func languageSettingChanged() {
        if followsLanguageSetting { text.language = languageSetting.language }
    }

    // MARK: Indicators

    /// Shows `display` at `edge`, with what the edge shows now.
    package func install(_ display: any RefreshIndicatorDisplay, for edge: RefreshEdge) {
        displays.install(display, for: edge)
    }

    /// Removes and returns the display at `edge`.
    @discardableResult
    package func removeDisplay(at edge: RefreshEdge) -> (any RefreshIndicatorDisplay)? {
        displays.remove(edge)
    }

    /// Where an indicator view for `edge` goes in content coordinates, as thick as the edge holds (at least 44
    /// points), or `nil` before the first geometry or for an edge not configured.
    package func indicatorPlacement(for edge: RefreshEdge) -> IndicatorPlacement? {
        guard let geometry = host.geometry, let configuration = session?.controller.configuration(edge) else {
            return nil
        }
        let thickness = max(configuration.refreshingExtent, configuration.restingExtent, 44)
        return IndicatorPlacement(edge: edge, thickness: thickness, geometry: geometry)
    }
}

import HeadlessRefresh

/// What an indicator shows for one edge, worked out from the edge's snapshot: a projection from state to text and
/// flags (zag's `connect()`), so that every view that draws an indicator only renders.
///
/// ```swift
/// let text = RefreshText(language: .english)
/// let indicator = RefreshIndicator(controller: controller, edge: .top, text: text, now: now)
/// label.text = indicator.title  // "Release to refresh"
/// progressView.progress = Float(indicator.progress ?? 0)
/// indicator.showsSpinner ? spinner.startAnimating() : spinner.stopAnimating()
/// ```
public struct RefreshIndicator: Sendable, Hashable {
    /// The edge.
    public var edge: RefreshEdge
    /// The edge's state.
    public var state: RefreshState
    /// The title for the state, from `RefreshText`, for the edge's role (header, footer, side).
    public var title: String
    /// How far the pull has gone towards triggering, in [0, 1], while the finger pulls; `nil` otherwise.
    public var progress: Double?
    /// Whether to show a spinner: the edge is loading.
    public var showsSpinner: Bool
    /// The result being shown after a load, or `nil`.
    public var result: RefreshResult?
    /// Whether a tap on the indicator does something: a load-more edge that failed ("Tap to retry") or that waits
    /// with the ``RefreshTrigger/tap`` trigger.
    public var acceptsTap: Bool
    /// Whether the indicator takes up space on screen: the content is pulled towards it or its extra inset is held.
    public var isRevealed: Bool
    /// Whether to draw the screen behind the list: a release opens the second level, or it opens, is open or closes.
    public var showsSecondLevel: Bool
    /// Whether the edge is enabled; a disabled edge shows nothing.
    public var isEnabled: Bool
    /// How far the content is pulled towards the edge, in points, never negative.
    public var pull: Double
    /// "Last updated: …" for a header, from the time of its last success; `nil` for other roles and when hidden.
    public var lastUpdated: String?
    /// The edge's snapshot it was made from, for indicators that draw elastically or animate with the pull: the
    /// progress is not clamped above 1 while over-pulled. Content scrolled away from the edge counts as a pull and a
    /// progress of 0 here, so that scrolling in the middle of a list changes no indicator.
    public var snapshot: EdgeSnapshot

    /// Whether to draw the indicator at all: the edge is enabled and none of its configuration's `hiddenWhen`
    /// conditions holds (an empty list, content shorter than the screen, end of data).
    public var isVisible: Bool { isEnabled && snapshot.isVisible }

    /// Whether this indicator starts loading where `previous` did not: the moment an animated indicator starts its
    /// animation.
    public func startsLoading(after previous: RefreshIndicator?) -> Bool {
        showsSpinner && previous?.showsSpinner != true
    }

    /// Whether this indicator stops loading where `previous` loaded: the moment to stop an animation.
    public func stopsLoading(after previous: RefreshIndicator?) -> Bool {
        !showsSpinner && previous?.showsSpinner == true
    }

    /// The indicator for an edge's snapshot, with titles from `text`, at `now` (the host's clock, for "last
    /// updated").
    ///
    /// - Parameters:
    ///   - snapshot: the edge's snapshot (`RefreshController.snapshot(_:)`).
    ///   - triggers: the triggers the edge accepts, to tell whether a tap does something.
    ///   - text: the titles.
    ///   - now: the host's time, the clock the controller gets.
    ///   - lastUpdated: where a header's "Last updated" comes from; the session's last success by default.
    ///   - role: the role whose titles to show (``EdgeConfiguration/role(at:)``); `nil` takes the edge's usual role.
    package init(
        snapshot: EdgeSnapshot,
        triggers: RefreshTriggers,
        text: RefreshText,
        now: Double,
        lastUpdated: LastUpdatedSource = .session,
        role: RefreshRole? = nil
    ) {
        self.init(
            Source(snapshot: snapshot, triggers: triggers, text: text, now: now, lastUpdated: lastUpdated, role: role))
    }

    /// What an indicator is drawn from, everything in it worked out but the words: equal sources give equal
    /// indicators, so a host compares sources and builds an indicator only when its source changed (its "Last
    /// updated" text is a new string each time it is built).
    package struct Source: Hashable {
        /// The snapshot, its pull and progress clamped at rest (content scrolled away from the edge is at rest).
        var snapshot: EdgeSnapshot
        var triggers: RefreshTriggers
        var text: RefreshText
        var role: RefreshRole
        /// How long ago the header last refreshed, or `nil` when it shows no "Last updated".
        var age: RefreshText.Age?

        /// The source of an edge's indicator; see ``RefreshIndicator/init(snapshot:triggers:text:now:lastUpdated:role:)``.
        package init(
            snapshot: EdgeSnapshot,
            triggers: RefreshTriggers,
            text: RefreshText,
            now: Double,
            lastUpdated: LastUpdatedSource = .session,
            role: RefreshRole? = nil
        ) {
            let role = role ?? snapshot.edge.role
            var atRest = snapshot
            atRest.pull = max(snapshot.pull, 0)
            atRest.progress = max(snapshot.progress, 0)
            self.snapshot = atRest
            self.triggers = triggers
            self.text = text
            self.role = role
            switch (role, lastUpdated) {
            case (.header, .session): age = RefreshText.Age(since: snapshot.lastSuccess, now: now)
            case (.header, .stored(let time, let wallClock)): age = RefreshText.Age(since: time, now: wallClock)
            case (.header, .hidden), (.footer, _), (.side, _): age = nil
            }
        }

        /// The source of `edge`'s indicator in `controller`, or `nil` when the edge is not configured.
        package init?(
            controller: RefreshController,
            edge: RefreshEdge,
            text: RefreshText,
            now: Double,
            lastUpdated: LastUpdatedSource = .session
        ) {
            guard let snapshot = controller.snapshot(edge), let configuration = controller.configuration(edge) else {
                return nil
            }
            self.init(
                snapshot: snapshot, triggers: configuration.triggers, text: text, now: now, lastUpdated: lastUpdated,
                role: configuration.role(at: edge))
        }
    }

    /// The indicator `source` describes.
    package init(_ source: Source) {
        let snapshot = source.snapshot
        self.snapshot = snapshot
        edge = snapshot.edge
        state = snapshot.state
        title = source.text.title(for: snapshot.state, role: source.role)
        pull = snapshot.pull
        isRevealed = snapshot.pull > 0.5 || snapshot.extraInset > 0
        lastUpdated = source.age.map { RefreshText.lastUpdated($0, language: source.text.language) }
        let triggers = source.triggers
        isEnabled = snapshot.isEnabled
        progress = nil
        showsSpinner = false
        result = nil
        acceptsTap = false
        showsSecondLevel = false
        switch snapshot.state {
        case .pulling, .eligible:
            progress = min(max(snapshot.progress, 0), 1)
        case .refreshing:
            showsSpinner = true
        case .finishing(let shown):
            result = shown
        case .failed:
            acceptsTap = triggers.tap
        case .idle:
            acceptsTap = triggers.tap && triggers.loadsMore && snapshot.isEnabled
        case .noMoreData:
            break
        case .secondLevelEligible:
            progress = 1
            showsSecondLevel = true
        case .secondLevelOpening, .secondLevelOpen, .secondLevelClosing:
            showsSecondLevel = true
        }
    }

    /// The indicator for `edge` of `controller`, or `nil` when the edge is not configured.
    package init?(
        controller: RefreshController,
        edge: RefreshEdge,
        text: RefreshText,
        now: Double,
        lastUpdated: LastUpdatedSource = .session
    ) {
        guard let source = Source(controller: controller, edge: edge, text: text, now: now, lastUpdated: lastUpdated)
        else { return nil }
        self.init(source)
    }
}

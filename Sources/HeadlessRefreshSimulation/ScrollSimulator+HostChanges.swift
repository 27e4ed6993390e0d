import HeadlessRefresh

/// What the host changes around the content: its own inset, the viewport, content above, the configuration.
extension ScrollSimulator {
    /// The viewport changes size (a rotation, split view, a window resized). The offset stays, so the content keeps
    /// its top (or left) where it was; content now beyond an edge bounces back, and the rubber band follows the new
    /// length. A size that is not finite and positive is ignored.
    public mutating func setViewport(_ size: ScrollSize) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
        host.view.geometry.viewportSize = size
        host.view.step.band.dimension = host.view.viewportLength
        host.record(.viewportChanged(size))
        changedAroundTheContent()
    }

    /// The host's own inset changes (the keyboard shows or hides, a bar appears). The offset stays, as a scroll
    /// view's does; content now beyond an edge bounces back. Negative or non-finite values are ignored.
    public mutating func setInset(_ inset: ScrollInsets) {
        guard RefreshEdge.allCases.allSatisfy({ inset[$0].isFinite && inset[$0] >= 0 }) else { return }
        host.view.geometry.contentInset = inset
        host.record(.insetChanged(inset))
        changedAroundTheContent()
    }

    /// Adds `length` points of content above (older messages of a chat) and moves the offset by as much, as a chat
    /// host does so that what is on screen stays still.
    public mutating func prependContent(_ length: Double) {
        guard length.isFinite, length >= 0 else { return }
        addContent(above: length, below: 0)
    }

    /// Configures `edge` anew (or adds it) while the simulation runs; see `RefreshController.configure(_:_:now:_:)`.
    /// A holding edge's triggers start scripted loads from then on, an action edge's do not.
    public mutating func configure(_ edge: RefreshEdge, _ configuration: EdgeConfiguration) {
        send(.configure(edge, configuration))
        host.noteConfiguration(controller)
        clampsPull = RefreshEdge.allCases.contains { controller.configuration($0)?.maximumPull != nil }
    }

    /// Changes which edges may refresh together; see `RefreshController.setExclusivity(_:now:_:)`.
    public mutating func setExclusivity(_ exclusivity: RefreshController.Exclusivity) {
        send(.setExclusivity(exclusivity))
    }

    /// Adds content above and below in one layout: the offset moves with the content above, as the host's own
    /// scroll, which nobody sees.
    mutating func addContent(above: Double, below: Double) {
        host.view.contentLength += above + below
        if above != 0 { host.view.move(to: host.view.offset + above, by: .hostScroll) }
        host.record(.contentChanged(length: host.view.contentLength))
        layoutIfNeeded()
    }

    /// After a change of the viewport or the inset: resting content beyond an edge bounces back, and the new
    /// geometry is reported.
    private mutating func changedAroundTheContent() {
        host.view.needsLayout = true
        host.view.bounceIfBeyondAnEdge()
        layoutIfNeeded()
    }
}

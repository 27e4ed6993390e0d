import HeadlessRefresh

/// Every frame and every action of a simulation, in order, for assertions and for rendering as a table
/// (``table(every:)``) or an SVG timeline (``svg(title:width:)``).
///
/// ```swift
/// var simulator = ScrollSimulator(controller: RefreshController(top: .header), recordsTrace: true)
/// simulator.drag(by: 250, duration: 0.3)
/// simulator.release()
/// let trace = simulator.trace!
/// trace.stateKinds(.top)  // [.pulling, .eligible, .refreshing]
/// print(trace.table())
/// ```
public struct Trace: Sendable {
    /// The scroll view at one frame.
    public struct Frame: Sendable, Hashable {
        /// Seconds since the start.
        public var time: Double
        /// The content offset along the axis.
        public var offset: Double
        /// Whether the finger was down.
        public var isDragging: Bool
        /// The extra inset shown at the leading edge (top or left).
        public var leadingInset: Double
        /// The extra inset shown at the trailing edge (bottom or right).
        public var trailingInset: Double
        /// The content's length along the axis.
        public var contentLength: Double
    }

    /// Something that happened between frames.
    public enum Event: Sendable, Hashable {
        /// The controller handed out a command.
        case command(RefreshCommand)
        /// The finger touched down.
        case fingerDown
        /// The finger lifted at `velocity` points per second, in the finger's direction.
        case fingerUp(velocity: Double)
        /// The host ended the load of an edge (the scripted loader, or an explicit end).
        case ended(RefreshEdge, RefreshResult)
        /// The content's length changed.
        case contentChanged(length: Double)
        /// The host scrolled the content to an offset.
        case scrolled(toOffset: Double)
        /// The viewport changed size.
        case viewportChanged(ScrollSize)
        /// The host's own inset changed.
        case insetChanged(ScrollInsets)
    }

    /// An event and when it happened.
    public struct Entry: Sendable, Hashable {
        /// Seconds since the start.
        public var time: Double
        /// What happened.
        public var event: Event
    }

    /// The scroll axis.
    public let axis: ScrollAxis
    /// The configured edges, in the order top, bottom, left, right.
    public let edges: [RefreshEdge]
    /// The viewport's length along the axis.
    public let viewportLength: Double
    /// The host's own inset.
    public let inset: ScrollInsets
    /// Every frame, starting with the layout at time 0; with a ``retention`` other than
    /// ``Retention/everything``, only the frames it keeps.
    public internal(set) var frames: [Frame] = [] {
        // The simulator appends in place; a trace that keeps less lets frames go as they come, so a long run
        // does not grow with time. The removals are written here, not in a method: in an observer's own body they
        // do not call the observer again.
        didSet {
            guard retention != .everything else { return }
            if let index = frameToDrop() { frames.remove(at: index) }
        }
    }
    /// Every event, in order; with ``Retention/events``, changes of a pull's progress within one state are left out.
    public internal(set) var entries: [Entry] = [] {
        didSet {
            guard retention != .everything else { return }
            switch entryToDrop() {
            case .some(let index): entries.remove(at: index)
            case .none: break
            }
        }
    }
    /// What the trace keeps; set it with ``ScrollSimulator/traceRetention``.
    public internal(set) var retention = Retention.everything
    /// The bookkeeping of ``Retention/tableRows(every:)``.
    var rowKeeping = RowKeeping()

    init(controller: RefreshController, geometry: ScrollViewGeometry) {
        axis = geometry.axis
        edges = controller.edges
        viewportLength = axis == .vertical ? geometry.viewportSize.height : geometry.viewportSize.width
        inset = geometry.contentInset
        frames.reserveCapacity(1024)
        entries.reserveCapacity(256)
    }

    /// The leading edge of the axis (top or left).
    public var leadingEdge: RefreshEdge { axis == .vertical ? .top : .left }
    /// The trailing edge of the axis (bottom or right).
    public var trailingEdge: RefreshEdge { axis == .vertical ? .bottom : .right }

    // MARK: Queries

    /// The commands, with their times.
    public var commands: [(time: Double, command: RefreshCommand)] {
        entries.compactMap { entry in
            if case .command(let command) = entry.event { (entry.time, command) } else { nil }
        }
    }

    /// The causes of the triggers of `edge`, in order.
    public func triggers(_ edge: RefreshEdge) -> [TriggerCause] {
        commands.compactMap { if case .trigger(edge, let cause) = $0.command { cause } else { nil } }
    }

    /// The state kinds `edge` went through, one per change of kind (progress updates while pulling are merged).
    public func stateKinds(_ edge: RefreshEdge) -> [RefreshStateKind] {
        var kinds: [RefreshStateKind] = []
        for (_, command) in commands {
            if case .stateChanged(edge, let from, let to) = command, from.kind != to.kind { kinds.append(to.kind) }
        }
        return kinds
    }

    /// The extra insets requested for `edge`, with their times and durations.
    public func extraInsets(_ edge: RefreshEdge) -> [(time: Double, amount: Double, duration: Double)] {
        commands.compactMap {
            if case .setExtraInset(edge, let amount, let duration) = $0.command {
                ($0.time, amount, duration)
            } else {
                nil
            }
        }
    }

    /// The diagnostics reported, in order.
    public var diagnostics: [RefreshDiagnostic] {
        commands.compactMap { if case .diagnostic(let diagnostic) = $0.command { diagnostic } else { nil } }
    }

    /// The time of the first event that matches, or `nil`.
    public func firstTime(where matches: (Event) -> Bool) -> Double? {
        entries.first { matches($0.event) }?.time
    }

    /// The frames as replay samples: what a recorder on a device would have captured.
    public var samples: [ReplaySample] {
        frames.map { ReplaySample(time: $0.time, offset: $0.offset, isDragging: $0.isDragging) }
    }

    /// The offset at which the content rests against the leading edge at `frame`.
    public func leadingRest(_ frame: Frame) -> Double {
        -(inset[leadingEdge] + frame.leadingInset)
    }

    /// The offset at which the content rests against the trailing edge at `frame`.
    public func trailingRest(_ frame: Frame) -> Double {
        let end = max(frame.contentLength, viewportLength - inset[leadingEdge] - inset[trailingEdge])
        return end + inset[trailingEdge] + frame.trailingInset - viewportLength
    }
}

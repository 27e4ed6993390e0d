/// Why an input was ignored or adjusted. Reported as ``RefreshCommand/diagnostic(_:)``; never a crash.
public enum RefreshDiagnostic: Sendable, Hashable {
    /// A geometry input held an unusable value; the previous geometry is kept.
    case invalidGeometry(GeometryProblem)
    /// The input's time was NaN or infinite; the input was ignored.
    case invalidTime
    /// The input's time was earlier than a previous one; the previous time was used.
    case timeWentBackwards
    /// A release velocity was NaN or infinite; 0 was used.
    case invalidVelocity
    /// A configuration value could not work and was replaced.
    case invalidConfiguration(RefreshEdge, ConfigurationProblem)
    /// An input about one edge was ignored.
    case ignored(RefreshEdge, IgnoredInput, because: IgnoreReason)
    /// A refresh edge (``EdgeConfiguration/refreshesList(at:)``) ended with ``RefreshResult/noMoreData``; it was taken
    /// as ``RefreshResult/success``: a refresh edge is never at the end of data, so the user can always pull.
    case noMoreDataAtRefreshEdge(RefreshEdge)

    /// A short English description for logs.
    public var message: String {
        switch self {
        case .invalidGeometry(let problem): "geometry ignored: " + problem.message
        case .invalidTime: "input ignored: time is not finite"
        case .timeWentBackwards: "time went backwards; the previous time is used"
        case .invalidVelocity: "release velocity is not finite; 0 is used"
        case .invalidConfiguration(let edge, let problem): edge.name + " configuration: " + problem.message
        case .ignored(let edge, let input, let reason): input.name + " of " + edge.name + " ignored: " + reason.message
        case .noMoreDataAtRefreshEdge(let edge):
            "noMoreData of " + edge.name + " taken as success: " + IgnoreReason.refreshEdge.message
        }
    }
}

/// An input that names an edge.
public enum IgnoredInput: Sendable, Hashable {
    /// ``RefreshController/beginRefreshing(_:reveal:now:_:)``.
    case begin
    /// ``RefreshController/endRefreshing(_:result:now:_:)``.
    case end
    /// ``RefreshController/tap(_:now:_:)``.
    case tap
    /// ``RefreshController/markNoMoreData(_:now:_:)``.
    case markNoMoreData
    /// ``RefreshController/resetNoMoreData(_:now:_:)``.
    case resetNoMoreData
    /// ``RefreshController/setEnabled(_:_:now:_:)``.
    case setEnabled
    /// ``RefreshController/closeSecondLevel(_:now:_:)``.
    case closeSecondLevel
    /// ``RefreshController/performAccessibleAction(_:now:_:)``.
    case accessibleAction
    /// A change of ``EdgeConfiguration/style`` through ``RefreshController/configure(_:_:now:_:)`` while the edge is
    /// busy; the rest of the configuration applies.
    case styleChange

    /// The input's name for logs.
    public var name: String {
        switch self {
        case .begin: "begin"
        case .end: "end"
        case .tap: "tap"
        case .markNoMoreData: "markNoMoreData"
        case .resetNoMoreData: "resetNoMoreData"
        case .setEnabled: "setEnabled"
        case .closeSecondLevel: "closeSecondLevel"
        case .accessibleAction: "accessibleAction"
        case .styleChange: "styleChange"
        }
    }
}

/// Why an input about an edge was ignored.
public enum IgnoreReason: Sendable, Hashable {
    /// The controller has no configuration for the edge.
    case notConfigured
    /// The edge is disabled.
    case disabled
    /// The edge was not refreshing (an end before a begin, or a second end).
    case notRefreshing
    /// An end was already received and waits for the minimum refreshing duration.
    case endAlreadyPending
    /// The edge is already refreshing.
    case alreadyRefreshing
    /// The edge is in ``RefreshState/noMoreData``; reset it first.
    case noMoreData
    /// The edge does not accept that trigger.
    case triggerNotAccepted
    /// Another edge is refreshing and exclusivity is on.
    case exclusive(with: RefreshEdge)
    /// The controller is suspended.
    case suspended
    /// The edge's second level is open (or opening or closing).
    case secondLevelOpen
    /// The edge's second level is not open.
    case secondLevelNotOpen
    /// The edge refreshes the list (``EdgeConfiguration/refreshesList(at:)``), and a refresh edge has no end of data.
    case refreshEdge

    /// A short English description for logs.
    public var message: String {
        switch self {
        case .notConfigured: "edge not configured"
        case .disabled: "edge is disabled"
        case .notRefreshing: "edge is not refreshing"
        case .endAlreadyPending: "an end is already pending"
        case .alreadyRefreshing: "edge is already refreshing"
        case .noMoreData: "edge has no more data"
        case .triggerNotAccepted: "edge does not accept this trigger"
        case .exclusive(let edge): edge.name + " is refreshing"
        case .suspended: "controller is suspended"
        case .secondLevelOpen: "second level is open"
        case .secondLevelNotOpen: "second level is not open"
        case .refreshEdge: "a refresh edge has no end of data"
        }
    }
}

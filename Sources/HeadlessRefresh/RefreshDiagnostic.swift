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
    /// An item report could not describe a list (a negative index, `first > last`, `last >= count`, or no items):
    /// it was ignored, and nothing triggered.
    case invalidVisibleItems(VisibleItems)

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
        case .invalidVisibleItems(let items):
            "visible items ignored: items " + items.first.description + " to " + items.last.description + " of "
                + items.count.description + " are not in the list"
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

/// A configuration value that cannot work, and was replaced.
public enum ConfigurationProblem: Sendable, Hashable {
    /// The trigger distance was not finite or not > 0; 60 is used.
    case triggerDistanceNotPositive
    /// An extent was negative or not finite; 0 is used.
    case negativeExtent
    /// A duration was negative or not finite; 0 is used.
    case negativeDuration
    /// A duration was longer than ``EdgeConfiguration/longestDuration`` (an hour); an hour is used.
    case durationTooLong
    /// The prefetch distance was not finite; 0 is used.
    case prefetchNotFinite
    /// The auto-trigger limit was negative; 0 is used.
    case negativeAutoTriggerLimit
    /// The maximum pull was not finite or not > 0; no maximum is used.
    case maximumPullNotPositive
    /// The maximum pull was below the trigger distance of an edge that a pull triggers (``RefreshTrigger/release``
    /// or ``RefreshTrigger/threshold``): the pull could never reach the distance, so no pull would ever trigger. No
    /// maximum is used, so the pull can. (Raising the maximum to the distance would leave a host that holds its
    /// offset at the maximum, ``RefreshController/clampedOffset(_:)``, a rounding error short of it.) An edge that
    /// only loads more or takes taps may keep a maximum below its distance: nothing it does needs the pull.
    case maximumPullBelowTriggerDistance
    /// The maximum pull was below the distance of a second level that has no ``SecondLevel/velocityThreshold``: the
    /// pull could never reach it, so the second level would never open. No maximum is used, so the pull can. With a
    /// velocity threshold, a fling opens the second level and the maximum stays.
    case maximumPullBelowSecondLevel
    /// The second level's distance did not exceed the trigger distance; twice the trigger distance is used.
    case secondLevelDistanceNotBeyondFirst
    /// The second level's velocity threshold was not finite or not > 0; only the distance opens it.
    case velocityNotPositive
    /// The item prefetch of ``RefreshTrigger/itemsInView(prefetch:)`` or the
    /// ``EdgeConfiguration/automaticLoadBudget`` was negative; 0 is used.
    case negativeItemCount

    /// A short English description for logs.
    public var message: String {
        switch self {
        case .triggerDistanceNotPositive: "trigger distance must be > 0; 60 is used"
        case .negativeExtent: "extents must be >= 0; 0 is used"
        case .negativeDuration: "durations must be >= 0; 0 is used"
        case .durationTooLong: "durations must be at most an hour (3600 s); 3600 is used"
        case .prefetchNotFinite: "prefetch must be finite; 0 is used"
        case .negativeAutoTriggerLimit: "auto-trigger limit must be >= 0 (nil for no limit); 0 is used"
        case .maximumPullNotPositive: "maximum pull must be > 0; no maximum is used"
        case .maximumPullBelowTriggerDistance:
            "maximum pull is below the trigger distance, so no pull could trigger; no maximum is used"
        case .maximumPullBelowSecondLevel:
            "maximum pull is below the second level's distance and no fling opens it; no maximum is used"
        case .secondLevelDistanceNotBeyondFirst:
            "second level distance must exceed the trigger distance; twice the trigger distance is used"
        case .velocityNotPositive: "second level velocity must be > 0; only the distance opens it"
        case .negativeItemCount: "item prefetch and automatic-load budget must be >= 0; 0 is used"
        }
    }
}

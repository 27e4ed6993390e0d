/// Whether an edge holds its indicator while the host loads, or fires and is done.
public enum EdgeStyle: Sendable, Hashable {
    /// Keeps the refreshing extent as extra inset while refreshing (headers and footers).
    case holding
    /// Fires and returns to idle at once, with no load to wait for ("pull to go back", PullToRefreshKit's sides).
    case action
}

/// How long each result is shown before the indicator collapses, in seconds.
public struct ResultHold: Sendable, Hashable {
    /// Hold after a success.
    public var success: Double
    /// Hold after a failure.
    public var failure: Double
    /// Hold after the last page.
    public var noMoreData: Double

    /// Creates a hold per result.
    public init(success: Double, failure: Double, noMoreData: Double) {
        self.success = success
        self.failure = failure
        self.noMoreData = noMoreData
    }

    /// The same hold for every result.
    public init(_ all: Double) {
        self.init(success: all, failure: all, noMoreData: all)
    }

    /// The hold for one result.
    public subscript(result: RefreshResult) -> Double {
        get {
            switch result {
            case .success: success
            case .failure: failure
            case .noMoreData: noMoreData
            }
        }
        set {
            switch result {
            case .success: success = newValue
            case .failure: failure = newValue
            case .noMoreData: noMoreData = newValue
            }
        }
    }
}

/// How one edge behaves: its triggers, distances and timing.
///
/// Start from ``header``, ``footer`` or ``side`` and change what you need:
///
/// ```swift
/// var footer = EdgeConfiguration.footer
/// footer.triggers = [.reachingEnd(prefetch: 300), .tap]
/// footer.restingExtent = 44  // a "Load more" row that is always shown
/// ```
///
/// Distances are in points, durations in seconds. Values that cannot work are replaced when a controller is
/// built from the configuration, and each replacement is reported (see ``problems``).
public struct EdgeConfiguration: Sendable, Hashable {
    /// The triggers the edge accepts.
    public var triggers: RefreshTriggers
    /// Holding (headers, footers) or action (fire and return to idle).
    public var style: EdgeStyle
    /// The pull, beyond the resting extent, at which the edge becomes eligible or fires. Must be > 0.
    public var triggerDistance: Double
    /// The extra inset held while refreshing, so the indicator stays in view.
    public var refreshingExtent: Double
    /// The extra inset held at all other times, for a footer that always shows its row. Pulls count from here.
    public var restingExtent: Double
    /// How long the extra inset takes to grow to the refreshing extent.
    public var revealDuration: Double
    /// An end that arrives sooner than this after the trigger is deferred, so the indicator never flickers.
    public var minimumRefreshingDuration: Double
    /// How long each result is shown before collapsing.
    public var resultHold: ResultHold
    /// How long the extra inset takes to shrink back to the resting extent.
    public var collapseDuration: Double
    /// How many times `reachingEnd` may fire while the end stays in the prefetch zone, between two touches;
    /// `nil` for no limit. A touch, or the end leaving the zone by more than a quarter of the viewport (new
    /// content pushed it away), starts a new count.
    public var autoTriggerLimit: Int?
    /// Whether `reachingEnd` fires while the content is shorter than the viewport (to fill the screen).
    public var triggersWhenContentIsShort: Bool
    /// Whether a successful refresh of this edge resets ``RefreshState/noMoreData`` on the opposite edge (a refresh
    /// reloads the list, so its end is no longer known), as rule 7 says. Only a refresh edge
    /// (``refreshesList(at:)``) resets: a load-more or load-previous success (a chat's top) never does, whatever this
    /// says. A failed load never resets it. On by default and in ``header``; off in ``footer`` and ``side``.
    public var resetsOppositeNoMoreData: Bool
    /// Whether the edge is enabled. A disabled edge never triggers and holds no extra inset.
    public var isEnabled: Bool
    /// The largest pull the edge counts, beyond the extra inset in place (SmartRefreshLayout's maximum drag);
    /// `nil` for no limit. A host without native bounce clamps its offset with
    /// ``RefreshController/clampedOffset(_:)``.
    public var maximumPull: Double?
    /// A second level behind the edge, opened by pulling past a second distance; `nil` for none.
    public var secondLevel: SecondLevel?
    /// When the indicator is hidden (and its resting extent not held); none by default.
    public var hiddenWhen: HidingConditions = []
    /// What the edge does for the user where its place and triggers do not say it: ``RefreshRole/header`` refreshes
    /// the list, ``RefreshRole/footer`` loads more (or older items), ``RefreshRole/side`` opens more; `nil`, the
    /// default, infers it (``refreshesList(at:)``). Set it where the physical side misleads: a right-to-left list
    /// refreshes at its right end and loads more at its left, and a chat's top that loads older messages on a pull is
    /// a footer. The role decides whether the edge scrolls the reader (P6), resets the opposite end and can reach an
    /// end of data (P7), and which accessible action it offers.
    public var role: RefreshRole?
    /// How many automatic loads (``RefreshTrigger/reachingEnd(prefetch:)`` and
    /// ``RefreshTrigger/itemsInView(prefetch:)``) the edge makes before it stops loading by itself and waits for the
    /// user's tap (``EdgeSnapshot/waitsForTap``: the indicator says "tap to load more"); `nil`, the default, for no
    /// budget. It lets a keyboard or switch user reach what is below an infinite list. A load the user or the host
    /// asks for (a tap, a pull, the accessible action, a begin from code) starts a new count, and so does a successful
    /// refresh of the list at the opposite edge; a touch does not.
    public var automaticLoadBudget: Int?

    /// Creates a configuration; the defaults are those of ``header``.
    public init(
        triggers: RefreshTriggers = [.release],
        style: EdgeStyle = .holding,
        triggerDistance: Double = 60,
        refreshingExtent: Double = 60,
        restingExtent: Double = 0,
        revealDuration: Double = 0.25,
        minimumRefreshingDuration: Double = 0.3,
        resultHold: ResultHold = ResultHold(success: 0.5, failure: 1, noMoreData: 0.5),
        collapseDuration: Double = 0.3,
        autoTriggerLimit: Int? = 1,
        triggersWhenContentIsShort: Bool = true,
        resetsOppositeNoMoreData: Bool = true,
        isEnabled: Bool = true,
        maximumPull: Double? = nil,
        secondLevel: SecondLevel? = nil
    ) {
        self.triggers = triggers
        self.style = style
        self.triggerDistance = triggerDistance
        self.refreshingExtent = refreshingExtent
        self.restingExtent = restingExtent
        self.revealDuration = revealDuration
        self.minimumRefreshingDuration = minimumRefreshingDuration
        self.resultHold = resultHold
        self.collapseDuration = collapseDuration
        self.autoTriggerLimit = autoTriggerLimit
        self.triggersWhenContentIsShort = triggersWhenContentIsShort
        self.resetsOppositeNoMoreData = resetsOppositeNoMoreData
        self.isEnabled = isEnabled
        self.maximumPull = maximumPull
        self.secondLevel = secondLevel
    }

    /// A pull-to-refresh header: release past 60 points, hold 60 while refreshing, show the result 0.5 s.
    public static let header = EdgeConfiguration()

    /// An infinite-scroll footer: loads when its end comes into view or on a tap, once per drag, no result hold.
    public static let footer = EdgeConfiguration(
        triggers: [.reachingEnd(prefetch: 0), .tap],
        triggerDistance: 44,
        refreshingExtent: 44,
        minimumRefreshingDuration: 0,
        resultHold: ResultHold(0),
        collapseDuration: 0.25,
        resetsOppositeNoMoreData: false
    )

    /// A side action ("pull to go back", "see more"): release past 50 points fires it and it returns to idle.
    public static let side = EdgeConfiguration(
        triggers: [.release],
        style: .action,
        triggerDistance: 50,
        refreshingExtent: 0,
        minimumRefreshingDuration: 0,
        resultHold: ResultHold(0),
        resetsOppositeNoMoreData: false
    )

    /// The extra inset held while refreshing: the refreshing extent, and never less than the resting one.
    @inlinable var heldExtent: Double { max(refreshingExtent, restingExtent) }

    /// The longest duration a configuration keeps, in seconds: an hour. Longer ones are shortened to it and reported
    /// (``ConfigurationProblem/durationTooLong``).
    public static let longestDuration: Double = 3600

    /// What is wrong with this configuration; empty when every value can work.
    public var problems: [ConfigurationProblem] { sanitized().problems }

    /// This configuration with every value that cannot work replaced, and what was replaced.
    ///
    /// A trigger distance that is not finite or not > 0 becomes 60; negative or non-finite extents and durations
    /// become 0; a duration longer than an hour (``longestDuration``) becomes an hour, so that no timer is asked to
    /// wait longer than a host can count; a non-finite prefetch becomes 0; a negative auto-trigger limit becomes 0 (never auto-trigger); a negative item
    /// prefetch or automatic-load budget becomes 0;
    /// a maximum pull that is not > 0 is dropped; a second level whose distance does not exceed the trigger
    /// distance gets twice the trigger distance, and a velocity threshold that is not > 0 is dropped. Last, a maximum
    /// pull that stops the pull short of what the edge is for is dropped: below the trigger distance of an edge that a
    /// pull triggers (``ConfigurationProblem/maximumPullBelowTriggerDistance``), or below the distance of a second
    /// level that no fling opens (``ConfigurationProblem/maximumPullBelowSecondLevel``).
    public func sanitized() -> (configuration: EdgeConfiguration, problems: [ConfigurationProblem]) {
        var copy = self
        var problems: [ConfigurationProblem] = []
        if !(triggerDistance.isFinite && triggerDistance > 0) {
            copy.triggerDistance = 60
            problems.append(.triggerDistanceNotPositive)
        }
        func fix(_ value: inout Double, _ problem: ConfigurationProblem) {
            if !(value.isFinite && value >= 0) {
                value = 0
                problems.append(problem)
            }
        }
        func fixDuration(_ value: inout Double) {
            fix(&value, .negativeDuration)
            if value > Self.longestDuration {
                value = Self.longestDuration
                problems.append(.durationTooLong)
            }
        }
        fix(&copy.refreshingExtent, .negativeExtent)
        fix(&copy.restingExtent, .negativeExtent)
        fixDuration(&copy.revealDuration)
        fixDuration(&copy.minimumRefreshingDuration)
        fixDuration(&copy.collapseDuration)
        for result in RefreshResult.allCases { fixDuration(&copy.resultHold[result]) }
        if let prefetch = triggers.reachingEndPrefetch, !prefetch.isFinite {
            copy.triggers.reachingEndPrefetch = 0
            problems.append(.prefetchNotFinite)
        }
        if let prefetch = triggers.itemPrefetch, prefetch < 0 {
            copy.triggers.itemPrefetch = 0
            problems.append(.negativeItemCount)
        }
        if let budget = automaticLoadBudget, budget < 0 {
            copy.automaticLoadBudget = 0
            problems.append(.negativeItemCount)
        }
        if let limit = autoTriggerLimit, limit < 0 {
            copy.autoTriggerLimit = 0
            problems.append(.negativeAutoTriggerLimit)
        }
        if let maximum = maximumPull, !(maximum.isFinite && maximum > 0) {
            copy.maximumPull = nil
            problems.append(.maximumPullNotPositive)
        }
        if var level = secondLevel {
            if !(level.triggerDistance.isFinite && level.triggerDistance > copy.triggerDistance) {
                level.triggerDistance = copy.triggerDistance * 2
                problems.append(.secondLevelDistanceNotBeyondFirst)
            }
            if let extent = level.openExtent, !(extent.isFinite && extent >= 0) {
                level.openExtent = nil
                problems.append(.negativeExtent)
            }
            if let velocity = level.velocityThreshold, !(velocity.isFinite && velocity > 0) {
                level.velocityThreshold = nil
                problems.append(.velocityNotPositive)
            }
            fix(&level.closeDistance, .negativeExtent)
            fixDuration(&level.openDuration)
            fixDuration(&level.closeDuration)
            copy.secondLevel = level
        }
        if let maximum = copy.maximumPull {
            // A maximum the pull must get past to do what the edge is for: dropped, so the pull can.
            if copy.triggers.acceptsPull && maximum < copy.triggerDistance {
                copy.maximumPull = nil
                problems.append(.maximumPullBelowTriggerDistance)
            } else if let level = copy.secondLevel, level.velocityThreshold == nil, maximum < level.triggerDistance {
                copy.maximumPull = nil
                problems.append(.maximumPullBelowSecondLevel)
            }
        }
        return (copy, problems)
    }
}

import HeadlessRefresh
import HeadlessRefreshSimulation

/// Reading an edge's fields: in `edges`, over the base the edge starts from, and in a `configure` step, over the
/// edge's configuration as the steps before it leave it.
extension Scenario {
    /// The fields of an edge in `edges` and of a `configure` step.
    package static let edgeFields = [
        "triggers", "distance", "extent", "resting", "prefetch", "style", "minimumRefreshing", "resultHold",
        "collapse", "autoTriggerLimit", "enabled", "maxPull", "secondLevel", "expand", "resetsOpposite",
        "loadsWhenShort", "hiddenWhen", "role", "itemPrefetch", "automaticLoadBudget",
    ]
    /// The fields of an edge's `secondLevel`.
    package static let secondLevelFields = ["distance", "extent", "closeDistance", "velocity", "open", "close"]
    /// The fields of an edge's `resultHold` object: the results' names.
    package static let resultHoldFields = RefreshResult.allCases.map(\.name)
    /// The values of an edge's `style`.
    package static let styleNames: [(String, EdgeStyle)] = [("holding", .holding), ("action", .action)]
    /// The values in an edge's `triggers`.
    package static let triggerNames = ["release", "threshold", "reachingEnd", "tap", "itemsInView"]
    /// The values in an edge's `hiddenWhen`.
    /// The names of the roles an edge may name (`role`), where its place misleads.
    package static let roleNames: [(String, RefreshRole)] = [("header", .header), ("footer", .footer), ("side", .side)]
    /// The names of the hiding conditions (`hiddenWhen`).
    package static let hidingNames: [(String, HidingCondition)] = [
        ("contentIsEmpty", .contentIsEmpty), ("contentIsShort", .contentIsShort), ("noMoreData", .noMoreData),
    ]

    /// An edge's configuration: the fields over `current`, or, for an edge not configured yet, over the base it
    /// starts from (see `base(for:style:)`). In `current`, a `style` changes the style only.
    ///
    /// With `checked` false (a scenario without a host) every number only needs to be finite and a second level
    /// needs neither a release trigger nor a distance beyond the edge's: the controller takes what a host sends,
    /// replaces what cannot work and says so (`EdgeConfiguration.sanitized()`).
    static func configuration(
        _ fields: ObjectFields,
        for edge: RefreshEdge,
        over current: EdgeConfiguration?,
        checked: Bool = true
    ) throws(ScenarioError) -> EdgeConfiguration {
        func rule(_ rule: NumberRule) -> NumberRule { checked ? rule : .finite }
        let style = try fields["style"]?.choice(at: fields.path("style"), styleNames)
        var configuration = current ?? base(for: edge, style: style)
        if let style { configuration.style = style }
        if let triggers = fields["triggers"] {
            configuration.triggers = try Self.triggers(
                triggers, prefetch: configuration.triggers.reachingEndPrefetch,
                itemPrefetch: configuration.triggers.itemPrefetch, at: fields.path("triggers"))
        }
        if let items = fields["itemPrefetch"] {
            guard configuration.triggers.itemPrefetch != nil else {
                throw ScenarioError(path: fields.path("itemPrefetch"), message: "needs the \"itemsInView\" trigger")
            }
            configuration.triggers.itemPrefetch = try count(items, at: fields.path("itemPrefetch"), rule(.nonNegative))
        }
        if let budget = fields["automaticLoadBudget"] {
            configuration.automaticLoadBudget =
                budget == .null ? nil : try count(budget, at: fields.path("automaticLoadBudget"), rule(.nonNegative))
        }
        if let prefetch = try fields.number("prefetch", rule(.nonNegative)) {
            guard configuration.triggers.reachingEndPrefetch != nil else {
                throw ScenarioError(path: fields.path("prefetch"), message: "needs the \"reachingEnd\" trigger")
            }
            configuration.triggers.reachingEndPrefetch = prefetch
        }
        if let distance = try fields.number("distance", rule(.positive)) { configuration.triggerDistance = distance }
        if let extent = try fields.number("extent", rule(.nonNegative)) { configuration.refreshingExtent = extent }
        if let resting = try fields.number("resting", rule(.nonNegative)) { configuration.restingExtent = resting }
        if let minimum = try fields.number("minimumRefreshing", rule(.nonNegative)) {
            configuration.minimumRefreshingDuration = minimum
        }
        if let hold = fields["resultHold"] {
            configuration.resultHold = try resultHold(
                hold, base: configuration.resultHold, at: fields.path("resultHold"), rule(.nonNegative))
        }
        if let collapse = try fields.number("collapse", rule(.nonNegative)) {
            configuration.collapseDuration = collapse
        }
        if let expand = try fields.number("expand", rule(.nonNegative)) { configuration.revealDuration = expand }
        if let limit = fields["autoTriggerLimit"] {
            configuration.autoTriggerLimit = try autoTriggerLimit(
                limit, at: fields.path("autoTriggerLimit"), rule(.nonNegative))
        }
        if let enabled = fields["enabled"] { configuration.isEnabled = try enabled.bool(at: fields.path("enabled")) }
        if let resets = fields["resetsOpposite"] {
            configuration.resetsOppositeNoMoreData = try resets.bool(at: fields.path("resetsOpposite"))
        }
        if let short = fields["loadsWhenShort"] {
            configuration.triggersWhenContentIsShort = try short.bool(at: fields.path("loadsWhenShort"))
        }
        if let role = fields["role"] {
            configuration.role = role == .null ? nil : try role.choice(at: fields.path("role"), roleNames)
        }
        if let hidden = fields["hiddenWhen"] {
            let elements = try hidden.array(at: fields.path("hiddenWhen"))
            var conditions: [HidingCondition] = []
            for (index, element) in elements.enumerated() {
                conditions.append(try element.choice(at: fields.path("hiddenWhen") + "[\(index)]", hidingNames))
            }
            configuration.hiddenWhen = HidingConditions(conditions)
        }
        if let maximum = fields["maxPull"] {
            configuration.maximumPull =
                maximum == .null ? nil : try maximum.number(at: fields.path("maxPull"), rule(.positive))
        }
        if let level = fields["secondLevel"] {
            configuration.secondLevel =
                level == .null
                ? nil : try secondLevel(level, for: configuration, at: fields.path("secondLevel"), checked: checked)
        } else if let level = configuration.secondLevel, checked {
            // A configure step that changes the distance or the triggers must leave the second level workable.
            try checkSecondLevel(level, in: configuration, fields: fields)
        }
        return configuration
    }

    /// The trigger names, with `reachingEnd` keeping `prefetch` (or 0) and `itemsInView` `itemPrefetch` (or 0).
    private static func triggers(
        _ value: JSONValue,
        prefetch: Double?,
        itemPrefetch: Int?,
        at path: String
    ) throws(ScenarioError) -> RefreshTriggers {
        var set = RefreshTriggers([])
        for (index, element) in try value.array(at: path).enumerated() {
            switch try element.choice(at: path + "[\(index)]", triggerNames.map { ($0, $0) }) {
            case "release": set.insert(.release)
            case "threshold": set.insert(.threshold)
            case "tap": set.insert(.tap)
            case "itemsInView": set.insert(.itemsInView(prefetch: itemPrefetch ?? 0))
            default: set.insert(.reachingEnd(prefetch: prefetch ?? 0))
            }
        }
        return set
    }

    /// A second level kept through a change of the edge: it still needs the release trigger and a distance beyond
    /// the trigger distance.
    private static func checkSecondLevel(
        _ level: SecondLevel,
        in configuration: EdgeConfiguration,
        fields: ObjectFields
    ) throws(ScenarioError) {
        guard configuration.triggers.release else {
            throw ScenarioError(
                path: fields.path("triggers"), message: "the second level needs the \"release\" trigger")
        }
        guard level.triggerDistance > configuration.triggerDistance else {
            let second = level.triggerDistance.decimalText()
            throw ScenarioError(
                path: fields.path("distance"), message: "must be < the second level's distance (\(second))")
        }
    }

    /// `{"distance": D, "extent": E, "closeDistance": C, "velocity": V or null, "open": S, "close": S}`; only
    /// `distance` is required, and it must exceed the edge's trigger distance.
    private static func secondLevel(
        _ value: JSONValue,
        for configuration: EdgeConfiguration,
        at path: String,
        checked: Bool
    ) throws(ScenarioError) -> SecondLevel {
        func rule(_ rule: NumberRule) -> NumberRule { checked ? rule : .finite }
        let fields = try ObjectFields(value, path: path, allowed: secondLevelFields)
        guard configuration.triggers.release || !checked else {
            throw ScenarioError(path: path, message: "needs the \"release\" trigger")
        }
        let distance = try fields.required("distance").number(at: fields.path("distance"), rule(.positive))
        guard distance > configuration.triggerDistance || !checked else {
            let first = configuration.triggerDistance.decimalText()
            throw ScenarioError(path: fields.path("distance"), message: "must be > the trigger distance (\(first))")
        }
        var level = SecondLevel(triggerDistance: distance)
        if let extent = try fields.number("extent", rule(.nonNegative)) { level.openExtent = extent }
        if let close = try fields.number("closeDistance", rule(.positive)) { level.closeDistance = close }
        if let velocity = fields["velocity"] {
            level.velocityThreshold =
                velocity == .null ? nil : try velocity.number(at: fields.path("velocity"), rule(.positive))
        }
        if let open = try fields.number("open", rule(.nonNegative)) { level.openDuration = open }
        if let close = try fields.number("close", rule(.nonNegative)) { level.closeDuration = close }
        return level
    }

    /// One hold for every result, or an object with any of `success`, `failure`, `noMoreData`.
    private static func resultHold(
        _ value: JSONValue,
        base: ResultHold,
        at path: String,
        _ rule: NumberRule
    ) throws(ScenarioError) -> ResultHold {
        if case .object = value {
            let fields = try ObjectFields(value, path: path, allowed: resultHoldFields)
            var hold = base
            for result in RefreshResult.allCases {
                if let seconds = try fields.number(result.name, rule) { hold[result] = seconds }
            }
            return hold
        }
        guard case .number = value else {
            throw ScenarioError(path: path, message: "expected a number or an object")
        }
        return ResultHold(try value.number(at: path, rule))
    }

    private static func autoTriggerLimit(_ value: JSONValue, at path: String, _ rule: NumberRule)
        throws(ScenarioError) -> Int?
    {
        if value == .null { return nil }
        let number = try value.number(at: path, rule)
        guard number == number.rounded(.towardZero), abs(number) <= 1_000_000 else {
            throw ScenarioError(path: path, message: "must be a whole number or null")
        }
        return Int(number)
    }

    /// A whole number of items or loads, within a million either way.
    static func count(_ value: JSONValue, at path: String, _ rule: NumberRule) throws(ScenarioError) -> Int {
        let number = try value.number(at: path, rule)
        guard number == number.rounded(.towardZero), abs(number) <= 1_000_000 else {
            throw ScenarioError(path: path, message: "must be a whole number")
        }
        return Int(number)
    }
}

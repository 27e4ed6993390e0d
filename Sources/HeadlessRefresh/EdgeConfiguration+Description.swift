extension EdgeConfiguration: CustomStringConvertible {
    /// The configuration as Swift writes it, every field named in the order it is declared:
    /// `EdgeConfiguration(triggers: [release], style: holding, triggerDistance: 60.0, …, role: nil)`.
    public var description: String {
        ValueDescription.structure(
            "EdgeConfiguration",
            [
                ("triggers", triggers.description), ("style", style.description),
                ("triggerDistance", triggerDistance.description), ("refreshingExtent", refreshingExtent.description),
                ("restingExtent", restingExtent.description), ("revealDuration", revealDuration.description),
                ("minimumRefreshingDuration", minimumRefreshingDuration.description),
                ("resultHold", resultHold.description), ("collapseDuration", collapseDuration.description),
                ("autoTriggerLimit", ValueDescription.optional(autoTriggerLimit)),
                ("triggersWhenContentIsShort", triggersWhenContentIsShort.description),
                ("resetsOppositeNoMoreData", resetsOppositeNoMoreData.description),
                ("isEnabled", isEnabled.description), ("maximumPull", ValueDescription.optional(maximumPull)),
                ("secondLevel", ValueDescription.optional(secondLevel)), ("hiddenWhen", hiddenWhen.description),
                ("role", ValueDescription.optional(role)),
                ("automaticLoadBudget", ValueDescription.optional(automaticLoadBudget)),
            ])
    }
}

extension EdgeStyle: CustomStringConvertible {
    /// `holding` or `action`.
    public var description: String {
        switch self {
        case .holding: "holding"
        case .action: "action"
        }
    }
}

extension ResultHold: CustomStringConvertible {
    /// The holds as Swift writes them: `ResultHold(success: 0.5, failure: 1.0, noMoreData: 0.5)`.
    public var description: String {
        ValueDescription.structure(
            "ResultHold",
            [
                ("success", success.description), ("failure", failure.description),
                ("noMoreData", noMoreData.description),
            ]
        )
    }
}

extension SecondLevel: CustomStringConvertible {
    /// The second level as Swift writes it: `SecondLevel(triggerDistance: 150.0, openExtent: nil, …)`.
    public var description: String {
        ValueDescription.structure(
            "SecondLevel",
            [
                ("triggerDistance", triggerDistance.description), ("openExtent", ValueDescription.optional(openExtent)),
                ("closeDistance", closeDistance.description),
                ("velocityThreshold", ValueDescription.optional(velocityThreshold)),
                ("openDuration", openDuration.description), ("closeDuration", closeDuration.description),
            ])
    }
}

extension HidingConditions: CustomStringConvertible {
    /// The set as the array literal that makes it: `[]`, `[contentIsEmpty, noMoreData]`.
    public var description: String {
        var names: [String] = []
        if contentIsEmpty { names.append(HidingCondition.contentIsEmpty.description) }
        if contentIsShort { names.append(HidingCondition.contentIsShort.description) }
        if noMoreData { names.append(HidingCondition.noMoreData.description) }
        return "[" + names.joined(separator: ", ") + "]"
    }
}

extension HidingCondition: CustomStringConvertible {
    /// `contentIsEmpty`, `contentIsShort` or `noMoreData`.
    public var description: String {
        switch self {
        case .contentIsEmpty: "contentIsEmpty"
        case .contentIsShort: "contentIsShort"
        case .noMoreData: "noMoreData"
        }
    }
}

extension RefreshRole: CustomStringConvertible {
    /// `header`, `footer` or `side`.
    public var description: String {
        switch self {
        case .header: "header"
        case .footer: "footer"
        case .side: "side"
        }
    }
}

extension ConfigurationProblem: CustomStringConvertible {
    /// The problem's ``message``: `trigger distance must be > 0; 60 is used`.
    public var description: String { message }
}

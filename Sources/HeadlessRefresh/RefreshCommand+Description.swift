// The cases' values are bound without their labels, so that a relabelled case still compiles here; the labels the
// text shows are checked by the tests that print each case.
extension RefreshCommand: CustomStringConvertible {
    /// The command as Swift writes it, without its type: `trigger(top, cause: release)`,
    /// `stateChanged(top, from: eligible, to: refreshing)`, `setExtraInset(top, amount: 60.0, duration: 0.25)`.
    /// A diagnostic shows its message: `diagnostic(begin of top ignored: edge is disabled)`.
    public var description: String {
        switch self {
        case .stateChanged(let edge, let from, let to):
            ValueDescription.enumCase(
                "stateChanged", [edge.description, "from: " + from.description, "to: " + to.description])
        case .trigger(let edge, let cause):
            ValueDescription.enumCase("trigger", [edge.description, "cause: " + cause.description])
        case .setExtraInset(let edge, let amount, let duration):
            ValueDescription.enumCase(
                "setExtraInset",
                [edge.description, "amount: " + amount.description, "duration: " + duration.description])
        case .scroll(let offset, let duration):
            ValueDescription.enumCase(
                "scroll", ["toOffset: " + offset.description, "duration: " + duration.description])
        case .announce(let edge, let announcement):
            ValueDescription.enumCase("announce", [edge.description, "announcement: " + announcement.description])
        case .feedback(let edge, let event):
            ValueDescription.enumCase("feedback", [edge.description, "event: " + event.description])
        case .scheduleTick(let deadline): ValueDescription.enumCase("scheduleTick", ["at: " + deadline.description])
        case .diagnostic(let diagnostic): ValueDescription.enumCase("diagnostic", [diagnostic.description])
        }
    }
}

extension FeedbackEvent: CustomStringConvertible {
    /// `armed`, `disarmed`, `triggered`, `secondLevelArmed` or `secondLevelOpened`.
    public var description: String {
        switch self {
        case .armed: "armed"
        case .disarmed: "disarmed"
        case .triggered: "triggered"
        case .secondLevelArmed: "secondLevelArmed"
        case .secondLevelOpened: "secondLevelOpened"
        }
    }
}

extension RefreshAnnouncement: CustomStringConvertible {
    /// The announcement's ``name``: `loading`, `succeeded`, `failed`, `noMoreData`.
    public var description: String { name }
}

extension RefreshDiagnostic: CustomStringConvertible {
    /// The diagnostic's ``message``, a short English sentence for logs: `begin of top ignored: edge is disabled`.
    public var description: String { message }
}

extension RefreshState: CustomStringConvertible {
    /// The state as Swift writes it, without its type: `idle`, `pulling(progress: 0.42)`, `finishing(success)`.
    public var description: String {
        switch self {
        case .pulling(let progress): ValueDescription.enumCase("pulling", ["progress: " + progress.description])
        case .finishing(let result): ValueDescription.enumCase("finishing", [result.description])
        case .idle, .eligible, .refreshing, .noMoreData, .failed, .secondLevelEligible, .secondLevelOpening,
            .secondLevelOpen, .secondLevelClosing:
            kind.name
        }
    }
}

extension RefreshStateKind: CustomStringConvertible {
    /// The kind's ``name``: `idle`, `pulling`, `finishing`.
    public var description: String { name }
}

extension RefreshResult: CustomStringConvertible {
    /// The result's ``name``: `success`, `failure`, `noMoreData`.
    public var description: String { name }
}

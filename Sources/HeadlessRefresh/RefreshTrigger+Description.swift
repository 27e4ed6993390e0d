extension RefreshTrigger: CustomStringConvertible {
    /// The trigger as Swift writes it, without its type: `release`, `reachingEnd(prefetch: 150.0)`, `tap`.
    public var description: String {
        switch self {
        case .release: "release"
        case .threshold: "threshold"
        case .reachingEnd(let prefetch): ValueDescription.enumCase("reachingEnd", ["prefetch: " + prefetch.description])
        case .tap: "tap"
        case .itemsInView(let prefetch): ValueDescription.enumCase("itemsInView", ["prefetch: " + prefetch.description])
        }
    }
}

extension RefreshTriggers: CustomStringConvertible {
    /// The set as the array literal that makes it: `[release, reachingEnd(prefetch: 150.0)]`.
    public var description: String {
        "[" + elements.map { $0.description }.joined(separator: ", ") + "]"
    }
}

extension TriggerCause: CustomStringConvertible {
    /// The cause's ``name``: `release`, `reachingEnd`, `programmatic`.
    public var description: String { name }
}

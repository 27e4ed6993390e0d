extension RefreshInput: CustomStringConvertible {
    /// The input as Swift writes it, without its type: `dragBegan`, `beginRefreshing(top, reveal: true)`,
    /// `endRefreshing(bottom, noMoreData)`, `geometry(ScrollViewGeometry(contentOffset: …))`.
    public var description: String {
        switch self {
        case .geometry(let geometry): ValueDescription.enumCase("geometry", [geometry.description])
        case .dragBegan: "dragBegan"
        case .dragEnded(let velocity): ValueDescription.enumCase("dragEnded", ["velocity: " + velocity.description])
        case .tap(let edge): ValueDescription.enumCase("tap", [edge.description])
        case .beginRefreshing(let edge, let reveal):
            ValueDescription.enumCase("beginRefreshing", [edge.description, "reveal: " + reveal.description])
        case .endRefreshing(let edge, let result):
            ValueDescription.enumCase("endRefreshing", [edge.description, result.description])
        case .markNoMoreData(let edge): ValueDescription.enumCase("markNoMoreData", [edge.description])
        case .resetNoMoreData(let edge): ValueDescription.enumCase("resetNoMoreData", [edge.description])
        case .setEnabled(let edge, let enabled):
            ValueDescription.enumCase("setEnabled", [edge.description, enabled.description])
        case .suspend: "suspend"
        case .resume: "resume"
        case .tick: "tick"
        case .closeSecondLevel(let edge): ValueDescription.enumCase("closeSecondLevel", [edge.description])
        case .configure(let edge, let configuration):
            ValueDescription.enumCase("configure", [edge.description, configuration.description])
        case .setExclusivity(let exclusivity): ValueDescription.enumCase("setExclusivity", [exclusivity.description])
        case .performAccessibleAction(let edge):
            ValueDescription.enumCase("performAccessibleAction", [edge.description])
        case .setReducedMotion(let reduced): ValueDescription.enumCase("setReducedMotion", [reduced.description])
        case .visibleItems(let items): ValueDescription.enumCase("visibleItems", [items.description])
        }
    }
}

extension RefreshController.Exclusivity: CustomStringConvertible {
    /// `noEdges`, `oppositeEdges` or `allEdges`.
    public var description: String {
        switch self {
        case .noEdges: "noEdges"
        case .oppositeEdges: "oppositeEdges"
        case .allEdges: "allEdges"
        }
    }
}

extension AccessibleRefreshAction: CustomStringConvertible {
    /// The action's ``name``: `refresh`, `loadMore`, `retry`.
    public var description: String { name }
}

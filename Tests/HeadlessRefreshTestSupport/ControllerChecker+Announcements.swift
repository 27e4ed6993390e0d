import HeadlessRefresh

extension ControllerChecker {
    /// Announcements come with what they announce, and none repeats without a new load or a reset between.
    mutating func checkAnnouncements(input: RefreshInput) -> String? {
        // A reset forgets the end of data, also on a disabled edge that shows no change; so does a configuration that
        // makes the edge a refresh edge, which has none (P7).
        switch input {
        case .resetNoMoreData(let edge): announced[edge.index] = nil
        case .configure(let edge, let configuration) where configuration.refreshesList(at: edge):
            announced[edge.index] = nil
        default: break
        }
        if case .endRefreshing(let edge, let result) = input, !actions.contains(where: { isIgnored($0, edge, .end) }) {
            // The answer is announced when the loader gives it, whenever the picture shows it (P11); a refresh edge's
            // end of data is taken as a success.
            let taken: RefreshResult = actions.contains(.diagnostic(.noMoreDataAtRefreshEdge(edge))) ? .success : result
            let expected: RefreshAnnouncement =
                switch taken {
                case .success: .succeeded
                case .failure: .failed
                case .noMoreData: .noMoreData
                }
            if !actions.contains(.announce(edge, announcement: expected)) {
                return "\(edge.name): answered \(taken.name) but no \(expected.name) announcement"
            }
            if taken == .success, controller.configuration(edge)?.resetsOppositeNoMoreData == true {
                announced[edge.opposite.index] = nil  // the opposite's end of data is reset, disabled or not
            }
        }
        for (index, action) in actions.enumerated() {
            switch action {
            case .trigger(let edge, _):
                announced[edge.index] = nil
                let loads = controller.configuration(edge)?.style != .action
                let said = actions[(index + 1)...].contains(.announce(edge, announcement: .loading))
                if loads != said {
                    return
                        "\(edge.name): a trigger \(loads ? "without" : "of an action edge with") a loading announcement"
                }
            case .stateChanged(let edge, _, let to):
                if to == .idle, controller.configuration(edge)?.isEnabled == true {
                    // At rest with more to load (a disabled edge rests idle but keeps its end of data): what
                    // comes next is news again.
                    announced[edge.index] = nil
                }
            case .announce(let edge, let announcement):
                if announced[edge.index] == announcement {
                    return "\(edge.name): \(announcement.name) announced twice in a row on input \(input)"
                }
                if announcement == .loading, !actions[..<index].contains(where: { isTrigger($0, edge) }) {
                    return "\(edge.name): loading announced without a trigger"
                }
                announced[edge.index] = announcement
            default:
                break
            }
        }
        return nil
    }

    func isIgnored(_ action: RefreshCommand, _ edge: RefreshEdge, _ input: IgnoredInput) -> Bool {
        if case .diagnostic(.ignored(edge, input, _)) = action { true } else { false }
    }

    private func isTrigger(_ action: RefreshCommand, _ edge: RefreshEdge) -> Bool {
        if case .trigger(edge, _) = action { true } else { false }
    }
}

import HeadlessRefresh

extension ControllerScript: CustomStringConvertible {
    /// The script as lines a person can read and paste into a test.
    public var description: String {
        var lines: [String] = []
        for (edge, configuration) in zip(RefreshEdge.allCases, edges) {
            guard let configuration else { continue }
            lines.append("\(edge.name): \(configuration)")
        }
        lines.append("exclusivity: \(exclusivity)")
        for step in steps {
            switch step {
            case .input(let input, let now): lines.append("  t=\(now)  \(input)")
            case .settle: lines.append("  settle")
            }
        }
        return lines.joined(separator: "\n")
    }
}

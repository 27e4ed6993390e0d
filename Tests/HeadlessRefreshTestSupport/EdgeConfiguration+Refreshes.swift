import HeadlessRefresh

extension EdgeConfiguration {
    /// Whether the edge refreshes the list (a feed's header): a holding edge at the top or the left that neither loads
    /// more nor takes a tap. Only such an edge may scroll the reader to reveal itself (P6), resets the other end's end
    /// of data (rule 7, P7), and is never at the end of data. (The same rule as the core's role of an edge, stated
    /// here from the words so the checker does not take it from the code it checks.)
    /// An edge that names its role (`role`, where its place misleads: a right-to-left list's right end) refreshes
    /// when it names the header's.
    func refreshes(at edge: RefreshEdge) -> Bool {
        if let role { return style == .holding && role == .header }
        return style == .holding && edge.isLeading && !triggers.loadsMore && !triggers.tap
    }
}

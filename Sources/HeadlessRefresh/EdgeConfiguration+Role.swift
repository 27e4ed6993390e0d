extension EdgeConfiguration {
    /// Whether an edge with this configuration at `edge` refreshes the list, like a feed's header: a holding edge at
    /// the top or the left (``RefreshEdge/isLeading``) that accepts neither ``RefreshTrigger/reachingEnd(prefetch:)``
    /// nor ``RefreshTrigger/tap``, the triggers of an edge that loads more (or, at a chat's top, older items).
    ///
    /// Only a refresh edge scrolls the user to show its indicator (a programmatic begin with `reveal`, its accessible
    /// action), resets the opposite edge's end of data after a success (rule 7), and never reaches an end of data
    /// itself: a user can always pull to refresh. Every other edge leaves the reader where they read.
    ///
    /// ```swift
    /// EdgeConfiguration.header.refreshesList(at: .top)  // true
    /// EdgeConfiguration.footer.refreshesList(at: .left)  // false: a right-to-left list's load more
    /// ```
    public func refreshesList(at edge: RefreshEdge) -> Bool {
        style == .holding && edge.isLeading && !triggers.loadsMore && !triggers.tap
    }
}

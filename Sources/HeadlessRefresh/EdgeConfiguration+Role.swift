extension EdgeConfiguration {
    /// Whether an edge with this configuration at `edge` refreshes the list, like a feed's header: a holding edge whose
    /// ``role`` is ``RefreshRole/header``, or, without a role, a holding edge at the top or the left
    /// (``RefreshEdge/isLeading``) that accepts neither ``RefreshTrigger/reachingEnd(prefetch:)`` nor
    /// ``RefreshTrigger/tap``, the triggers of an edge that loads more (or, at a chat's top, older items). The controller
    /// does not know a list's reading direction, so a right-to-left list names the roles of its horizontal edges, and a
    /// chat's top that loads older messages on a pull alone names its role.
    ///
    /// Only a refresh edge scrolls the user to show its indicator (a programmatic begin with `reveal`, its accessible
    /// action), resets the opposite edge's end of data after a success (rule 7), and never reaches an end of data
    /// itself: a user can always pull to refresh. Every other edge leaves the reader where they read.
    ///
    /// ```swift
    /// EdgeConfiguration.header.refreshesList(at: .top)  // true
    /// EdgeConfiguration.footer.refreshesList(at: .left)  // false: a right-to-left list's load more
    ///
    /// var olderMessages = EdgeConfiguration.header  // a chat's top: pull down to load older messages
    /// olderMessages.role = .footer
    /// olderMessages.refreshesList(at: .top)  // false
    /// ```
    public func refreshesList(at edge: RefreshEdge) -> Bool {
        guard style == .holding else { return false }
        if let role { return role == .header }
        return edge.isLeading && !triggers.loadsMore && !triggers.tap
    }

    /// The role whose titles and announcements an indicator at `edge` uses: ``role`` where it is set, else the edge's
    /// usual role (``RefreshEdge/role``): a chat's top that loads older messages says "Load more", not "Refresh".
    public func role(at edge: RefreshEdge) -> RefreshRole {
        role ?? edge.role
    }
}

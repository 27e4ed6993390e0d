/// What rides along a ``RefreshSession``'s cycle, for the package's own modules: HeadlessRefreshPaging attaches a
/// store with it, so that a host with paging still has one session — one clock, one queue, one timer, one
/// `perform`.
package struct RefreshSessionAttachment {
    /// Sees each input before the controller and may change it (a geometry moved to keep the reader still after
    /// items landed above); returns a command for the host to perform first, or `nil`.
    package var prepare: (inout RefreshInput) -> RefreshCommand?
    /// Sees each command after the host performed it (a trigger starts a load).
    package var performed: (RefreshCommand) -> Void
    /// Called when every queued input is handled; inputs it sends are handled next.
    package var settled: () -> Void
    /// Called when the session lets the attachment go: it stops sending inputs.
    package var detached: () -> Void

    /// Creates an attachment from its four hooks.
    package init(
        prepare: @escaping (inout RefreshInput) -> RefreshCommand?,
        performed: @escaping (RefreshCommand) -> Void,
        settled: @escaping () -> Void,
        detached: @escaping () -> Void
    ) {
        self.prepare = prepare
        self.performed = performed
        self.settled = settled
        self.detached = detached
    }
}

/// Where a header's "Last updated …" comes from.
package enum LastUpdatedSource: Sendable, Hashable {
    /// The edge's last success in this session, on the host's clock (the snapshot's `lastSuccess`).
    case session
    /// A time the app kept, such as across launches (``LastUpdatedStore``): `time` (`nil` for never) seen at `now`,
    /// both in seconds on the same clock.
    case stored(Double?, now: Double)
    /// No "Last updated" text: the app opted out.
    case hidden
}

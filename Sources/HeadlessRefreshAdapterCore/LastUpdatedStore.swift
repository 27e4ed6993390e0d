/// Where a header keeps the time of its last successful refresh across launches, on the wall clock: MJRefresh's
/// `lastUpdatedTimeKey` in `NSUserDefaults`. The products use ``UserDefaultsLastUpdatedStore``.
///
/// A ``ScrollViewDriver`` with a store saves the time under its ``ScrollViewDriver/lastUpdatedKey`` when the header
/// ends with success, and shows "Last updated …" from it; two screens with the same key share the time.
@MainActor
package protocol LastUpdatedStore: AnyObject {
    /// The wall clock, in seconds since 1970.
    var now: Double { get }
    /// The time of the last refresh saved under `key`, in seconds since 1970, or `nil` when none was.
    func lastUpdated(forKey key: String) -> Double?
    /// Saves `time` (seconds since 1970) under `key`.
    func setLastUpdated(_ time: Double, forKey key: String)
}

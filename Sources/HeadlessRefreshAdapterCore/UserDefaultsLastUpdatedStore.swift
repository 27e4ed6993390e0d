import Foundation

/// Keeps a header's last refresh time in `UserDefaults`, as MJRefresh does under its `lastUpdatedTimeKey`: the
/// products' default ``LastUpdatedStore``, so "Last updated 5 minutes ago" survives a relaunch.
@MainActor
package final class UserDefaultsLastUpdatedStore: LastUpdatedStore {
    private let defaults: UserDefaults

    /// Creates a store over `defaults` (`.standard` in the products; a suite of its own in tests).
    package init(_ defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// `Date().timeIntervalSince1970`.
    package var now: Double {
        Date().timeIntervalSince1970
    }

    /// The number saved under `key`, or `nil` when there is none.
    package func lastUpdated(forKey key: String) -> Double? {
        defaults.object(forKey: key) == nil ? nil : defaults.double(forKey: key)
    }

    /// Saves `time` under `key`.
    package func setLastUpdated(_ time: Double, forKey key: String) {
        defaults.set(time, forKey: key)
    }
}

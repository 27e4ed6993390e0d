extension RefreshText {
    static func english(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Pull to refresh"
        case (.header, .eligible): "Release to refresh"
        case (.header, .refreshing): "Loading…"
        case (.header, .succeeded): "Refreshed"
        case (.header, .failed): "Refresh failed"
        case (.footer, .idle), (.footer, .pulling): "Pull up to load more"
        case (.footer, .eligible): "Release to load more"
        case (.footer, .refreshing): "Loading…"
        case (.footer, .succeeded): "Loaded"
        case (.footer, .failed): "Tap to retry"
        case (.side, .idle), (.side, .pulling): "Pull to see more"
        case (.side, .eligible): "Release to see more"
        case (.side, .refreshing): "Loading…"
        case (.side, .succeeded): "Done"
        case (.side, .failed): "Failed"
        case (_, .noMoreData): "No more data"
        case (_, .secondLevelEligible): "Release to open"
        case (_, .secondLevelOpen): "Swipe up to close"
        }
    }

    static func englishLastUpdated(_ age: Age) -> String {
        // CLDR: one (1), other.
        func ago(_ n: Int, _ one: String, _ other: String) -> String {
            let unit = PluralCategory(n, language: .english) == .one ? one : other
            return String(n) + " " + unit + " ago"
        }
        let when: String
        switch age {
        case .never: when = "never"
        case .justNow: when = "just now"
        case .minutes(let n): when = ago(n, "minute", "minutes")
        case .hours(let n): when = ago(n, "hour", "hours")
        case .days(let n): when = ago(n, "day", "days")
        }
        return "Last updated: " + when
    }
}

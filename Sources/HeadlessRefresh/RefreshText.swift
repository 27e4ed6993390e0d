/// What an indicator is: a header refreshes, a footer loads more, a side opens more. Chooses its default titles.
public enum RefreshRole: Sendable, Hashable, CaseIterable {
    /// A pull-to-refresh header.
    case header
    /// A load-more footer.
    case footer
    /// A side (left or right) action.
    case side
}

extension RefreshEdge {
    /// The usual role of an indicator at this edge: top is a header, bottom a footer, left and right sides.
    public var role: RefreshRole {
        switch self {
        case .top: .header
        case .bottom: .footer
        case .left, .right: .side
        }
    }
}

/// A language the built-in titles are written in.
public enum RefreshLanguage: Sendable, Hashable, CaseIterable {
    /// English.
    case english
    /// Simplified Chinese.
    case simplifiedChinese

    /// The language for a BCP 47 code such as `"en"`, `"en-GB"`, `"zh-Hans"` or `"zh-CN"`, or `nil` if none fits.
    public init?(code: String) {
        let lowered = code.lowercased()
        let parts = lowered.split(separator: "-", omittingEmptySubsequences: true).flatMap {
            $0.split(separator: "_")
        }
        guard let language = parts.first else { return nil }
        switch language {
        case "en":
            self = .english
        case "zh":
            // Traditional scripts and regions are not Simplified Chinese.
            if parts.contains("hant") || parts.contains("tw") || parts.contains("hk") || parts.contains("mo") {
                return nil
            }
            self = .simplifiedChinese
        default:
            return nil
        }
    }
}

/// Indicator titles for each state, in a chosen language, with per-state overrides; and a relative
/// "Last updated 5 minutes ago" text. No Foundation: time is the host's seconds, like every other input.
///
/// ```swift
/// var text = RefreshText(language: .english)
/// text.title(for: .eligible, role: .header)  // "Release to refresh"
/// text.setTitle("Let go!", for: .eligible, role: .header)
/// text.lastUpdated(at: 100, now: 400)  // "Last updated: 5 minutes ago"
/// ```
public struct RefreshText: Sendable, Hashable {
    /// The moments an indicator shows a title for: a state, with finishing split by its result.
    public enum Slot: Sendable, Hashable, CaseIterable {
        /// ``RefreshState/idle``.
        case idle
        /// ``RefreshState/pulling(progress:)``.
        case pulling
        /// ``RefreshState/eligible``.
        case eligible
        /// ``RefreshState/refreshing``.
        case refreshing
        /// ``RefreshState/finishing(_:)`` with ``RefreshResult/success``.
        case succeeded
        /// ``RefreshState/finishing(_:)`` with ``RefreshResult/failure``, and ``RefreshState/failed``.
        case failed
        /// ``RefreshState/finishing(_:)`` with ``RefreshResult/noMoreData``, and ``RefreshState/noMoreData``.
        case noMoreData

        /// The slot that shows `state`.
        public init(_ state: RefreshState) {
            switch state {
            case .idle: self = .idle
            case .pulling: self = .pulling
            case .eligible: self = .eligible
            case .refreshing: self = .refreshing
            case .finishing(.success): self = .succeeded
            case .finishing(.failure), .failed: self = .failed
            case .finishing(.noMoreData), .noMoreData: self = .noMoreData
            }
        }
    }

    private struct Override: Sendable, Hashable {
        var slot: Slot
        var role: RefreshRole
        var title: String
    }

    /// The language of the built-in titles.
    public var language: RefreshLanguage
    private var overrides: [Override] = []

    /// Creates titles in `language`.
    public init(language: RefreshLanguage = .english) {
        self.language = language
    }

    /// The title to show for `state` on an indicator with `role`: an override if one is set, else the built-in one.
    public func title(for state: RefreshState, role: RefreshRole) -> String {
        title(slot: Slot(state), role: role)
    }

    /// The title for a slot and role: an override if one is set, else the built-in one.
    public func title(slot: Slot, role: RefreshRole) -> String {
        for override in overrides where override.slot == slot && override.role == role { return override.title }
        return Self.builtIn(slot, role: role, language: language)
    }

    /// Replaces the title for `slot` on indicators with `role`; `nil` restores the built-in title.
    public mutating func setTitle(_ title: String?, for slot: Slot, role: RefreshRole) {
        overrides.removeAll { $0.slot == slot && $0.role == role }
        if let title { overrides.append(Override(slot: slot, role: role, title: title)) }
    }

    /// The built-in title for a slot, role and language.
    public static func builtIn(_ slot: Slot, role: RefreshRole, language: RefreshLanguage) -> String {
        switch language {
        case .english: english(slot, role)
        case .simplifiedChinese: simplifiedChinese(slot, role)
        }
    }

    /// "Last updated: …" for a success at `time` seen at `now` (both in the host's seconds); "never" for `nil`.
    ///
    /// Under a minute is "just now"; then whole minutes, hours and days, rounded down, with the language's
    /// plural forms. A time in the future counts as just now.
    public func lastUpdated(at time: Double?, now: Double) -> String {
        guard let time, time.isFinite, now.isFinite else { return Self.lastUpdated(.never, language: language) }
        let seconds = max(0, now - time)
        let age: Age
        if seconds < 60 {
            age = .justNow
        } else if seconds < 3600 {
            age = .minutes(Int(seconds / 60))
        } else if seconds < 86_400 {
            age = .hours(Int(seconds / 3600))
        } else {
            age = .days(Int(min(seconds / 86_400, 1e9)))
        }
        return Self.lastUpdated(age, language: language)
    }

    /// How long ago something happened, in the unit a person would use.
    public enum Age: Sendable, Hashable {
        /// No record.
        case never
        /// Less than a minute ago.
        case justNow
        /// Whole minutes ago.
        case minutes(Int)
        /// Whole hours ago.
        case hours(Int)
        /// Whole days ago.
        case days(Int)
    }

    /// The full "Last updated" text for an age in a language.
    public static func lastUpdated(_ age: Age, language: RefreshLanguage) -> String {
        switch language {
        case .english: englishLastUpdated(age)
        case .simplifiedChinese: simplifiedChineseLastUpdated(age)
        }
    }
}

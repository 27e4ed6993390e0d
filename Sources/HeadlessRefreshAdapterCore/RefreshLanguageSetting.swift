import HeadlessRefresh

/// The language of the products' titles: the device's preferred languages unless the app picks one, for every
/// adapter at once (MJRefresh's `MJRefreshConfig.default.language`). A change redraws every attached indicator.
///
/// ```swift
/// RefreshLanguageSetting.shared.appLanguage = .german  // the app's own language switch: every indicator redraws
/// RefreshLanguageSetting.shared.appLanguage = nil  // back to the device's languages
/// ```
///
/// ``shared`` reads Foundation's `Locale.preferredLanguages` and reads them again on
/// `NSLocale.currentLocaleDidChangeNotification`. An adapter whose ``ScrollViewDriver/followsLanguageSetting`` is
/// `false` keeps the language of its own `text`.
@MainActor
public final class RefreshLanguageSetting {
    /// The user's languages, most preferred first, as BCP 47 codes (`Locale.preferredLanguages`).
    public var preferredLanguages: [String] {
        didSet { languageMayHaveChanged() }
    }
    /// The app's choice for every indicator, or `nil` to follow ``preferredLanguages``.
    public var appLanguage: RefreshLanguage? {
        didSet { languageMayHaveChanged() }
    }
    /// The language the titles are in: the app's choice, else the first preferred language with built-in titles,
    /// else English.
    public private(set) var language: RefreshLanguage
    /// The drivers to tell, weakly: an adapter that goes away without detaching is dropped at the next change.
    private var followers: [ObjectIdentifier: Follower] = [:]

    private struct Follower {
        weak var driver: ScrollViewDriver?
    }

    /// Creates a setting that follows `preferredLanguages` until the app picks a language.
    public init(preferredLanguages: [String]) {
        self.preferredLanguages = preferredLanguages
        language = RefreshLanguage.preferred(from: preferredLanguages)
    }

    /// Starts telling `driver` about changes.
    func add(_ driver: ScrollViewDriver) {
        followers[ObjectIdentifier(driver)] = Follower(driver: driver)
    }

    /// Stops telling `driver` about changes.
    func remove(_ driver: ScrollViewDriver) {
        followers[ObjectIdentifier(driver)] = nil
    }

    private func languageMayHaveChanged() {
        let new = appLanguage ?? RefreshLanguage.preferred(from: preferredLanguages)
        guard new != language else { return }
        language = new
        followers = followers.filter { $0.value.driver != nil }
        for follower in followers.values { follower.driver?.languageSettingChanged() }
    }
}

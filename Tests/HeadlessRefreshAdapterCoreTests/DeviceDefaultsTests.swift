import Foundation
import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// What users of the other libraries expect by default (issue 23, item 5), through the driver the products use:
/// titles in the device's language with the app's switch, "Last updated" kept across launches, haptics.
@MainActor
struct DeviceDefaultsTests {
    /// A store with a wall clock the test moves, as `UserDefaults` and `Date` would be across launches.
    final class MemoryStore: LastUpdatedStore {
        var now = 1_000_000.0
        var saved: [String: Double] = [:]
        func lastUpdated(forKey key: String) -> Double? { saved[key] }
        func setLastUpdated(_ time: Double, forKey key: String) { saved[key] = time }
    }

    func makeAdapter(languages: [String] = ["en"], store: MemoryStore? = nil) -> FakeAdapter {
        let adapter = FakeAdapter(
            view: FakeScrollView(contentInset: .zero),
            languages: RefreshLanguageSetting(preferredLanguages: languages)
        )
        adapter.driver.lastUpdatedStore = store
        adapter.drive(RefreshController(top: .header, bottom: .footer))
        return adapter
    }

    /// A pull that ends with success and settles.
    func refresh(_ adapter: FakeAdapter) {
        adapter.pull(by: 90)
        adapter.bounceToTop()
        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        adapter.wait(0.5)
        adapter.wait(0.3)
    }

    @Test func titlesFollowThePreferredLanguagesAndTheAppsSwitchRedrawsThem() throws {
        let adapter = makeAdapter(languages: ["fi-FI", "fr-CA", "en-US"])
        let setting = adapter.driver.languageSetting
        #expect(adapter.drawn[.top]?.title == RefreshText(language: .french).title(for: .idle, role: .header))
        let before = adapter.redraws.count
        setting.appLanguage = .german
        // Both edges redrawn at once, in German, without an input.
        let german = adapter.redraws[before...].map(\.title)
        #expect(
            german == [
                RefreshText(language: .german).title(for: .idle, role: .header),
                RefreshText(language: .german).title(for: .idle, role: .footer),
            ])
        setting.appLanguage = nil
        #expect(adapter.drawn[.top]?.title == RefreshText(language: .french).title(for: .idle, role: .header))
        // The device's languages change (what `NSLocale.currentLocaleDidChangeNotification` reports).
        setting.preferredLanguages = ["ja-JP"]
        #expect(adapter.text.language == .japanese)
        #expect(adapter.accessibleActions.first?.name == RefreshText(language: .japanese).actionName(.refresh))
    }

    @Test func aViewThatKeepsItsOwnLanguageIsNotSwitched() {
        let adapter = makeAdapter(languages: ["en"])
        adapter.driver.followsLanguageSetting = false
        adapter.driver.text = RefreshText(language: .korean)
        adapter.driver.languageSetting.appLanguage = .italian
        #expect(adapter.text.language == .korean)
    }

    @Test func theHeaderSaysWhenItLastUpdatedAndKeepsItAcrossLaunches() throws {
        let store = MemoryStore()
        let english = RefreshText(language: .english)
        let first = makeAdapter(store: store)
        #expect(first.drawn[.top]?.lastUpdated == english.lastUpdated(at: nil, now: store.now))
        refresh(first)
        let refreshedAt = try #require(store.saved[ScrollViewDriver.defaultLastUpdatedKey])
        #expect(refreshedAt == store.now)
        #expect(first.drawn[.bottom]?.lastUpdated == nil)

        // The app is launched again five minutes later: a new session, the same defaults.
        first.driver.detach()
        store.now += 300
        let second = makeAdapter(store: store)
        #expect(second.drawn[.top]?.lastUpdated == english.lastUpdated(at: refreshedAt, now: store.now))
        #expect(second.drawn[.top]?.lastUpdated == "Last updated: 5 minutes ago")
    }

    @Test func eachListCanKeepItsOwnTimeOrNone() {
        let store = MemoryStore()
        let inbox = makeAdapter(store: store)
        inbox.driver.lastUpdatedKey = "inbox"
        refresh(inbox)
        #expect(store.saved.keys.sorted() == ["inbox"])
        let quiet = makeAdapter(store: store)
        quiet.driver.lastUpdatedKey = nil
        #expect(quiet.drawn[.top]?.lastUpdated == nil)
        refresh(quiet)
        #expect(store.saved.keys.sorted() == ["inbox"])
    }

    @Test func theProductsStoreKeepsTheTimeInUserDefaults() throws {
        let suite = "HeadlessRefreshTests.\(UInt64.random(in: 0...UInt64.max))"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsLastUpdatedStore(defaults)
        #expect(store.lastUpdated(forKey: "feed") == nil)
        store.setLastUpdated(1_700_000_000, forKey: "feed")
        // Another launch reads the same database.
        let relaunched = UserDefaultsLastUpdatedStore(try #require(UserDefaults(suiteName: suite)))
        #expect(relaunched.lastUpdated(forKey: "feed") == 1_700_000_000)
        #expect(relaunched.now > 1_700_000_000)
    }

    @Test func aTriggerPlaysAHapticAndArmingDoesNot() {
        let adapter = makeAdapter()
        adapter.pull(by: 90)
        #expect(adapter.haptics == [.triggered])
        adapter.driver.hapticEvents = [.armed, .triggered]
        adapter.bounceToTop()
        adapter.wait(0.5)
        adapter.send(.endRefreshing(.top, .success))
        adapter.wait(1)
        adapter.pull(by: 90)
        #expect(adapter.haptics == [.triggered, .armed, .triggered])
    }
}

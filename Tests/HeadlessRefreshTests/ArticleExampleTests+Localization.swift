import Foundation
import HeadlessRefresh
import Testing

// MARK: - Localization

// The "Localization" article's snippets are the regions between `// NAME:begin` and `// NAME:end`
// (scripts/check-snippets); the values its comments give are asserted after each. Foundation is imported for
// `Locale.preferredLanguages`, as an app does; the core never is.

/// The examples of the localization article.
extension ArticleExampleTests {
    @Test func localizationTitlesAndAgesInTheTextsLanguage() {
        // localization-titles:begin
        let text = RefreshText(language: .russian)
        let release = text.title(for: .eligible, role: .header)  // "Отпустите, чтобы обновить"
        let retry = text.title(for: .failed, role: .footer)  // "Нажмите, чтобы повторить"
        let minutes = text.lastUpdated(at: 0, now: 21 * 60)  // "Обновлено: 21 минуту назад"
        let days = text.lastUpdated(at: 0, now: 3 * 86_400)  // "Обновлено: 3 дня назад"
        // localization-titles:end
        #expect(release == "Отпустите, чтобы обновить")
        #expect(retry == "Нажмите, чтобы повторить")
        #expect(minutes == "Обновлено: 21 минуту назад")
        #expect(days == "Обновлено: 3 дня назад")
    }

    @Test func localizationPreferredLanguageFromTheSystemList() {
        // localization-preferred:begin
        // In the app, with Foundation:
        let language = RefreshLanguage.preferred(from: Locale.preferredLanguages)
        // localization-preferred:end
        // The first of the user's languages with built-in texts, or English.
        let first = Locale.preferredLanguages.lazy.compactMap { RefreshLanguage(code: $0) }.first
        #expect(language == first ?? .english)
    }

    @Test func localizationOverrideReplacesOneSlotOfOneRole() {
        // localization-override:begin
        var text = RefreshText(language: .english)
        text.setTitle("Looking for new posts…", for: .refreshing, role: .header)
        let header = text.title(for: .refreshing, role: .header)  // "Looking for new posts…"
        let footer = text.title(for: .refreshing, role: .footer)  // "Loading…"
        // localization-override:end
        #expect(header == "Looking for new posts…")
        #expect(footer == "Loading…")
    }

    @Test func localizationTitleSourceAnswersBeforeTheBuiltInTitles() {
        // The app's own string table.
        let appStrings: [RefreshLanguage: [String: String]] = [
            .english: ["refresh.header.refreshing": "Fetching posts…"],
            .german: ["refresh.header.refreshing": "Beiträge werden geholt…"],
        ]
        // localization-source:begin
        var text = RefreshText(language: .english)
        text.titleSource = { slot, role, language in
            appStrings[language]?["refresh.\(role).\(slot)"]  // nil: the built-in title
        }
        // localization-source:end
        #expect(text.title(for: .refreshing, role: .header) == "Fetching posts…")
        #expect(text.title(for: .refreshing, role: .footer) == "Loading…")
        text.language = .german
        #expect(text.title(for: .refreshing, role: .header) == "Beiträge werden geholt…")
    }

    /// On the main actor, with no suspension between setting the app default and restoring it: no other test sees
    /// it changed.
    @MainActor @Test func localizationAppDefaultIsWhereEveryTextStarts() {
        let saved = RefreshText.appDefault
        defer { RefreshText.appDefault = saved }
        // localization-app-default:begin
        // At launch, once: in the app delegate or the `App`'s initializer.
        var appText = RefreshText(language: .preferred(from: Locale.preferredLanguages))
        appText.setTitle("Pull for new posts", for: .idle, role: .header)
        appText.setTitle("Pull for new posts", for: .pulling, role: .header)
        RefreshText.appDefault = appText

        // Any screen:
        let text = RefreshText()  // the app's language and wording
        // localization-app-default:end
        #expect(text == appText)
        #expect(text.language == RefreshLanguage.preferred(from: Locale.preferredLanguages))
        #expect(text.title(for: .pulling(progress: 0.5), role: .header) == "Pull for new posts")
    }
}

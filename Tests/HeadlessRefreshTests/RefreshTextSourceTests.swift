import HeadlessRefresh
import Testing

/// An app's own string table as the source of indicator titles (MJRefresh #749, #1389).
struct RefreshTextSourceTests {
    /// A tiny "string table": two keys in two languages.
    static let table: [RefreshLanguage: [String: String]] = [
        .english: ["header.idle": "Pull for new posts"],
        .german: ["header.idle": "Ziehen für neue Beiträge"],
    ]

    static func source() -> RefreshText.TitleSource {
        { slot, role, language in
            let key = (role == .header ? "header." : "other.") + (slot == .idle ? "idle" : "other")
            return table[language]?[key]
        }
    }

    @Test func theSourceAnswersBeforeTheBuiltInTitles() {
        var text = RefreshText(language: .english)
        text.titleSource = Self.source()
        #expect(text.title(for: .idle, role: .header) == "Pull for new posts")
        // A key the table lacks falls back to the built-in title.
        #expect(text.title(for: .eligible, role: .header) == "Release to refresh")
        // Switching the language inside the app reaches the source.
        text.language = .german
        #expect(text.title(for: .idle, role: .header) == "Ziehen für neue Beiträge")
    }

    @Test func anOverrideStillWins() {
        var text = RefreshText(language: .english)
        text.titleSource = Self.source()
        text.setTitle("Custom", for: .idle, role: .header)
        #expect(text.title(for: .idle, role: .header) == "Custom")
    }

    @Test func settingTheSourceAgainChangesTheText() {
        // An indicator redraws when its text changes: setting the source (again) must be a change.
        var text = RefreshText(language: .english)
        let before = text
        text.titleSource = Self.source()
        #expect(text != before)
        let once = text
        text.titleSource = Self.source()
        #expect(text != once)
        #expect(text == text)
        text.titleSource = nil
        #expect(text.title(for: .idle, role: .header) == "Pull to refresh")
    }
}

import HeadlessRefresh
import Testing

/// The accessibility words in every language: action names and announcements, with plural forms.
struct AccessibilityTextTests {
    @Test(arguments: RefreshLanguage.allCases)
    func everyLanguageHasEveryString(language: RefreshLanguage) {
        let text = RefreshText(language: language)
        let names = AccessibleRefreshAction.allCases.map { text.actionName($0) }
        #expect(names.allSatisfy { !$0.isEmpty })
        #expect(Set(names).count == names.count, "two actions share a name in \(language): \(names)")
        for role in RefreshRole.allCases {
            let spoken = RefreshAnnouncement.allCases.map { text.announcement($0, role: role) }
            #expect(spoken.allSatisfy { !$0.isEmpty })
            #expect(Set(spoken).count == spoken.count, "two announcements alike in \(language), \(role): \(spoken)")
        }
        // A footer's failure is said as a failure, not as the "tap to retry" its title shows.
        #expect(text.announcement(.failed, role: .footer) != text.title(for: .failed, role: .footer))
        guard language != .english else { return }
        let english = RefreshText(language: .english)
        for action in AccessibleRefreshAction.allCases {
            #expect(text.actionName(action) != english.actionName(action), "\(action) untranslated in \(language)")
        }
        #expect(text.announcement(.failed, role: .footer) != english.announcement(.failed, role: .footer))
        #expect(RefreshText.newItems(20, language: language) != RefreshText.newItems(20, language: .english))
    }

    @Test(arguments: RefreshLanguage.allCases)
    func countsCarryTheirNumber(language: RefreshLanguage) {
        for count in [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 1_000_000] {
            let said = RefreshText.newItems(count, language: language)
            let digits = language == .arabic ? Self.arabicIndic(count) : String(count)
            // Arabic says zero, one and two in words.
            if language == .arabic && count <= 2 { continue }
            #expect(said.contains(digits), "\(language) \(count): \(said)")
        }
    }

    @Test func pluralFormsFollowTheLanguage() {
        #expect(RefreshText.newItems(1, language: .english) == "1 new item")
        #expect(RefreshText.newItems(20, language: .english) == "20 new items")
        #expect(RefreshText.newItems(1, language: .russian) == "1 новый элемент")
        #expect(RefreshText.newItems(3, language: .russian) == "3 новых элемента")
        #expect(RefreshText.newItems(5, language: .russian) == "5 новых элементов")
        #expect(RefreshText.newItems(21, language: .russian) == "21 новый элемент")
        #expect(RefreshText.newItems(22, language: .polish) == "22 nowe elementy")
        #expect(RefreshText.newItems(25, language: .polish) == "25 nowych elementów")
        #expect(RefreshText.newItems(0, language: .french) == "0 nouvel élément")
        #expect(RefreshText.newItems(1_000_000, language: .spanish) == "1000000 de elementos nuevos")
        #expect(RefreshText.newItems(2, language: .arabic) == "عنصران جديدان")
        #expect(RefreshText.newItems(11, language: .arabic) == "١١ عنصرًا جديدًا")
    }

    @Test func announcementsFollowTheTitlesAndTheCount() {
        var text = RefreshText(language: .english)
        #expect(text.announcement(.loading, role: .header) == "Loading…")
        #expect(text.announcement(.succeeded, role: .header) == "Refreshed")
        #expect(text.announcement(.succeeded, role: .header, newItems: 20) == "20 new items")
        #expect(text.announcement(.succeeded, role: .footer, newItems: -3) == "Loaded")  // a bad count is ignored
        #expect(text.announcement(.failed, role: .footer) == "Loading failed")
        #expect(text.announcement(.noMoreData, role: .footer) == "No more data")
        // The app's own title is what is said, too.
        text.setTitle("Fetching posts…", for: .refreshing, role: .header)
        #expect(text.announcement(.loading, role: .header) == "Fetching posts…")
    }

    @Test func anAppNamesItsSecondLevel() {
        var text = RefreshText(language: .german)
        #expect(text.actionName(.closeSecondLevel) == "Schließen")
        text.setActionName("Close archive", for: .closeSecondLevel)
        #expect(text.actionName(.closeSecondLevel) == "Close archive")
        var other = RefreshText(language: .german)
        #expect(text != other)
        other.setActionName("Close archive", for: .closeSecondLevel)
        #expect(text == other)
        text.setActionName(nil, for: .closeSecondLevel)
        #expect(text.actionName(.closeSecondLevel) == "Schließen")
    }

    static func arabicIndic(_ n: Int) -> String {
        let digits = Array("٠١٢٣٤٥٦٧٨٩")
        return String(String(n).map { digits[Int(String($0))!] })
    }
}

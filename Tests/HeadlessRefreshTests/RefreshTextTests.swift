import Testing

@testable import HeadlessRefresh

struct RefreshTextTests {
    // MARK: - Every language has every string

    @Test(arguments: RefreshLanguage.allCases)
    func everyLanguageHasEveryTitle(language: RefreshLanguage) {
        for role in RefreshRole.allCases {
            var seen: Set<String> = []
            for slot in RefreshText.Slot.allCases {
                let title = RefreshText.builtIn(slot, role: role, language: language)
                #expect(!title.isEmpty, "\(language) \(role) \(slot)")
                #expect(title.first != " " && title.last != " ", "\(language) \(role) \(slot): stray space")
                #expect(!title.contains("..."), "\(language) \(role) \(slot): use an ellipsis, not three dots")
                seen.insert(title)
            }
            // idle and pulling share a title; every other slot says something of its own.
            #expect(seen.count == RefreshText.Slot.allCases.count - 1, "\(language) \(role)")
            #expect(
                RefreshText.builtIn(.idle, role: role, language: language)
                    == RefreshText.builtIn(.pulling, role: role, language: language))
        }
        // What to do differs by role: a header refreshes, a footer loads more, a side shows more.
        for slot in [RefreshText.Slot.idle, .eligible] {
            let titles = RefreshRole.allCases.map { RefreshText.builtIn(slot, role: $0, language: language) }
            #expect(Set(titles).count == RefreshRole.allCases.count, "\(language) \(slot)")
        }
    }

    @Test(arguments: RefreshLanguage.allCases)
    func everyLanguageHasEveryAge(language: RefreshLanguage) {
        let ages: [RefreshText.Age] = [
            .never, .justNow, .minutes(1), .minutes(5), .hours(1), .hours(5), .days(1), .days(5), .days(40),
        ]
        let texts = ages.map { RefreshText.lastUpdated($0, language: language) }
        #expect(texts.allSatisfy { !$0.isEmpty })
        #expect(Set(texts).count == ages.count, "\(language): \(texts)")
    }

    @Test func everyLanguageHasACodeAndAName() {
        let languages = RefreshLanguage.allCases
        #expect(languages.count >= 12)
        #expect(Set(languages.map(\.code)).count == languages.count)
        #expect(Set(languages.map(\.nativeName)).count == languages.count)
        for language in languages {
            #expect(RefreshLanguage(code: language.code) == language, "\(language.code)")
            #expect(language.isRightToLeft == (language == .arabic))
        }
    }

    // MARK: - Titles and ages

    @Test func titlesFollowTheState() {
        let text = RefreshText(language: .english)
        #expect(text.title(for: .pulling(progress: 0.4), role: .header) == "Pull to refresh")
        #expect(text.title(for: .eligible, role: .header) == "Release to refresh")
        #expect(text.title(for: .refreshing, role: .footer) == "Loading…")
        #expect(text.title(for: .noMoreData, role: .footer) == "No more data")
        #expect(text.title(for: .finishing(.noMoreData), role: .footer) == "No more data")
        #expect(text.title(for: .failed, role: .footer) == "Tap to retry")
        #expect(text.title(for: .finishing(.failure), role: .header) == "Refresh failed")
        #expect(text.title(for: .finishing(.success), role: .header) == "Refreshed")
        let chinese = RefreshText(language: .simplifiedChinese)
        #expect(chinese.title(for: .eligible, role: .header) == "松手即可刷新")
        #expect(chinese.title(for: .refreshing, role: .footer) == "正在加载…")
        let german = RefreshText(language: .german)
        #expect(german.title(for: .failed, role: .footer) == "Zum Wiederholen tippen")
    }

    @Test func lastUpdatedIsRelativeWithPluralForms() {
        let text = RefreshText(language: .english)
        #expect(text.lastUpdated(at: nil, now: 10) == "Last updated: never")
        #expect(text.lastUpdated(at: 100, now: 159) == "Last updated: just now")
        #expect(text.lastUpdated(at: 100, now: 160) == "Last updated: 1 minute ago")
        #expect(text.lastUpdated(at: 100, now: 400) == "Last updated: 5 minutes ago")
        #expect(text.lastUpdated(at: 0, now: 3600) == "Last updated: 1 hour ago")
        #expect(text.lastUpdated(at: 0, now: 7 * 3600 + 59) == "Last updated: 7 hours ago")
        #expect(text.lastUpdated(at: 0, now: 86_400 * 3) == "Last updated: 3 days ago")
        #expect(text.lastUpdated(at: 500, now: 100) == "Last updated: just now")
        #expect(text.lastUpdated(at: .nan, now: 100) == "Last updated: never")
        #expect(text.lastUpdated(at: 0, now: .infinity) == "Last updated: never")
        #expect(RefreshText.Age(since: 0, now: 1e300) == .days(1_000_000_000))
        let russian = RefreshText(language: .russian)
        #expect(russian.lastUpdated(at: 0, now: 21 * 60) == "Обновлено: 21 минуту назад")
        #expect(russian.lastUpdated(at: 0, now: 3 * 86_400) == "Обновлено: 3 дня назад")
        #expect(russian.lastUpdated(at: 0, now: 10) == "Обновлено: только что")
        let chinese = RefreshText(language: .simplifiedChinese)
        #expect(chinese.lastUpdated(at: 100, now: 400) == "上次更新：5分钟前")
        #expect(chinese.lastUpdated(at: nil, now: 400) == "尚未更新")
    }

    @Test func edgesHaveDefaultRolesForTitles() {
        let text = RefreshText(language: .english)
        let titles = RefreshEdge.allCases.map { text.title(for: .idle, role: $0.role) }
        #expect(titles == ["Pull to refresh", "Pull up to load more", "Pull to see more", "Pull to see more"])
    }

    // MARK: - Language codes

    @Test(arguments: [
        ("en", RefreshLanguage.english), ("en-GB", .english), ("EN_us", .english), ("en-u-ca-gregory", .english),
        ("zh", .simplifiedChinese), ("zh-Hans", .simplifiedChinese), ("zh-CN", .simplifiedChinese),
        ("zh-SG", .simplifiedChinese), ("zh-Hans-HK", .simplifiedChinese), ("zh_Hans_US", .simplifiedChinese),
        ("zh-Hant", .traditionalChinese), ("zh-TW", .traditionalChinese), ("zh-HK", .traditionalChinese),
        ("zh-MO", .traditionalChinese), ("zh_Hant_TW", .traditionalChinese), ("ZH-HANT-CN", .traditionalChinese),
        ("zh-yue-HK", .traditionalChinese), ("zh-u-ca-tw", .simplifiedChinese), ("ja", .japanese),
        ("ja-JP", .japanese), ("ko-KR", .korean), ("es", .spanish), ("es-MX", .spanish), ("es-419", .spanish),
        ("es_ES", .spanish), ("fr", .french), ("fr-CA", .french), ("de-AT", .german), ("de-CH", .german),
        ("pt", .brazilianPortuguese), ("pt-BR", .brazilianPortuguese), ("pt_PT", .brazilianPortuguese),
        ("ru-RU", .russian), ("ar", .arabic), ("ar-EG", .arabic), ("ar-SA", .arabic), ("uk", .ukrainian),
        ("uk-UA", .ukrainian), ("it-IT", .italian), ("nl-BE", .dutch), ("pl", .polish), ("tr-TR", .turkish),
    ])
    func languageCodesChooseALanguage(code: String, language: RefreshLanguage) {
        #expect(RefreshLanguage(code: code) == language)
    }

    @Test(arguments: ["", "-", "_", "fi", "fi-FI", "xx-TW", "english", "u-zh", "e", "yue-Hant", "sv-SE", "he"])
    func unknownCodesChooseNone(code: String) {
        #expect(RefreshLanguage(code: code) == nil)
    }

    @Test func preferredLanguageIsTheFirstWithTitles() {
        #expect(RefreshLanguage.preferred(from: ["fi-FI", "de-DE", "fr-FR"]) == .german)
        #expect(RefreshLanguage.preferred(from: ["zh-Hant-TW", "en-US"]) == .traditionalChinese)
        #expect(RefreshLanguage.preferred(from: ["en-US", "ja-JP"]) == .english)
        #expect(RefreshLanguage.preferred(from: ["sv-SE", "fi"]) == .english)
        #expect(RefreshLanguage.preferred(from: []) == .english)
    }

    // MARK: - Overrides and the app default

    @Test func overridesReplaceOneSlotOfOneRole() {
        var text = RefreshText(language: .english)
        text.setTitle("Let go!", for: .eligible, role: .header)
        text.setTitle("Drop it", for: .eligible, role: .header)
        #expect(text.title(for: .eligible, role: .header) == "Drop it")
        #expect(text.title(slot: .eligible, role: .footer) == "Release to load more")
        text.language = .simplifiedChinese
        #expect(text.title(for: .eligible, role: .header) == "Drop it")
        #expect(text.title(for: .eligible, role: .footer) == "松手加载更多")
        text.setTitle(nil, for: .eligible, role: .header)
        #expect(text.title(for: .eligible, role: .header) == "松手即可刷新")
        #expect(text == RefreshText(language: .simplifiedChinese))
    }

    @Test func overridesCompareByContentNotByOrder() {
        var first = RefreshText(language: .french)
        first.setTitle("A", for: .idle, role: .footer)
        first.setTitle("B", for: .failed, role: .header)
        first.setTitle("C", for: .noMoreData, role: .side)
        var second = RefreshText(language: .french)
        second.setTitle("C", for: .noMoreData, role: .side)
        second.setTitle("B", for: .failed, role: .header)
        second.setTitle("A", for: .idle, role: .footer)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second.setTitle("D", for: .idle, role: .footer)
        #expect(first != second)
    }

    @MainActor @Test func refreshTextStartsFromTheAppDefault() {
        let saved = RefreshText.appDefault
        defer { RefreshText.appDefault = saved }
        // Until the app sets it, the default is English with no overrides (and no other test leaves it changed).
        #expect(saved == RefreshText(language: .english))
        #expect(RefreshText() == saved)

        var custom = RefreshText(language: .german)
        custom.setTitle("Loslassen!", for: .eligible, role: .header)
        RefreshText.appDefault = custom
        let text = RefreshText()
        #expect(text == custom)
        #expect(text.title(for: .eligible, role: .header) == "Loslassen!")
        #expect(text.title(for: .refreshing, role: .footer) == "Wird geladen…")
        // An explicit language starts from the built-in titles, not from the app default.
        #expect(RefreshText(language: .german).title(for: .eligible, role: .header) == "Zum Aktualisieren loslassen")

        // A text made from the default keeps its own overrides, which still win.
        var local = RefreshText()
        local.setTitle("Jetzt loslassen", for: .eligible, role: .header)
        #expect(local.title(for: .eligible, role: .header) == "Jetzt loslassen")
        #expect(RefreshText.appDefault.title(for: .eligible, role: .header) == "Loslassen!")

        // Restoring the default affects new texts only.
        RefreshText.appDefault = saved
        #expect(text.language == .german)
        #expect(RefreshText().title(for: .eligible, role: .header) == "Release to refresh")
    }
}

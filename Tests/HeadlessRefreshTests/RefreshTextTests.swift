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

    // MARK: - Plural forms

    /// Counts that separate every CLDR integer rule we use.
    static let pluralCounts = [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 102, 111, 1_000_000]

    /// The CLDR category of each of ``pluralCounts``, written out by hand per language.
    static func expectedCategories(_ language: RefreshLanguage) -> [PluralCategory] {
        let (zero, one, two, few, many, x) = (
            PluralCategory.zero, PluralCategory.one, PluralCategory.two, PluralCategory.few, PluralCategory.many,
            PluralCategory.other
        )
        switch language {
        //    0     1    2    3    5     11    12    21    22    25    101   102  111   1000000
        case .simplifiedChinese, .traditionalChinese, .japanese, .korean:
            return [x, x, x, x, x, x, x, x, x, x, x, x, x, x]
        case .english, .german, .dutch, .turkish:
            return [x, one, x, x, x, x, x, x, x, x, x, x, x, x]
        case .spanish, .italian:
            return [x, one, x, x, x, x, x, x, x, x, x, x, x, many]
        case .french, .brazilianPortuguese:
            return [one, one, x, x, x, x, x, x, x, x, x, x, x, many]
        case .russian, .ukrainian:
            return [many, one, few, few, many, many, many, one, few, many, one, few, many, many]
        case .polish:
            return [many, one, few, few, many, many, many, many, few, many, many, few, many, many]
        case .arabic:
            return [zero, one, two, few, few, many, many, many, many, many, x, x, many, x]
        }
    }

    @Test(arguments: RefreshLanguage.allCases)
    func pluralCategoriesFollowCLDR(language: RefreshLanguage) {
        let expected = Self.expectedCategories(language)
        #expect(expected.count == Self.pluralCounts.count)
        for (count, category) in zip(Self.pluralCounts, expected) {
            #expect(PluralCategory(count, language: language) == category, "\(language) \(count)")
            #expect(PluralCategory(-count, language: language) == category, "\(language) \(-count)")
        }
    }

    /// The "last updated" text for each of ``countedAges``: a prefix, then one phrase per age.
    static func expectedAgo(_ language: RefreshLanguage) -> (prefix: String, phrases: [String]) {
        switch language {
        case .english:
            (
                "Last updated: ",
                [
                    "0 minutes ago", "1 minute ago", "2 minutes ago", "5 minutes ago", "21 minutes ago", "3 hours ago",
                    "22 hours ago", "11 days ago", "101 days ago", "1000000 days ago",
                ]
            )
        case .simplifiedChinese:
            (
                "上次更新：",
                [
                    "0分钟前", "1分钟前", "2分钟前", "5分钟前", "21分钟前", "3小时前", "22小时前", "11天前", "101天前",
                    "1000000天前",
                ]
            )
        case .traditionalChinese:
            (
                "上次更新：",
                [
                    "0 分鐘前", "1 分鐘前", "2 分鐘前", "5 分鐘前", "21 分鐘前", "3 小時前", "22 小時前", "11 天前",
                    "101 天前", "1000000 天前",
                ]
            )
        case .japanese:
            (
                "最終更新：",
                [
                    "0分前", "1分前", "2分前", "5分前", "21分前", "3時間前", "22時間前", "11日前", "101日前", "1000000日前",
                ]
            )
        case .korean:
            (
                "최근 업데이트: ",
                [
                    "0분 전", "1분 전", "2분 전", "5분 전", "21분 전", "3시간 전", "22시간 전", "11일 전", "101일 전",
                    "1000000일 전",
                ]
            )
        case .spanish:
            (
                "Última actualización: ",
                [
                    "hace 0 minutos", "hace 1 minuto", "hace 2 minutos", "hace 5 minutos", "hace 21 minutos",
                    "hace 3 horas", "hace 22 horas", "hace 11 días", "hace 101 días", "hace 1000000 de días",
                ]
            )
        case .french:
            (
                "Dernière mise à jour\u{00A0}: ",
                [
                    "il y a 0 minute", "il y a 1 minute", "il y a 2 minutes", "il y a 5 minutes", "il y a 21 minutes",
                    "il y a 3 heures", "il y a 22 heures", "il y a 11 jours", "il y a 101 jours",
                    "il y a 1000000 de jours",
                ]
            )
        case .german:
            (
                "Zuletzt aktualisiert: ",
                [
                    "vor 0 Minuten", "vor 1 Minute", "vor 2 Minuten", "vor 5 Minuten", "vor 21 Minuten",
                    "vor 3 Stunden",
                    "vor 22 Stunden", "vor 11 Tagen", "vor 101 Tagen", "vor 1000000 Tagen",
                ]
            )
        case .brazilianPortuguese:
            (
                "Última atualização: ",
                [
                    "há 0 minuto", "há 1 minuto", "há 2 minutos", "há 5 minutos", "há 21 minutos", "há 3 horas",
                    "há 22 horas", "há 11 dias", "há 101 dias", "há 1000000 de dias",
                ]
            )
        case .russian:
            (
                "Обновлено: ",
                [
                    "0 минут назад", "1 минуту назад", "2 минуты назад", "5 минут назад", "21 минуту назад",
                    "3 часа назад", "22 часа назад", "11 дней назад", "101 день назад", "1000000 дней назад",
                ]
            )
        case .arabic:
            (
                "آخر تحديث: ",
                [
                    "منذ ٠ دقيقة", "منذ دقيقة واحدة", "منذ دقيقتين", "منذ ٥ دقائق", "منذ ٢١ دقيقة", "منذ ٣ ساعات",
                    "منذ ٢٢ ساعة", "منذ ١١ يومًا", "منذ ١٠١ يوم", "منذ ١٠٠٠٠٠٠ يوم",
                ]
            )
        case .ukrainian:
            (
                "Оновлено: ",
                [
                    "0 хвилин тому", "1 хвилину тому", "2 хвилини тому", "5 хвилин тому", "21 хвилину тому",
                    "3 години тому", "22 години тому", "11 днів тому", "101 день тому", "1000000 днів тому",
                ]
            )
        case .italian:
            (
                "Ultimo aggiornamento: ",
                [
                    "0 minuti fa", "1 minuto fa", "2 minuti fa", "5 minuti fa", "21 minuti fa", "3 ore fa", "22 ore fa",
                    "11 giorni fa", "101 giorni fa", "1000000 di giorni fa",
                ]
            )
        case .dutch:
            (
                "Laatst bijgewerkt: ",
                [
                    "0 minuten geleden", "1 minuut geleden", "2 minuten geleden", "5 minuten geleden",
                    "21 minuten geleden", "3 uur geleden", "22 uur geleden", "11 dagen geleden", "101 dagen geleden",
                    "1000000 dagen geleden",
                ]
            )
        case .polish:
            (
                "Ostatnia aktualizacja: ",
                [
                    "0 minut temu", "1 minutę temu", "2 minuty temu", "5 minut temu", "21 minut temu", "3 godziny temu",
                    "22 godziny temu", "11 dni temu", "101 dni temu", "1000000 dni temu",
                ]
            )
        case .turkish:
            (
                "Son güncelleme: ",
                [
                    "0 dakika önce", "1 dakika önce", "2 dakika önce", "5 dakika önce", "21 dakika önce", "3 saat önce",
                    "22 saat önce", "11 gün önce", "101 gün önce", "1000000 gün önce",
                ]
            )
        }
    }

    static let countedAges: [RefreshText.Age] = [
        .minutes(0), .minutes(1), .minutes(2), .minutes(5), .minutes(21), .hours(3), .hours(22), .days(11),
        .days(101), .days(1_000_000),
    ]

    @Test(arguments: RefreshLanguage.allCases)
    func countsTakeTheLanguagesPluralForm(language: RefreshLanguage) {
        let (prefix, phrases) = Self.expectedAgo(language)
        #expect(phrases.count == Self.countedAges.count)
        for (age, phrase) in zip(Self.countedAges, phrases) {
            #expect(RefreshText.lastUpdated(age, language: language) == prefix + phrase)
        }
    }

    @Test func arabicWritesArabicIndicDigits() {
        #expect(RefreshText.arabicIndicDigits(0) == "٠")
        #expect(RefreshText.arabicIndicDigits(1_234_567_890) == "١٢٣٤٥٦٧٨٩٠")
        #expect(RefreshText.arabicIndicDigits(-42) == "-٤٢")
        let arabic = RefreshText(language: .arabic)
        #expect(arabic.lastUpdated(at: 0, now: 7 * 60) == "آخر تحديث: منذ ٧ دقائق")
        #expect(arabic.lastUpdated(at: nil, now: 0) == "لم يتم التحديث بعد")
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

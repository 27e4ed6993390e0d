import Testing

@testable import HeadlessRefresh

/// Plural forms: the CLDR category of every count in each language, and the counted phrases that use it.
struct PluralFormTests {
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
}

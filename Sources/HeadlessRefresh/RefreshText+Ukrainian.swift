extension RefreshText {
    static func ukrainian(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Потягніть, щоб оновити"
        case (.header, .eligible): "Відпустіть, щоб оновити"
        case (.header, .refreshing): "Оновлення…"
        case (.header, .succeeded): "Оновлено"
        case (.header, .failed): "Не вдалося оновити"
        case (.footer, .idle), (.footer, .pulling): "Потягніть угору, щоб завантажити ще"
        case (.footer, .eligible): "Відпустіть, щоб завантажити ще"
        case (.footer, .refreshing): "Завантаження…"
        case (.footer, .succeeded): "Завантажено"
        case (.footer, .failed): "Торкніться, щоб повторити"
        case (.side, .idle), (.side, .pulling): "Потягніть, щоб побачити більше"
        case (.side, .eligible): "Відпустіть, щоб побачити більше"
        case (.side, .refreshing): "Завантаження…"
        case (.side, .succeeded): "Готово"
        case (.side, .failed): "Не вдалося завантажити"
        case (_, .noMoreData): "Більше нічого немає"
        case (_, .secondLevelEligible): "Відпустіть, щоб відкрити"
        case (_, .secondLevelOpen): "Проведіть угору, щоб закрити"
        }
    }

    static func ukrainianLastUpdated(_ age: Age) -> String {
        // CLDR: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 25–30, 111). "тому" takes the accusative:
        // "1 хвилину", "2 хвилини", "5 хвилин".
        func ago(_ n: Int, _ one: String, _ few: String, _ many: String) -> String {
            let unit: String
            switch PluralCategory(n, language: .ukrainian) {
            case .one: unit = one
            case .few: unit = few
            default: unit = many
            }
            return String(n) + " " + unit + " тому"
        }
        switch age {
        case .never: return "Ще не оновлювалося"
        case .justNow: return "Оновлено: щойно"
        case .minutes(let n): return "Оновлено: " + ago(n, "хвилину", "хвилини", "хвилин")
        case .hours(let n): return "Оновлено: " + ago(n, "годину", "години", "годин")
        case .days(let n): return "Оновлено: " + ago(n, "день", "дні", "днів")
        }
    }
}

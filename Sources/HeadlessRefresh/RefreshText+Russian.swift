extension RefreshText {
    static func russian(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Потяните, чтобы обновить"
        case (.header, .eligible): "Отпустите, чтобы обновить"
        case (.header, .refreshing): "Обновление…"
        case (.header, .succeeded): "Обновлено"
        case (.header, .failed): "Не удалось обновить"
        case (.footer, .idle), (.footer, .pulling): "Потяните вверх, чтобы загрузить ещё"
        case (.footer, .eligible): "Отпустите, чтобы загрузить ещё"
        case (.footer, .refreshing): "Загрузка…"
        case (.footer, .succeeded): "Загружено"
        case (.footer, .failed): "Нажмите, чтобы повторить"
        case (.side, .idle), (.side, .pulling): "Потяните, чтобы увидеть больше"
        case (.side, .eligible): "Отпустите, чтобы увидеть больше"
        case (.side, .refreshing): "Загрузка…"
        case (.side, .succeeded): "Готово"
        case (.side, .failed): "Не удалось загрузить"
        case (_, .noMoreData): "Больше ничего нет"
        case (_, .secondLevelEligible): "Отпустите, чтобы открыть"
        case (_, .secondLevelOpen): "Смахните вверх, чтобы закрыть"
        }
    }

    static func russianLastUpdated(_ age: Age) -> String {
        // CLDR: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 25–30, 111). "назад" takes the accusative:
        // "1 минуту", "2 минуты", "5 минут".
        func ago(_ n: Int, _ one: String, _ few: String, _ many: String) -> String {
            let unit: String
            switch PluralCategory(n, language: .russian) {
            case .one: unit = one
            case .few: unit = few
            default: unit = many
            }
            return String(n) + " " + unit + " назад"
        }
        switch age {
        case .never: return "Ещё не обновлялось"
        case .justNow: return "Обновлено: только что"
        case .minutes(let n): return "Обновлено: " + ago(n, "минуту", "минуты", "минут")
        case .hours(let n): return "Обновлено: " + ago(n, "час", "часа", "часов")
        case .days(let n): return "Обновлено: " + ago(n, "день", "дня", "дней")
        }
    }
}

extension RefreshText {
    static func polish(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Pociągnij, aby odświeżyć"
        case (.header, .eligible): "Puść, aby odświeżyć"
        case (.header, .refreshing): "Odświeżanie…"
        case (.header, .succeeded): "Odświeżono"
        case (.header, .failed): "Nie udało się odświeżyć"
        case (.footer, .idle), (.footer, .pulling): "Pociągnij w górę, aby wczytać więcej"
        case (.footer, .eligible): "Puść, aby wczytać więcej"
        case (.footer, .refreshing): "Wczytywanie…"
        case (.footer, .succeeded): "Wczytano"
        case (.footer, .failed): "Dotknij, aby spróbować ponownie"
        case (.side, .idle), (.side, .pulling): "Pociągnij, aby zobaczyć więcej"
        case (.side, .eligible): "Puść, aby zobaczyć więcej"
        case (.side, .refreshing): "Wczytywanie…"
        case (.side, .succeeded): "Gotowe"
        case (.side, .failed): "Nie udało się wczytać"
        case (_, .noMoreData): "Nie ma więcej danych"
        case (_, .secondLevelEligible): "Puść, aby otworzyć"
        case (_, .secondLevelOpen): "Przesuń w górę, aby zamknąć"
        }
    }

    static func polishLastUpdated(_ age: Age) -> String {
        // CLDR: one (1 only), few (2–4, 22–24), many (0, 5–21, 25–31, 101). "temu" takes the accusative:
        // "1 minutę", "2 minuty", "5 minut".
        func ago(_ n: Int, _ one: String, _ few: String, _ many: String) -> String {
            let unit: String
            switch PluralCategory(n, language: .polish) {
            case .one: unit = one
            case .few: unit = few
            default: unit = many
            }
            return String(n) + " " + unit + " temu"
        }
        let when: String
        switch age {
        case .never: when = "nigdy"
        case .justNow: when = "przed chwilą"
        case .minutes(let n): when = ago(n, "minutę", "minuty", "minut")
        case .hours(let n): when = ago(n, "godzinę", "godziny", "godzin")
        case .days(let n): when = ago(n, "dzień", "dni", "dni")
        }
        return "Ostatnia aktualizacja: " + when
    }
}

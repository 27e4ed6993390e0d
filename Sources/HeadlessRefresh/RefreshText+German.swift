extension RefreshText {
    static func german(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Zum Aktualisieren ziehen"
        case (.header, .eligible): "Zum Aktualisieren loslassen"
        case (.header, .refreshing): "Wird aktualisiert…"
        case (.header, .succeeded): "Aktualisiert"
        case (.header, .failed): "Aktualisierung fehlgeschlagen"
        case (.footer, .idle), (.footer, .pulling): "Nach oben ziehen, um mehr zu laden"
        case (.footer, .eligible): "Loslassen, um mehr zu laden"
        case (.footer, .refreshing): "Wird geladen…"
        case (.footer, .succeeded): "Geladen"
        case (.footer, .failed): "Zum Wiederholen tippen"
        case (.side, .idle), (.side, .pulling): "Ziehen, um mehr zu sehen"
        case (.side, .eligible): "Loslassen, um mehr zu sehen"
        case (.side, .refreshing): "Wird geladen…"
        case (.side, .succeeded): "Fertig"
        case (.side, .failed): "Laden fehlgeschlagen"
        case (_, .noMoreData): "Keine weiteren Daten"
        case (_, .secondLevelEligible): "Loslassen zum Öffnen"
        case (_, .secondLevelOpen): "Nach oben wischen zum Schließen"
        }
    }

    static func germanLastUpdated(_ age: Age) -> String {
        // CLDR: one (1), other. After "vor" the noun is dative: "vor 3 Tagen".
        func ago(_ n: Int, _ one: String, _ other: String) -> String {
            "vor " + String(n) + " " + (PluralCategory(n, language: .german) == .one ? one : other)
        }
        let when: String
        switch age {
        case .never: when = "nie"
        case .justNow: when = "gerade eben"
        case .minutes(let n): when = ago(n, "Minute", "Minuten")
        case .hours(let n): when = ago(n, "Stunde", "Stunden")
        case .days(let n): when = ago(n, "Tag", "Tagen")
        }
        return "Zuletzt aktualisiert: " + when
    }
}

extension RefreshText {
    static func dutch(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Trek omlaag om te vernieuwen"
        case (.header, .eligible): "Laat los om te vernieuwen"
        case (.header, .refreshing): "Vernieuwen…"
        case (.header, .succeeded): "Vernieuwd"
        case (.header, .failed): "Vernieuwen mislukt"
        case (.footer, .idle), (.footer, .pulling): "Trek omhoog om meer te laden"
        case (.footer, .eligible): "Laat los om meer te laden"
        case (.footer, .refreshing): "Laden…"
        case (.footer, .succeeded): "Geladen"
        case (.footer, .failed): "Tik om het opnieuw te proberen"
        case (.side, .idle), (.side, .pulling): "Trek om meer te zien"
        case (.side, .eligible): "Laat los om meer te zien"
        case (.side, .refreshing): "Laden…"
        case (.side, .succeeded): "Klaar"
        case (.side, .failed): "Laden mislukt"
        case (_, .noMoreData): "Geen gegevens meer"
        case (_, .secondLevelEligible): "Loslaten om te openen"
        case (_, .secondLevelOpen): "Veeg omhoog om te sluiten"
        }
    }

    static func dutchLastUpdated(_ age: Age) -> String {
        // CLDR: one (1), other. "uur" does not change after a count: "5 uur geleden".
        func ago(_ n: Int, _ one: String, _ other: String) -> String {
            String(n) + " " + (PluralCategory(n, language: .dutch) == .one ? one : other) + " geleden"
        }
        let when: String
        switch age {
        case .never: when = "nooit"
        case .justNow: when = "zojuist"
        case .minutes(let n): when = ago(n, "minuut", "minuten")
        case .hours(let n): when = ago(n, "uur", "uur")
        case .days(let n): when = ago(n, "dag", "dagen")
        }
        return "Laatst bijgewerkt: " + when
    }
}

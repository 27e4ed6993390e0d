extension RefreshText {
    static func italian(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Trascina per aggiornare"
        case (.header, .eligible): "Rilascia per aggiornare"
        case (.header, .refreshing): "Aggiornamento…"
        case (.header, .succeeded): "Aggiornato"
        case (.header, .failed): "Aggiornamento non riuscito"
        case (.footer, .idle), (.footer, .pulling): "Trascina verso l’alto per caricare altro"
        case (.footer, .eligible): "Rilascia per caricare altro"
        case (.footer, .refreshing): "Caricamento…"
        case (.footer, .succeeded): "Caricamento completato"
        case (.footer, .failed): "Tocca per riprovare"
        case (.side, .idle), (.side, .pulling): "Trascina per vedere altro"
        case (.side, .eligible): "Rilascia per vedere altro"
        case (.side, .refreshing): "Caricamento…"
        case (.side, .succeeded): "Fatto"
        case (.side, .failed): "Caricamento non riuscito"
        case (_, .noMoreData): "Non ci sono altri dati"
        case (_, .secondLevelEligible): "Rilascia per aprire"
        case (_, .secondLevelOpen): "Scorri verso l'alto per chiudere"
        }
    }

    static func italianLastUpdated(_ age: Age) -> String {
        // CLDR: one (1), many (whole millions: "1000000 di giorni"), other.
        func ago(_ n: Int, _ one: String, _ other: String) -> String {
            switch PluralCategory(n, language: .italian) {
            case .one: String(n) + " " + one + " fa"
            case .many: String(n) + " di " + other + " fa"
            default: String(n) + " " + other + " fa"
            }
        }
        let when: String
        switch age {
        case .never: when = "mai"
        case .justNow: when = "proprio ora"
        case .minutes(let n): when = ago(n, "minuto", "minuti")
        case .hours(let n): when = ago(n, "ora", "ore")
        case .days(let n): when = ago(n, "giorno", "giorni")
        }
        return "Ultimo aggiornamento: " + when
    }
}

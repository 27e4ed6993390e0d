extension RefreshText {
    static func french(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Tirez pour actualiser"
        case (.header, .eligible): "Relâchez pour actualiser"
        case (.header, .refreshing): "Actualisation…"
        case (.header, .succeeded): "Actualisé"
        case (.header, .failed): "Échec de l’actualisation"
        case (.footer, .idle), (.footer, .pulling): "Tirez vers le haut pour charger la suite"
        case (.footer, .eligible): "Relâchez pour charger la suite"
        case (.footer, .refreshing): "Chargement…"
        case (.footer, .succeeded): "Chargement terminé"
        case (.footer, .failed): "Touchez pour réessayer"
        case (.side, .idle), (.side, .pulling): "Tirez pour en voir plus"
        case (.side, .eligible): "Relâchez pour en voir plus"
        case (.side, .refreshing): "Chargement…"
        case (.side, .succeeded): "Terminé"
        case (.side, .failed): "Échec du chargement"
        case (_, .noMoreData): "Il n’y a plus de données"
        case (_, .secondLevelEligible): "Relâchez pour ouvrir"
        case (_, .secondLevelOpen): "Balayez vers le haut pour fermer"
        }
    }

    static func frenchLastUpdated(_ age: Age) -> String {
        // CLDR: one (0 and 1: "il y a 0 minute"), many (whole millions: "1000000 de jours"), other.
        func ago(_ n: Int, _ one: String, _ other: String) -> String {
            switch PluralCategory(n, language: .french) {
            case .one: "il y a " + String(n) + " " + one
            case .many: "il y a " + String(n) + " de " + other
            default: "il y a " + String(n) + " " + other
            }
        }
        let when: String
        switch age {
        case .never: when = "jamais"
        case .justNow: when = "à l’instant"
        case .minutes(let n): when = ago(n, "minute", "minutes")
        case .hours(let n): when = ago(n, "heure", "heures")
        case .days(let n): when = ago(n, "jour", "jours")
        }
        // French typography: a no-break space before the colon.
        return "Dernière mise à jour\u{00A0}: " + when
    }
}

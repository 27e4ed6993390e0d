extension RefreshText {
    static func brazilianPortuguese(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Puxe para atualizar"
        case (.header, .eligible): "Solte para atualizar"
        case (.header, .refreshing): "Atualizando…"
        case (.header, .succeeded): "Atualizado"
        case (.header, .failed): "Falha ao atualizar"
        case (.footer, .idle), (.footer, .pulling): "Puxe para cima para carregar mais"
        case (.footer, .eligible): "Solte para carregar mais"
        case (.footer, .refreshing): "Carregando…"
        case (.footer, .succeeded): "Carregado"
        case (.footer, .failed): "Toque para tentar de novo"
        case (.side, .idle), (.side, .pulling): "Puxe para ver mais"
        case (.side, .eligible): "Solte para ver mais"
        case (.side, .refreshing): "Carregando…"
        case (.side, .succeeded): "Concluído"
        case (.side, .failed): "Falha ao carregar"
        case (_, .noMoreData): "Não há mais dados"
        case (_, .secondLevelEligible): "Solte para abrir"
        case (_, .secondLevelOpen): "Deslize para cima para fechar"
        }
    }

    static func brazilianPortugueseLastUpdated(_ age: Age) -> String {
        // CLDR (pt): one (0 and 1), many (whole millions: "1000000 de dias"), other.
        func ago(_ n: Int, _ one: String, _ other: String) -> String {
            switch PluralCategory(n, language: .brazilianPortuguese) {
            case .one: "há " + String(n) + " " + one
            case .many: "há " + String(n) + " de " + other
            default: "há " + String(n) + " " + other
            }
        }
        let when: String
        switch age {
        case .never: when = "nunca"
        case .justNow: when = "agora mesmo"
        case .minutes(let n): when = ago(n, "minuto", "minutos")
        case .hours(let n): when = ago(n, "hora", "horas")
        case .days(let n): when = ago(n, "dia", "dias")
        }
        return "Última atualização: " + when
    }
}

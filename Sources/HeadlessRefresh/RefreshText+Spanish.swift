extension RefreshText {
    // Neutral wording ("desliza", "toca") that reads naturally in Spain and in Latin America.
    static func spanish(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Desliza hacia abajo para actualizar"
        case (.header, .eligible): "Suelta para actualizar"
        case (.header, .refreshing): "Actualizando…"
        case (.header, .succeeded): "Actualizado"
        case (.header, .failed): "No se pudo actualizar"
        case (.footer, .idle), (.footer, .pulling): "Desliza hacia arriba para cargar más"
        case (.footer, .eligible): "Suelta para cargar más"
        case (.footer, .refreshing): "Cargando…"
        case (.footer, .succeeded): "Carga completada"
        case (.footer, .failed): "Toca para reintentar"
        case (.side, .idle), (.side, .pulling): "Desliza para ver más"
        case (.side, .eligible): "Suelta para ver más"
        case (.side, .refreshing): "Cargando…"
        case (.side, .succeeded): "Listo"
        case (.side, .failed): "No se pudo cargar"
        case (_, .noMoreData): "No hay más datos"
        case (_, .secondLevelEligible): "Suelta para abrir"
        case (_, .secondLevelOpen): "Desliza hacia arriba para cerrar"
        }
    }

    static func spanishLastUpdated(_ age: Age) -> String {
        // CLDR: one (1), many (whole millions: "1000000 de días"), other.
        func ago(_ n: Int, _ one: String, _ other: String) -> String {
            switch PluralCategory(n, language: .spanish) {
            case .one: "hace " + String(n) + " " + one
            case .many: "hace " + String(n) + " de " + other
            default: "hace " + String(n) + " " + other
            }
        }
        let when: String
        switch age {
        case .never: when = "nunca"
        case .justNow: when = "hace un momento"
        case .minutes(let n): when = ago(n, "minuto", "minutos")
        case .hours(let n): when = ago(n, "hora", "horas")
        case .days(let n): when = ago(n, "día", "días")
        }
        return "Última actualización: " + when
    }
}

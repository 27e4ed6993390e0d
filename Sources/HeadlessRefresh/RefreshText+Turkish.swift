extension RefreshText {
    static func turkish(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "Yenilemek için çekin"
        case (.header, .eligible): "Yenilemek için bırakın"
        case (.header, .refreshing): "Yenileniyor…"
        case (.header, .succeeded): "Yenilendi"
        case (.header, .failed): "Yenilenemedi"
        case (.footer, .idle), (.footer, .pulling): "Daha fazlası için yukarı çekin"
        case (.footer, .eligible): "Daha fazlası için bırakın"
        case (.footer, .refreshing): "Yükleniyor…"
        case (.footer, .succeeded): "Yüklendi"
        case (.footer, .failed): "Tekrar denemek için dokunun"
        case (.side, .idle), (.side, .pulling): "Devamını görmek için çekin"
        case (.side, .eligible): "Devamını görmek için bırakın"
        case (.side, .refreshing): "Yükleniyor…"
        case (.side, .succeeded): "Bitti"
        case (.side, .failed): "Yüklenemedi"
        case (_, .noMoreData): "Başka veri yok"
        case (_, .secondLevelEligible): "Açmak için bırakın"
        case (_, .secondLevelOpen): "Kapatmak için yukarı kaydırın"
        }
    }

    static func turkishLastUpdated(_ age: Age) -> String {
        // CLDR has one (1) and other, but a noun after a count stays singular: "5 dakika önce".
        switch age {
        case .never: "Henüz güncellenmedi"
        case .justNow: "Son güncelleme: az önce"
        case .minutes(let n): "Son güncelleme: " + String(n) + " dakika önce"
        case .hours(let n): "Son güncelleme: " + String(n) + " saat önce"
        case .days(let n): "Son güncelleme: " + String(n) + " gün önce"
        }
    }
}

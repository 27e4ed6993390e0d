extension RefreshText {
    // Modern Standard Arabic. Counts are written in Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩), CLDR's default for "ar".
    static func arabic(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "اسحب للتحديث"
        case (.header, .eligible): "أفلِت للتحديث"
        case (.header, .refreshing): "جارٍ التحديث…"
        case (.header, .succeeded): "تم التحديث"
        case (.header, .failed): "تعذّر التحديث"
        case (.footer, .idle), (.footer, .pulling): "اسحب لأعلى لتحميل المزيد"
        case (.footer, .eligible): "أفلِت لتحميل المزيد"
        case (.footer, .refreshing): "جارٍ التحميل…"
        case (.footer, .succeeded): "تم التحميل"
        case (.footer, .failed): "اضغط لإعادة المحاولة"
        case (.side, .idle), (.side, .pulling): "اسحب لعرض المزيد"
        case (.side, .eligible): "أفلِت لعرض المزيد"
        case (.side, .refreshing): "جارٍ التحميل…"
        case (.side, .succeeded): "تم"
        case (.side, .failed): "تعذّر التحميل"
        case (_, .noMoreData): "لا توجد بيانات أخرى"
        case (_, .secondLevelEligible): "أفلِت للفتح"
        case (_, .secondLevelOpen): "اسحب لأعلى للإغلاق"
        }
    }

    static func arabicLastUpdated(_ age: Age) -> String {
        switch age {
        case .never: "لم يتم التحديث بعد"
        case .justNow: "آخر تحديث: منذ لحظات"
        case .minutes(let n): "آخر تحديث: " + arabicAgo(n, ArabicUnit.minute)
        case .hours(let n): "آخر تحديث: " + arabicAgo(n, ArabicUnit.hour)
        case .days(let n): "آخر تحديث: " + arabicAgo(n, ArabicUnit.day)
        }
    }

    /// The forms of a unit after a count. One and two are words of their own, without a number.
    private struct ArabicUnit {
        var one: String  // "a single minute"
        var two: String  // the dual
        var few: String  // 3–10: the plural
        var many: String  // 11–99: the singular, accusative
        var other: String  // 0, 100–102: the singular, genitive

        static let minute = ArabicUnit(
            one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة", other: "دقيقة")
        static let hour = ArabicUnit(one: "ساعة واحدة", two: "ساعتين", few: "ساعات", many: "ساعة", other: "ساعة")
        static let day = ArabicUnit(one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا", other: "يوم")
    }

    /// "منذ ٥ دقائق": CLDR zero (0), one (1), two (2), few (n % 100 = 3…10), many (n % 100 = 11…99), other.
    private static func arabicAgo(_ n: Int, _ unit: ArabicUnit) -> String {
        let count = arabicIndicDigits(n)
        switch PluralCategory(n, language: .arabic) {
        case .one: return "منذ " + unit.one
        case .two: return "منذ " + unit.two
        case .few: return "منذ " + count + " " + unit.few
        case .many: return "منذ " + count + " " + unit.many
        case .zero, .other: return "منذ " + count + " " + unit.other
        }
    }

    /// `n` in Arabic-Indic digits, without grouping.
    static func arabicIndicDigits(_ n: Int) -> String {
        let digits = ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"]
        var text = n < 0 ? "-" : ""
        for byte in String(n.magnitude).utf8 { text += digits[Int(byte - UInt8(ascii: "0"))] }
        return text
    }
}

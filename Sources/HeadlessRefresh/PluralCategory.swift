/// A CLDR plural category: which grammatical form a language uses after a count.
///
/// Only the cardinal rules for whole numbers are needed (counts of minutes, hours and days), so the CLDR
/// operands reduce to `n = i` with no visible fraction digits (`v = 0`) and no compact exponent (`e = 0`).
/// Languages use a subset of the categories; ``other`` is the form every language has.
enum PluralCategory: Sendable, Hashable, CaseIterable {
    /// Arabic `0`.
    case zero
    /// The singular, or its equivalent (French and Portuguese use it for `0` too).
    case one
    /// The dual (Arabic `2`).
    case two
    /// Paucal: Russian and Ukrainian `2…4, 22…24`, Arabic `3…10`.
    case few
    /// Russian `5…20, 25…30`, Polish `0, 5…21`, Arabic `11…99`, French `1000000`.
    case many
    /// Every other count.
    case other

    /// The category of the count `n` in `language`, by the CLDR cardinal rules for integers.
    ///
    /// A negative count takes the category of its magnitude, as in CLDR.
    init(_ n: Int, language: RefreshLanguage) {
        let i = n.magnitude
        switch language {
        case .simplifiedChinese, .traditionalChinese, .japanese, .korean:
            // No plural inflection.
            self = .other
        case .english, .german, .dutch, .turkish:
            // one: i = 1 and v = 0 (Turkish: n = 1).
            self = i == 1 ? .one : .other
        case .spanish, .italian:
            // one: n = 1 (Italian: i = 1 and v = 0); many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
            self = i == 1 ? .one : Self.isWholeMillions(i) ? .many : .other
        case .french, .brazilianPortuguese:
            // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
            self = i <= 1 ? .one : Self.isWholeMillions(i) ? .many : .other
        case .russian, .ukrainian:
            self = Self.eastSlavic(i)
        case .polish:
            self = Self.polish(i)
        case .arabic:
            self = Self.arabic(i)
        }
    }

    private static func isWholeMillions(_ i: UInt) -> Bool {
        i != 0 && i % 1_000_000 == 0
    }

    /// one: i % 10 = 1 and i % 100 != 11; few: i % 10 = 2..4 and i % 100 != 12..14; many: the rest (v = 0).
    private static func eastSlavic(_ i: UInt) -> PluralCategory {
        let mod10 = i % 10
        let mod100 = i % 100
        if mod10 == 1 && mod100 != 11 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        return .many
    }

    /// one: i = 1; few: i % 10 = 2..4 and i % 100 != 12..14; many: the rest (v = 0), so 0, 5, 11, 21 are many.
    private static func polish(_ i: UInt) -> PluralCategory {
        let mod10 = i % 10
        let mod100 = i % 100
        if i == 1 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        return .many
    }

    /// zero: 0; one: 1; two: 2; few: n % 100 = 3..10; many: n % 100 = 11..99; other: 100…102, 200…202, ….
    private static func arabic(_ i: UInt) -> PluralCategory {
        let mod100 = i % 100
        switch i {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default:
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        }
    }
}

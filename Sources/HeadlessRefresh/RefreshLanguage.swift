/// A language the built-in titles and "last updated" texts are written in.
///
/// Pick one from the user's preferred languages once, at launch, and keep it in ``RefreshText/language``:
///
/// ```swift
/// // With Foundation, in the app: Locale.preferredLanguages is ["fr-CA", "en-US"] here.
/// let language = RefreshLanguage.preferred(from: Locale.preferredLanguages)  // .french
/// ```
public enum RefreshLanguage: Sendable, Hashable, CaseIterable {
    /// English.
    case english
    /// Simplified Chinese, as written in mainland China and Singapore.
    case simplifiedChinese
    /// Traditional Chinese, as written in Taiwan, Hong Kong and Macau.
    case traditionalChinese
    /// Japanese.
    case japanese
    /// Korean.
    case korean
    /// Spanish, in wording common to Spain and Latin America.
    case spanish
    /// French.
    case french
    /// German.
    case german
    /// Brazilian Portuguese; also the choice for other Portuguese-speaking regions.
    case brazilianPortuguese
    /// Russian.
    case russian
    /// Arabic (Modern Standard), with Arabic-Indic digits. Written right to left.
    case arabic
    /// Ukrainian.
    case ukrainian
    /// Italian.
    case italian
    /// Dutch.
    case dutch
    /// Polish.
    case polish
    /// Turkish.
    case turkish

    /// The language for a BCP 47 code, or `nil` if none of ours fits.
    ///
    /// Reads the language subtag, and for Chinese the script or, without one, the region: `"zh-Hant"`, `"zh-TW"`,
    /// `"zh-HK"` and `"zh-MO"` are Traditional Chinese, any other Chinese is Simplified. Regions do not matter
    /// otherwise (`"es-MX"` is Spanish, `"pt"` and `"pt-PT"` are Brazilian Portuguese). Case does not matter, and
    /// `_` works like `-`, so Apple locale identifiers such as `"zh_Hant_TW"` work too.
    public init?(code: String) {
        let subtags = Self.subtags(of: code)
        guard let language = subtags.first else { return nil }
        switch language {
        case "en": self = .english
        case "zh": self = Self.isTraditionalChinese(subtags) ? .traditionalChinese : .simplifiedChinese
        case "ja": self = .japanese
        case "ko": self = .korean
        case "es": self = .spanish
        case "fr": self = .french
        case "de": self = .german
        case "pt": self = .brazilianPortuguese
        case "ru": self = .russian
        case "ar": self = .arabic
        case "uk": self = .ukrainian
        case "it": self = .italian
        case "nl": self = .dutch
        case "pl": self = .polish
        case "tr": self = .turkish
        default: return nil
        }
    }

    /// The first language in `codes` that has built-in titles, else English.
    ///
    /// Pass the user's languages in order of preference, such as Foundation's `Locale.preferredLanguages`.
    /// Codes this library has no titles for are skipped, so `["fi-FI", "de-DE"]` gives German.
    public static func preferred(from codes: [String]) -> RefreshLanguage {
        for code in codes {
            if let language = RefreshLanguage(code: code) { return language }
        }
        return .english
    }

    /// The BCP 47 code of this language, such as `"en"`, `"zh-Hant"` or `"pt-BR"`.
    public var code: String {
        switch self {
        case .english: "en"
        case .simplifiedChinese: "zh-Hans"
        case .traditionalChinese: "zh-Hant"
        case .japanese: "ja"
        case .korean: "ko"
        case .spanish: "es"
        case .french: "fr"
        case .german: "de"
        case .brazilianPortuguese: "pt-BR"
        case .russian: "ru"
        case .arabic: "ar"
        case .ukrainian: "uk"
        case .italian: "it"
        case .dutch: "nl"
        case .polish: "pl"
        case .turkish: "tr"
        }
    }

    /// The name of this language in the language itself, for a language picker: "Deutsch", "日本語".
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .simplifiedChinese: "简体中文"
        case .traditionalChinese: "繁體中文"
        case .japanese: "日本語"
        case .korean: "한국어"
        case .spanish: "Español"
        case .french: "Français"
        case .german: "Deutsch"
        case .brazilianPortuguese: "Português (Brasil)"
        case .russian: "Русский"
        case .arabic: "العربية"
        case .ukrainian: "Українська"
        case .italian: "Italiano"
        case .dutch: "Nederlands"
        case .polish: "Polski"
        case .turkish: "Türkçe"
        }
    }

    /// Whether text in this language runs right to left, so an indicator should mirror its layout.
    public var isRightToLeft: Bool {
        self == .arabic
    }

    /// The subtags of a code, lowercased (ASCII only, no Unicode tables), split at `-` and `_`, empty ones dropped.
    private static func subtags(of code: String) -> [String] {
        var subtags: [String] = []
        var current: [UInt8] = []
        for byte in code.utf8 {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "_"):
                if !current.isEmpty { subtags.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll()
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            default:
                current.append(byte)
            }
        }
        if !current.isEmpty { subtags.append(String(decoding: current, as: UTF8.self)) }
        return subtags
    }

    /// Whether Chinese subtags name the Traditional script: by the script subtag if there is one, else by region.
    ///
    /// Only the subtags before the first singleton (`-u-`, `-x-`, …) are read: those are language, extlang,
    /// script, region and variants.
    private static func isTraditionalChinese(_ subtags: [String]) -> Bool {
        var region: String?
        for subtag in subtags.dropFirst() {
            let length = subtag.utf8.count
            if length == 1 { break }
            if length == 4 && subtag.utf8.allSatisfy(Self.isLetter) {
                // An explicit script decides: zh-Hans-HK is Simplified, zh-Hant-CN Traditional.
                return subtag == "hant"
            }
            if region == nil && (length == 2 || (length == 3 && subtag.utf8.allSatisfy(Self.isDigit))) {
                region = subtag
            }
        }
        return region == "tw" || region == "hk" || region == "mo"
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// What an indicator is: a header refreshes, a footer loads more, a side opens more. Chooses its default titles; as
/// ``EdgeConfiguration/role``, it says what an edge does where its place does not.
public enum RefreshRole: Sendable, Hashable, CaseIterable {
    /// A pull-to-refresh header.
    case header
    /// A load-more footer.
    case footer
    /// A side (left or right) action.
    case side
}

extension RefreshEdge {
    /// The usual role of an indicator at this edge: top is a header, bottom a footer, left and right sides.
    public var role: RefreshRole {
        switch self {
        case .top: .header
        case .bottom: .footer
        case .left, .right: .side
        }
    }
}

/// Indicator titles for each state, in a language chosen at runtime, with per-state overrides; and a relative
/// "Last updated 5 minutes ago" text. No Foundation: time is the host's seconds, like every other input.
///
/// ```swift
/// var text = RefreshText(language: .english)
/// text.title(for: .eligible, role: .header)  // "Release to refresh"
/// text.setTitle("Let go!", for: .eligible, role: .header)
/// text.language = .german
/// text.title(for: .refreshing, role: .footer)  // "Wird geladen…"
/// text.lastUpdated(at: 100, now: 400)  // "Zuletzt aktualisiert: vor 5 Minuten"
/// ```
///
/// Set ``appDefault`` once at launch, and every `RefreshText()` starts from it. See <doc:Localization>.
public struct RefreshText: Sendable, Hashable {
    /// The moments an indicator shows a title for: a state, with finishing split by its result.
    public enum Slot: Sendable, Hashable, CaseIterable {
        /// ``RefreshState/idle``.
        case idle
        /// ``RefreshState/pulling(progress:)``.
        case pulling
        /// ``RefreshState/eligible``.
        case eligible
        /// ``RefreshState/refreshing``.
        case refreshing
        /// ``RefreshState/finishing(_:)`` with ``RefreshResult/success``.
        case succeeded
        /// ``RefreshState/finishing(_:)`` with ``RefreshResult/failure``, and ``RefreshState/failed``.
        case failed
        /// ``RefreshState/finishing(_:)`` with ``RefreshResult/noMoreData``, and ``RefreshState/noMoreData``.
        case noMoreData
        /// ``RefreshState/secondLevelEligible``: releasing opens the second level.
        case secondLevelEligible
        /// ``RefreshState/secondLevelOpening`` and ``RefreshState/secondLevelOpen``. A closing second level shows
        /// the idle title: the list is coming back.
        case secondLevelOpen

        /// The slot that shows `state`.
        public init(_ state: RefreshState) {
            switch state {
            case .idle: self = .idle
            case .pulling: self = .pulling
            case .eligible: self = .eligible
            case .refreshing: self = .refreshing
            case .finishing(.success): self = .succeeded
            case .finishing(.failure), .failed: self = .failed
            case .finishing(.noMoreData), .noMoreData: self = .noMoreData
            case .secondLevelEligible: self = .secondLevelEligible
            case .secondLevelOpening, .secondLevelOpen: self = .secondLevelOpen
            case .secondLevelClosing: self = .idle
            }
        }
    }

    private struct Override: Sendable, Hashable {
        var slot: Slot
        var role: RefreshRole
        var title: String

        /// A position that keeps overrides in one order whatever order they were set in, so `==` compares content.
        var order: Int {
            let slotIndex = Slot.allCases.firstIndex(of: slot) ?? 0
            let roleIndex = RefreshRole.allCases.firstIndex(of: role) ?? 0
            return roleIndex * Slot.allCases.count + slotIndex
        }
    }

    /// The language of the built-in titles. Changing it keeps the overrides.
    public var language: RefreshLanguage
    private var overrides: [Override] = []
    /// The app's names for accessible actions, in action order.
    var actionNames: [ActionName] = []

    /// Where an app's own titles come from: its string table, or a language picked inside the app. Answers `nil`
    /// to keep the built-in title.
    public typealias TitleSource = @Sendable (_ slot: Slot, _ role: RefreshRole, _ language: RefreshLanguage) -> String?

    /// The app's own titles, consulted after the overrides of ``setTitle(_:for:role:)`` and before the built-in
    /// ones (MJRefresh #749, #1389):
    ///
    /// ```swift
    /// text.titleSource = { slot, role, language in
    ///     strings.lookUp("refresh.\(role).\(slot)", language: language)  // nil: the built-in title
    /// }
    /// ```
    ///
    /// Texts compare by language, overrides and the number of times a source was set, so an indicator that
    /// redraws when its text changes redraws when you set the source again (after the app switches its strings).
    public var titleSource: TitleSource? {
        didSet { sourceRevision &+= 1 }
    }
    private var sourceRevision: UInt = 0

    /// Built-in titles in `language`, with no overrides; ``appDefault`` plays no part.
    public init(language: RefreshLanguage) {
        self.language = language
    }

    #if hasFeature(Embedded)
        // Embedded Swift has no `_Concurrency` module to import implicitly, so no `@MainActor`: there the contract
        // below is the caller's to keep (embedded programs are usually single-threaded).

        /// The text every `RefreshText()` starts from: English with no overrides until the app sets it.
        ///
        /// Set it once, at launch, before the first indicator is created; a read and a write on different threads
        /// at the same time is a data race.
        nonisolated(unsafe) public static var appDefault = RefreshText(language: .english)

        /// A copy of ``appDefault``: the app's language and overrides.
        public init() {
            self = Self.appDefault
        }
    #else
        /// The text every `RefreshText()` starts from: English with no overrides until the app sets it.
        ///
        /// Set it once at launch, such as in the app delegate or the `App` initializer:
        ///
        /// ```swift
        /// var text = RefreshText(language: .preferred(from: Locale.preferredLanguages))
        /// text.setTitle("Pull for new posts", for: .idle, role: .header)
        /// RefreshText.appDefault = text
        /// ```
        ///
        /// It is isolated to the main actor, where indicators are drawn, so the compiler rules out data races
        /// without a lock or an atomic (the core imports nothing, not even `Synchronization`). Code off the main
        /// actor passes a language to ``init(language:)`` instead.
        @MainActor public static var appDefault = RefreshText(language: .english)

        /// A copy of ``appDefault``: the app's language and overrides.
        @MainActor public init() {
            self = Self.appDefault
        }
    #endif

    /// The title to show for `state` on an indicator with `role`: an override if one is set, else the built-in one.
    public func title(for state: RefreshState, role: RefreshRole) -> String {
        title(slot: Slot(state), role: role)
    }

    /// The title for a slot and role: an override if one is set, else the ``titleSource``'s, else the built-in one.
    public func title(slot: Slot, role: RefreshRole) -> String {
        for override in overrides where override.slot == slot && override.role == role { return override.title }
        if let title = titleSource?(slot, role, language) { return title }
        return Self.builtIn(slot, role: role, language: language)
    }

    /// Whether two texts show the same titles and action names: the same language, overrides and title source (see
    /// ``titleSource``).
    public static func == (lhs: RefreshText, rhs: RefreshText) -> Bool {
        lhs.language == rhs.language && lhs.overrides == rhs.overrides && lhs.sourceRevision == rhs.sourceRevision
            && (lhs.titleSource == nil) == (rhs.titleSource == nil) && lhs.actionNames == rhs.actionNames
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(overrides)
        hasher.combine(sourceRevision)
        hasher.combine(actionNames)
    }

    /// Replaces the title for `slot` on indicators with `role`, in every language; `nil` restores the built-in title.
    public mutating func setTitle(_ title: String?, for slot: Slot, role: RefreshRole) {
        overrides.removeAll { $0.slot == slot && $0.role == role }
        guard let title else { return }
        let override = Override(slot: slot, role: role, title: title)
        let index = overrides.firstIndex { $0.order > override.order } ?? overrides.endIndex
        overrides.insert(override, at: index)
    }

    /// The built-in title for a slot, role and language.
    public static func builtIn(_ slot: Slot, role: RefreshRole, language: RefreshLanguage) -> String {
        switch language {
        case .english: english(slot, role)
        case .simplifiedChinese: simplifiedChinese(slot, role)
        case .traditionalChinese: traditionalChinese(slot, role)
        case .japanese: japanese(slot, role)
        case .korean: korean(slot, role)
        case .spanish: spanish(slot, role)
        case .french: french(slot, role)
        case .german: german(slot, role)
        case .brazilianPortuguese: brazilianPortuguese(slot, role)
        case .russian: russian(slot, role)
        case .arabic: arabic(slot, role)
        case .ukrainian: ukrainian(slot, role)
        case .italian: italian(slot, role)
        case .dutch: dutch(slot, role)
        case .polish: polish(slot, role)
        case .turkish: turkish(slot, role)
        }
    }

    /// "Last updated: …" for a success at `time` seen at `now` (both in the host's seconds); "never" for `nil`.
    ///
    /// Under a minute is "just now"; then whole minutes, hours and days, rounded down, with the language's
    /// plural forms. A time in the future counts as just now.
    public func lastUpdated(at time: Double?, now: Double) -> String {
        Self.lastUpdated(Age(since: time, now: now), language: language)
    }

    /// How long ago something happened, in the unit a person would use.
    public enum Age: Sendable, Hashable {
        /// No record.
        case never
        /// Less than a minute ago.
        case justNow
        /// Whole minutes ago.
        case minutes(Int)
        /// Whole hours ago.
        case hours(Int)
        /// Whole days ago.
        case days(Int)

        /// The age of something that happened at `time`, seen at `now` (the host's seconds); `nil` is never.
        ///
        /// Under a minute, or in the future, is just now; then whole minutes up to 59, whole hours up to 23,
        /// and whole days (at most a billion).
        public init(since time: Double?, now: Double) {
            guard let time, time.isFinite, now.isFinite else {
                self = .never
                return
            }
            let seconds = max(0, now - time)
            if seconds < 60 {
                self = .justNow
            } else if seconds < 3600 {
                self = .minutes(Int(seconds / 60))
            } else if seconds < 86_400 {
                self = .hours(Int(seconds / 3600))
            } else {
                self = .days(Int(min(seconds / 86_400, 1e9)))
            }
        }
    }

    /// The full "Last updated" text for an age in a language, with the count in the language's plural form.
    public static func lastUpdated(_ age: Age, language: RefreshLanguage) -> String {
        switch language {
        case .english: englishLastUpdated(age)
        case .simplifiedChinese: simplifiedChineseLastUpdated(age)
        case .traditionalChinese: traditionalChineseLastUpdated(age)
        case .japanese: japaneseLastUpdated(age)
        case .korean: koreanLastUpdated(age)
        case .spanish: spanishLastUpdated(age)
        case .french: frenchLastUpdated(age)
        case .german: germanLastUpdated(age)
        case .brazilianPortuguese: brazilianPortugueseLastUpdated(age)
        case .russian: russianLastUpdated(age)
        case .arabic: arabicLastUpdated(age)
        case .ukrainian: ukrainianLastUpdated(age)
        case .italian: italianLastUpdated(age)
        case .dutch: dutchLastUpdated(age)
        case .polish: polishLastUpdated(age)
        case .turkish: turkishLastUpdated(age)
        }
    }
}

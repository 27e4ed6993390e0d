import HeadlessRefresh
import Testing

struct RefreshTextTests {
    @Test(arguments: RefreshLanguage.allCases)
    func everyLanguageHasEveryTitle(language: RefreshLanguage) {
        for role in RefreshRole.allCases {
            var seen: Set<String> = []
            for slot in RefreshText.Slot.allCases {
                let title = RefreshText.builtIn(slot, role: role, language: language)
                #expect(!title.isEmpty)
                seen.insert(title)
            }
            // idle and pulling share a title; every other slot says something of its own.
            #expect(seen.count == RefreshText.Slot.allCases.count - 1)
        }
        let ages: [RefreshText.Age] = [.never, .justNow, .minutes(1), .minutes(5), .hours(2), .days(40)]
        #expect(Set(ages.map { RefreshText.lastUpdated($0, language: language) }).count == ages.count)
    }

    @Test func titlesFollowTheState() {
        let text = RefreshText()
        #expect(text.title(for: .pulling(progress: 0.4), role: .header) == "Pull to refresh")
        #expect(text.title(for: .eligible, role: .header) == "Release to refresh")
        #expect(text.title(for: .refreshing, role: .footer) == "Loading…")
        #expect(text.title(for: .noMoreData, role: .footer) == "No more data")
        #expect(text.title(for: .failed, role: .footer) == "Tap to retry")
        #expect(text.title(for: .finishing(.failure), role: .header) == "Refresh failed")
        let chinese = RefreshText(language: .simplifiedChinese)
        #expect(chinese.title(for: .eligible, role: .header) == "松开立即刷新")
        #expect(chinese.title(for: .refreshing, role: .footer) == "正在加载…")
    }

    @Test func overridesReplaceOneSlotOfOneRole() {
        var text = RefreshText()
        text.setTitle("Let go!", for: .eligible, role: .header)
        text.setTitle("Drop it", for: .eligible, role: .header)
        #expect(text.title(for: .eligible, role: .header) == "Drop it")
        #expect(text.title(slot: .eligible, role: .footer) == "Release to load more")
        text.language = .simplifiedChinese
        #expect(text.title(for: .eligible, role: .header) == "Drop it")
        text.setTitle(nil, for: .eligible, role: .header)
        #expect(text.title(for: .eligible, role: .header) == "松开立即刷新")
    }

    @Test func lastUpdatedIsRelativeWithPluralForms() {
        let text = RefreshText()
        #expect(text.lastUpdated(at: nil, now: 10) == "Last updated: never")
        #expect(text.lastUpdated(at: 100, now: 159) == "Last updated: just now")
        #expect(text.lastUpdated(at: 100, now: 160) == "Last updated: 1 minute ago")
        #expect(text.lastUpdated(at: 100, now: 400) == "Last updated: 5 minutes ago")
        #expect(text.lastUpdated(at: 0, now: 3600) == "Last updated: 1 hour ago")
        #expect(text.lastUpdated(at: 0, now: 7 * 3600 + 59) == "Last updated: 7 hours ago")
        #expect(text.lastUpdated(at: 0, now: 86_400 * 3) == "Last updated: 3 days ago")
        #expect(text.lastUpdated(at: 500, now: 100) == "Last updated: just now")
        #expect(text.lastUpdated(at: .nan, now: 100) == "Last updated: never")
        let chinese = RefreshText(language: .simplifiedChinese)
        #expect(chinese.lastUpdated(at: 100, now: 400) == "最后更新：5分钟前")
        #expect(chinese.lastUpdated(at: nil, now: 400) == "最后更新：无记录")
    }

    @Test(arguments: [
        ("en", RefreshLanguage.english), ("en-GB", .english), ("EN_us", .english), ("zh-Hans", .simplifiedChinese),
        ("zh-CN", .simplifiedChinese), ("zh", .simplifiedChinese),
    ])
    func languageCodesChooseALanguage(code: String, language: RefreshLanguage) {
        #expect(RefreshLanguage(code: code) == language)
    }

    @Test(arguments: ["zh-Hant", "zh-TW", "fr", "", "-"])
    func unknownCodesChooseNone(code: String) {
        #expect(RefreshLanguage(code: code) == nil)
    }

    @Test func edgesHaveDefaultRolesForTitles() {
        let text = RefreshText()
        let titles = RefreshEdge.allCases.map { text.title(for: .idle, role: $0.role) }
        #expect(titles == ["Pull to refresh", "Pull up to load more", "Pull to see more", "Pull to see more"])
    }
}

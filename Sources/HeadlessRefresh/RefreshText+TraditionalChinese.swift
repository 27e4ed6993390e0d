extension RefreshText {
    // Taiwan wording (重新整理, 載入, 資料, 點一下), also read in Hong Kong and Macau.
    static func traditionalChinese(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "下拉以重新整理"
        case (.header, .eligible): "放開以重新整理"
        case (.header, .refreshing): "正在重新整理…"
        case (.header, .succeeded): "已重新整理"
        case (.header, .failed): "無法重新整理"
        case (.footer, .idle), (.footer, .pulling): "上拉以載入更多"
        case (.footer, .eligible): "放開以載入更多"
        case (.footer, .refreshing): "正在載入…"
        case (.footer, .succeeded): "載入完成"
        case (.footer, .failed): "載入失敗，點一下重試"
        case (.side, .idle), (.side, .pulling): "繼續拖移以查看更多"
        case (.side, .eligible): "放開以查看更多"
        case (.side, .refreshing): "正在載入…"
        case (.side, .succeeded): "完成"
        case (.side, .failed): "載入失敗"
        case (_, .noMoreData): "沒有更多資料了"
        case (_, .secondLevelEligible): "放開進入二樓"
        case (_, .secondLevelOpen): "上滑返回"
        }
    }

    static func traditionalChineseLastUpdated(_ age: Age) -> String {
        // No plural forms (CLDR: other only); Taiwan style puts a space between the count and the unit.
        switch age {
        case .never: "尚未更新"
        case .justNow: "上次更新：剛剛"
        case .minutes(let n): "上次更新：" + String(n) + " 分鐘前"
        case .hours(let n): "上次更新：" + String(n) + " 小時前"
        case .days(let n): "上次更新：" + String(n) + " 天前"
        }
    }
}

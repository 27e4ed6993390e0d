extension RefreshText {
    static func simplifiedChinese(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "下拉刷新"
        case (.header, .eligible): "松手即可刷新"
        case (.header, .refreshing): "正在刷新…"
        case (.header, .succeeded): "刷新成功"
        case (.header, .failed): "刷新失败"
        case (.footer, .idle), (.footer, .pulling): "上拉加载更多"
        case (.footer, .eligible): "松手加载更多"
        case (.footer, .refreshing): "正在加载…"
        case (.footer, .succeeded): "加载成功"
        case (.footer, .failed): "加载失败，点击重试"
        case (.side, .idle), (.side, .pulling): "继续拖动，查看更多"
        case (.side, .eligible): "松手查看更多"
        case (.side, .refreshing): "正在加载…"
        case (.side, .succeeded): "完成"
        case (.side, .failed): "加载失败"
        case (_, .noMoreData): "没有更多数据了"
        case (_, .secondLevelEligible): "松手进入二楼"
        case (_, .secondLevelOpen): "上滑返回"
        }
    }

    static func simplifiedChineseLastUpdated(_ age: Age) -> String {
        // No plural forms (CLDR: other only); no space between the count and the unit.
        switch age {
        case .never: "尚未更新"
        case .justNow: "上次更新：刚刚"
        case .minutes(let n): "上次更新：" + String(n) + "分钟前"
        case .hours(let n): "上次更新：" + String(n) + "小时前"
        case .days(let n): "上次更新：" + String(n) + "天前"
        }
    }
}

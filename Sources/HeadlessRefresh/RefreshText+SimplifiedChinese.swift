extension RefreshText {
    static func simplifiedChinese(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "下拉可以刷新"
        case (.header, .eligible): "松开立即刷新"
        case (.header, .refreshing): "正在刷新…"
        case (.header, .succeeded): "刷新完成"
        case (.header, .failed): "刷新失败"
        case (.footer, .idle), (.footer, .pulling): "上拉加载更多"
        case (.footer, .eligible): "松开立即加载"
        case (.footer, .refreshing): "正在加载…"
        case (.footer, .succeeded): "加载完成"
        case (.footer, .failed): "加载失败，点击重试"
        case (.side, .idle), (.side, .pulling): "继续拖动查看更多"
        case (.side, .eligible): "松开查看更多"
        case (.side, .refreshing): "正在加载…"
        case (.side, .succeeded): "完成"
        case (.side, .failed): "失败"
        case (_, .noMoreData): "已经没有更多数据了"
        }
    }

    static func simplifiedChineseLastUpdated(_ age: Age) -> String {
        // Chinese has no plural forms: the count comes before the unit.
        let when: String
        switch age {
        case .never: when = "无记录"
        case .justNow: when = "刚刚"
        case .minutes(let n): when = String(n) + "分钟前"
        case .hours(let n): when = String(n) + "小时前"
        case .days(let n): when = String(n) + "天前"
        }
        return "最后更新：" + when
    }
}

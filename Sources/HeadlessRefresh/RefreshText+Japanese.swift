extension RefreshText {
    static func japanese(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "引っ張って更新"
        case (.header, .eligible): "指を離して更新"
        case (.header, .refreshing): "更新中…"
        case (.header, .succeeded): "更新しました"
        case (.header, .failed): "更新できませんでした"
        case (.footer, .idle), (.footer, .pulling): "上に引っ張って続きを読み込む"
        case (.footer, .eligible): "指を離して続きを読み込む"
        case (.footer, .refreshing): "読み込み中…"
        case (.footer, .succeeded): "読み込みました"
        case (.footer, .failed): "タップして再試行"
        case (.side, .idle), (.side, .pulling): "引っ張ってもっと見る"
        case (.side, .eligible): "指を離してもっと見る"
        case (.side, .refreshing): "読み込み中…"
        case (.side, .succeeded): "完了"
        case (.side, .failed): "読み込めませんでした"
        case (_, .noMoreData): "これ以上データはありません"
        case (_, .secondLevelEligible): "離すと開きます"
        case (_, .secondLevelOpen): "上にスワイプして閉じる"
        }
    }

    static func japaneseLastUpdated(_ age: Age) -> String {
        // No plural forms (CLDR: other only); no space between the count and the unit.
        switch age {
        case .never: "まだ更新されていません"
        case .justNow: "最終更新：たった今"
        case .minutes(let n): "最終更新：" + String(n) + "分前"
        case .hours(let n): "最終更新：" + String(n) + "時間前"
        case .days(let n): "最終更新：" + String(n) + "日前"
        }
    }
}

extension RefreshText {
    static func korean(_ slot: Slot, _ role: RefreshRole) -> String {
        switch (role, slot) {
        case (.header, .idle), (.header, .pulling): "당겨서 새로고침"
        case (.header, .eligible): "손을 떼면 새로고침"
        case (.header, .refreshing): "새로고침 중…"
        case (.header, .succeeded): "새로고침 완료"
        case (.header, .failed): "새로고침하지 못했습니다"
        case (.footer, .idle), (.footer, .pulling): "위로 당겨서 더 불러오기"
        case (.footer, .eligible): "손을 떼면 더 불러오기"
        case (.footer, .refreshing): "불러오는 중…"
        case (.footer, .succeeded): "불러오기 완료"
        case (.footer, .failed): "탭하여 다시 시도"
        case (.side, .idle), (.side, .pulling): "당겨서 더 보기"
        case (.side, .eligible): "손을 떼면 더 보기"
        case (.side, .refreshing): "불러오는 중…"
        case (.side, .succeeded): "완료"
        case (.side, .failed): "불러오지 못했습니다"
        case (_, .noMoreData): "더 이상 데이터가 없습니다"
        case (_, .secondLevelEligible): "놓으면 열립니다"
        case (_, .secondLevelOpen): "위로 밀어서 닫기"
        }
    }

    static func koreanLastUpdated(_ age: Age) -> String {
        // No plural forms (CLDR: other only); the count is written against the unit.
        switch age {
        case .never: "아직 업데이트되지 않음"
        case .justNow: "최근 업데이트: 방금 전"
        case .minutes(let n): "최근 업데이트: " + String(n) + "분 전"
        case .hours(let n): "최근 업데이트: " + String(n) + "시간 전"
        case .days(let n): "최근 업데이트: " + String(n) + "일 전"
        }
    }
}

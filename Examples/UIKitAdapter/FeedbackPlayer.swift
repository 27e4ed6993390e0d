#if canImport(UIKit) && os(iOS)
    import HeadlessRefresh
    import UIKit

    /// The "Driving it from UIKit" article's haptics: a selection tick for arming and disarming, an impact for a
    /// trigger (IQPullToRefresh's choice).
    @MainActor
    struct FeedbackPlayer {
        // driving-from-uikit-haptics:begin
        let selection = UISelectionFeedbackGenerator()
        let impact = UIImpactFeedbackGenerator(style: .light)

        func playFeedback(_ event: FeedbackEvent) {
            switch event {
            case .armed, .disarmed, .secondLevelArmed: selection.selectionChanged()
            case .triggered, .secondLevelOpened: impact.impactOccurred()
            }
        }
        // driving-from-uikit-haptics:end
    }
#endif

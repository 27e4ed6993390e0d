import HeadlessRefresh
import HeadlessRefreshAdapterCore

/// Benchmarks of the host runtime the UIKit and SwiftUI products run: a scroll frame through the adapter core's
/// driver, from the view's report to the controller and back to the view.
@MainActor
enum AdapterBenchmarks {
    /// A view that does what the driver asks and counts what it was asked: a frame that changes nothing must
    /// redraw nothing.
    final class CountingView: DrivenScrollView {
        var contentInset = ScrollInsets(top: 91, bottom: 34)
        var metrics: ScrollViewMetrics? { nil }
        var redraws = 0
        var layouts = 0
        var calls = 0
        func setContentInset(_ inset: ScrollInsets, duration: Double) {
            contentInset = inset
            calls += 1
        }
        func scroll(to offset: ScrollPoint, duration: Double, revealing edge: RefreshEdge?) { calls += 1 }
        func alwaysBounces(on axis: ScrollAxis) -> Bool { false }
        func setAlwaysBounces(_ bounces: Bool, on axis: ScrollAxis) {}
        func startObserving() {}
        func stopObserving() {}
        func indicatorsChanged(_ indicators: [RefreshIndicator]) { redraws += indicators.count }
        func layoutIndicators(in geometry: ScrollViewGeometry) { layouts += 1 }
        func showAccessibleActions(_ actions: AccessibleRefreshActions) { calls += 1 }
        func announce(_ words: String) { calls += 1 }
        func playFeedback(_ event: FeedbackEvent, at edge: RefreshEdge) { calls += 1 }
    }

    /// A driver with a header and a footer over long content, scrolled to its middle.
    static func midContent() -> (ScrollViewDriver, CountingView) {
        let view = CountingView()
        let driver = ScrollViewDriver(
            view: view, ownInset: ScrollInsets(top: 91, bottom: 34),
            languageSetting: RefreshLanguageSetting(preferredLanguages: ["en"]), now: { 0 },
            sleep: { _ in throw CancellationError() })
        driver.attach()
        driver.drive(RefreshController(top: .header, bottom: .footer))
        driver.scrolled(metrics(offset: 2000))
        return (driver, view)
    }

    static func metrics(offset: Double) -> ScrollViewMetrics {
        ScrollViewMetrics(
            contentOffset: ScrollPoint(x: 0, y: offset), contentSize: ScrollSize(width: 375, height: 6000),
            boundsSize: ScrollSize(width: 375, height: 812), adjustedContentInset: ScrollInsets(top: 91, bottom: 34))
    }

    /// One scroll frame mid-content, as the view reports it: the runtime's cost per frame, and what it redrew.
    static func scrollFrame(_ size: RunSize) -> (sample: Sample, redrawsPerFrame: Double) {
        let operations = size.batch
        var redraws = 0
        let sample = measure(size, operations: operations, prepare: midContent) { state in
            let (driver, view) = state
            view.redraws = 0
            for index in 0..<operations {
                // A scroll that moves but stays mid-content: nothing to show.
                driver.scrolled(metrics(offset: 2000 + Double(index & 63)))
            }
            redraws = view.redraws
        }
        return (sample, Double(redraws) / Double(operations))
    }
}

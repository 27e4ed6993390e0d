import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// Mapping what UIKit and SwiftUI report to the controller's geometry.
struct ScrollViewMetricsTests {
    /// An iPhone list under a navigation bar (91) with a home indicator (34).
    static func phone(offset: Double, adjustedTop: Double) -> ScrollViewMetrics {
        ScrollViewMetrics(
            contentOffset: ScrollPoint(x: 0, y: offset),
            contentSize: ScrollSize(width: 390, height: 2400),
            boundsSize: ScrollSize(width: 390, height: 844),
            adjustedContentInset: ScrollInsets(top: adjustedTop, bottom: 34)
        )
    }

    @Test func theExtraInsetIsTakenOutOfTheReportedInset() {
        // The header holds 60: UIKit reports 91 + 60 and the content rests at -151.
        let geometry = Self.phone(offset: -151, adjustedTop: 151).geometry(removing: ScrollInsets(top: 60))
        #expect(geometry.contentInset == ScrollInsets(top: 91, bottom: 34))
        #expect(geometry.pull(.top) == 60)
        #expect(geometry.contentOffset == ScrollPoint(x: 0, y: -151))
        #expect(geometry.viewportSize == ScrollSize(width: 390, height: 844))
    }

    @Test func withoutAnExtraInsetTheReportedInsetIsTheHostsOwn() {
        let geometry = Self.phone(offset: -91, adjustedTop: 91).geometry(removing: .zero)
        #expect(geometry.contentInset.top == 91)
        #expect(geometry.pull(.top) == 0)
    }

    @Test func leavingTheExtraInsetInWouldHideThePull() {
        // The bug this type exists for: a host that reports its whole inset sees no pull while the header holds.
        let metrics = Self.phone(offset: -151, adjustedTop: 151)
        #expect(metrics.geometry(removing: .zero).pull(.top) == 0)
        #expect(metrics.geometry(removing: ScrollInsets(top: 60)).pull(.top) == 60)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func theAxisIsPassedOn(axis: ScrollAxis) {
        let metrics = ScrollViewMetrics(
            contentOffset: ScrollPoint(x: -70, y: 0),
            contentSize: ScrollSize(width: 3000, height: 200),
            boundsSize: ScrollSize(width: 390, height: 200),
            adjustedContentInset: ScrollInsets(left: 70)
        )
        let geometry = metrics.geometry(removing: ScrollInsets(left: 50), axis: axis)
        #expect(geometry.axis == axis)
        #expect(geometry.contentInset.left == 20)
        #expect(geometry.pull(.left) == 50)
    }
}

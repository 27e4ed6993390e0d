import HeadlessRefresh
import Testing

/// Issue 28: what the random controller tester (RandomInputTests) found, each put in a host's words.
struct Issue28RegressionTests {
    /// Seed 3181601171640271950 on main (d4d989f): "left: noMoreData announced twice in a row on input
    /// markNoMoreData(left)", shrunk to a load, an end of data, two reconfigurations and a mark, all within the end of
    /// data's result hold.
    ///
    /// A right-to-left list loads more at its left end. Its last page comes back as `noMoreData`, and while "No more
    /// data" shows, the app reconfigures the edge twice: as a side action (refused while the result shows: the edge
    /// keeps holding) and back as the footer it was. Then it marks the end of data, as a paging store that learnt it
    /// would. The indicator says "No more data" from the end to the rest, so a screen reader says it once.
    ///
    /// Fails on the core as of issue 28: the mark announces "No more data" a second time. The reconfiguration to
    /// `.side`, held to the holding style while busy, makes the edge a refresh edge for a moment, which forgets the end
    /// of data it shows; the mark then counts as news.
    @Test func markingTheEndAfterTwoReconfigurationsAnnouncesItOnce() {
        var footer = EdgeConfiguration.footer
        footer.resultHold.noMoreData = 0.5
        var host = TestHost(.left, footer)
        host.layout()  // the left end is in view: it loads
        #expect(host.triggers(.left) == [.reachingEnd])
        host.now = 0.1
        host.end(.left, .noMoreData)
        #expect(host.state(.left) == .finishing(.noMoreData))
        host.now = 0.2
        host.send(.configure(.left, .side))
        host.now = 0.3
        host.send(.configure(.left, footer))
        host.now = 0.4
        host.send(.markNoMoreData(.left))
        host.wait(1)
        #expect(host.state(.left) == .noMoreData)
        let said = host.announcements.filter { $0.edge == .left && $0.announcement == .noMoreData }
        #expect(said.count == 1, "No more data announced \(said.count) times")
    }
}

import HeadlessRefresh
import Testing

// MARK: - Accessibility

/// The host of the "Accessibility" article, as it is printed there: a host with no toolkit (a terminal, a game)
/// that offers the accessible actions as keys and says the announcements on its status line. `scripts/check-snippets`
/// fails when the article's copy differs from the marked region.
// accessibility-host:begin
struct AccessibleHost {
    var controller = RefreshController(top: .header, bottom: .footer)
    var text = RefreshText(language: .english)
    var now = 0.0
    private(set) var loading: Set<RefreshEdge> = []
    private(set) var spoken: [String] = []  // the status line, or a speech API
    private(set) var motions: [Double] = []  // the durations of the inset changes and scrolls asked for
    private var commands: [RefreshCommand] = []

    /// The keys to offer now: one per edge with an action, named in the text's language.
    func menu() -> [(edge: RefreshEdge, name: String)] {
        RefreshEdge.allCases.compactMap { edge in
            controller.accessibleAction(edge).map { (edge, text.actionName($0)) }
        }
    }

    /// A scroll frame, the user's pick from the menu (`.performAccessibleAction(edge)`), the system's
    /// reduced-motion setting (`.setReducedMotion(true)`), the end of a load: all inputs, like a pull.
    mutating func handle(_ input: RefreshInput) {
        controller.send(input, now: now, into: &commands)
        for command in commands {
            switch command {
            case .trigger(let edge, _): loading.insert(edge)  // start the load
            case .announce(let edge, let announcement):
                spoken.append(text.announcement(announcement, role: edge.role))
            case .setExtraInset(_, _, let duration), .scroll(_, let duration):
                motions.append(duration)  // animate over `duration`: 0 with reduced motion
            default: break
            }
        }
    }
}
// accessibility-host:end

extension AccessibleHost {
    /// The load at `edge` finished.
    mutating func finish(_ edge: RefreshEdge, _ result: RefreshResult) {
        loading.remove(edge)
        handle(.endRefreshing(edge, result))
    }

    /// The host's timer: a tick at each deadline until every timed phase has ended.
    mutating func settle() {
        while let deadline = controller.nextDeadline {
            now = max(now, deadline)
            handle(.tick)
        }
    }
}

struct AccessibilityArticleTests {
    @Test(arguments: [false, true])
    func theArticlesHostRefreshesFromItsMenuAndSaysSo(reducedMotion: Bool) {
        var host = AccessibleHost()
        host.handle(.setReducedMotion(reducedMotion))
        host.handle(.geometry(phoneList))
        #expect(host.menu().map(\.name) == ["Refresh", "Load more"])

        host.now = 1
        host.handle(.performAccessibleAction(.top))
        #expect(host.loading == [.top])
        #expect(host.spoken == ["Loading…"])
        // Nothing to offer while the header loads: the footer waits under exclusivity.
        #expect(host.menu().isEmpty)

        host.now = 2
        host.finish(.top, .success)
        host.settle()
        #expect(host.spoken == ["Loading…", "Refreshed"])
        #expect(host.menu().map(\.edge) == [.top, .bottom])
        // The header was revealed, held and collapsed: instantly with reduced motion, animated without it.
        #expect(host.motions.count >= 2)
        #expect(host.motions.allSatisfy { $0 == 0 } == reducedMotion)
    }

    @Test func theArticlesHostRetriesAFailedFooterAndNamesTheEndOfData() {
        var host = AccessibleHost()
        host.handle(.geometry(phoneList))
        host.handle(.performAccessibleAction(.bottom))
        host.finish(.bottom, .failure)
        host.settle()
        #expect(host.menu().map(\.name) == ["Refresh", "Retry"])
        #expect(host.spoken.last == "Loading failed")
        host.handle(.performAccessibleAction(.bottom))
        host.finish(.bottom, .noMoreData)
        host.settle()
        #expect(host.menu().map(\.name) == ["Refresh"])
        #expect(host.spoken.last == "No more data")
    }
}

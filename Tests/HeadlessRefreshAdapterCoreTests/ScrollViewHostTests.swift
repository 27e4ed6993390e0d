import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

/// The toolkit-independent half of an adapter: inputs from the view, commands from the actions.
struct ScrollViewHostTests {
    static let own = ScrollInsets(top: 10, bottom: 20)

    static func metrics(offset: Double, adjustedTop: Double, adjustedBottom: Double = 54) -> ScrollViewMetrics {
        ScrollViewMetrics(
            contentOffset: ScrollPoint(x: 0, y: offset),
            contentSize: ScrollSize(width: 390, height: 2000),
            boundsSize: ScrollSize(width: 390, height: 800),
            adjustedContentInset: ScrollInsets(top: adjustedTop, bottom: adjustedBottom)
        )
    }

    @Test func anExtraInsetBecomesTheWholeContentInsetToSet() {
        var host = ScrollViewHost(ownInset: Self.own)
        let command = host.command(for: .setExtraInset(.top, amount: 60, duration: 0.25), now: 0)
        #expect(command == .setContentInset(ScrollInsets(top: 70, bottom: 20), duration: 0.25))
        #expect(host.extraInset == ScrollInsets(top: 60))
        let collapse = host.command(for: .setExtraInset(.top, amount: 0, duration: 0.3), now: 1)
        #expect(collapse == .setContentInset(Self.own, duration: 0.3))
        #expect(host.contentInset == Self.own)
    }

    @Test func theExtraInsetIsRecordedBeforeTheViewReportsIt() {
        var host = ScrollViewHost(ownInset: Self.own)
        _ = host.command(for: .setExtraInset(.top, amount: 60, duration: 0.25), now: 0)
        // The view now reports 44 of safe area + 10 own + 60 extra; the controller must see 54.
        let input = host.scrolled(Self.metrics(offset: -114, adjustedTop: 114), now: 0)
        guard case .geometry(let geometry) = input else {
            Issue.record("expected a geometry")
            return
        }
        #expect(geometry.contentInset.top == 54)
        #expect(geometry.pull(.top) == 60)
    }

    @Test func anUnchangedGeometryIsNotSentAgain() {
        var host = ScrollViewHost()
        #expect(host.scrolled(Self.metrics(offset: 0, adjustedTop: 0), now: 0) != nil)
        #expect(host.scrolled(Self.metrics(offset: 0, adjustedTop: 0), now: 0.1) == nil)
        #expect(host.scrolled(Self.metrics(offset: 5, adjustedTop: 0), now: 0.2) != nil)
    }

    @Test func anInsetAcrossTheAxisIsNotApplied() {
        var host = ScrollViewHost()
        #expect(host.command(for: .setExtraInset(.left, amount: 50, duration: 0), now: 0) == nil)
        #expect(host.extraInset == .zero)
    }

    /// A host fed a real session's commands, as an adapter's `perform` closure feeds it.
    final class SessionHost {
        var host = ScrollViewHost(ownInset: ScrollViewHostTests.own)
        var commands: [ScrollViewCommand] = []
        var session: RefreshSession?

        init() {
            session = RefreshSession(
                controller: RefreshController(top: .header),
                now: { 0 },
                wake: { _ in },
                perform: { [unowned self] command in
                    if let mapped = host.command(for: command, now: 0) { commands.append(mapped) }
                }
            )
            // At rest under 44 of safe area and 10 of the app's own inset.
            if let input = host.scrolled(ScrollViewHostTests.metrics(offset: -54, adjustedTop: 54), now: 0) {
                session?.send(input)
            }
        }
    }

    /// The two ways a refresh is revealed from code: at once, or when a screen shown again resumes.
    static let reveals: [[RefreshInput]] = [
        [.beginRefreshing(.top, reveal: true)],
        [.suspend, .beginRefreshing(.top, reveal: true), .resume],
    ]

    @Test(arguments: reveals)
    func aProgrammaticRevealScrollsToTheHeaderNotToAnOffset(inputs: [RefreshInput]) throws {
        let recorder = SessionHost()
        for input in inputs { recorder.session?.send(input) }
        // The controller's real order: the inset, then the scroll, which the host can tell reveals the header.
        let inset = try #require(
            recorder.commands.firstIndex(of: .setContentInset(ScrollInsets(top: 70, bottom: 20), duration: 0.25)))
        let scroll = try #require(recorder.commands.firstIndex { if case .scroll = $0 { true } else { false } })
        #expect(inset < scroll)
        // So the SwiftUI model scrolls to the top edge instead of to y = -114, which SwiftUI would clamp to 0.
        #expect(recorder.commands[scroll] == .scroll(to: ScrollPoint(x: 0, y: -114), duration: 0.25, revealing: .top))
        #expect(recorder.session?.isRefreshing(.top) == true)
    }

    @Test func aScrollElsewhereNamesNoEdge() {
        var host = ScrollViewHost(ownInset: Self.own)
        _ = host.scrolled(Self.metrics(offset: -54, adjustedTop: 54), now: 0)
        let other = host.command(for: .scroll(toOffset: ScrollPoint(x: 0, y: 300), duration: 0), now: 0)
        #expect(other == .scroll(to: ScrollPoint(x: 0, y: 300), duration: 0, revealing: nil))
    }

    /// A list whose refresh edge is its bottom (an inverted feed) is revealed there: the view scrolls to the edge,
    /// which SwiftUI does with `scrollTo(edge: .bottom)`, rather than to an offset.
    @Test func aScrollToTheEndsRestRevealsTheTrailingEdge() {
        var host = ScrollViewHost(ownInset: Self.own)
        _ = host.command(for: .setExtraInset(.bottom, amount: 60, duration: 0.25), now: 0)
        // 2000 of content in 800 of view, under 44 + 10 at the top and 34 + 20 (+ 60 extra) at the bottom.
        _ = host.scrolled(Self.metrics(offset: 0, adjustedTop: 54, adjustedBottom: 114), now: 0)
        let end = 2000 - 800 + 54 + 60
        let reveal = host.command(for: .scroll(toOffset: ScrollPoint(x: 0, y: Double(end)), duration: 0.25), now: 0)
        #expect(reveal == .scroll(to: ScrollPoint(x: 0, y: Double(end)), duration: 0.25, revealing: .bottom))
        let top = host.command(for: .scroll(toOffset: ScrollPoint(x: 0, y: -54), duration: 0), now: 0)
        #expect(top == .scroll(to: ScrollPoint(x: 0, y: -54), duration: 0, revealing: .top))
    }

    @Test func theOtherActionsMapOneToOne() {
        var host = ScrollViewHost()
        #expect(host.command(for: .stateChanged(.top, from: .idle, to: .eligible), now: 0) == .redraw(.top))
        #expect(host.command(for: .trigger(.bottom, cause: .tap), now: 0) == .startLoad(.bottom, cause: .tap))
        #expect(host.command(for: .feedback(.top, event: .armed), now: 0) == .feedback(.top, .armed))
        #expect(host.command(for: .scheduleTick(at: 2.5), now: 2) == .scheduleTick(at: 2.5, delay: 0.5))
        #expect(host.command(for: .scheduleTick(at: 1), now: 2) == .scheduleTick(at: 1, delay: 0))
        let diagnostic = RefreshDiagnostic.invalidVelocity
        #expect(host.command(for: .diagnostic(diagnostic), now: 0) == .report(diagnostic))
    }

    @Test func theHostsOwnInsetWriteIsRecognised() {
        var host = ScrollViewHost(ownInset: Self.own)
        _ = host.command(for: .setExtraInset(.top, amount: 60, duration: 0.25), now: 0)
        // The view echoes the inset the host set: nothing to do.
        #expect(host.contentInsetChanged(to: ScrollInsets(top: 70, bottom: 20)) == nil)
        // The app sets its own inset directly: it becomes the own inset, and the extra inset goes back on top.
        let fix = host.contentInsetChanged(to: ScrollInsets(top: 30))
        #expect(host.ownInset == ScrollInsets(top: 30))
        #expect(fix == .setContentInset(ScrollInsets(top: 90), duration: 0))
    }

    @Test func anAppsEditOfOneEdgeLeavesTheLibrarysInsetOnTheOthers() {
        var host = ScrollViewHost(ownInset: Self.own)
        _ = host.command(for: .setExtraInset(.top, amount: 60, duration: 0.25), now: 0)
        // `contentInset.bottom = 300` writes back the top as read: the app's 10 plus the header's 60.
        #expect(host.contentInsetChanged(to: ScrollInsets(top: 70, bottom: 300)) == nil)
        #expect(host.ownInset == ScrollInsets(top: 10, bottom: 300))
        // The header collapses to the app's own top inset, with the keyboard's bottom kept.
        let collapse = host.command(for: .setExtraInset(.top, amount: 0, duration: 0.3), now: 1)
        #expect(collapse == .setContentInset(ScrollInsets(top: 10, bottom: 300), duration: 0.3))
    }

    @Test func anAppInsetWithoutAnExtraInsetNeedsNoFix() {
        var host = ScrollViewHost(ownInset: Self.own)
        #expect(host.contentInsetChanged(to: ScrollInsets(top: 30)) == nil)
        #expect(host.ownInset == ScrollInsets(top: 30))
    }

    @Test func settingTheOwnInsetKeepsTheExtraInsetOnTop() {
        var host = ScrollViewHost(ownInset: Self.own)
        _ = host.command(for: .setExtraInset(.bottom, amount: 44, duration: 0), now: 0)
        #expect(
            host.setOwnInset(ScrollInsets(top: 5)) == .setContentInset(ScrollInsets(top: 5, bottom: 44), duration: 0))
    }

    @Test func touchesGoThroughTheDragTracker() {
        var host = ScrollViewHost()
        #expect(host.pan(.began, velocity: .zero) == .dragBegan)
        #expect(host.drag.isDragging)
        #expect(host.pan(.ended, velocity: ScrollPoint(x: 0, y: 10)) == .dragEnded(velocity: ScrollPoint(x: 0, y: 10)))
        #expect(host.scrollPhase(.interacting) == .dragBegan)
        _ = host.scrolled(Self.metrics(offset: 0, adjustedTop: 0), now: 0)
        _ = host.scrolled(Self.metrics(offset: -20, adjustedTop: 0), now: 0.1)
        guard case .dragEnded(let velocity) = host.scrollPhase(.decelerating) else {
            Issue.record("expected an end")
            return
        }
        #expect(abs(velocity.y - 200) < 1e-9)
    }
}

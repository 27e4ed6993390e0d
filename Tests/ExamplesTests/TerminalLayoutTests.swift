import HeadlessRefresh
import HeadlessRefreshAdapterCore
import Testing

@testable import refresh_demo

/// The interactive demo's screen on terminals of every size, its command line's two ways out, and a list that
/// fills the screen.
@MainActor
struct TerminalLayoutTests {
    @Test(arguments: [80, 74, 60, 40, 12, 7, 3])
    func theHelpLineFitsAndKeepsQuit(columns: Int) {
        let help = InteractiveFeed.helpLine(columns: columns)
        #expect(help.count <= columns)
        #expect(help.hasSuffix(String(" q quit".suffix(columns))))
        if columns >= 7 { #expect(help.hasSuffix("q quit")) }
    }

    @Test func theFullHelpShowsWhereItFitsAndSixtyColumnsStillNameEveryKey() {
        #expect(InteractiveFeed.helpLine(columns: 80) == InteractiveFeed.helpLines[0])
        let sixty = InteractiveFeed.helpLine(columns: 60)
        for key in ["j/k", "space", "r refresh", "l more", "t tap", "x close", "q quit"] {
            #expect(sixty.contains(key))
        }
    }

    /// After a resize the screen is laid out for the new size: the title stays on the first line, the help on the
    /// last, and no line is longer than the terminal is wide.
    @Test(arguments: [(24, 80), (40, 100), (12, 60), (6, 30), (2, 20)])
    func aResizedTerminalIsFilledExactly(rows: Int, columns: Int) {
        let session = FeedSession(backend: .story(), viewportRows: 20)
        let width = min(columns, 80)
        let screen = session.screen(
            text: RefreshText(language: .english), columns: width, rows: InteractiveFeed.listRows(rows))!
        let lines = InteractiveFeed.lines(screen, rows: rows, columns: width)
        #expect(lines.count == rows)
        #expect(lines.allSatisfy { $0.count <= width })
        #expect(lines.last == InteractiveFeed.helpLine(columns: width))
        if rows >= 4 { #expect(lines.first == String(" HeadlessRefresh · refresh-demo · 0 posts".prefix(width))) }
    }

    @Test func argumentErrorsGoToStandardErrorAndHelpToStandardOutput() {
        guard case .failure(let error) = DemoOptions.resolve(["--loud"]) else {
            Issue.record("an unknown argument must end the demo")
            return
        }
        #expect(error.toStandardError && error.status == 2)
        #expect(error.text.hasPrefix("refresh-demo: unknown argument --loud"))
        #expect(
            DemoOptions.resolve(["--help"])
                == .failure(DemoExit(text: DemoOptions.usage, toStandardError: false, status: 0)))
        #expect(DemoOptions.resolve(["--script"]) == .success(try! DemoOptions(arguments: ["--script"])))
    }

    /// A server that never fails and answers in half a second, with `postCount` posts.
    static func backend(posts: Int = 100) -> FakeBackend {
        FakeBackend(seed: 5, postCount: posts, latency: 0.5...0.5, failures: .requests([]), newPostsPerRefresh: 0...0)
    }

    /// On a 40-row terminal (36 rows of list) the first page of 10 is followed by more until the screen is full,
    /// and again after `r`, which starts over from one page.
    @Test func theListFillsTheScreenAtStartAndAfterARefresh() async {
        let session = FeedSession(backend: Self.backend(), viewportRows: 36)
        await session.start()
        await session.wait(8)
        #expect(session.posts.count == 40)
        #expect(session.simulator.state(.bottom) == .idle)
        await session.refresh()
        await session.wait(1)
        #expect(session.posts.count < 36)
        await session.wait(8)
        #expect(session.posts.count == 40)
        // One request per page: 4 to fill the screen, 4 again after the refresh.
        #expect(session.backend.requestCount == 8)
        await session.stop()
    }

    /// The keyboard's `r` and `l` go through the accessible actions, and the status line says what a screen reader
    /// would: the load started, its result with the count of new posts, the end of the data, each once.
    @Test func keysRefreshAndLoadMoreWithoutAPullAndTheStatusLineSpeaks() async {
        let text = RefreshText(language: .english)
        let session = FeedSession(backend: Self.backend(posts: 25), viewportRows: 8)
        await session.start()
        await session.wait(3)
        #expect(session.posts.count == 10)
        #expect(session.spokenText(text) == "Refreshed")
        await session.performAccessibleAction(.bottom)  // `l`
        #expect(session.spokenText(text) == "Loading…")
        await session.performAccessibleAction(.bottom)  // a second `l` while it loads does nothing
        await session.wait(1)
        #expect(session.posts.count == 20)
        #expect(session.spokenText(text) == "10 new items")
        let screen = session.screen(text: text, columns: 80)!
        #expect(
            InteractiveFeed.lines(screen, rows: 12, columns: 80, spoken: session.spokenText(text))[0].hasSuffix(
                "🔈 10 new items"))
        await session.performAccessibleAction(.bottom)
        await session.wait(1)
        #expect(session.posts.count == 25)
        #expect(session.spokenText(text) == "No more data")
        #expect(session.simulator.accessibleAction(.bottom) == nil)
        await session.wait(4)
        #expect(session.spokenText(text) == nil)  // said, then gone from the status line
        await session.performAccessibleAction(.top)  // `r`
        #expect(session.spokenText(text) == "Loading…")
        #expect(session.backend.requestCount == 4)
        await session.stop()
    }

    @Test func aTallerTerminalIsFilledTooAndAShortServerEnds() async {
        let session = FeedSession(backend: Self.backend(), viewportRows: 8)
        await session.start()
        await session.wait(3)
        #expect(session.posts.count == 10)
        session.shownRows = 25
        await session.wait(5)
        #expect(session.posts.count == 30)

        let short = FeedSession(backend: Self.backend(posts: 15), viewportRows: 36)
        await short.start()
        await short.wait(8)
        #expect(short.posts.count == 15)
        #expect(short.simulator.state(.bottom) == .noMoreData)
        #expect(short.backend.requestCount == 2)
        await session.stop()
        await short.stop()
    }
}

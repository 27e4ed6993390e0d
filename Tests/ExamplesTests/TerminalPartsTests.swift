import HeadlessRefreshAdapterCore
import Testing

@testable import HeadlessRefresh
@testable import refresh_demo

/// The demo's pieces that have no terminal in them: options, keys, the screen, the server.
struct TerminalPartsTests {
    @Test func optionsParseTheirArguments() throws {
        let options = try DemoOptions(arguments: ["--script", "--frames", "3", "--seed", "9"])
        #expect(options.script)
        #expect(options.frames == 3)
        #expect(options.seed == 9)
        #expect(try DemoOptions(arguments: []).script == false)
        #expect(try DemoOptions(arguments: ["-h"]).help)
    }

    @Test(arguments: [["--frames"], ["--frames", "-1"], ["--frames", "x"], ["--seed"], ["--loud"]])
    func badOptionsAreNamed(arguments: [String]) {
        #expect(throws: DemoOptionsError.self) { try DemoOptions(arguments: arguments) }
    }

    /// A seed out of range says what a seed may be, not only that this one is wrong.
    @Test(arguments: ["-5", "18446744073709551616", "1.5"])
    func aBadSeedSaysWhatItAccepts(seed: String) {
        #expect(throws: DemoOptionsError(message: "--seed needs a whole number from 0 to 18446744073709551615")) {
            try DemoOptions(arguments: ["--seed", seed])
        }
    }

    @Test func keysAndArrowsAreRead() {
        let bytes: [UInt8] = Array("jk r".utf8) + [0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x42] + Array("tlxqz".utf8) + [0x03]
        #expect(
            KeyPress.parse(bytes) == [
                .fingerDown, .fingerUp, .release, .refresh, .fingerUp, .fingerDown, .tapFooter, .loadMore,
                .closeArchive, .quit, .interrupt,
            ]
        )
        #expect(KeyPress.parse([0x1B]).isEmpty)
    }

    static func indicator(_ edge: RefreshEdge, _ state: RefreshState, isEnabled: Bool = true) -> RefreshIndicator {
        var indicator = RefreshIndicator(
            snapshot: EdgeSnapshot(
                edge: edge,
                state: state,
                pull: 0,
                progress: 0.42,
                extraInset: 0,
                isDragging: false,
                isEnabled: isEnabled,
                lastSuccess: nil
            ),
            triggers: edge == .top ? EdgeConfiguration.header.triggers : EdgeConfiguration.footer.triggers,
            text: RefreshText(language: .english),
            now: 0
        )
        indicator.isEnabled = isEnabled
        return indicator
    }

    static func screen(header: RefreshState, footer: RefreshState, offset: Double = 0) -> FeedScreen {
        FeedScreen(
            time: 0,
            header: indicator(.top, header),
            footer: indicator(.bottom, footer),
            offset: offset,
            posts: (1...5).map { Post(id: $0, author: "ana", text: "post \($0)") },
            archive: [Post(id: 901, author: "ben", text: "old")],
            rows: 4,
            columns: 40
        )
    }

    @Test func theHeaderRowShowsProgressThenASpinnerThenTheResult() {
        #expect(
            Self.screen(header: .pulling(progress: 0.42), footer: .idle).headerLine
                == " ↓ Pull to refresh  [████······] 42%")
        #expect(Self.screen(header: .refreshing, footer: .idle).headerLine == " ⠋ Loading…")
        #expect(Self.screen(header: .finishing(.success), footer: .idle).headerLine == " ✓ Refreshed")
        #expect(Self.screen(header: .idle, footer: .idle).headerLine == "   Pull to refresh · Last updated: never")
    }

    @Test func theFooterRowShowsLoadingRetryAndTheEnd() {
        #expect(Self.screen(header: .idle, footer: .refreshing).footerLine == " ⠋ Loading…")
        #expect(Self.screen(header: .idle, footer: .failed).footerLine == " ✗ Tap to retry (t)")
        #expect(Self.screen(header: .idle, footer: .noMoreData).footerLine == " — No more data · 5 posts —")
        #expect(Self.screen(header: .idle, footer: .idle).footerLine == "   Pull up to load more · 5 posts")
    }

    @Test func theListShowsTheRevealedSpaceAndThePostsUnderIt() {
        // Pulled down by two rows: two rows of gutter, then the first posts.
        let lines = Self.screen(header: .refreshing, footer: .idle, offset: -2 * FeedSession.rowHeight).listLines
        #expect(lines == [" ┊", " ┊", " │ #1 @ana  post 1", " │ #2 @ana  post 2"])
        let end = Self.screen(header: .idle, footer: .refreshing, offset: 3 * FeedSession.rowHeight).listLines
        #expect(end == [" │ #4 @ana  post 4", " │ #5 @ana  post 5", " ┊", " ┊"])
    }

    @Test func theArchiveFillsTheSpaceAboveTheListOnTheSecondLevel() {
        let lines = Self.screen(header: .secondLevelOpen, footer: .idle, offset: -4 * FeedSession.rowHeight).listLines
        #expect(lines[0].hasPrefix(" ╭─ Archive"))
        #expect(lines[1] == " ┆ @ben  old")
        #expect(lines[3].hasPrefix(" ╰─ x closes"))
        #expect(lines.allSatisfy { $0.count <= 40 })
    }

    @Test @MainActor func theServerAnswersInSimulatedTimeAndFailsAsPlanned() async throws {
        let backend = FakeBackend(
            seed: 1, postCount: 25, latency: 0.5...0.5, failures: .requests([1]), newPostsPerRefresh: 1...1)
        #expect(backend.posts.map(\.id) == Array((1...25).reversed()))
        backend.now = 2
        async let first = backend.page(offset: 0, limit: 10)
        await backend.waitForRequest(0)
        #expect(backend.nextDue == 2.5)
        #expect(backend.deliver(dueBy: 2.4).isEmpty)
        #expect(backend.deliver(dueBy: 2.5) == [0])
        // The first request is no refresh of an earlier list: no new posts.
        #expect(try await first.map(\.id) == Array((16...25).reversed()))

        async let second = backend.page(offset: 10, limit: 10)
        await backend.waitForRequest(1)
        _ = backend.deliver(dueBy: 10)
        do {
            _ = try await second
            Issue.record("the second request should fail")
        } catch {
            #expect(error is FakeBackend.Unavailable)
        }

        async let refresh = backend.page(offset: 0, limit: 10)
        await backend.waitForRequest(2)
        _ = backend.deliver(dueBy: 10)
        #expect(try await refresh.first?.id == 26)
    }

    @Test @MainActor func equalSeedsMakeEqualFeeds() {
        let one = FakeBackend.interactive(seed: 3)
        let two = FakeBackend.interactive(seed: 3)
        let three = FakeBackend.interactive(seed: 4)
        #expect(one.posts == two.posts)
        #expect(one.archive == two.archive)
        #expect(one.posts != three.posts)
    }
}

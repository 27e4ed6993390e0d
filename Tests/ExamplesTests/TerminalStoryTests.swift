import HeadlessRefresh
import Testing

@testable import refresh_demo

/// The demo's script mode, run in-process: every phase of the story shows, in order, the same on every run.
@MainActor
struct TerminalStoryTests {
    /// Plays the whole story and returns its frames and the session it ran on.
    static func play() async -> (frames: [FeedStory.Frame], session: FeedSession) {
        let session = FeedSession(backend: .story(), viewportRows: 8)
        var frames: [FeedStory.Frame] = []
        await FeedStory(session: session).play { frame in
            frames.append(frame)
            return true
        }
        return (frames, session)
    }

    /// Whether `sequence` contains `wanted` in order, not necessarily next to each other.
    static func contains<T: Equatable>(_ sequence: [T], inOrder wanted: [T]) -> Bool {
        var remaining = wanted[...]
        for element in sequence where element == remaining.first { remaining.removeFirst() }
        return remaining.isEmpty
    }

    @Test func everyBeatPrintsAFrame() async {
        let (frames, _) = await Self.play()
        #expect(frames.map(\.caption) == FeedStory.beats.map(\.caption))
        #expect(frames.allSatisfy { $0.lines.count == 10 })
    }

    @Test func theHeaderGoesThroughEveryPhaseInOrder() async {
        let (frames, _) = await Self.play()
        let header = frames.map(\.header.kind)
        let wanted: [RefreshStateKind] = [
            .refreshing, .finishing,  // the first page
            .pulling, .idle,  // a short pull, let go: nothing
            .eligible, .refreshing, .finishing,  // a pull past the threshold
            .secondLevelEligible, .secondLevelOpen, .secondLevelClosing, .idle,  // the archive
        ]
        #expect(Self.contains(header, inOrder: wanted), "header: \(header)")
    }

    @Test func theFooterLoadsTwiceFailsRetriesAndEnds() async {
        let (frames, _) = await Self.play()
        let footer = frames.map(\.footer.kind)
        let wanted: [RefreshStateKind] = [
            .refreshing, .idle, .refreshing, .idle, .failed, .refreshing, .idle, .noMoreData,
        ]
        #expect(Self.contains(footer, inOrder: wanted), "footer: \(footer)")
        #expect(frames.map(\.postCount) == [0, 10, 10, 10, 10, 10, 10, 10, 20, 20, 30, 30, 30, 40, 42, 42, 42, 42, 42])
    }

    @Test func theShortPullTriggersNothingAndEachLoadTriggersOnce() async {
        let (frames, session) = await Self.play()
        let letGo = frames.first { $0.caption.hasPrefix("…and let go") }
        #expect(letGo?.header == .idle)
        // The launch and the pull past the threshold; the short pull and the archive do not refresh.
        #expect(session.simulator.triggerCount(.top) == 2)
        // Pages 2 and 3, the failed load, its retry and the last page.
        #expect(session.simulator.triggerCount(.bottom) == 5)
        #expect(session.backend.requestCount == 7)
    }

    @Test func theTitlesComeFromRefreshText() async {
        let text = await RefreshDemo.storyFrames(limit: nil).joined(separator: "\n")
        let titles = [
            "Loading…", "Pull to refresh", "Release to refresh", "Refreshed", "Tap to retry", "No more data",
            "Release to open", "Archive", "Swipe up to close",
        ]
        for title in titles { #expect(text.contains(title), "missing \(title)") }
        var position = text.startIndex
        for title in ["Release to refresh", "Tap to retry", "No more data", "Release to open"] {
            guard let found = text[position...].firstRange(of: title) else {
                Issue.record("\(title) is missing or out of order")
                return
            }
            position = found.upperBound
        }
    }

    @Test func theOutputIsPlainTextAndTheSameOnEveryRun() async {
        let first = await RefreshDemo.storyFrames(limit: nil)
        let second = await RefreshDemo.storyFrames(limit: nil)
        #expect(first == second)
        #expect(first.count == FeedStory.beats.count)
        #expect(!first.joined().contains("\u{1B}"))
    }

    @Test(arguments: [0, 1, 3])
    func framesBoundsTheStory(limit: Int) async {
        let frames = await RefreshDemo.storyFrames(limit: limit)
        #expect(frames.count == limit)
        #expect(frames.first?.contains("launch") ?? (limit == 0))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `swift run refresh-demo`: a feed of posts driven by HeadlessRefresh, interactive on a terminal, a scripted story
/// otherwise.
@main
struct RefreshDemo {
    @MainActor
    static func main() async {
        let options: DemoOptions
        switch DemoOptions.resolve(Array(CommandLine.arguments.dropFirst())) {
        case .success(let resolved):
            options = resolved
        case .failure(let end):
            // Straight to the file descriptor: no shared C stream, and nothing buffered at exit.
            var text = end.text + "\n"
            text.withUTF8 { _ = write(end.toStandardError ? STDERR_FILENO : STDOUT_FILENO, $0.baseAddress, $0.count) }
            exit(end.status)
        }
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
            // PagingStore is Observable: the demo needs what Observation needs.
            print("refresh-demo needs macOS 14 or later")
            exit(1)
        }
        if !options.script && Terminal.isInteractive, let status = await InteractiveFeed.run(seed: options.seed) {
            exit(status)
        }
        for (index, frame) in await storyFrames(limit: options.frames).enumerated() {
            print(index == 0 ? frame : "\n" + frame)
        }
        exit(0)
    }

    /// The scripted story's frames as plain text, at most `limit` of them.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    static func storyFrames(limit: Int?) async -> [String] {
        let session = FeedSession(backend: .story(), viewportRows: 8)
        var frames: [String] = []
        let limit = limit ?? .max
        guard limit > 0 else { return [] }
        await FeedStory(session: session).play { frame in
            frames.append(frame.text)
            return frames.count < limit
        }
        await session.stop()
        return frames
    }
}

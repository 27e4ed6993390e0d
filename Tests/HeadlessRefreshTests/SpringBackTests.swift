import HeadlessRefresh
import Testing

/// A spring back is no approach (P2): the host says what moves the content (``ContentMotion``), and content that
/// springs back after a tug, however far it overshoots its rest into the other end's zone, loads nothing there.
struct SpringBackTests {
    /// A short list (400 points on an 812-point screen): both ends are in view at rest. The header refreshes on a
    /// release; the footer loads when its end is in view and has failed, so it waits for a retry the user asks for.
    static func shortListWithAFailedFooter() -> TestHost {
        var host = TestHost(TestHost.controller([.top: .header, .bottom: .footer]), content: 400)
        host.layout()
        #expect(host.triggers(.bottom) == [.reachingEnd])
        host.end(.bottom, .failure)
        host.wait(1)
        #expect(host.state(.bottom) == .failed)
        return host
    }

    /// A small tug of the header and its release: the finger pulls 20 points, short of the distance.
    static func tugTheHeader(_ host: inout TestHost) {
        host.pull(.top, to: 20)
        host.release()
    }

    /// The spring back after the tug, as a host sends it: from the pull back to the rest and `overshoot` points past it
    /// (towards the footer's end), then to rest, each geometry saying it moved by `motion`.
    static func springBack(_ host: inout TestHost, overshoot: Double, motion: ContentMotion) {
        // Past the rest the spring still moves towards the footer's end for a frame or two: from the position alone,
        // that looks like an approach.
        for pull in [12.0, 4, 0.5, -overshoot / 3, -overshoot, 0] {
            host.now += 1.0 / 120
            host.geometry.motion = motion
            host.setPull(.top, pull)
        }
    }

    @Test(arguments: [0.01, 0.3, 5])
    func aSpringBackNeverRetriesAFailedFooter(overshoot: Double) {
        var host = Self.shortListWithAFailedFooter()
        Self.tugTheHeader(&host)
        Self.springBack(&host, overshoot: overshoot, motion: .springBack)
        #expect(host.triggers(.bottom) == [.reachingEnd])
        #expect(host.state(.bottom) == .failed)
        #expect(host.triggers(.top) == [])
    }

    @Test func aShortListsFooterDoesNotLoadAgainFromASpringBack() {
        // The footer's first page arrived; the list is still short. A tug of the header springs back past the rest.
        var host = TestHost(TestHost.controller([.top: .header, .bottom: .footer]), content: 400)
        host.layout()
        host.setContent(500, along: .bottom)
        host.end(.bottom)
        let loads = host.triggers(.bottom).count
        Self.tugTheHeader(&host)
        Self.springBack(&host, overshoot: 0.02, motion: .springBack)
        #expect(host.triggers(.bottom).count == loads)
    }

    @Test func theFingerTowardsTheEndIsAnApproach() {
        // The same small move, made by the finger after a touch, is the user asking for the end: the failure retries.
        var host = Self.shortListWithAFailedFooter()
        host.touch()
        host.now += 1.0 / 120
        host.geometry.motion = .finger
        host.setPull(.top, -5)
        #expect(host.triggers(.bottom) == [.reachingEnd, .reachingEnd])
    }
}

extension SpringBackTests {
    @Test func aHostThatCannotTellLeavesTheLibraryToJudgeFromPositions() {
        // Without `motion`, the library takes only content pulled past the other end for a spring back: the frames
        // just past the rest look like the finger's or momentum's, and the failed footer retries. This is why hosts
        // that know (UIKit, the simulator) say what moves the content.
        var host = Self.shortListWithAFailedFooter()
        Self.tugTheHeader(&host)
        Self.springBack(&host, overshoot: 0.3, motion: .unknown)
        #expect(host.triggers(.bottom) == [.reachingEnd, .reachingEnd])
    }
}

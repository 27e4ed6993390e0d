import HeadlessRefresh
import Testing

/// The controller's identity, by which the bounded explorer visits each state once: equal for controllers that answer
/// every input alike, different otherwise, and complete.
struct RefreshControllerIdentityTests {
    @Test func everyStoredFieldIsInTheIdentityOrACache() {
        // A field added to the controller must be sorted: into the identity (it decides something) or the caches.
        let controller = RefreshController(top: .header, bottom: .footer)
        let stored = Set(Mirror(reflecting: controller).children.compactMap(\.label))
        let identity = Set(Mirror(reflecting: controller.identity).children.compactMap(\.label))
        #expect(stored == identity.union(RefreshController.cacheFields))
        #expect(identity.isDisjoint(with: RefreshController.cacheFields))
    }

    /// A host with a header and a footer on a 2000-point list, laid out at `start`.
    static func host(at start: Double) -> TestHost {
        var host = TestHost(TestHost.controller([.top: .header, .bottom: .footer]))
        host.now = start
        host.layout()
        return host
    }

    @Test func theSameStateReachedLaterOrByAnotherPathIsTheSame() {
        func refreshed(from start: Double) -> TestHost {
            var host = Self.host(at: start)
            host.setRemaining(.bottom, 700)
            host.begin(.top, reveal: false)
            host.wait(0.1)
            host.end(.top)
            return host
        }
        #expect(refreshed(from: 0).controller.identity == refreshed(from: 100).controller.identity)
        // By two scrolls instead of one, the second only stored on the quiet window.
        var direct = Self.host(at: 0)
        var twice = Self.host(at: 0)
        direct.setRemaining(.bottom, 600)
        twice.setRemaining(.bottom, 900)
        twice.setRemaining(.bottom, 600)
        #expect(direct.controller.identity == twice.controller.identity)
    }

    @Test func anotherPlaceAFingerOrALoadIsAnotherState() {
        var base = Self.host(at: 0)
        base.setRemaining(.bottom, 600)
        var moved = base
        moved.setRemaining(.bottom, 601)
        var touched = base
        touched.touch()
        var loading = base
        loading.begin(.top, reveal: false)
        var answered = loading
        answered.end(.top)
        let identities = [base, moved, touched, loading, answered].map(\.controller.identity)
        #expect(Set(identities).count == identities.count)
    }
}

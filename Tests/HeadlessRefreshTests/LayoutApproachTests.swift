import HeadlessRefresh
import Testing

/// P9: a taller viewport (a rotation, split view) or a host inset that shrinks (the keyboard hides) that brings an end
/// into view is an approach, as new content is; one that leaves the end where it was is none.
struct LayoutApproachTests {
    /// What moves the end towards the visible end without a touch.
    enum Change: CaseIterable {
        case viewportGrows, keyboardHides, contentShrinks
    }

    /// A host whose end at `edge` loaded once, its page bringing nothing new yet, then scrolled back 400 points from
    /// the end by the host (no touch since the load); the keyboard covers 300 points at that end.
    static func hostAfterALoad(_ edge: RefreshEdge) -> TestHost {
        var footer = EdgeConfiguration.footer
        footer.triggers = [.reachingEnd(prefetch: 100), .tap]
        var keyboard = ScrollInsets.zero
        keyboard[edge] = 300
        var host = TestHost(edge, footer, content: 3000, inset: keyboard)
        host.layout()
        host.setRemaining(edge, 50)
        #expect(host.triggers(edge) == [.reachingEnd])
        host.now += 1
        host.end(edge)
        host.wait(1)
        host.setRemaining(edge, 400)
        #expect(host.state(edge) == .idle)
        return host
    }

    /// Every edge that loads: a footer, a right-to-left list's left end, a chat's top. A viewport that grows or content
    /// that shrinks at the far side leaves a leading end where it was; the host's inset at that end moves it.
    @Test(arguments: RefreshEdge.allCases, Change.allCases)
    func aLayoutChangeThatBringsTheEndIntoViewLoads(edge: RefreshEdge, change: Change) {
        var host = Self.hostAfterALoad(edge)
        let along = edge.axis == .vertical
        switch change {
        case .viewportGrows:
            if along { host.geometry.viewportSize.height += 350 } else { host.geometry.viewportSize.width += 350 }
        case .keyboardHides:
            host.geometry.contentInset[edge] = 0
        case .contentShrinks:
            if along { host.geometry.contentSize.height -= 350 } else { host.geometry.contentSize.width -= 350 }
        }
        host.layout()
        let moved = !edge.isLeading || change == .keyboardHides
        #expect((host.geometry.remaining(edge) <= 100) == moved)
        #expect(host.triggers(edge).count == (moved ? 2 : 1))
    }

    @Test(arguments: Fixture.trailingEdges, [Change.viewportGrows, .keyboardHides])
    func aLayoutChangeFarFromTheEndJudgesItAfresh(edge: RefreshEdge, change: Change) {
        var host = Self.hostAfterALoad(edge)
        host.setRemaining(edge, 900)
        let along = edge.axis == .vertical
        switch change {
        case .viewportGrows:
            if along { host.geometry.viewportSize.height += 300 } else { host.geometry.viewportSize.width += 300 }
        default:
            host.geometry.contentInset[edge] = 0
        }
        host.layout()
        #expect(host.triggers(edge) == [.reachingEnd])
        // The end moved while out of view: the host's scroll into the zone loads, as after a page that landed.
        host.setRemaining(edge, 50)
        #expect(host.triggers(edge) == [.reachingEnd, .reachingEnd])
    }

    @Test func theKeyboardOrATallerViewportBringsAChatsTopNoCloser() {
        // A chat's top that loads older messages, 200 points from its end (in the zone) after its last load: the
        // keyboard hides and the window grows at the bottom, which leaves the top where it was.
        var top = EdgeConfiguration.footer
        top.triggers = [.reachingEnd(prefetch: 300), .tap]
        var host = TestHost(.top, top, content: 3000, inset: ScrollInsets(bottom: 300))
        host.setRemaining(.top, 1000)
        host.setRemaining(.top, 250)
        #expect(host.triggers(.top) == [.reachingEnd])
        host.now += 1
        host.end(.top)
        host.wait(1)
        host.setRemaining(.top, 200)
        host.geometry.contentInset.bottom = 0
        host.geometry.viewportSize.height += 200
        host.layout()
        #expect(host.triggers(.top) == [.reachingEnd])
        // A drag up towards the older messages is an approach.
        host.touch()
        host.setRemaining(.top, 150)
        #expect(host.triggers(.top) == [.reachingEnd, .reachingEnd])
    }

    /// RandomInputTests' seed 14315181837809502878, shrunk (it failed on main at 6424485): a chat's top in its zone
    /// loads when the list opens, and again once its result has shown, judged afresh by a shorter viewport that came
    /// with a scroll of two points; that second load ends with nothing changed, so the end of its result loads
    /// nothing (P2: one change, one fresh judgement).
    @Test func aLoadThatChangedNothingIsNotRepeatedWhenItsResultEnds() {
        var top = EdgeConfiguration.header
        (top.triggers, top.triggerDistance, top.refreshingExtent) = ([.release, .reachingEnd(prefetch: 190)], 138, 49)
        (top.revealDuration, top.minimumRefreshingDuration, top.autoTriggerLimit) = (0, 1, 3)
        var host = TestHost(
            TestHost.controller([.top: top], exclusivity: .noEdges), viewport: ScrollSize(width: 375, height: 758),
            content: 2431, inset: ScrollInsets(top: 72, bottom: 48))
        host.geometry.contentOffset.y = -179  // the top 107 points into view, short of the distance
        host.layout()
        #expect(host.triggers(.top) == [.reachingEnd])
        host.now = 2.7
        host.end(.top)
        host.now = 2.75
        (host.geometry.contentSize.height, host.geometry.viewportSize.height) = (3401, 591)
        host.geometry.contentOffset.y = -177
        host.layout()
        host.now = 4
        host.geometry.contentSize.height = 3479
        host.layout()
        #expect(host.triggers(.top) == [.reachingEnd, .reachingEnd])
        host.now = 5.5
        host.end(.top)
        host.wait(1)
        host.wait(100)
        #expect(host.state(.top) == .idle)
        #expect(host.triggers(.top) == [.reachingEnd, .reachingEnd])
    }
}

import HeadlessRefresh
import RefreshLabScenario

/// The setups the explorer runs in CI: one per way the features meet (issue 20), each with the inputs that make
/// them meet. Every sequence of up to 8 of a setup's inputs costs what its distinct states cost: a setup with five to
/// eight inputs at a time reaches depth 8 in seconds, one with twelve would not in hours. Together they cover every
/// input of the issue's list.
extension ExplorationSetup {
    /// A setup from a scenario file's text (no loader: the explorer answers).
    private static func setup(
        _ name: String,
        _ json: String,
        lengths: [Double] = [],
        families: ExplorerInput.Families,
        regions: [ExplorerInput.Region] = [.below, .past, .rest],
        at edges: Set<RefreshEdge>? = nil
    ) -> ExplorationSetup {
        do {
            let scenario = try Scenario(json: json)
            let length = scenario.axis == .vertical ? scenario.content.height : scenario.content.width
            return ExplorationSetup(
                name: name, scenario: scenario, contentLengths: lengths.isEmpty ? [length] : lengths,
                families: families, regions: regions, fingerEdges: edges)
        } catch {
            preconditionFailure("the setup \(name) does not read: \(error)")
        }
    }

    /// A feed under bars: a header that refreshes and a footer that loads more, scrolled into the middle.
    private static let feedLayout = #"""
        {"viewport": [375, 812], "content": [375, 1600], "inset": {"top": 91, "bottom": 34},
         "edges": {"top": {}, "bottom": {"prefetch": 100}}, "steps": [{"scrollTo": 600}]}
        """#

    /// The feed's header: pulls to every region, a few thousandths of a point included, and the loader's answers.
    package static let feedPull = setup(
        "feed: pull to refresh", feedLayout, families: [.touch, .pulls, .time, .answers],
        regions: [.nudge, .past], at: [.top])

    /// The feed's footer: the end approached and left, tugs past it, failures and retries.
    package static let feedFooter = setup(
        "feed: load more", feedLayout, families: [.touch, .endZone, .pulls, .time, .answers],
        regions: [.below], at: [.bottom])

    /// The feed hidden and shown again, with a finger and begins from code.
    package static let feedLifecycle = setup(
        "feed: suspend and resume", feedLayout, families: [.touch, .endZone, .lifecycle, .commands, .time],
        regions: [])

    /// The feed on a device that rotates and shows a keyboard, with flings.
    package static let feedHost = setup(
        "feed: rotation and keyboard", feedLayout, families: [.endZone, .host, .time, .answers])

    /// The feed flung from end to end while it loads.
    package static let feedFling = setup(
        "feed: flings", feedLayout, families: [.touch, .fling, .time, .answers])

    /// A footer alone that loads on reaching the end and on a pull past it, with a minimum refreshing time, enabled
    /// and disabled.
    package static let pullUpFooter = setup(
        "footer with reachingEnd and release",
        #"""
        {"viewport": [375, 812], "content": [375, 1600],
         "edges": {"bottom": {"triggers": ["reachingEnd", "release", "tap"], "minimumRefreshing": 0.5}},
         "steps": [{"scrollTo": 400}]}
        """#,
        families: [.touch, .endZone, .pulls, .time, .answers, .enable], regions: [.below])

    /// A chat: the top loads older messages as it comes near (the header's base, so it resets the other end), the
    /// bottom is the newest end, at the end of its data; opened at the newest messages, the top enabled there.
    private static let chatLayout = #"""
        {"viewport": [375, 812], "content": [375, 2400],
         "edges": {"top": {"triggers": ["reachingEnd"], "prefetch": 300, "enabled": false}, "bottom": {}},
         "steps": [{"scrollTo": 1588}, {"end": "bottom", "result": "noMoreData"}, {"wait": 0.5},
                   {"enable": "top", "value": true}]}
        """#

    /// The chat's two ends: older messages landing above, the newest end's end of data, scrolled by the finger and by
    /// the host's wheel.
    package static let chat = setup(
        "chat: both ends", chatLayout, families: [.endZone, .time, .answers, .prepend, .endOfData, .wheel], at: [.top])

    /// The chat for a user who cannot pull: accessible actions at both ends.
    package static let chatAccessible = setup(
        "chat: accessible actions", chatLayout, families: [.accessibility, .time, .answers, .reducedMotion])

    /// A right-to-left horizontal list: its reading start is the right edge, which refreshes; the left edge loads
    /// more. Each names its role, as the place misleads. Opened at the right end, the left edge enabled there.
    package static let rightToLeft = setup(
        "right-to-left",
        #"""
        {"axis": "horizontal", "viewport": [600, 300], "content": [1800, 300],
         "edges": {"left": {"triggers": ["reachingEnd", "tap"], "prefetch": 100, "resetsOpposite": false,
                            "enabled": false, "role": "footer"},
                   "right": {"triggers": ["release"], "distance": 60, "extent": 60, "minimumRefreshing": 0.3,
                             "role": "header"}},
         "steps": [{"scrollTo": 1200}, {"enable": "left", "value": true}]}
        """#,
        families: [.accessibility, .commands, .time, .answers, .reducedMotion])

    /// A header with a second level behind it.
    package static let secondLevel = setup(
        "second level",
        #"""
        {"viewport": [375, 812], "content": [375, 1600],
         "edges": {"top": {"secondLevel": {"distance": 150, "extent": 300, "velocity": null}}}}
        """#,
        families: [.touch, .pulls, .time, .answers, .secondLevel, .reducedMotion],
        regions: [.past, .pastSecondLevel, .rest])

    /// "Pull to go back" and "see more" at the sides of a pager, enabled, disabled, under each exclusivity.
    package static let sides = setup(
        "action side edges",
        #"""
        {"axis": "horizontal", "viewport": [375, 600], "content": [1200, 600],
         "edges": {"left": {"style": "action"}, "right": {"style": "action"}}}
        """#,
        families: [.touch, .pulls, .enable, .exclusivity], regions: [.past, .rest])

    /// A list shorter than the screen: a threshold header (UIRefreshControl) with a distance that changes (Dynamic
    /// Type) and a footer at the end of its data (its first load, as the screen opened, said so); a wheel scrolls only
    /// the rows the library holds open.
    package static let short = setup(
        "short content",
        #"""
        {"viewport": [375, 812], "content": [375, 400],
         "edges": {"top": {"triggers": ["threshold"]}, "bottom": {}},
         "steps": [{"end": "bottom", "result": "noMoreData"}, {"wait": 0.5}]}
        """#,
        families: [.touch, .pulls, .time, .answers, .distance, .endOfData, .wheel], regions: [.below, .past],
        at: [.top])

    /// An empty list that gets content and loses it: a header and a footer.
    package static let empty = setup(
        "empty content",
        #"""
        {"viewport": [375, 812], "content": [375, 0], "edges": {"top": {}, "bottom": {}}}
        """#,
        lengths: [0, 400], families: [.touch, .pulls, .time, .answers, .content], regions: [.past])

    /// A feed read with a mouse wheel or the keyboard, never touched, whose pages are short: each page is 150 points,
    /// less than the quarter of the screen the end must leave its zone by before the next approach may load again.
    package static let feedWheel = setup(
        "feed: wheel and short pages",
        #"""
        {"viewport": [375, 812], "content": [375, 1600], "inset": {"top": 91, "bottom": 34},
         "edges": {"top": {}, "bottom": {"prefetch": 100}}, "steps": [{"scrollTo": 600}]}
        """#,
        lengths: [1600, 1750, 1900, 2050], families: [.wheel, .time, .answers, .content], regions: [])

    /// A list whose rows report themselves as they appear (SwiftUI's `onAppear`): the footer loads two rows before the
    /// end, once per approach however often a row appears again, and after one automatic load asks for a tap; pages
    /// land as content grows by ten rows.
    package static let items = setup(
        "items: rows that appear",
        #"""
        {"viewport": [375, 800], "content": [375, 1000],
         "edges": {"bottom": {"triggers": ["itemsInView", "tap"], "itemPrefetch": 2, "automaticLoadBudget": 1}}}
        """#,
        lengths: [1000, 2000], families: [.items, .answers, .content, .commands, .time])

    /// Every setup, in the order CI runs them.
    package static let standard = [
        feedPull, feedFooter, feedLifecycle, feedHost, feedFling, feedWheel, pullUpFooter, chat, chatAccessible,
        rightToLeft, secondLevel, sides, short, empty, items,
    ]
}
